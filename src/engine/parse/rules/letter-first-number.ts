// "C5 KENOLIE CAMPGROUND", "A-15 KENOLIE CAMPGROUND", "p13 Shattuck Hill Rd": a campground's or park's lettered
// number (the reference's A 15) typed with the letter glued or dashed to its digits, opening the delivery part.
import { matchHighway } from '../../normalize/highway.js';
import { hasDigit, isDigitCode, isUpperCode } from '../../normalize/words.js';
import type { Tables } from '../../normalize/tables.js';

/** words[i] when it is one letter, an optional dash and digits, with a name word after it (not I5, a highway); else undefined. */
export function letterFirstNumber(words: readonly string[], i: number, n: number, t: Tables): string | undefined {
  const w = words[i];
  // (cheap test first: a letter then a digit or a dash, at most eight long)
  if (w === undefined || w.length < 2 || w.length > 8 || !isUpperCode(w.charCodeAt(0))) return undefined;
  const d = w.charCodeAt(1) === 45 ? 2 : 1;
  if (d === w.length) return undefined;
  for (let k = d; k < w.length; k++) if (!isDigitCode(w.charCodeAt(k))) return undefined;
  const next = words[i + 1];
  if (next === undefined || hasDigit(next) || next.length < 2 || matchHighway(words, i, n, t)) return undefined;
  return w;
}
