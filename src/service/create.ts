// The one place that picks a LookupService and how many workers it runs: local now; remote (--endpoint) arrives with `serve`.
import { availableParallelism } from 'node:os';
import type { LookupService } from './lookup-service.js';
import { createLocalService, type ServiceResult } from './local.js';

/** Below this input size one lookup worker is used (measured: 20k rows ran faster on one than on two). */
export const SMALL_INPUT_BYTES = 4 * 1_048_576;

export interface LookupServiceOptions {
  reference?: string;
  /** workers asked for explicitly (--concurrency): wins over the size policy */
  concurrency?: number;
  /** input size in bytes when known (a file), for the worker-count policy */
  inputBytes?: number;
}

export type CreatedService =
  | { ok: true; service: LookupService; workers: number }
  | Extract<ServiceResult, { ok: false }>;

/**
 * No more workers than cores: a second worker per core only adds its engine and caches (~100 MB each;
 * `npm run bench -- verify` measured 311–360 MB peak with 2 workers, 436–519 MB with 4 on 2 cores).
 */
export const maxWorkers = (cores: number = availableParallelism()): number => Math.max(1, cores);

/** Each worker warms its own JIT and caches (~1.3 CPU-s): on a small file a second one costs more than it gives. */
export function workerCount(opts: { concurrency?: number; inputBytes?: number }, cores: number = availableParallelism()): number {
  return opts.concurrency ?? (opts.inputBytes !== undefined && opts.inputBytes < SMALL_INPUT_BYTES ? 1 : maxWorkers(cores));
}

export async function createLookupService(opts: LookupServiceOptions): Promise<CreatedService> {
  const workers = workerCount(opts);
  const made = await createLocalService({ reference: opts.reference, concurrency: workers });
  return made.ok ? { ok: true, service: made.service, workers } : made;
}
