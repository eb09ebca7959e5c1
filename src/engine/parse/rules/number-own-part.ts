// "1657, US HIGHWAY 2, NORTH HERO, VT", "3,REYNOLDS RD, GRAND ISLE": the house number set off by a comma from its street
// (a house number column joined to the street column with a comma) is the street line's first word.
import type { Tables } from '../../normalize/tables.js';
import { isHouseNumber } from '../../normalize/words.js';
import { matchBoxLine } from '../boxes.js';
import { isUnitOnly, looksLikeDelivery } from '../segments.js';

/** Joins, in place, a part holding only a house number to the part after it when no delivery line or street came before. */
export function numberOwnPart(segs: string[][], t: Tables): void {
  for (let k = 0; k < segs.length - 1; k++) {
    const w = segs[k]!;
    if (w.length === 1 && isHouseNumber(w[0]!)) {
      const next = segs[k + 1]!;
      // (a number before a delivery line or a unit is that line's unit: '4, 12 MAIN ST'; a route's number inside is no house number)
      if (!isHouseNumber(next[0]!) && !matchBoxLine(next, 0, next.length, t) && !isUnitOnly(next, t)) segs.splice(k, 2, [w[0]!, ...next]);
      return;
    }
    // (MAIN ST, 12, SPRINGFIELD: after a part closed by a street type the number is that street's)
    if (looksLikeDelivery(w, t) || t.suffixes.has(w[w.length - 1]!)) return;
  }
}
