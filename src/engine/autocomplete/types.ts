// What autocomplete takes and gives, in domain terms; src/wire maps a Suggestion to the v1
// `{standardized_address, components}` shape.

export interface AutocompleteOptions {
  /** suggestions wanted; default 10, at most 50 */
  limit?: number;
  /** include-only filters (two-letter states, city names, 5-digit ZIPs); empty = no filter */
  states?: readonly string[];
  cities?: readonly string[];
  zips?: readonly string[];
  /** ranked first among equals, without excluding others */
  preferStates?: readonly string[];
  preferCities?: readonly string[];
  preferZips?: readonly string[];
}

export const DEFAULT_SUGGESTIONS = 10;
export const MAX_SUGGESTIONS = 50;
/** longer queries are refused (TOO_LONG) */
export const MAX_QUERY_LENGTH = 200;

/** address: a house number on a street; unit: one unit of a building; street: a street with no number; place: city / ZIP only */
export type SuggestionKind = 'address' | 'unit' | 'street' | 'place';

/** One completed address in Pub 28 form; every field '' when absent. */
export interface Suggestion {
  /** delivery line without the unit: '1516 FOLSOM ST' ('' when only a city / ZIP is completed) */
  street: string;
  /** unit as written on the line: 'UNIT B', 'APT 4' ('' when none) */
  unit: string;
  city: string;
  state: string;
  zip: string;
  /** what was completed (set by the engine; optional so other producers need not) */
  kind?: SuggestionKind;
}

export type AutocompleteResult =
  | { ok: true; suggestions: Suggestion[] }
  | { ok: false; reason: 'EMPTY' | 'TOO_LONG'; message: string };
