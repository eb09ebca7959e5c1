// "NORTH ST 1", "2ND ST 2800", "EAST DR 5315", "TWENTY MILE STREAM RD 520", "MAIN ST N 515": a line with no house number
// before its street, closing in a bare number right after the street's type (or its postdirectional): the house number
// written after the street (a European order, or two columns joined the other way). Never a route's number (US HWY 30,
// COUNTY RD 12) nor a street with no name word before its type (AVENUE 52); only on a line of its own (WESTFORD BACK FORTY
// LN 7 VT: with the city on the line, the number may close the name).
import { matchHighway } from '../../normalize/highway.js';
import { isAllDigits, isDigitCode, isHouseNumber } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';

/** Moves such a closing number to the front of c.words (the house number rule then reads it); never ends the line. */
export function numberAfterStreet(c: ParseContext): void {
  const { words, n, t, i } = c;
  const last = words[n - 1]!;
  // (cheap test first: the line closes with a digit and opens with no house number; 2ND ST 2800 opens with a name)
  if (i !== 0 || n < 3 || c.cityMayFollow || !isDigitCode(last.charCodeAt(0)) || !isAllDigits(last) || isHouseNumber(words[0]!)) return;
  let type = n - 2;
  if (t.directionals.has(words[type]!) && type >= 2) type--;
  if (type < 1 || !t.suffixes.has(words[type]!)) return;
  for (let k = 0; k < n - 1; k++) {
    const hw = matchHighway(words, k, n, t);
    if (hw !== undefined && k + hw.len >= n - 1) return;
  }
  c.words = [last, ...words.slice(0, n - 1)];
}
