// Whether a ZIP's street data can say "not found" for a city. A reference may hold only part of a ZIP: Vermont's
// E911 file lacks Burlington, yet one Alburgh camp is filed under 05401, so "149 CHURCH ST BURLINGTON 05401" is not
// known to be wrong, only not backed. The data covers the cities its streets are filed under.
import type { ReferenceIndex, ZipInfo } from '../reference/types.js';
import { cityAcceptable } from './zip-candidates.js';

export type ZipCoverage = (info: ZipInfo, city: string) => boolean;

/** The cities a ZIP's streets are filed under ('' for a street filed under none), built on first use. */
export type StreetCities = (zip: string) => ReadonlySet<string>;

export function streetCities(ref: ReferenceIndex): StreetCities {
  const citiesOf = new Map<string, ReadonlySet<string>>();
  return (zip) => {
    let cities = citiesOf.get(zip);
    if (cities === undefined) {
      cities = new Set(ref.streetsInZip(zip).map((s) => s.city));
      citiesOf.set(zip, cities);
    }
    return cities;
  };
}

export function zipCoverage(citiesOf: StreetCities): ZipCoverage {
  return (info, city) => {
    if (!info.hasStreets) return false;
    const cities = citiesOf(info.zip);
    // (a street filed under no city covers the whole ZIP; a city the ZIP does not take, or none, stands for its preferred one)
    if (cities.has('')) return true;
    return cities.has(city !== '' && cityAcceptable(info, city) ? city : info.preferredCity);
  };
}
