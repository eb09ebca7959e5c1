// "22 & 24 MORGAN CIR", "79 AND 81 KING DR": two house numbers joined by & or AND are a range, written 22-24; never one of
// the two (the second is no word of the street's name either). A range the reference does not list is not found. Only
// a number opening the line (RTS 1 & 24 EAST: routes after a word).
import { isAllDigits } from '../../normalize/words.js';

/** The range when words[i..] join the house number `no` to a second one (and the words that takes); else undefined. */
export function numberRange(words: readonly string[], i: number, n: number, no: string): { no: string; len: number } | undefined {
  const w = words[i];
  if (i !== 1) return undefined;
  if ((w !== '&' && w !== 'AND') || i + 2 >= n) return undefined;
  const other = words[i + 1]!;
  if (!isAllDigits(other) || !isAllDigits(no)) return undefined;
  return { no: `${no}-${other}`, len: 2 };
}
