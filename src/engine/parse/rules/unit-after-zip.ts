// "150 PAGE ST, SAN FRANCISCO, CA 94102, UNIT 301", "… CA 94102 APT 409", "… CA 94102 #301": a unit written after the
// last line (a spreadsheet's unit column appended at the end) is the address's unit, not a note after the ZIP.
import { matchUnit } from '../../normalize/unit.js';
import type { ParseContext } from '../context.js';

/** True when the words after the ZIP, words[from..end), are one numbered unit and nothing else (set in c.zipUnits). */
export function unitAfterZip(c: ParseContext, words: readonly string[], from: number, end: number): boolean {
  const u = matchUnit(words, from, end, c.t, true);
  if (!u || u.no === '' || from + u.len !== end) return false;
  c.zipUnits = [u];
  return true;
}
