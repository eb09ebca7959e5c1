// "2800 U S RTE 7", "1945 U S ROUTE 5": the US of a federal route written with its letters apart is US (U.S. already is
// one word), so the U is no letter of the house number and the S no direction.
import { matchHighway } from '../../normalize/highway.js';
import type { ParseContext } from '../context.js';

/** Joins U S into US on c.words when a highway follows; never ends the line. */
export function spacedUs(c: ParseContext): boolean {
  const { words, n, t } = c;
  for (let j = c.i; j + 2 < n; j++) {
    if (words[j] !== 'U' || words[j + 1] !== 'S') continue;
    const joined = [...words.slice(0, j), 'US', ...words.slice(j + 2)];
    if (matchHighway(joined, j, joined.length, t) === undefined) return false;
    c.words = joined;
    c.n = joined.length;
    return false;
  }
  return false;
}
