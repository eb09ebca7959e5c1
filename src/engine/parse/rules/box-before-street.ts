// "RR 2, 1614 NICODEMUS RD, REISTERSTOWN MD", "R.R. 2, BOX 40, 60 SNOWBRIDGE RD, STRATTON VT", "PO BOX 12\n3523 WILLIAMS ST":
// a box or rural route on its own part before a street address: the line nearest the city is the delivery line (Pub 28, as
// delivery-part.ts reads a box after a street), so the street is, and the box parts before it are set aside.
import { isHouseNumber } from '../../normalize/words.js';
import { matchBoxLine } from '../boxes.js';
import type { ParseContext } from '../context.js';
import { SET_ASIDE } from '../warning-words.js';

/** With c.s on a box part: the index of the street part after the box parts (they are set aside); c.s itself otherwise. */
export function boxBeforeStreet(c: ParseContext, s: number): number {
  const { segs, t } = c;
  let k = s;
  while (k < segs.length && matchBoxLine(segs[k]!, 0, segs[k]!.length, t) !== undefined) k++;
  // (the street part opens with its house number and holds more than it: a lone number after BOX is the box's)
  const street = segs[k];
  if (k === s || street === undefined || street.length < 2 || !isHouseNumber(street[0]!) || matchBoxLine(street, 0, street.length, t) !== undefined) return s;
  c.warnings.push(`${SET_ASIDE}${segs.slice(s, k).map((w) => w.join(' ')).join(', ')}`);
  segs.splice(s, k - s);
  return s;
}
