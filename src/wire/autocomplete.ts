// The v1 autocomplete shape: {suggestions:[{standardized_address, components}]} from domain suggestions.
import type { Suggestion } from '../engine/index.js';
import type { AutocompleteResponse, AutocompleteSuggestion, LookupRequest } from './types.js';

/** "STREET UNIT, CITY, ST ZIP" (the street part left out for a city / ZIP suggestion) */
export function standardizedAddress(s: Suggestion): string {
  const line = [s.street, s.unit].filter((x) => x !== '').join(' ');
  return [line, s.city, `${s.state} ${s.zip}`.trim()].filter((x) => x !== '').join(', ');
}

function toAutocompleteSuggestion(s: Suggestion): AutocompleteSuggestion {
  return {
    standardized_address: standardizedAddress(s),
    components: { street_address: s.street, apt_suite_other: s.unit, city: s.city, state: s.state, zip_code: s.zip },
  };
}

/** A picked suggestion as the bulk lookup takes it: its components, field by field. */
export function pickRequest(pick: AutocompleteSuggestion): LookupRequest {
  const c = pick.components;
  return { street_address: c.street_address, apt_suite_other: c.apt_suite_other, city: c.city, state: c.state, zip_code: c.zip_code };
}

export function toAutocompleteResponse(suggestions: readonly Suggestion[]): AutocompleteResponse {
  return { suggestions: suggestions.map(toAutocompleteSuggestion) };
}
