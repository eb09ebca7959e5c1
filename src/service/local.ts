// The engine in-process on N worker threads (default: one per core). Chunks go to the least busy
// worker; each answers in its own order, and the caller's promises keep the input order.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { readIndexBytes } from '../reference/index-file.js';
import type { AutocompleteResult } from '../engine/autocomplete/types.js';
import type { BulkItem, LookupRequest } from '../wire/types.js';
import type { LookupService, NearEngine, ResultTask } from './lookup-service.js';
import type { EngineSource } from './engine-factory.js';
import { packRequests } from './packed-requests.js';
import { takePrestarted } from './prestart.js';
import { openWorker, spawnWorker, type StartFailure } from './worker-start.js';
import type { WorkerReply, WorkerRequest } from './worker-protocol.js';

export interface LocalServiceOptions {
  /** reference index path; absent = the embedded default */
  reference?: string;
  /** worker threads; default os.availableParallelism() */
  concurrency?: number;
}

export type ServiceResult = { ok: true; service: LookupService & NearEngine } | StartFailure;

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

class Slot {
  readonly pending = new Map<number, Pending>();
  /** set once the worker crashed or exited: it gets no more chunks */
  failure: Error | undefined;
  constructor(readonly worker: Worker) {}
}

/** Chunks a lane's worker may have queued beyond the idlest one before its lane's parts go elsewhere. */
const LANE_SLACK = 2;

export async function createLocalService(opts: LocalServiceOptions = {}): Promise<ServiceResult> {
  const n = Math.max(1, Math.floor(opts.concurrency ?? availableParallelism()));
  // workers the CLI started before verify loaded (prestart.ts) are already loading their tables
  const early = takePrestarted(opts.reference, n);
  let init: EngineSource = {};
  if (opts.reference) {
    try {
      // read and checked once, in shared memory: N workers, one copy of the index
      init = { referenceBytes: readIndexBytes(opts.reference, { shared: true }), referencePath: opts.reference };
    } catch (err) {
      await Promise.all(early.map((w) => w.worker.terminate()));
      return { ok: false, message: (err as Error).message, reason: 'reference' };
    }
  }
  for (const w of early) if (w.waiting) openWorker(w, init);
  const starting = [...early, ...Array.from({ length: n - early.length }, () => spawnWorker(init, init.referenceBytes?.byteLength ?? 0))];
  const started = await Promise.all(starting.map((s) => ('worker' in s ? s.ready : s)));
  const slots = started.flatMap((r) => (r.ok ? [new Slot(r.worker)] : []));
  const failed = started.find((r) => !r.ok);
  if (failed && !failed.ok) {
    await Promise.all(slots.map((s) => s.worker.terminate()));
    return failed;
  }
  let nextId = 1;
  let closed = false;
  for (const slot of slots) wire(slot);

  function send(items: LookupRequest[], task?: ResultTask, job?: unknown, lane?: number, autocomplete?: WorkerRequest['autocomplete']): Promise<unknown> {
    if (closed) return Promise.reject(new Error('the local lookup service is closed'));
    const alive = slots.filter((s) => !s.failure);
    if (alive.length === 0) return Promise.reject(slots[0]?.failure ?? new Error('no lookup worker'));
    const idlest = alive.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const asked = lane === undefined ? undefined : slots[lane];
    // the lane's worker unless it is dead or has fallen behind: then caches matter less than idle cores
    const slot = asked && !asked.failure && asked.pending.size <= idlest.pending.size + LANE_SLACK ? asked : idlest;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const packed = autocomplete ? undefined : packRequests(items);
      const sent = packed ? { id, items: [], packed } : { id, items };
      const msg: WorkerRequest = autocomplete ? { id, items, autocomplete } : task ? { ...sent, task, job } : sent;
      slot.pending.set(id, { resolve, reject });
      try {
        slot.worker.postMessage(msg);
      } catch (err) {
        // a request that cannot be copied to the worker never reached it: it must not count as pending there
        slot.pending.delete(id);
        reject(err as Error);
      }
    });
  }

  const service: LookupService & NearEngine = {
    lookupBulk: (items) => send(items) as Promise<BulkItem[]>,
    lookupThen: <J, R>(items: LookupRequest[], task: ResultTask, job: J, lane?: number) => send(items, task, job, lane) as Promise<R>,
    lanes: slots.length,
    autocomplete: (query, options) => send([], undefined, undefined, undefined, { query, options }) as Promise<AutocompleteResult>,
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
  return { ok: true, service };

  function wire(slot: Slot): void {
    const failAll = (err: Error): void => {
      slot.failure ??= err;
      for (const p of slot.pending.values()) p.reject(err);
      slot.pending.clear();
    };
    slot.worker.on('message', (m: WorkerReply) => {
      if (m.type !== 'done' && m.type !== 'failed') return;
      const p = slot.pending.get(m.id);
      if (!p) return;
      slot.pending.delete(m.id);
      if (m.type === 'done') p.resolve(m.out);
      else p.reject(new Error(`lookup worker: ${m.message}`));
    });
    slot.worker.on('error', (err) => failAll(new Error(`lookup worker crashed: ${err.message}`)));
    slot.worker.on('exit', (code) => {
      if (!closed) failAll(new Error(`lookup worker exited (code ${code})`));
    });
  }
}
