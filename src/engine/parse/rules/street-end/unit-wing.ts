// "RANDOLPH 1 N", "PARK AVE W 4 N": a unit number with its wing direction after the street ends it (not "E C R 850 N",
// "AVENUE 10 N", "SCENIC HWY 98 E", "COUNTY RD 12 N": there the number is the road's).
import { matchHighway } from '../../../normalize/highway.js';
import { isAllDigits } from '../../../normalize/words.js';
import type { ParseContext } from '../../context.js';

export function unitWing(c: ParseContext): number | undefined {
  const { words, limit, nameStart, t } = c;
  const no = limit - 2;
  if (no <= nameStart || !isAllDigits(words[no]!) || !t.directionals.has(words[limit - 1]!)) return undefined;
  // (after initials the number is a road's, not a unit's)
  const before = words[no - 1]!;
  if (before.length === 1 && !t.directionals.has(before)) return undefined;
  // (the number belongs to the street's name or route)
  if (no - 1 === nameStart && (t.suffixes.has(words[nameStart]!) || t.preTypes.has(words[nameStart]!))) return undefined;
  for (let s = Math.max(nameStart, no - 3); s < no; s++) {
    const hw = matchHighway(words, s, no + 1, t);
    if (hw && s + hw.len === no + 1) return undefined;
  }
  return no;
}
