// Whether a ZIP's street data can say "not found" for a city. A reference may hold only part of a ZIP: Vermont's
// E911 file lacks Burlington, yet one Alburgh camp is filed under 05401, so "149 CHURCH ST BURLINGTON 05401" is not
// known to be wrong, only not backed. The data covers the cities its streets are filed under.
import type { ReferenceIndex, ZipInfo } from '../reference/types.js';
import { cityAcceptable } from './zip-candidates.js';

export type ZipCoverage = (info: ZipInfo, city: string) => boolean;

export function zipCoverage(ref: ReferenceIndex): ZipCoverage {
  const citiesOf = new Map<string, ReadonlySet<string>>();
  return (info, city) => {
    if (!info.hasStreets) return false;
    let cities = citiesOf.get(info.zip);
    if (cities === undefined) {
      cities = new Set(ref.streetsInZip(info.zip).map((s) => s.city));
      citiesOf.set(info.zip, cities);
    }
    // (a street filed under no city covers the whole ZIP; a city the ZIP does not take, or none, stands for its preferred one)
    if (cities.has('')) return true;
    return cities.has(city !== '' && cityAcceptable(info, city) ? city : info.preferredCity);
  };
}
