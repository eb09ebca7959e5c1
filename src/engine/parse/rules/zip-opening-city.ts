// "4315 VT ROUTE 17 W, 05491 ADDISON, VT": the city's own part opening with five digits, with no ZIP closing the address,
// is the ZIP written before the city (the European order); the rest of the part is the city.
import { hasDigit, isAllDigits } from '../../normalize/words.js';
import type { AddressParts } from '../../types.js';

/** The city part less such a ZIP (the ZIP set on `parts`), or `seg` itself. */
export function zipOpeningCity(seg: readonly string[], parts: AddressParts): readonly string[] {
  const w = seg[0];
  if (w === undefined || w.length !== 5 || seg.length < 2 || parts.zip !== '' || !isAllDigits(w)) return seg;
  for (let j = 1; j < seg.length; j++) if (hasDigit(seg[j]!)) return seg;
  parts.zip = w;
  return seg.slice(1);
}
