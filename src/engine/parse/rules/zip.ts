// "SPRINGFIELD IL 62701", "… 62701-1234", "… 627011234", "… 62701 1234", "… IL62701", "… VT O5751": the ZIP (and ZIP+4) closing the
// address, never its very first word (a house number) nor a box's number ("PO BOX 11418", "BOX # 40177").
import { isAllDigits } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { zipOf } from '../zips.js';
import { letterOZip } from './letter-o-zip.js';

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
  const z = zipOf(last) ?? letterOZip(c, last, end);
  if (!z) return gluedStateZip(c, last, end);
  if (t.boxNumberWords.has(prev)) return false;
  parts.zip = z.zip;
  parts.zip4 = z.zip4;
  c.lastEnd = end - 1;
  return true;
}


/** 'NEWFANE, VT05362': a state code glued to the ZIP; the ZIP is read and the code left as the last word, for the state rule. */
function gluedStateZip(c: ParseContext, last: string, end: number): boolean {
  if (last.length !== 7 && last.length !== 11) return false;
  const code = last.slice(0, 2);
  const z = zipOf(last.slice(2));
  if (z === undefined || !c.t.stateCodes.has(code)) return false;
  c.parts.zip = z.zip;
  c.parts.zip4 = z.zip4;
  c.tokens[end - 1] = code;
  return true;
}
