// "2558 OLD 1ST" + "STE C": a numbered name's ordinal closing street_address, with no type, is read as the bare unit
// # 1ST; with a unit in apt_suite_other as well it is the end of the name (OLD 1ST), and that unit the address's.
import { isOrdinalNumeral } from '../../normalize/words.js';
import type { AddressParts } from '../../types.js';

/** Folds such a bare ordinal unit back into the name; true when it did (the caller then reads apt_suite_other's unit). */
export function ordinalUnitToName(parts: AddressParts): boolean {
  if (parts.secondaryAbbrev !== '#' || parts.suffix !== '' || parts.postdir !== '' || parts.streetName === '' || !isOrdinalNumeral(parts.secondaryNo)) return false;
  parts.streetName = `${parts.streetName} ${parts.secondaryNo}`;
  parts.secondaryAbbrev = '';
  parts.secondaryNo = '';
  return true;
}
