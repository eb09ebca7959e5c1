// Lookup workers started before a command's own modules load. `usaddr verify` knows from its arguments alone
// how many workers it will want and from which reference: started then, each worker loads its tables while
// the CLI loads the rest of verify and opens the input, instead of after (the first worker starts ~70 ms
// sooner). Held workers do not keep the process alive, so a run that stops before it looks anything up
// exits as it would have; createLocalService takes them.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawnWorker, type StartingWorker } from './worker-start.js';

interface Held {
  /** the resolved reference path; undefined = the embedded default */
  reference: string | undefined;
  workers: StartingWorker[];
}

let held: Held | undefined;

const same = (path: string | undefined): string | undefined => (path === undefined ? undefined : resolve(path));

/**
 * Starts `count` workers for `reference` (an index file's path; absent = the embedded default): with a file they
 * load their tables and wait for its bytes, with the default they build their engine at once. Starts none when
 * the file cannot be read: the run says why. Workers already held for the same reference count among the
 * `count` (bin/usaddr.js may have started the first one before the CLI loaded); others are stopped. Returns
 * the workers held now.
 */
export function prestartWorkers(count: number, reference?: string): readonly StartingWorker[] {
  const before = held;
  held = undefined;
  const kept = before && before.reference === same(reference) ? before.workers.slice(0, count) : [];
  for (const w of before?.workers.slice(kept.length) ?? []) void w.worker.terminate();
  let bytes = 0;
  if (reference !== undefined) {
    try {
      bytes = statSync(reference).size;
    } catch {
      for (const w of kept) void w.worker.terminate();
      return [];
    }
  }
  const workers: StartingWorker[] = kept;
  for (let i = kept.length; i < count; i++) {
    const w = spawnWorker(reference === undefined ? {} : { waiting: true }, bytes);
    if (!('worker' in w)) break;
    w.worker.unref();
    workers.push(w);
  }
  held = { reference: same(reference), workers };
  return workers;
}

/**
 * Up to `count` held workers started for this reference, now the caller's (they keep the process alive again);
 * the others are stopped. None when nothing was started, or for another reference.
 */
export function takePrestarted(reference: string | undefined, count: number): StartingWorker[] {
  const h = held;
  held = undefined;
  if (!h) return [];
  const taken = h.reference === same(reference) ? h.workers.slice(0, count) : [];
  for (const w of h.workers.slice(taken.length)) void w.worker.terminate();
  for (const w of taken) w.worker.ref();
  return taken;
}

/** Stops the held workers nobody took (the run ended before it looked anything up). */
export async function releasePrestarted(): Promise<void> {
  const h = held;
  held = undefined;
  if (h) await Promise.all(h.workers.map((w) => w.worker.terminate()));
}
