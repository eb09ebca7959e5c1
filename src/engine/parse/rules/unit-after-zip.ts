// "150 PAGE ST, SAN FRANCISCO, CA 94102, UNIT 301", "… CA 94102 APT 409", "… CA 94102 #301": a unit written after the
// last line (a spreadsheet's unit column appended at the end) is the address's unit, not a note after the ZIP.
import { matchPhraseEndingAt } from '../../normalize/phrases.js';
import type { Tables } from '../../normalize/tables.js';
import { matchUnit } from '../../normalize/unit.js';
import { isAllDigits } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';

/** True when the words after the ZIP, words[from..end), are one numbered unit and nothing else (set in c.zipUnits). */
export function unitAfterZip(c: ParseContext, words: readonly string[], from: number, end: number): boolean {
  const u = matchUnit(words, from, end, c.t, true);
  if (!u || u.no === '' || from + u.len !== end) return false;
  c.zipUnits = [u];
  return true;
}

/**
 * "… CA 94102 1234\nAPT 402", "… VT 05401 0000, Unit 3": words[k] is a ZIP+4 written apart after a state and ZIP, and the
 * words after it, words[k+1..end), are one numbered unit and nothing else (then they are the unit, as after the ZIP).
 */
export function spacedZip4BeforeUnit(words: readonly string[], t: Tables, k: number, end: number): boolean {
  const w = words[k]!;
  if (w.length !== 4 || !isAllDigits(w) || k < 2 || words[k - 1]!.length !== 5 || !isAllDigits(words[k - 1]!)) return false;
  if (!matchPhraseEndingAt(t.states, words, k - 1, 1, 4)) return false;
  const u = matchUnit(words, k + 1, end, t, true);
  return u !== undefined && u.no !== '' && k + 1 + u.len === end;
}
