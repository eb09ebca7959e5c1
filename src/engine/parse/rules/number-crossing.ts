// "1 ST & 2 AVE", "1 ST & 2", "1 & 2 AVE" (pelias/parser's US intersections): two numbered streets written as bare
// numbers, each alone or with its type, crossing; never a range of house numbers before a street's name (22 & 24 MORGAN CIR).
import { standardizeStreetWords, type StreetParts } from '../../normalize/street.js';
import type { Tables } from '../../normalize/tables.js';
import { isAllDigits, isDigitCode } from '../../normalize/words.js';

/** A bare number, or a bare number and a street type: one side of such a crossing. */
function numberedStreet(side: readonly string[], t: Tables): boolean {
  return (side.length === 1 || (side.length === 2 && t.suffixes.has(side[1]!))) && isAllDigits(side[0]!);
}

/** Both streets when words[start..] is such a crossing (at least one side with its type), else undefined. */
export function numberedCrossing(words: readonly string[], start: number, t: Tables): [StreetParts, StreetParts] | undefined {
  // (cheap test first: a line of two to four words opening with a digit)
  const n = words.length - start;
  if (n < 3 || n > 5 || !isDigitCode(words[start]!.charCodeAt(0))) return undefined;
  for (let k = start + 1; k <= start + 2 && k < words.length - 1; k++) {
    // (& or AND: the two words these crossings are written with, compared with no lookup)
    const sep = words[k]!;
    if (sep !== '&' && sep !== 'AND') continue;
    const left = words.slice(start, k);
    const right = words.slice(k + 1);
    if (!numberedStreet(left, t) || !numberedStreet(right, t) || (left.length === 1 && right.length === 1 && n > 3)) return undefined;
    return [standardizeStreetWords(left, t), standardizeStreetWords(right, t)];
  }
  return undefined;
}
