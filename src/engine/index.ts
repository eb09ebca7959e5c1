// The engine facade: callers hand it a normalizer and a loaded reference; it never reads files.
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

export function createEngine(deps: LookupDeps): Engine {
  const lookupOne = createLookupOne(deps);
  // (a request naming another country is refused with the normalizer's own list of US spellings)
  return { lookupOne, lookupBulk: createLookupBulk(lookupOne, deps.normalizer.isUsCountry) };
}

export type { LookupDeps, LookupOutcome, LookupMatch, LookupFailure, LookupStatus, AccuracyLevel } from './lookup/types.js';
