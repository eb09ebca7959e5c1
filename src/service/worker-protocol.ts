// Messages between the local service and its worker threads.
import type { AutocompleteOptions } from '../engine/autocomplete/types.js';
import type { LookupRequest } from '../wire/types.js';
import type { EngineSource } from './engine-factory.js';
import type { PackedRequests } from './packed-requests.js';
import type { ResultTask } from './lookup-service.js';

/**
 * A worker's workerData: its engine's source (a checked index file's bytes, shared by every worker as a
 * SharedArrayBuffer; absent = the embedded default), or `waiting`: load the tables now, and build the
 * engine from the source a WorkerOpen message brings.
 */
export type WorkerInit = EngineSource | { waiting: true };

/** The source a waiting worker builds its engine from; it answers 'ready' or 'init-error' as at start. */
export interface WorkerOpen {
  open: EngineSource;
}

export interface WorkerRequest {
  id: number;
  /** empty when they travel as `packed` */
  items: LookupRequest[];
  packed?: PackedRequests;
  task?: ResultTask;
  job?: unknown;
  /** set: answer engine.autocomplete(query, options) (an AutocompleteResult) instead of looking `items` up */
  autocomplete?: { query: string; options?: AutocompleteOptions };
}

export type WorkerReply =
  | { type: 'ready' }
  /** withReference: the engine was built from index bytes (a failure is then the reference's) */
  | { type: 'init-error'; name: string; message: string; withReference: boolean }
  | { type: 'done'; id: number; out: unknown }
  | { type: 'failed'; id: number; message: string };
