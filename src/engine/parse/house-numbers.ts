// Where a house number stands on a delivery line, and where the delivery part starts after a firm's words.
import { matchHighway } from '../normalize/highway.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';
import { isAllDigits, isFraction, isHouseNumber } from '../normalize/words.js';
import { matchBoxLine } from './boxes.js';
import { buildingFirst } from './buildings.js';

/**
 * A house number, or one written as a word (ONE S DEARBORN ST) when a street follows it: a street type right after
 * the word only opening the line, with more words after it (FOUR PARK AVE, TWO MOUNT PLEASANT DR; ONE WAY and BACK FORTY LN
 * 7 stay names).
 */
export function houseNumberAt(words: readonly string[], i: number, n: number, t: Tables): string | undefined {
  const w = words[i];
  if (w === undefined) return undefined;
  if (isHouseNumber(w)) return w;
  const card = t.cardinals.get(w);
  return card !== undefined && i + 1 < n && (!t.suffixes.has(words[i + 1]!) || (i === 0 && i + 2 < n)) ? card : undefined;
}

/** Where the delivery part starts after a firm name: the first house number followed by a street, or a box form. */
export function deliveryStart(words: readonly string[], n: number, t: Tables): number {
  // 1 LINCOLN CTR 5400 LBJ FWY: a building's own number and name before the street address
  const numberFirst = houseNumberAt(words, 0, n, t) !== undefined;
  const afterBuilding = numberFirst ? buildingFirst(words, n, t) : 0;
  if (afterBuilding > 0) return afterBuilding;
  if (numberFirst || matchBoxLine(words, 0, n, t) || matchHighway(words, 0, n, t)) return 0;
  if (matchUnit(words, 0, n, t, false)) return 0;
  for (let j = 1; j < n; j++) {
    // KBA # 90688 815 W MARKET ST: a number followed by another number is an account or suite, not the house
    const next = words[j + 1];
    if (houseNumberAt(words, j, n, t) && next !== undefined && !isFraction(next) && !isHouseNumber(next)) return j;
    // C/O PAT KIM 11 1/2 BRIDGE ST: a number and its half, a street after them, start the delivery part together
    const after = words[j + 2];
    if (next !== undefined && isFraction(next) && isAllDigits(words[j]!) && after !== undefined && !isHouseNumber(after)) return j;
    if (matchBoxLine(words, j, n, t)) return j;
  }
  return 0;
}
