// autocomplete(query, options) over a reference index: streets and house numbers (and units) when the
// index holds streets, cities / states / ZIPs otherwise. Pure; the tables it needs are built once per index.
import type { Tables } from '../normalize/tables.js';
import type { ReferenceIndex } from '../reference/types.js';
import { buildPlaceTable, placeFit, type PlaceTable } from './places.js';
import { readQuery, typedUnit, withOpenUnit, type Query } from './query.js';
import { buildSpellings, type Spellings } from './spellings.js';
import { buildStreetTable, type StreetTable } from './street-table.js';
import { streetAttempts, type RowMatch } from './streets.js';
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS, MAX_QUERY_LENGTH, type AutocompleteOptions, type AutocompleteResult, type Suggestion } from './types.js';

export type { AutocompleteOptions, AutocompleteResult, Suggestion, SuggestionKind } from './types.js';
export { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS, MAX_QUERY_LENGTH } from './types.js';
export { FILTER_FORMS, badFilterValue, type FilterForm } from './filters.js';

interface Ranked {
  s: Suggestion;
  typos: number;
  /** a street match whose only typo is in the place typed after the street */
  placeTypo?: boolean;
  /** compared left to right: number class, typos, skipped name words, preference, then a stable order */
  key: (number | string)[];
}

export type Autocomplete = (query: string, options?: AutocompleteOptions) => AutocompleteResult;

export function createAutocomplete(ref: ReferenceIndex, t: Tables): Autocomplete {
  const sp = buildSpellings(t);
  let streets: StreetTable | undefined;
  let places: PlaceTable | undefined;
  return (query, options = {}) => {
    if (typeof query !== 'string' || query.trim() === '') return { ok: false, reason: 'EMPTY', message: 'the query is empty' };
    if (query.length > MAX_QUERY_LENGTH) return { ok: false, reason: 'TOO_LONG', message: `the query is longer than ${MAX_QUERY_LENGTH} characters` };
    const limit = Math.min(MAX_SUGGESTIONS, Math.max(1, Math.floor(Number(options.limit ?? DEFAULT_SUGGESTIONS)) || DEFAULT_SUGGESTIONS));
    const opts = readOptions(options);
    const q = readQuery(query, t);
    streets ??= buildStreetTable(ref, sp);
    let ranked: Ranked[] = [];
    if (!q.poBox && q.words.length > 0 && streets.rows.length > 0) {
      // '300 N MAIN ST APT': the building's units when it lists some, else the word as typed
      const asUnit = withOpenUnit(q, t);
      if (asUnit) ranked = streetSuggestions(ref, streets, asUnit, sp, t, opts).filter((r) => r.s.unit !== '');
      if (ranked.length === 0) ranked = streetSuggestions(ref, streets, q, sp, t, opts);
    }
    if (ranked.length === 0) {
      places ??= buildPlaceTable(ref, sp);
      ranked = placeSuggestions(places, q, sp, t, opts);
    } else if (ranked.some((r) => r.placeTypo) && ranked.every((r) => r.typos > 0)) {
      // the street fits only with a typo in its city ('main st, burl' → BUELS GORE): a city the words begin exactly comes first
      places ??= buildPlaceTable(ref, sp);
      const exact = placeSuggestions(places, q, sp, t, opts).filter((r) => r.typos === 0);
      ranked = [...exact.map((r) => ({ ...r, key: [0, ...r.key] })), ...ranked.map((r) => ({ ...r, key: [1, ...r.key] }))];
    }
    ranked.sort((a, b) => compareKeys(a.key, b.key));
    const out: Suggestion[] = [];
    const seen = new Set<string>();
    for (const r of ranked) {
      const text = `${r.s.street}|${r.s.unit}|${r.s.city}|${r.s.state}|${r.s.zip}`;
      if (seen.has(text)) continue;
      seen.add(text);
      out.push(r.s);
      if (out.length >= limit) break;
    }
    return { ok: true, suggestions: out };
  };
}

interface Opts {
  states: Set<string>;
  cities: Set<string>;
  zips: Set<string>;
  preferStates: Set<string>;
  preferCities: Set<string>;
  preferZips: Set<string>;
}

