// '12 MAIN ST APT 1602CUPERTINO   CA 95014', 'UNIT 217SAN JOSE', 'APT MBERKELEY': a fixed-width export whose street
// column is full runs the unit into the city with no space. Read only where the letters after the unit, with the city
// parsed, are a postal name of the ZIP given, so a unit like 12AB is never cut.
import type { AddressParts } from '../types.js';
import type { ZipInfo } from '../reference/types.js';

type Units = ReadonlyMap<string, { abbrev: string; needsNumber: boolean }>;

/** The unit and city read apart, or undefined when `p` shows no unit glued to a city of `zip`. */
export function unitGluedToCity(p: AddressParts, zip: (code: string) => ZipInfo | undefined, units: Units): AddressParts | undefined {
  // cheap tests first: a long unit, or a city opening with a unit word and no unit parsed
  if (p.secondaryNo.length >= 5) return split(p, p.secondaryAbbrev, p.secondaryNo, p.city, zip);
  if (p.secondaryAbbrev !== '' || p.city.length < 6) return undefined;
  const space = p.city.indexOf(' ');
  const unit = space < 0 ? undefined : units.get(p.city.slice(0, space));
  if (unit === undefined || !unit.needsNumber) return undefined;
  const rest = p.city.slice(space + 1);
  const next = rest.indexOf(' ');
  return split(p, unit.abbrev, next < 0 ? rest : rest.slice(0, next), next < 0 ? '' : rest.slice(next + 1), zip);
}

function split(p: AddressParts, abbrev: string, glued: string, after: string, zip: (code: string) => ZipInfo | undefined): AddressParts | undefined {
  const info = p.zip === '' ? undefined : zip(p.zip);
  if (info === undefined) return undefined;
  // (a unit of one to five characters, then a city of three letters at least)
  for (let k = 1; k <= Math.min(5, glued.length - 3); k++) {
    if (!/[A-Z]/.test(glued[k]!) || !/^[A-Z]{3}/.test(glued.slice(k))) continue;
    const city = after === '' ? glued.slice(k) : `${glued.slice(k)} ${after}`;
    if (info.acceptableCities.includes(city)) return { ...p, secondaryAbbrev: abbrev, secondaryNo: glued.slice(0, k), city, recordType: 'H' };
  }
  return undefined;
}
