// The one set of parts a parse fills: empty parts, a unit kept or replaced, street words written into them.
import type { StreetParts } from '../normalize/street.js';
import type { Tables } from '../normalize/tables.js';
import type { UnitMatch } from '../normalize/unit.js';
import type { AddressParts } from '../types.js';
import type { ParseContext } from './context.js';

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

const PART_KEYS = Object.keys(emptyParts()) as (keyof AddressParts)[];

/** Two parses that read every part the same. */
export function sameParts(a: AddressParts, b: AddressParts): boolean {
  for (const k of PART_KEYS) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * One secondary only (secondary-units.txt): a building, a department, a floor or a bare number gives way to a
 * designated unit written later; a private mailbox never displaces a unit already there, and a floor displaces
 * only a building or department.
 */
export function replacesUnit(current: string, next: string, t: Tables): boolean {
  if (current === '') return true;
  if (t.unitsNeverDisplacing.has(next) || (next === '#' && current === '#')) return false;
  if (next === 'FL') return t.unitsUnderFloor.has(current);
  return t.unitsGivingWay.has(current);
}

/** The unit into the parse's parts, unless the one held says more (replacesUnit). */
export function setUnit(c: ParseContext, u: Pick<UnitMatch, 'abbrev' | 'no'>): void {
  const { parts } = c;
  if (replacesUnit(parts.secondaryAbbrev, u.abbrev, c.t)) {
    parts.secondaryAbbrev = u.abbrev;
    parts.secondaryNo = u.no;
  }
}

/** Units in the order written, each through setUnit. */
export function setUnits(c: ParseContext, units: readonly UnitMatch[]): void {
  // (an index loop: the lists are often the shared frozen empty one, whose other elements kind left a for-of to the
  // generic array iterator, ~0.3% of a parse)
  for (let k = 0; k < units.length; k++) setUnit(c, units[k]!);
}

/** A standardized street (predir, name, suffix, postdir) into the parts' street fields, in that order. */
export function setStreet(parts: Partial<AddressParts>, s: StreetParts): void {
  parts.predir = s.predir;
  parts.streetName = s.name;
  parts.suffix = s.suffix;
  parts.postdir = s.postdir;
}