function upperSet(list: readonly string[] | undefined): Set<string> {
  return new Set((list ?? []).map((x) => String(x).trim().toUpperCase().replace(/\s+/g, ' ')).filter((x) => x !== ''));
}

function readOptions(o: AutocompleteOptions): Opts {
  return {
    states: upperSet(o.states),
    cities: upperSet(o.cities),
    zips: upperSet(o.zips),
    preferStates: upperSet(o.preferStates),
    preferCities: upperSet(o.preferCities),
    preferZips: upperSet(o.preferZips),
  };
}

function allowed(o: Opts, city: string, state: string, zip: string): boolean {
  return (o.states.size === 0 || o.states.has(state)) && (o.cities.size === 0 || o.cities.has(city)) && (o.zips.size === 0 || o.zips.has(zip));
}

function preference(o: Opts, city: string, state: string, zip: string): number {
  return (o.preferZips.has(zip) ? 0 : 4) + (o.preferCities.has(city) ? 0 : 2) + (o.preferStates.has(state) ? 0 : 1);
}

function compareKeys(a: (number | string)[], b: (number | string)[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** where the unit number typed so far fits a listed unit ('APT 2B' for '2'); '#' fits any designator */
function unitFits(unit: string, typed: { designator: string; no: string }): boolean {
  const sp = unit.lastIndexOf(' ');
  const no = sp < 0 ? unit : unit.slice(sp + 1);
  return no.startsWith(typed.no);
}

function streetSuggestions(ref: ReferenceIndex, tab: StreetTable, q: Query, sp: Spellings, t: Tables, o: Opts): Ranked[] {
  for (const attempt of streetAttempts(tab, q, sp, t)) {
    const out = suggestOnStreets(ref, tab, attempt(), q, o);
    if (out.length > 0) return out;
  }
  return [];
}

function suggestOnStreets(ref: ReferenceIndex, tab: StreetTable, matches: RowMatch[], q: Query, o: Opts): Ranked[] {
  const out: Ranked[] = [];
  // the typed number's digits and spaceless form: the same for every street matched
  const digits = q.number ? /^\d+/.exec(q.number)![0] : '';
  const typed = q.number.replace(/ /g, '');
  // a unit number typed that no listed unit fits is kept as typed (verify then says it is not confirmed)
  const unitTyped = typedUnit(q);
  for (const m of matches) {
    const r = tab.rows[m.row]!;
    const zip = r.entry.zip;
    if (!allowed(o, r.cities[m.city]!, r.state, zip)) continue;
    const city = r.cities[m.city]!;
    const base = { city, state: r.state, zip };
    const order = [m.typos, m.skips, preference(o, r.cities[m.city]!, r.state, zip), m.city, -r.weight, r.display, zip];
    const match = { typos: m.typos, placeTypo: m.placeTypos > 0 && m.placeTypos === m.typos };
    if (!q.number) {
      out.push({ s: { kind: 'street', street: r.display, unit: '', ...base }, ...match, key: [3, ...order, 0, ''] });
      continue;
    }
    const near = ref.numbers(r.entry.id, digits, 6).filter((n) => n.startsWith(digits) && !/^\d/.test(n.slice(digits.length)));
    if (near.length === 0) {
      if (ref.rangesFor(r.entry.id, Number(digits)).length > 0) out.push({ s: { kind: 'address', street: `${q.number} ${r.display}`, unit: '', ...base }, ...match, key: [2, ...order, 0, ''] });
      continue;
    }
    near.forEach((n, k) => {
      const exact = n.replace(/ /g, '') === typed;
      const line = `${n} ${r.display}`;
      const point = exact || q.unit ? ref.point(r.entry.id, n) : undefined;
      const units = point && q.unit ? point.units.filter((u) => unitFits(u, q.unit!)) : [];
      if (units.length > 0) {
        units.forEach((u, ui) => out.push({ s: { kind: 'unit', street: line, unit: u, ...base }, ...match, key: [exact ? 0 : 1, ...order, k, ui] }));
        return;
      }
      out.push({ s: { kind: unitTyped ? 'unit' : 'address', street: line, unit: unitTyped, ...base }, ...match, key: [exact ? 0 : 1, ...order, k, -1] });
    });
  }
  return out;
}

function placeSuggestions(tab: PlaceTable, q: Query, sp: Spellings, t: Tables, o: Opts): Ranked[] {
  const out: Ranked[] = [];
  const W = q.words;
  const lead = q.poBox || q.number;
  if (W.length === 0) {
    // a bare ZIP (3 to 5 digits) completes to its city; a number alone is not yet an address
    if (!q.poBox && /^\d{3,5}$/.test(q.number) && q.lastOpen) {
      for (const p of tab.places) if (p.preferred && p.zip.startsWith(q.number) && allowed(o, p.city, p.state, p.zip)) out.push(place(p, '', '', 0, o));
    } else if (q.poBox) {
      return [];
    }
    return out;
  }
  // a unit closes the street: the place can only be what follows the unit
  if (q.unit) {
    const streetText = [lead, ...typedStreet(W, t)].filter(Boolean).join(' ');
    return q.after.length > 0 ? placesFrom(tab, q.after, q.lastOpen, streetText, typedUnit(q), true, sp, t, o) : [];
  }
  // the first split that fits: street words before it, the place from it on
  for (let s = 0; s < W.length; s++) {
    if (q.number && !q.poBox && s === 0) continue;
    const beforeComma = q.commaAt !== undefined && s < q.commaAt;
    // a lone last word that is a street suffix ('123 main st', '123 elm ave,') ends the street; it starts no city
    if (s > 0 && s === W.length - 1 && (q.commaAt === undefined || beforeComma) && t.suffixes.has(W[s]!)) continue;
    const streetText = [lead, ...typedStreet(W.slice(0, s), t)].filter(Boolean).join(' ');
    // a place that starts before the comma is a whole city up to it ('123 main st san francisco, ca')
    const cityWords = beforeComma ? q.commaAt! - s : undefined;
    const found = placesFrom(tab, W.slice(s), q.lastOpen, streetText, '', streetText !== '' && !q.poBox, sp, t, o, cityWords);
    if (found.length > 0) return found;
  }
  return out;
}

/**
 * The places that words (a city, state, ZIP start) fit, with the street and unit as typed.
 * streetTyped: a street was typed, so ZIPs with street data are left to the street match;
 * cityWords: when set, only cities of that many words (the words up to a comma).
 */
function placesFrom(tab: PlaceTable, words: readonly string[], lastOpen: boolean, street: string, unit: string, streetTyped: boolean, sp: Spellings, t: Tables, o: Opts, cityWords?: number): Ranked[] {
  const out: Ranked[] = [];
  const first = words[0]!;
  const open = lastOpen && words.length === 1;
  const keys = open ? tab.firstWords.filter((k) => k.startsWith(first) || k.startsWith(sp.canon(first))) : [sp.canon(first)];
  for (const k of keys) {
    for (const p of tab.byFirst.get(k) ?? []) {
      if (!allowed(o, p.city, p.state, p.zip) || (streetTyped && p.hasStreets) || (cityWords !== undefined && p.cityWords.length !== cityWords)) continue;
      const typos = placeFit(words, p, lastOpen, 1, sp, t);
      if (typos >= 0) out.push(place(p, street, unit, typos, o));
    }
  }
  return out;
}

function place(p: { city: string; state: string; zip: string; preferred: boolean }, street: string, unit: string, typos: number, o: Opts): Ranked {
  return {
    s: { kind: street ? 'address' : 'place', street, unit, city: p.city, state: p.state, zip: p.zip },
    typos,
    key: [typos, p.preferred ? 0 : 1, preference(o, p.city, p.state, p.zip), p.city, p.zip],
  };
}

/** a typed street kept as typed, with Pub 28 forms only where they are sure: a leading directional, a trailing suffix */
function typedStreet(words: readonly string[], t: Tables): string[] {
  return words.map((w, i) => {
    if (i === 0 && words.length > 1) return t.directionals.get(w) ?? w;
    if (i === words.length - 1 && i > 0) return t.suffixes.get(w) ?? w;
    return w;
  });
}
