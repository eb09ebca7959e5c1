// "SPRINGFIELD IL 62701", "… 62701-1234", "… 627011234", "… 62701 1234": the ZIP (and ZIP+4) closing the address,
// never its very first word (a house number) nor a box's number ("PO BOX 11418", "BOX # 40177").
import { isAllDigits } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { zipOf } from '../zips.js';

/** True when a ZIP was read. */
export function zip(c: ParseContext): boolean {
  const { tokens, t, parts } = c;
  const end = c.lastEnd;
  if (end < 2) return false;
  const last = tokens[end - 1]!;
  const prev = tokens[end - 2]!;
  if (last.length === 4 && isAllDigits(last) && end >= 3 && prev.length === 5 && isAllDigits(prev)) {
    parts.zip = prev;
    parts.zip4 = last;
    c.lastEnd = end - 2;
    return true;
  }
  const z = zipOf(last);
  if (!z || t.boxNumberWords.has(prev)) return false;
  parts.zip = z.zip;
  parts.zip4 = z.zip4;
  c.lastEnd = end - 1;
  return true;
}

