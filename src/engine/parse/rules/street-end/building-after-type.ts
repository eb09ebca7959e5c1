// "MAIN ST 2 GATEWAY CENTER": a building's number and name after the street type end the street ("TOWN HWY 16
// NEWPORT CENTER": the number of a route is no building's).
import { matchHighway } from '../../../normalize/highway.js';
import { isHouseNumber } from '../../../normalize/words.js';
import { buildingTail } from '../../buildings.js';
import type { ParseContext } from '../../context.js';
import { isStrongSuffix } from '../../street-types.js';

export function buildingAfterType(c: ParseContext): number | undefined {
  const { words, limit, t } = c;
  for (let j = c.nameStart + 2; j < limit - 2; j++) {
    if (isHouseNumber(words[j]!) && isStrongSuffix(words[j - 1]!, t) && buildingTail(words, j, limit, t) && !matchHighway(words, j - 1, limit, t)) return j;
  }
  return undefined;
}
