// "3M COMPANY, 68 NICHOLSON RD", "ROUTE 66 DINER, 335 HIGH ST", "CHANNEL 5 NEWS, 77 BALSAM RD": a part that does not open
// with a plain house number and holds no street type (a firm's name holding a number) before a part that opens with a house
// number and holds a street type is the firm's; the next part is the line.
import type { Tables } from '../../normalize/tables.js';
import { isAllDigits, isHouseNumber } from '../../normalize/words.js';
import { matchBoxLine } from '../boxes.js';

/** True when segs[s] is such a firm's part and segs[s + 1] the delivery line. */
export function firmWithNumber(segs: readonly (readonly string[])[], s: number, t: Tables): boolean {
  const part = segs[s]!;
  const next = segs[s + 1];
  const w0 = part[0]!;
  // cheap test first: most delivery lines open with a plain number
  if (next === undefined || isAllDigits(w0) || next.length < 2 || !isHouseNumber(next[0]!) || isAllDigits(next[1]!)) return false;
  // (a box, an urbanization or a unit opening the part is the address's own; so is a street with its type, 916A COLD
  // SPRING RD, 21220 MIDDLE RIVER MD)
  if (w0 === 'URB' || t.units.has(w0) || matchBoxLine(part, 0, part.length, t) !== undefined) return false;
  for (let k = 1; k < part.length; k++) if (t.suffixes.has(part[k]!)) return false;
  // (and the next part a street with its type, not a ZIP written before the city: 05345 NEWFANE)
  for (let k = 2; k < next.length; k++) if (t.suffixes.has(next[k]!)) return true;
  return false;
}
