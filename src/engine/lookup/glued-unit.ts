// '25091 COPA DEL ORO DR Unit-101-204', 'APT-A13-F18': a designator glued to a unit number with a dash is read by the
// parser as one bare unit (# UNIT-101-204), which no building lists; the answer then claimed that unit as written.
import type { AddressParts } from '../types.js';

type Units = ReadonlyMap<string, { abbrev: string; needsNumber: boolean }>;

/** `p` with a bare unit that opens with a designator and a dash read as that designator and number (undefined: none). */
export function gluedDesignator(p: AddressParts, units: Units): AddressParts | undefined {
  // cheap test first: most parses hold no bare unit with a dash
  if (p.secondaryAbbrev !== '#') return undefined;
  const dash = p.secondaryNo.indexOf('-');
  if (dash < 2) return undefined;
  const unit = units.get(p.secondaryNo.slice(0, dash));
  const no = p.secondaryNo.slice(dash + 1);
  if (unit === undefined || !unit.needsNumber || !/\d/.test(no)) return undefined;
  return { ...p, secondaryAbbrev: unit.abbrev, secondaryNo: no };
}
