// "No. 16 Jigger Hill Rd", "Acme Corp | No. 16 Jigger Hill Rd", "NUMBER 12 MAIN ST": a number filler (NO, NUMBER, NUM) right
// before the house number is the number's label, no firm and no letter group of the number (SLL 3).
import type { AddressParts } from '../../types.js';
import type { Tables } from '../../normalize/tables.js';

/** Drops such a label closing `parts.firm` (before an all-digit house number). */
export function dropNumberLabel(parts: AddressParts, t: Tables): void {
  const firm = parts.firm;
  const space = firm.lastIndexOf(' ');
  const last = space < 0 ? firm : firm.slice(space + 1);
  // ('#' is a filler too, but '# 12' before a number is a unit, read elsewhere)
  if (last === '#' || !t.numberFillers.has(last) || parts.primaryNo === '') return;
  parts.firm = space < 0 ? '' : firm.slice(0, space);
  // (the firm rule marked the record a firm's: with no firm left, it is a street record)
  if (parts.firm === '' && parts.recordType === 'F') parts.recordType = 'S';
}
