// '7901 BRADSHAW RD 21156 UPPER FALLS MD': a ZIP written before a city whose first word is a unit word (UPPER, LOWER,
// FRONT) is read by the parser as a bare unit (# 21156), leaving no ZIP. A bare five-digit unit that is a ZIP of the
// city and state written is that ZIP: the building never lists a unit 21156 (it was claimed as one, dpv S).
import type { AddressParts } from '../types.js';
import type { ReferenceIndex } from '../reference/types.js';

/** The ZIP `p`'s bare unit names (undefined when it is no ZIP of the city and state written). */
export function unitAsZip(p: AddressParts, ref: ReferenceIndex): string | undefined {
  // cheap test first: most parses hold a ZIP, or no bare unit of five characters
  if (p.zip !== '' || p.secondaryAbbrev !== '#' || p.secondaryNo.length !== 5 || p.city === '' || !/^\d{5}$/.test(p.secondaryNo)) return undefined;
  const info = ref.zip(p.secondaryNo);
  if (info === undefined || (p.state !== '' && info.state !== p.state) || !info.acceptableCities.includes(p.city)) return undefined;
  return info.zip;
}
