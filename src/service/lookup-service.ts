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
 * The one service contract: what the batch path and the server talk to, local or remote alike.
 * `local` runs the engine on worker threads; `remote` POSTs the same chunk to /v1/addresses/lookup/bulk.
 * Results come back one per request, in order, each carrying result.lookup_index when it has a result.
 */
export interface LookupService {
  lookupBulk(items: LookupRequest[]): Promise<BulkItem[]>;
  close(): Promise<void>;
  /** Optional: the engine's completions of a partly typed address (the server's autocomplete route). */
  autocomplete?(query: string, options?: AutocompleteOptions): Promise<AutocompleteResult>;
}

/**
 * Worker-only tuning the local pool offers beside its LookupService (a remote one has none): the batch
 * path uses it when given, so full result objects never cross threads and rows of one ZIP meet the same caches.
 */
export interface NearEngine {
  /** how many workers keep caches of their own; a `lane` below it asks lookupThen for that worker (unless it is far busier than another) */
  readonly lanes: number;
  /** look up, then run `task(results, job)` where the results are and return only its output */
  lookupThen<J, R>(items: LookupRequest[], task: ResultTask, job: J, lane?: number): Promise<R>;
}

/**
 * A service that cannot go on (remote endpoints failing past --retries, or refusing the key): the run
 * stops at the last chunk written and keeps a checkpoint, instead of writing anything as verified.
 */
export class LookupStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LookupStopped';
  }
}
