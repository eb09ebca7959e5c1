// Where `usaddr suggest` gets suggestions and verifies a pick: in-process over an engine here;
// a remote client (--endpoint) implements the same two calls over HTTP.
import type { AutocompleteOptions, Engine } from '../engine/index.js';
import { pickRequest, toAutocompleteResponse } from '../wire/autocomplete.js';
import { lookupBulk } from '../wire/lookup-bulk.js';
import type { AutocompleteSuggestion, BulkItem } from '../wire/types.js';
import { LookupStopped } from './lookup-service.js';

/** The source is busy for now (an endpoint's 429 or 503): a later keystroke may be answered. */
export class SuggestBusy extends LookupStopped {
  constructor(message: string) {
    super(message);
    this.name = 'SuggestBusy';
  }
}

export interface SuggestSource {
  /** suggestions in the v1 wire shape; a rejected query ('EMPTY', 'TOO_LONG') gives none */
  suggest(query: string, options: AutocompleteOptions, signal?: AbortSignal): Promise<AutocompleteSuggestion[]>;
  /** the bulk lookup of one picked suggestion */
  verify(pick: AutocompleteSuggestion): Promise<BulkItem>;
  /** releases connections (a remote source); the local one holds none */
  close?(): Promise<void>;
}

export function localSuggestSource(engine: Engine): SuggestSource {
  return {
    async suggest(query, options) {
      const r = engine.autocomplete(query, options);
      return r.ok ? toAutocompleteResponse(r.suggestions).suggestions : [];
    },
    async verify(pick) {
      return lookupBulk(engine, [pickRequest(pick)])[0]!;
    },
  };
}
