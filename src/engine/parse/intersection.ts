// Intersections (MAIN ST & OAK AVE, CORNER OF X AND Y): labeled with both streets, never deliverable; not a firm or
// people named with & or AND (SMITH & SONS CO, MR AND MRS TOM BAKER).
import { standardizeStreetWords, type StreetParts } from '../normalize/street.js';
import type { Tables } from '../normalize/tables.js';
import { isHouseNumber } from '../normalize/words.js';
import { numberAfterTypeAt } from './rules/number-after-street.js';
import { numberedCrossing } from './rules/number-crossing.js';

/** Both streets when the words name a crossing rather than a delivery address. */
export function matchIntersection(words: readonly string[], t: Tables): [StreetParts, StreetParts] | undefined {
  let start = 0;
  while (start < words.length && t.intersectionLeads.has(words[start]!)) start++;
  if (start >= words.length) return undefined;
  if (isHouseNumber(words[start]!)) return numberedCrossing(words, start, t);
  for (let k = start + 1; k < words.length - 1; k++) {
    if (!t.intersectionSeparators.has(words[k]!)) continue;
    const left = words.slice(start, k);
    const right = words.slice(k + 1);
    // a firm such as "SMITH & SONS 12 MAIN ST" has a house number on the right
    if (right.some((w, j) => j + 1 < right.length && isHouseNumber(w))) return undefined;
    // "SUN AND SKI RD 70": a house number written after the street, no crossing (number-after-street.ts)
    if (isHouseNumber(right[right.length - 1]!) && numberAfterTypeAt(words, words.length, t) >= 0) return undefined;
    // "SMITH & SONS CO", "MR AND MRS TOM BAKER": a firm or a person, no crossing (a firm ending that is also a street
    // type, PT, still closes a street)
    const last = right[right.length - 1]!;
    if ((t.firmEndings.has(last) && !t.suffixes.has(last)) || t.personalTitles.has(left[0]!) || t.personalTitles.has(right[0]!)) return undefined;
    return [standardizeStreetWords(left, t), standardizeStreetWords(right, t)];
  }
  return undefined;
}
