// "NORTH ST 1", "2ND ST 2800", "EAST DR 5315", "TWENTY MILE STREAM RD 520", "MAIN ST N 515", "SCENIC AVE 1611 APT M": a line
// with no house number before its street, closing in a bare number right after the street's type (or its postdirectional),
// or in such a number and a unit: the house number
// written after the street (a European order, or two columns joined the other way). Never a route's number (US HWY 30,
// COUNTY RD 12) nor a street with no name word before its type (AVENUE 52); with the city on the line (MAIN ST 12 BURLINGTON
// VT) only right before a city known for the state or ZIP (WESTFORD BACK FORTY LN 7 VT: the number may close the name).
import { matchHighway } from '../../normalize/highway.js';
import { isAllDigits, isDigitCode, isHouseNumber } from '../../normalize/words.js';
import { matchUnit } from '../../normalize/unit.js';
import type { Tables } from '../../normalize/tables.js';
import { cityOnLine, type ParseContext } from '../context.js';

/** The street type's index when words[k] is such a number right after it (or after its postdirectional); -1 otherwise. */
function typeBefore(words: readonly string[], k: number, t: Tables): number {
  let type = k - 1;
  if (t.directionals.has(words[type]!) && type >= 2) type--;
  return type >= 1 && t.suffixes.has(words[type]!) ? type : -1;
}

/**
 * Where such a number stands in words[0..n): closing them, or just before a unit that closes them (SCENIC AVE 1611 APT M);
 * -1 when none does, or when a house number opens a name before the type (SHIP TO 59 NAPOLI RD 1: the trailing number is
 * the name's or the unit's), or when the number is a route's (US HWY 30).
 */
export function numberAfterTypeAt(words: readonly string[], n: number, t: Tables): number {
  let at = -1;
  let type = -1;
  for (let k = Math.max(2, n - 4); k < n && at < 0; k++) {
    const w = words[k]!;
    type = isDigitCode(w.charCodeAt(0)) && isAllDigits(w) ? typeBefore(words, k, t) : -1;
    if (type < 0) continue;
    const u = k === n - 1 ? undefined : matchUnit(words, k + 1, n, t, true);
    if (k === n - 1 || (u !== undefined && k + 1 + u.len === n)) at = k;
  }
  if (at < 0) return -1;
  for (let k = 0; k < at; k++) {
    // (N 116 RD 3968: a number right before the type is the name)
    if (k + 1 < type && isHouseNumber(words[k]!)) return -1;
    const hw = matchHighway(words, k, at + 1, t);
    if (hw !== undefined && k + hw.len >= at) return -1;
  }
  return at;
}

/** MAIN ST 12 BURLINGTON VT: with the city on the line, such a number right before a city known for the state or ZIP; -1 if none. */
function beforeKnownCityAt(c: ParseContext): number {
  const { words, n, t } = c;
  for (let k = 2; k < n - 1; k++) {
    const w = words[k]!;
    if (isDigitCode(w.charCodeAt(0)) && isAllDigits(w) && cityOnLine(c, k + 1) === k + 1 && numberAfterTypeAt(words, k + 1, t) === k) return k;
  }
  return -1;
}

/** Moves such a number to the front of c.words (before the firm rule, which would read the street as a firm's name); never ends the line. */
export function numberAfterStreet(c: ParseContext): boolean {
  const { words, n, t, i } = c;
  // (cheap test first: a line that opens with no plain number; 2ND ST 2800 opens with a name)
  if (i !== 0 || n < 3) return false;
  const w0 = words[0]!;
  if ((isDigitCode(w0.charCodeAt(0)) && isDigitCode(w0.charCodeAt(w0.length - 1))) || isHouseNumber(w0)) return false;
  const at = c.cityMayFollow ? beforeKnownCityAt(c) : numberAfterTypeAt(words, n, t);
  if (at < 0) return false;
  c.words = [words[at]!, ...words.slice(0, at), ...words.slice(at + 1)];
  c.n = c.words.length;
  return false;
}
