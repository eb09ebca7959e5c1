// '3346 Lake Addison VT 05491', '129 Shady Nook Saint George VT 05495', '2399 South Santa Clara CA 95051': with no comma,
// a street written without its type runs into the city (street LAKE ADDISON and no city, or city NOOK SAINT GEORGE).
// The street's words and the city's are parted again where the rest names a city of the ZIP given.
import type { StreetCities } from '../match/zip-coverage.js';
import { boundedDistance } from '../match/edit-distance.js';
import type { ZipInfo } from '../reference/types.js';
import type { AddressParts } from '../types.js';
import type { LookupNormalizer } from './types.js';

/**
 * The ZIP's city `text` names: one of its postal names, or one its streets are filed under (ST GEORGE's streets are in
 * WILLISTON's 05495); as written or, from six letters, misspelt by one letter (MORFAN for MORGAN).
 */
export function zipCity(zip: ZipInfo, filed: ReadonlySet<string>, text: string): string | undefined {
  if (text === '') return undefined;
  if (zip.acceptableCities.includes(text) || filed.has(text)) return text;
  if (text.length < 6) return undefined;
  const near = (c: string): boolean => c !== '' && boundedDistance(c, text, 1) === 1;
  return zip.acceptableCities.find(near) ?? [...filed].find(near);
}

/**
 * The parts read again at each such split, the shortest city first (only for a street with no type, directional or
 * unit after it: those end a street where the parser saw them). A spelled predirectional alone may be the whole name
 * (SOUTH DR).
 */
export function* streetCitySplits(p: AddressParts, zip: ZipInfo, n: LookupNormalizer, streetCities: StreetCities): Generator<AddressParts> {
  if (p.suffix !== '' || p.postdir !== '' || p.secondaryAbbrev !== '') return;
  const all = p.city === '' ? p.streetName.split(' ') : `${p.streetName} ${p.city}`.split(' ');
  const asParsed = p.city === '' ? all.length : all.length - p.city.split(' ').length;
  const spelled = n.tables.directionNames.get(p.predir);
  for (let k = all.length - 1; k >= (spelled === undefined ? 1 : 0); k--) {
    if (k === asParsed) continue;
    const city = zipCity(zip, streetCities(zip.zip), n.normalizeCity(all.slice(k).join(' ')));
    if (city === undefined) continue;
    const street = n.normalizeStreet(k === 0 ? spelled! : `${p.predir} ${all.slice(0, k).join(' ')}`.trim());
    if (street === undefined || street.name === '') continue;
    yield { ...p, predir: street.predir, streetName: street.name, suffix: street.suffix, postdir: street.postdir, city };
    // (then spelled: the direction may be the name, NORTH + ST BRANDON is NORTH ST where E + ST ALBURGH is E ST)
    const named = k === 0 || spelled === undefined ? undefined : n.normalizeStreet(`${spelled} ${all.slice(0, k).join(' ')}`);
    if (named !== undefined && named.predir === '' && named.name === spelled) yield { ...p, predir: '', streetName: named.name, suffix: named.suffix, postdir: named.postdir, city };
  }
}
