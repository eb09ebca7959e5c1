// The engine facade: callers hand it a normalizer and a loaded reference; it never reads files.
import type { UsCountries } from '../wire/request.js';
import type { BulkItem, LookupRequest } from '../wire/types.js';
import { createLookupBulk } from './lookup/lookup-bulk.js';
import { createLookupOne } from './lookup/lookup-one.js';
import type { LookupDeps, LookupOutcome } from './lookup/types.js';
import type { ComponentsInput } from './types.js';

export interface Engine {
  /** One bulk item per request, in order; `result.lookup_index` is the request's index. Never throws. */
  lookupBulk(items: LookupRequest[]): BulkItem[];
  /** The domain outcome for one address (string or components). Never throws. */
  lookupOne(input: string | ComponentsInput): LookupOutcome;
}

export interface EngineDeps extends LookupDeps {
  /** the US spellings of countries.txt (Tables.usCountry): lookupBulk refuses a request naming another country */
  usCountry: UsCountries;
}

export function createEngine(deps: EngineDeps): Engine {
  const lookupOne = createLookupOne(deps);
  return { lookupOne, lookupBulk: createLookupBulk(lookupOne, deps.usCountry) };
}

export type { LookupDeps, LookupOutcome, LookupMatch, LookupFailure, LookupStatus, AccuracyLevel } from './lookup/types.js';
