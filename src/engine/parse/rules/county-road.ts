// "64 CO RD", "65 CO. ROAD", "12 OLD CTY RD": the county of a county road abbreviated is written in full (COUNTY RD, OLD
// COUNTY RD), as the reference writes it.
import type { StreetParts } from '../../normalize/street.js';
import type { Tables } from '../../normalize/tables.js';

/** The street with its county word spelled, or `s` itself. */
export function countyRoad(s: StreetParts, t: Tables): StreetParts {
  if (s.suffix !== 'RD') return s;
  const name = s.name;
  const start = name.lastIndexOf(' ') + 1;
  // cheap test first: the county's abbreviations are three letters at most
  if (name.length - start > 3) return s;
  const last = name.slice(start);
  if (!t.countyAbbrevs.has(last)) return s;
  return { ...s, name: `${name.slice(0, name.length - last.length)}COUNTY` };
}
