// Rows → chunks → LookupService with at most `maxInFlight` chunks outstanding → output in input
// order. Reading waits while the window is full, so the input is never read far ahead.
import type { InputRow } from '../io/input-row.js';
import type { OutputSink } from '../io/output-sink.js';
import { JSON_OPEN, type ColumnView, type OutputFormat } from '../io/output-row.js';
import { rowPrefix } from '../io/row-prefix.js';
import { LookupStopped, type LookupService, type NearEngine } from '../service/lookup-service.js';
import type { LookupRequest } from '../wire/types.js';
import { FINISH_CHUNK_TASK, finishChunk, type ChunkJob, type ChunkOutput } from './chunk-job.js';
import { mergeParts } from './merge-parts.js';
import { packTexts } from '../io/packed-text.js';
import { laneKey, ZipLanes } from './zip-lanes.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';

export interface BatchOptions {
  rows: AsyncIterable<InputRow[]>;
  service: LookupService;
  /** the local pool's worker-only tuning, when the service has it: chunk work runs in the workers, split by ZIP lane */
  near?: NearEngine;
  format: OutputFormat;
  chunkSize: number;
  maxInFlight: number;
  /** rows already written by an interrupted run: read past them without looking them up */
  skip: number;
  sink: OutputSink;
  signal: AbortSignal;
  /** false: chunks go whole to the idlest worker, not split by ZIP (default: split when `near` has lanes) */
  zipAffinity?: boolean;
  /** --sanitize-formulas: the user's own CSV cells are neutralised like the appended ones */
  sanitizeFormulas?: boolean;
  /** CSV: which usaddr_* columns (--columns) */
  view?: ColumnView;
  /** CSV output: the input cells written, when an earlier run's usaddr_* columns are left out */
  csvKeep?: readonly number[];
  /** --only-failures: write only the rows that did not verify */
  onlyFailures?: boolean;
  /** --rejects: the rows that did not verify, also written here (its header is the caller's) */
  rejects?: { sink: OutputSink; format: OutputFormat };
  /** called after each chunk is written, with the rows written so far in this run and their counts */
  onProgress?: (rowsWritten: number, tally: Readonly<Tally>) => void;
}

export interface BatchOutcome {
  /** rows written by this run (after the skipped ones) */
  written: number;
  tally: Tally;
  /** stopped by the signal: the output holds exactly `skip + written` rows */
  interrupted: boolean;
  /** the output went away (closed pipe) */
  outputClosed: boolean;
}

export async function runBatch(opts: BatchOptions): Promise<BatchOutcome> {
  const { service, near, format, sink, signal } = opts;
  const tally = emptyTally();
  const window: Promise<ChunkOutput>[] = [];
  let written = 0;
  let next = opts.skip;
  let toSkip = opts.skip;
  let chunk: InputRow[] = [];
  // split each chunk by ZIP across the workers when the service keeps per-worker caches
  const lanes = near && near.lanes > 1 && opts.zipAffinity !== false ? new ZipLanes(near.lanes) : undefined;

  // a chunk a remote service gave up on after Ctrl-C: nothing after it is written, the output stays a whole prefix
  let cutShort = false;
  const flushOne = async (): Promise<void> => {
    let out: ChunkOutput;
    try {
      out = await window.shift()!;
    } catch (err) {
      if (!(signal.aborted && err instanceof LookupStopped)) throw err;
      cutShort = true;
      window.length = 0;
      return;
    }
    await sink.write(firstElementFix(format, sink, out.bytes));
    if (opts.rejects && out.rejects) await opts.rejects.sink.write(firstElementFix(opts.rejects.format, opts.rejects.sink, out.rejects));
    mergeTally(tally, out.tally);
    written += out.rows;
    opts.onProgress?.(written, tally);
  };
  const shape: JobShape = { format, view: opts.view, onlyFailures: opts.onlyFailures, rejects: opts.rejects?.format, sanitize: opts.sanitizeFormulas === true, keep: opts.csvKeep };
  const dispatch = async (): Promise<void> => {
    const pending = lanes ? lookupByLane(service, near!, lanes, chunk, shape, next) : lookupChunk(service, near, chunk, shape, next);
    pending.catch(() => undefined); // awaited in order by flushOne; this only marks it handled meanwhile
    window.push(pending);
    next += chunk.length;
    chunk = [];
    while (window.length >= opts.maxInFlight) await flushOne();
  };

  const stop = (): boolean => signal.aborted || sink.closed;
  const rows = opts.rows[Symbol.asyncIterator]();
  /** where the input could not be read on (a truncated JSON array): thrown once the rows before it are written */
  let readError: unknown;
  const nextBatch = async (): Promise<InputRow[] | undefined> => {
    try {
      const r = await rows.next();
      return r.done ? undefined : r.value;
    } catch (err) {
      readError = err;
      return undefined;
    }
  };
  try {
    outer: for (let batch = await nextBatch(); batch; batch = await nextBatch()) {
      for (const row of batch) {
        if (toSkip > 0) {
          toSkip -= 1;
          continue;
        }
        chunk.push(row);
        if (chunk.length >= opts.chunkSize) {
          await dispatch();
          if (stop()) break outer;
        }
      }
      if (stop()) break;
    }
    if (readError === undefined && stop()) await rows.return?.(undefined);
    if (chunk.length > 0 && !sink.closed && !cutShort) await dispatch();
    // chunks already sent are finished and written even when interrupted: the output stays whole
    while (window.length > 0 && !sink.closed) await flushOne();
  } finally {
    window.length = 0;
  }
  if (readError !== undefined) throw readError;
  return { written, tally, interrupted: signal.aborted, outputClosed: sink.closed };
}

