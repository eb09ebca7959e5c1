// One worker thread: loads the tables and opens the shared reference once, then answers chunks in turn.
// Started waiting (see worker-start.ts), it loads the tables first and opens the reference when it comes.
import { parentPort, workerData } from 'node:worker_threads';
import { loadTables } from '../data/load.js';
import type { Engine } from '../engine/index.js';
import { lookupBulk } from '../wire/lookup-bulk.js';
import type { BulkItem, LookupRequest } from '../wire/types.js';
import { buildEngine, type EngineSource } from './engine-factory.js';
import { unpackRequests } from './packed-requests.js';
import type { ResultTask } from './lookup-service.js';
import type { WorkerInit, WorkerOpen, WorkerReply, WorkerRequest } from './worker-protocol.js';

type TaskFn = (...args: unknown[]) => unknown;

const port = parentPort!;
const reply = (m: WorkerReply): void => port.postMessage(m);
const tasks = new Map<string, Promise<TaskFn>>();

function task(t: ResultTask): Promise<TaskFn> {
  const key = `${t.module}#${t.name}`;
  let fn = tasks.get(key);
  if (!fn) {
    fn = import(t.module).then((m: Record<string, TaskFn>) => {
      if (typeof m[t.name] !== 'function') throw new Error(`${t.module} has no function ${t.name}`);
      return m[t.name]!;
    });
    tasks.set(key, fn);
  }
  return fn;
}

/** Typed arrays at the top of a task's result move to the main thread instead of being copied. */
function transferables(out: unknown): ArrayBuffer[] {
  if (typeof out !== 'object' || out === null) return [];
  return Object.values(out).filter((v): v is Uint8Array => ArrayBuffer.isView(v)).map((v) => v.buffer as ArrayBuffer);
}

let engine: Engine;
const lookup = (items: LookupRequest[]): BulkItem[] => lookupBulk(engine, items);

function open(source: EngineSource): void {
  try {
    engine = buildEngine(source);
    reply({ type: 'ready' });
  } catch (err) {
    reply({ type: 'init-error', name: (err as Error).name ?? 'Error', message: (err as Error).message ?? String(err), withReference: source.referenceBytes !== undefined });
  }
}

const init = workerData as WorkerInit;
if ('waiting' in init) {
  try {
    loadTables();
  } catch {
    // open() loads them again and answers why they cannot be read
  }
} else open(init);

port.on('message', (req: WorkerRequest | WorkerOpen) => {
  if ('open' in req) {
    open(req.open);
    return;
  }
  void (async () => {
    try {
      let out: unknown;
      const items = (): LookupRequest[] => (req.packed ? unpackRequests(req.packed) : req.items);
      if (req.autocomplete) out = engine.autocomplete(req.autocomplete.query, req.autocomplete.options);
      else if (!req.task) out = lookup(items());
      // a task that looks up rows itself gets them packed, and rebuilds each as it comes to it (finishChunkLookingUp)
      else if (req.task.looksUp) out = (await task(req.task))(lookup, req.packed ?? req.items, req.job);
      else out = (await task(req.task))(lookup(items()), req.job);
      port.postMessage({ type: 'done', id: req.id, out } satisfies WorkerReply, transferables(out));
    } catch (err) {
      reply({ type: 'failed', id: req.id, message: (err as Error).message ?? String(err) });
    }
  })();
});
