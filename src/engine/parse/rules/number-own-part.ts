// "1657, US HIGHWAY 2, NORTH HERO, VT", "3,REYNOLDS RD, GRAND ISLE": the house number set off by a comma from its street
// (a house number column joined to the street column with a comma) is the street line's first word; so is one written
// after a street with no number ("ASA BURTON RD, 425, EAST THETFORD", "VT ROUTE 140, 91, EAST WALLINGFORD", "4TH ST, 133,
// DUBLIN", "GYPSY LN W, 1114, TOWSON"), or
// dropped before a street line that opens with it again ("187, 187 OXBOW DR").
import { matchHighway } from '../../normalize/highway.js';
import type { Tables } from '../../normalize/tables.js';
import { isDigitCode, isHouseNumber } from '../../normalize/words.js';
import { matchBoxLine } from '../boxes.js';
import { isUnitOnly, looksLikeDelivery } from '../segments.js';

/** A part closed by a street type, or a highway: a street written with no number. */
function numberlessStreet(w: readonly string[], t: Tables): boolean {
  const n = w.length;
  // ('GYPSY LN W, 1114': a postdirectional after the type)
  const typeAt = n > 2 && t.directionals.has(w[n - 1]!) ? n - 2 : n - 1;
  return n > 1 && (t.suffixes.has(w[typeAt]!) || matchHighway(w, 0, n, t) !== undefined);
}

/** Joins, in place, a part holding only a house number to its street: the part before it when that is a street with no number, else the part after it. */
export function numberOwnPart(segs: string[][], t: Tables): void {
  for (let k = 0; k < segs.length - 1; k++) {
    const w = segs[k]!;
    // (most addresses: the first part opens with a number and goes on, a delivery line; nothing to join. '4TH ST, 133':
    // an ordinal opens a numbered street, no delivery line)
    if (w.length > 1 && isDigitCode(w[0]!.charCodeAt(0)) && isHouseNumber(w[0]!)) return;
    if (w.length === 1 && isHouseNumber(w[0]!)) {
      const prev = segs[k - 1];
      if (prev !== undefined && numberlessStreet(prev, t)) {
        segs.splice(k - 1, 2, [w[0]!, ...prev]);
        return;
      }
      const next = segs[k + 1]!;
      // ('187, 187 OXBOW DR': the number column joined to a street that held it already)
      if (next[0] === w[0] && next.length > 1) {
        segs.splice(k, 1);
        return;
      }
      // (a number before a delivery line or a unit is that line's unit: '4, 12 MAIN ST'; a route's number inside is no house number)
      if (prev === undefined || !t.suffixes.has(prev[prev.length - 1]!)) {
        if (!isHouseNumber(next[0]!) && !matchBoxLine(next, 0, next.length, t) && !isUnitOnly(next, t)) segs.splice(k, 2, [w[0]!, ...next]);
      }
      return;
    }
    if (looksLikeDelivery(w, t)) return;
  }
}