/** What every chunk job of a run shares. */
type JobShape = Pick<ChunkJob, 'format' | 'view' | 'onlyFailures' | 'rejects'> & { sanitize: boolean; keep?: readonly number[] };

function newJob(shape: JobShape, firstIndex: number, split: boolean): ChunkJob {
  const job: ChunkJob = { format: shape.format, firstIndex, errors: [], prefixes: [] };
  if (split) job.indices = [];
  if (shape.view) job.view = shape.view;
  if (shape.onlyFailures) job.onlyFailures = true;
  if (shape.rejects) job.rejects = shape.rejects;
  return job;
}

/**
 * A filtered JSON array's elements each start with ",\n" but the input's first: the first element
 * written drops it (the output so far is just the opening "[\n").
 */
function firstElementFix(format: OutputFormat, sink: OutputSink, bytes: Uint8Array): Uint8Array {
  if (format !== 'json' || sink.bytesWritten !== JSON_OPEN.length || bytes[0] !== 44) return bytes;
  return bytes.subarray(2);
}

/** One row's part of a chunk job: its request (if it can be looked up), error and CSV prefix. */
function addRow(row: InputRow, requests: LookupRequest[], job: ChunkJob, shape: JobShape): void {
  let error = row.error ?? '';
  if (!row.error && row.request) requests.push(row.request);
  else if (!row.error) error = `line ${row.line}: no request`;
  job.errors.push(error);
  job.prefixes.push(rowPrefix(row, job.format, shape.sanitize, shape.keep));
  // rejects in another format than the main output need their own prefix (CSV cells vs the user's JSON object)
  if (job.rejects && job.rejects !== job.format) (job.rejectPrefixes ??= []).push(rowPrefix(row, job.rejects, shape.sanitize, shape.keep));
}

/** The job with its prefixes packed, as it goes to a worker. */
function packPrefixes(job: ChunkJob): ChunkJob {
  job.packedPrefixes = packTexts(job.prefixes);
  job.prefixes = [];
  return job;
}

function lookupChunk(service: LookupService, near: NearEngine | undefined, rows: InputRow[], shape: JobShape, firstIndex: number): Promise<ChunkOutput> {
  const requests: LookupRequest[] = [];
  const job = newJob(shape, firstIndex, false);
  for (const row of rows) addRow(row, requests, job, shape);
  if (near) return near.lookupThen<ChunkJob, ChunkOutput>(requests, FINISH_CHUNK_TASK, packPrefixes(job));
  return service.lookupBulk(requests).then((items) => finishChunk(items, job));
}

/** The chunk split by ZIP lane, one part per worker, put back in input order when all are done. */
function lookupByLane(service: LookupService, near: NearEngine, lanes: ZipLanes, rows: InputRow[], shape: JobShape, firstIndex: number): Promise<ChunkOutput> {
  const laneOf = lanes.assign(rows.map((r) => laneKey(r.request)));
  if (!laneOf) return lookupChunk(service, near, rows, shape, firstIndex);
  const requests: LookupRequest[][] = [];
  const jobs: ChunkJob[] = [];
  for (let l = 0; l < lanes.lanes; l++) {
    requests.push([]);
    jobs.push(newJob(shape, firstIndex, true));
  }
  for (let i = 0; i < rows.length; i++) {
    const job = jobs[laneOf[i]!]!;
    addRow(rows[i]!, requests[laneOf[i]!]!, job, shape);
    job.indices!.push(firstIndex + i);
  }
  const parts = jobs.map((job, l) => (job.errors.length === 0
    ? Promise.resolve(undefined)
    : near.lookupThen<ChunkJob, ChunkOutput>(requests[l]!, FINISH_CHUNK_TASK, packPrefixes(job), l)));
  return Promise.all(parts).then((done) => mergeParts(laneOf, done));
}
