// The engine facade: callers hand it a normalizer and a loaded reference; it never reads files and
// speaks domain types only (src/wire maps them to and from the v1 JSON).
import { createLookupOne } from './lookup/lookup-one.js';
import type { LookupDeps, LookupOutcome } from './lookup/types.js';
import type { ComponentsInput, ParseResult } from './types.js';

export interface Engine {
  /** The domain outcome for one address (string or components). Never throws. */
  lookupOne(input: string | ComponentsInput): LookupOutcome;
  /** Parse and standardize only, without the reference. Never throws. */
  parse(input: string | ComponentsInput): ParseResult;
  /** '' or a US spelling of the country */
  isUsCountry(country: string): boolean;
  readonly deps: LookupDeps;
}

export function createEngine(deps: LookupDeps): Engine {
  return {
    lookupOne: createLookupOne(deps),
    parse: (input) => deps.normalizer.parse(input),
    isUsCountry: (country) => deps.normalizer.isUsCountry(country),
    deps,
  };
}

export type { LookupDeps, LookupOutcome, LookupMatch, LookupFailure, LookupStatus, AccuracyLevel } from './lookup/types.js';
