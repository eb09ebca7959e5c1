// "NORTH ST 1", "2ND ST 2800", "EAST DR 5315", "TWENTY MILE STREAM RD 520", "MAIN ST N 515", "SCENIC AVE 1611 APT M": a line
// with no house number before its street, closing in a bare number right after the street's type (or its postdirectional),
// or in such a number and a unit: the house number
// written after the street (a European order, or two columns joined the other way). Never a route's number (US HWY 30,
// COUNTY RD 12) nor a street with no name word before its type (AVENUE 52); only on a line of its own (WESTFORD BACK FORTY
// LN 7 VT: with the city on the line, the number may close the name).
import { matchHighway } from '../../normalize/highway.js';
import { isAllDigits, isDigitCode, isHouseNumber } from '../../normalize/words.js';
import { matchUnit } from '../../normalize/unit.js';
import type { ParseContext } from '../context.js';

/** The street type's index when words[k] is such a number right after it (or after its postdirectional); -1 otherwise. */
function typeBefore(c: ParseContext, k: number): number {
  const { words, t } = c;
  let type = k - 1;
  if (t.directionals.has(words[type]!) && type >= 2) type--;
  return type >= 1 && t.suffixes.has(words[type]!) ? type : -1;
}

/** Where such a number stands: closing the line, or just before a unit that closes it (SCENIC AVE 1611 APT M); -1 when none does. */
function closingNumberAt(c: ParseContext): number {
  const { words, n, t } = c;
  for (let k = Math.max(2, n - 4); k < n; k++) {
    const w = words[k]!;
    if (!isDigitCode(w.charCodeAt(0)) || !isAllDigits(w) || typeBefore(c, k) < 0) continue;
    if (k === n - 1) return k;
    const u = matchUnit(words, k + 1, n, t, true);
    if (u !== undefined && k + 1 + u.len === n) return k;
  }
  return -1;
}

/** Moves such a number to the front of c.words (before the firm rule, which would read the street as a firm's name); never ends the line. */
export function numberAfterStreet(c: ParseContext): boolean {
  const { words, n, t, i } = c;
  // (cheap test first: a line of its own that opens with no house number; 2ND ST 2800 opens with a name)
  if (i !== 0 || n < 3 || c.cityMayFollow || isHouseNumber(words[0]!)) return false;
  const at = closingNumberAt(c);
  if (at < 0) return false;
  for (let k = 0; k < at; k++) {
    // (SHIP TO: 59 NAPOLI RD 1: a house number before the street, after a label, keeps the trailing number the name's or unit's)
    if (isHouseNumber(words[k]!)) return false;
    const hw = matchHighway(words, k, at + 1, t);
    if (hw !== undefined && k + hw.len >= at) return false;
  }
  c.words = [words[at]!, ...words.slice(0, at), ...words.slice(at + 1)];
  c.n = c.words.length;
  return false;
}
