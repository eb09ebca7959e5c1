// The engine facade: callers hand it a normalizer and a loaded reference; it never reads files and
// speaks domain types only (src/wire maps them to and from the v1 JSON).
import { createAutocomplete, type AutocompleteOptions, type AutocompleteResult } from './autocomplete/index.js';
import { createLookupOne } from './lookup/lookup-one.js';
import type { LookupDeps, LookupOutcome } from './lookup/types.js';
import type { Tables } from './normalize/tables.js';
import type { ComponentsInput, ParseResult } from './types.js';

export interface Engine {
  /** The domain outcome for one address (string or components). Never throws. */
  lookupOne(input: string | ComponentsInput): LookupOutcome;
  /** Parse and standardize only, without the reference. Never throws. */
  parse(input: string | ComponentsInput): ParseResult;
  /** '' or a US spelling of the country */
  isUsCountry(country: string): boolean;
  /** Suggestions for a partly typed address; built on first use from the reference. Never throws. */
  autocomplete(query: string, options?: AutocompleteOptions): AutocompleteResult;
  readonly deps: LookupDeps;
}

export function createEngine(deps: LookupDeps & { normalizer: { tables?: Tables } }): Engine {
  let autocomplete: ReturnType<typeof createAutocomplete> | undefined;
  return {
    autocomplete(query, options) {
      const tables = deps.normalizer.tables;
      if (!tables) return { ok: true, suggestions: [] };
      autocomplete ??= createAutocomplete(deps.reference, tables);
      return autocomplete(query, options);
    },
    lookupOne: createLookupOne(deps),
    parse: (input) => deps.normalizer.parse(input),
    isUsCountry: (country) => deps.normalizer.isUsCountry(country),
    deps,
  };
}

export type { LookupDeps, LookupOutcome, LookupMatch, LookupFailure, LookupStatus, AccuracyLevel } from './lookup/types.js';
export type { AutocompleteOptions, AutocompleteResult, Suggestion, SuggestionKind } from './autocomplete/index.js';
export { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS, MAX_QUERY_LENGTH as MAX_AUTOCOMPLETE_QUERY, FILTER_FORMS, badFilterValue, type FilterForm } from './autocomplete/index.js';
