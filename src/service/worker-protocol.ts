// Messages between the local service and its worker threads.
import type { AutocompleteOptions } from '../engine/autocomplete/types.js';
import type { LookupRequest } from '../wire/types.js';
import type { EngineSource } from './engine-factory.js';
import type { ResultTask } from './lookup-service.js';

/** a checked index file's bytes, shared by every worker (SharedArrayBuffer); absent = the embedded default */
export type WorkerInit = EngineSource;

export interface WorkerRequest {
  id: number;
  items: LookupRequest[];
  task?: ResultTask;
  job?: unknown;
  /** set: answer engine.autocomplete(query, options) (an AutocompleteResult) instead of looking `items` up */
  autocomplete?: { query: string; options?: AutocompleteOptions };
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'init-error'; name: string; message: string }
  | { type: 'done'; id: number; out: unknown }
  | { type: 'failed'; id: number; message: string };
