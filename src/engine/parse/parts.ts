// The one set of parts a parse fills: empty parts, a unit kept or replaced, street words written into them.
import type { StreetParts } from '../normalize/street.js';
import type { UnitMatch } from '../normalize/unit.js';
import type { AddressParts } from '../types.js';

export function emptyParts(): AddressParts {
  return {
    firm: '',
    urbanization: '',
    primaryNo: '',
    predir: '',
    streetName: '',
    suffix: '',
    postdir: '',
    secondaryAbbrev: '',
    secondaryNo: '',
    city: '',
    state: '',
    zip: '',
    zip4: '',
    country: '',
    recordType: '',
  };
}

/**
 * One secondary only: a building, a department, a floor or a bare number gives way to a designated unit
 * written later (12TH FLOOR, ROOM 1418 → RM 1418: the room is where the mail goes); a private mailbox (PMB)
 * never displaces a unit already there, and a floor displaces only a building or department.
 */
export function replacesUnit(current: string, next: string): boolean {
  if (current === '') return true;
  if (next === 'PMB' || (next === '#' && current === '#')) return false;
  if (next === 'FL') return current === 'BLDG' || current === 'DEPT';
  return current === 'BLDG' || current === 'DEPT' || current === '#' || current === 'FL';
}

/** The unit, unless the one held says more (replacesUnit). */
export function setUnit(parts: Pick<AddressParts, 'secondaryAbbrev' | 'secondaryNo'>, u: Pick<UnitMatch, 'abbrev' | 'no'>): void {
  if (replacesUnit(parts.secondaryAbbrev, u.abbrev)) {
    parts.secondaryAbbrev = u.abbrev;
    parts.secondaryNo = u.no;
  }
}

/** Units in the order written, each through setUnit. */
export function setUnits(parts: Pick<AddressParts, 'secondaryAbbrev' | 'secondaryNo'>, units: readonly UnitMatch[]): void {
  for (const u of units) setUnit(parts, u);
}

/** A standardized street (predir, name, suffix, postdir) into the parts' street fields, in that order. */
export function setStreet(parts: Partial<AddressParts>, s: StreetParts): void {
  parts.predir = s.predir;
  parts.streetName = s.name;
  parts.suffix = s.suffix;
  parts.postdir = s.postdir;
}
