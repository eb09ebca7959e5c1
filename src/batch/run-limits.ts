// Caps on --chunk-size and --concurrency, so memory stays flat whatever is asked: each worker holds
// its own engine and caches, and each chunk in flight holds its rows and their output bytes.

import { maxWorkers } from '../service/create.js';

/** Measured on 1M rows with 2 workers: chunk 5000 peaked at 359 MB, 10000 at 429 MB (budget 400 MB). */
export const MAX_CHUNK_SIZE = 5_000;
/** --chunk-size's default (src/cli/spec/verify.ts): the size the usual number of chunks in flight is measured at */
const USUAL_CHUNK_SIZE = 1_000;

/**
 * Chunks in flight: 2 per worker plus one being read (enough to keep every worker busy), but for
 * chunks above the default size only as many as hold the same rows, never fewer than one per worker
 * plus one: at --chunk-size 5000 five chunks in flight peaked at 410 MB on 1M rows.
 */
export function chunksInFlight(workers: number, chunkSize: number): number {
  const usual = 2 * workers + 1;
  return Math.max(workers + 1, Math.min(usual, Math.floor((usual * USUAL_CHUNK_SIZE) / chunkSize)));
}

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

/** `flag`: how the user asked for workers (verify's --concurrency, serve's --workers), for the note. */
export function capConcurrency(asked: number | undefined, cores?: number, flag = '--concurrency'): Capped | undefined {
  if (asked === undefined) return undefined;
  const most = maxWorkers(cores);
  return asked > most
    ? { value: most, note: `${flag} ${asked} is capped at ${most}, one worker per core (each holds its own engine and caches, ~100 MB)` }
    : { value: asked };
}
