// Caps on --chunk-size and --concurrency, so memory stays flat whatever is asked: each worker holds
// its own engine and caches, and each chunk in flight holds its rows and their output bytes.

import { MAX_WORKERS } from '../service/create.js';

/** Measured on 1M rows with 2 workers: chunk 5000 peaked at 359 MB, 10000 at 429 MB (budget 400 MB). */
export const MAX_CHUNK_SIZE = 5_000;
export const MAX_CONCURRENCY = MAX_WORKERS;

export interface Capped {
  value: number;
  /** a line for stderr when the asked value was lowered */
  note?: string;
}

export function capChunkSize(asked: number): Capped {
  return asked > MAX_CHUNK_SIZE
    ? { value: MAX_CHUNK_SIZE, note: `--chunk-size ${asked} is capped at ${MAX_CHUNK_SIZE} (memory grows with the chunk)` }
    : { value: asked };
}

export function capConcurrency(asked: number | undefined): Capped | undefined {
  if (asked === undefined) return undefined;
  return asked > MAX_CONCURRENCY
    ? { value: MAX_CONCURRENCY, note: `--concurrency ${asked} is capped at ${MAX_CONCURRENCY} (each worker holds its own engine and caches)` }
    : { value: asked };
}
