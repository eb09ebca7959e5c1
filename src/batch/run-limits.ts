// Caps on --chunk-size and --concurrency, so memory stays flat whatever is asked: each worker holds
// its own engine and caches, and each chunk in flight holds its rows and their output bytes.

import { maxWorkers } from '../service/create.js';

/** Measured on 1M rows with 2 workers: chunk 5000 peaked at 359 MB, 10000 at 429 MB (budget 400 MB). */
export const MAX_CHUNK_SIZE = 5_000;

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

export function capConcurrency(asked: number | undefined, cores?: number): Capped | undefined {
  if (asked === undefined) return undefined;
  const most = maxWorkers(cores);
  return asked > most
    ? { value: most, note: `--concurrency ${asked} is capped at ${most}, one worker per core (each holds its own engine and caches, ~100 MB)` }
    : { value: asked };
}
