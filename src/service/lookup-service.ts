import type { AutocompleteOptions, AutocompleteResult } from '../engine/autocomplete/types.js';
import type { BulkItem, LookupRequest } from '../wire/types.js';

/** A pure function exported by an ES module, named so that another thread can load and run it. */
export interface ResultTask {
  /** URL of the module */
  module: string;
  /** export name: (items: BulkItem[], job) => result (structured-cloneable) */
  name: string;
  /** the function is (lookup, requests, job) instead and calls lookup itself, e.g. a slice at a time */
  looksUp?: boolean;
}

/**
 * What the batch path talks to. `local` runs the engine in-process; `remote` (a later issue)
 * POSTs the same chunk to /v1/addresses/lookup/bulk. Results come back one per request, in order,
 * each carrying result.lookup_index when it has a result.
 */
export interface LookupService {
  lookupBulk(items: LookupRequest[]): Promise<BulkItem[]>;
  close(): Promise<void>;
  /**
   * Optional: look up, then run `task(results, job)` where the results are and return only its
   * output (the local worker pool uses it so that full result objects never cross threads).
   */
  lookupThen?<J, R>(items: LookupRequest[], task: ResultTask, job: J, lane?: number): Promise<R>;
  /**
   * Optional: how many workers keep caches of their own. A `lane` below it asks lookupThen for
   * that worker (unless it is far busier than another), so rows of one ZIP meet the same caches.
   */
  readonly lanes?: number;
  /** Optional: the engine's completions of a partly typed address (the server's autocomplete route). */
  autocomplete?(query: string, options?: AutocompleteOptions): Promise<AutocompleteResult>;
}
