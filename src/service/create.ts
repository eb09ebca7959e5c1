// The one place that picks a LookupService: local worker threads, or remote (--endpoint) v1 services; and how many workers or requests it runs.
import { availableParallelism } from 'node:os';
import type { LookupService, NearEngine } from './lookup-service.js';
import { createLocalService, type ServiceResult } from './local.js';
import type { RemoteReport } from './remote.js';

/** Requests in flight per endpoint when --concurrency is not given: enough to hide a round trip on a LAN. */
const REQUESTS_PER_ENDPOINT = 4;

export interface RemoteSettings {
  endpoints: string[];
  apiKey?: string;
  timeoutMs: number;
  retries: number;
  /** the run's interrupt (Ctrl-C): after it no retry is waited for or sent, so the run stops within one request */
  signal?: AbortSignal;
}

/** Below this input size one lookup worker is used (measured: 20k rows ran faster on one than on two). */
export const SMALL_INPUT_BYTES = 4 * 1_048_576;

export interface LookupServiceOptions {
  reference?: string;
  /** workers asked for explicitly (--concurrency): wins over the size policy */
  concurrency?: number;
  /** input size in bytes when known (a file), for the worker-count policy */
  inputBytes?: number;
  /** --endpoint: look up remotely instead */
  remote?: RemoteSettings;
}

export type CreatedService =
  /**
   * workers: worker threads, or requests in flight (remote); nearEngine: the local pool's worker-only
   * tuning (absent for remote); report: the remote counts for the summary
   */
  | { ok: true; service: LookupService; workers: number; nearEngine?: NearEngine; report?: () => RemoteReport }
  | Extract<ServiceResult, { ok: false }>;

/**
 * No more workers than cores: a second worker per core only adds its engine and caches (~100 MB each;
 * `npm run bench -- verify` measured 311–360 MB peak with 2 workers, 436–519 MB with 4 on 2 cores).
 */
export const maxWorkers = (cores: number = availableParallelism()): number => Math.max(1, cores);

/**
 * Below this input size no worker shares a core with the thread that reads and writes (~half a core): the
 * worker that would pays its own warm-up and takes turns with that thread. Measured on 2 cores (`--concurrency`
 * 1 vs 2, same run): 100k rows 1.96-2.04 s vs 2.43-2.45 s, 200k 2.88-3.02 vs 3.31-3.37, 400k (22 MB) even,
 * 1M (55 MB) 10.85 vs 9.43-9.62.
 */
export const SHARED_CORE_INPUT_BYTES = 24 * 1_048_576;

/** Each worker warms its own JIT and caches (~1.3 CPU-s): on a small file a second one costs more than it gives. */
export function workerCount(opts: { concurrency?: number; inputBytes?: number }, cores: number = availableParallelism()): number {
  if (opts.concurrency !== undefined) return opts.concurrency;
  const size = opts.inputBytes;
  if (size === undefined) return maxWorkers(cores);
  if (size < SMALL_INPUT_BYTES) return 1;
  return size < SHARED_CORE_INPUT_BYTES ? Math.max(1, maxWorkers(cores) - 1) : maxWorkers(cores);
}

export async function createLookupService(opts: LookupServiceOptions): Promise<CreatedService> {
  if (opts.remote) {
    // loaded only for --endpoint: its HTTP client (undici) is a sixth of a local run's start-up
    const { parseEndpoints, RemoteService } = await import('./remote.js');
    const parsed = parseEndpoints(opts.remote.endpoints);
    if (!parsed.ok) return { ok: false, reason: 'startup', message: parsed.message };
    const workers = opts.concurrency ?? REQUESTS_PER_ENDPOINT * parsed.urls.length;
    const service = new RemoteService(parsed.urls, { ...opts.remote, concurrency: workers });
    return { ok: true, service, workers, report: () => service.report() };
  }
  const workers = workerCount(opts);
  const made = await createLocalService({ reference: opts.reference, concurrency: workers });
  return made.ok ? { ok: true, service: made.service, workers, nearEngine: made.service } : made;
}
