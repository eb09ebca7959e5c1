// "56NICHOLAS WAY", "1408latham Rd": the house number typed with no space before the street's name is the number, then
// the name (never an ordinal, 12TH, nor a number with a letter or two, 12A, nor a numbered building, 5001BLDG48).
import { isDigitCode, isOrdinalNumeral, isUpperCode } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';

/** Splits c.words[c.i] in two when it is digits glued to three or more letters; never ends the line. */
export function gluedNumber(c: ParseContext): boolean {
  const w = c.words[c.i];
  // (a word opening with a digit and closing with a letter, four long at least: rare, one test on most lines)
  if (w === undefined || w.length < 4 || !isDigitCode(w.charCodeAt(0)) || !isUpperCode(w.charCodeAt(w.length - 1))) return false;
  let k = 1;
  while (k < w.length && isDigitCode(w.charCodeAt(k))) k++;
  for (let j = k; j < w.length; j++) if (!isUpperCode(w.charCodeAt(j))) return false;
  if (w.length - k < 3 || isOrdinalNumeral(w)) return false;
  c.words = [...c.words.slice(0, c.i), w.slice(0, k), w.slice(k), ...c.words.slice(c.i + 1)];
  c.n = c.words.length;
  return false;
}
