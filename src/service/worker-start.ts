// Starting one lookup worker, and the one promise that says when it is ready or why it is not. A worker
// starts either with its engine's source (it builds the engine at once), or waiting for it: it loads the
// tables now (~30 ms with the places file) and builds the engine when `openWorker` sends the reference the main thread has read.
import { statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { EngineSource } from './engine-factory.js';
import type { WorkerInit, WorkerOpen, WorkerReply } from './worker-protocol.js';

/**
 * What a worker runs: the one-file bundle `npm run build` makes (scripts/bundle-worker.mjs) when it is at least as
 * new as dist/service/worker.js; else the modules themselves (a build by `tsc` alone rewrites every module, so an
 * older bundle is stale and is not taken).
 */
export function workerEntry(dir: URL): URL {
  const modules = new URL('worker.js', dir);
  const bundle = new URL('worker.bundle.js', dir);
  try {
    if (statSync(bundle).mtimeMs >= statSync(modules).mtimeMs) return bundle;
  } catch {
    // no bundle (or no modules: the spawn says so)
  }
  return modules;
}

const WORKER_URL = workerEntry(new URL('./', import.meta.url));

const YOUNG_MB = 32;

/**
 * Heap caps per worker. Uncapped, V8 grows each worker's heap with garbage (bench: peak RSS 480 MB
 * vs ~350 MB capped). The old-space cap grows with the index (the engine's per-ZIP caches do). The
 * young generation must hold a chunk's working set, or the chunk's requests and results survive
 * two scavenges and are promoted: at 12 MB the workers spent ~22% of their time scavenging, and
 * the 1M-row bench took 21-25 CPU-seconds; at 32 MB, 14-16 (peak RSS 363-365 MB once the caches
 * shrank); 20-24 MB sat in between.
 */
export function workerLimits(referenceBytes: number): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  return { maxOldGenerationSizeMb: 192 + 2 * Math.ceil(referenceBytes / 1_048_576), maxYoungGenerationSizeMb: YOUNG_MB };
}

/**
 * A worker's young generation starts at its cap (two semi-spaces of YOUNG_MB / 2) instead of growing
 * there from 1 MB: everything a worker builds as it starts (tables, places, caches) lives for the run,
 * and in a young generation still growing it was copied by ~10 scavenges and a full collection before
 * the first row (--trace-gc, 10-row verify: 11 collections in the worker, ~35 ms; now 1, ~8 ms). A long
 * run reaches the cap within its first chunks anyway, so peak memory is unchanged. V8 reads the flag when
 * it makes an isolate's heap, so it holds for the workers started after it (not for this thread).
 */
setFlagsFromString(`--min-semi-space-size=${YOUNG_MB / 2}`);

/**
 * TurboFan inlines half as much into each function it optimizes. A worker's lookups run through ~150 large
 * functions, each compiled 3–8 times (deopts on new object shapes) before its feedback settles, so compiling
 * took ~20% of a 1M-row verify's CPU (V8's platform threads). In one process over the first 100k rows of a
 * messy list (3 runs each): all threads' CPU ~2.2 → ~1.9 s, the lookup thread's own unchanged (~1.07 s); over
 * 300k, ~4.5 → ~4.1 s. (Tiering up later as well saved no more CPU and cost the lookup thread ~5%, the path a
 * one-worker run waits on.) Process-wide, like the flag above; a flag this V8 did not know would print an
 * error, which test/service/worker-jit.test.ts guards.
 */
export const JIT_FLAGS: readonly string[] = ['--max-inlined-bytecode-size-cumulative=460'];
for (const flag of JIT_FLAGS) setFlagsFromString(flag);

export type StartFailure = { ok: false; message: string; reason: 'reference' | 'startup' };
export type StartResult = { ok: true; worker: Worker } | StartFailure;

export interface StartingWorker {
  worker: Worker;
  /** started without its engine's source: it answers only after openWorker */
  waiting: boolean;
  /** settles once: ready, or why not (the worker is then terminated) */
  ready: Promise<StartResult>;
}

/**
 * Spawns a worker: `init` is the engine's source, or `{ waiting: true }` for one sent later by openWorker;
 * `referenceBytes` (the index's size) sets its heap cap. Never throws: it returns why a worker cannot be made.
 */
export function spawnWorker(init: WorkerInit, referenceBytes: number): StartingWorker | StartFailure {
  const waiting = 'waiting' in init;
  let worker: Worker;
  try {
    worker = new Worker(WORKER_URL, { workerData: init, resourceLimits: workerLimits(referenceBytes) });
  } catch (err) {
    return { ok: false, message: `cannot start a lookup worker: ${(err as Error).message}`, reason: 'startup' };
  }
  // listening from the start: a worker may be ready before anyone asks
  const ready = new Promise<StartResult>((resolve) => {
    const onMessage = (m: WorkerReply): void => {
      if (m.type === 'ready') {
        cleanup();
        resolve({ ok: true, worker });
      } else if (m.type === 'init-error') {
        cleanup();
        void worker.terminate();
        resolve({ ok: false, message: m.message, reason: m.name === 'ReferenceFileError' || m.withReference ? 'reference' : 'startup' });
      }
    };
    const onError = (err: Error): void => {
      cleanup();
      resolve({ ok: false, message: `lookup worker failed to start: ${err.message}`, reason: 'startup' });
    };
    const onExit = (code: number): void => {
      cleanup();
      resolve({ ok: false, message: `lookup worker exited while starting (code ${code})`, reason: 'startup' });
    };
    const cleanup = (): void => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  return { worker, waiting, ready };
}

/** Sends a waiting worker its engine's source (index bytes in shared memory are shared, not copied). */
export function openWorker(w: StartingWorker, source: EngineSource): void {
  w.worker.postMessage({ open: source } satisfies WorkerOpen);
}
