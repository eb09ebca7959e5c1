// Messages between the local service and its worker threads.
import type { LookupRequest } from '../wire/types.js';
import type { ResultTask } from './lookup-service.js';

export interface WorkerInit {
  /** a checked index file's bytes, shared by every worker (SharedArrayBuffer); absent = the embedded default */
  referenceBytes?: Uint8Array;
  /** where those bytes came from, for messages */
  referencePath?: string;
}

export interface WorkerRequest {
  id: number;
  items: LookupRequest[];
  task?: ResultTask;
  job?: unknown;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'init-error'; name: string; message: string }
  | { type: 'done'; id: number; out: unknown }
  | { type: 'failed'; id: number; message: string };
