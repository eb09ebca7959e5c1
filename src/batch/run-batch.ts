// Rows → chunks → LookupService with at most `maxInFlight` chunks outstanding → output in input
// order. Reading waits while the window is full, so the input is never read far ahead.
import type { InputRow } from '../io/input-row.js';
import type { OutputSink } from '../io/output-sink.js';
import { csvPrefix, type OutputFormat } from '../io/output-row.js';
import type { LookupService } from '../service/lookup-service.js';
import type { LookupRequest } from '../wire/types.js';
import { FINISH_CHUNK_TASK, finishChunk, type ChunkJob, type ChunkOutput } from './chunk-job.js';
import { mergeParts } from './merge-parts.js';
import { laneKey, ZipLanes } from './zip-lanes.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';

export interface BatchOptions {
  rows: AsyncIterable<InputRow[]>;
  service: LookupService;
  format: OutputFormat;
  chunkSize: number;
  maxInFlight: number;
  /** rows already written by an interrupted run: read past them without looking them up */
  skip: number;
  sink: OutputSink;
  signal: AbortSignal;
  /** false: chunks go whole to the idlest worker, not split by ZIP (default: split when the service has lanes) */
  zipAffinity?: boolean;
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
  const { service, format, sink, signal } = opts;
  const tally = emptyTally();
  const window: Promise<ChunkOutput>[] = [];
  let written = 0;
  let next = opts.skip;
  let toSkip = opts.skip;
  let chunk: InputRow[] = [];
  // split each chunk by ZIP across the workers when the service keeps per-worker caches
  const lanes = service.lookupThen && (service.lanes ?? 1) > 1 && opts.zipAffinity !== false ? new ZipLanes(service.lanes!) : undefined;

  const flushOne = async (): Promise<void> => {
    const out = await window.shift()!;
    await sink.write(out.bytes);
    mergeTally(tally, out.tally);
    written += out.rows;
    opts.onProgress?.(written, tally);
  };
  const dispatch = async (): Promise<void> => {
    const pending = lanes ? lookupByLane(service, lanes, chunk, format, next) : lookupChunk(service, chunk, format, next);
    pending.catch(() => undefined); // awaited in order by flushOne; this only marks it handled meanwhile
    window.push(pending);
    next += chunk.length;
    chunk = [];
    while (window.length >= opts.maxInFlight) await flushOne();
  };

  const stop = (): boolean => signal.aborted || sink.closed;
  try {
    outer: for await (const batch of opts.rows) {
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
    if (chunk.length > 0 && !sink.closed) await dispatch();
    // chunks already sent are finished and written even when interrupted: the output stays whole
    while (window.length > 0 && !sink.closed) await flushOne();
  } finally {
    window.length = 0;
  }
  return { written, tally, interrupted: signal.aborted, outputClosed: sink.closed };
}

/** One row's part of a chunk job: its request (if it can be looked up), error and CSV prefix. */
function addRow(row: InputRow, format: OutputFormat, requests: LookupRequest[], job: ChunkJob): void {
  let error = row.error ?? '';
  if (!row.error && row.request) requests.push(row.request);
  else if (!row.error) error = `line ${row.line}: no request`;
  job.errors.push(error);
  if (format === 'csv') job.prefixes.push(csvPrefix(row.cells, row.raw));
}

function lookupChunk(service: LookupService, rows: InputRow[], format: OutputFormat, firstIndex: number): Promise<ChunkOutput> {
  const requests: LookupRequest[] = [];
  const job: ChunkJob = { format, firstIndex, errors: [], prefixes: [] };
  for (const row of rows) addRow(row, format, requests, job);
  if (service.lookupThen) return service.lookupThen<ChunkJob, ChunkOutput>(requests, FINISH_CHUNK_TASK, job);
  return service.lookupBulk(requests).then((items) => finishChunk(items, job));
}

/** The chunk split by ZIP lane, one part per worker, put back in input order when all are done. */
function lookupByLane(service: LookupService, lanes: ZipLanes, rows: InputRow[], format: OutputFormat, firstIndex: number): Promise<ChunkOutput> {
  const laneOf = lanes.assign(rows.map((r) => laneKey(r.request)));
  if (!laneOf) return lookupChunk(service, rows, format, firstIndex);
  const requests: LookupRequest[][] = [];
  const jobs: ChunkJob[] = [];
  for (let l = 0; l < lanes.lanes; l++) {
    requests.push([]);
    jobs.push({ format, firstIndex, errors: [], prefixes: [], indices: [] });
  }
  for (let i = 0; i < rows.length; i++) {
    const job = jobs[laneOf[i]!]!;
    addRow(rows[i]!, format, requests[laneOf[i]!]!, job);
    job.indices!.push(firstIndex + i);
  }
  const parts = jobs.map((job, l) => (job.errors.length === 0
    ? Promise.resolve(undefined)
    : service.lookupThen!<ChunkJob, ChunkOutput>(requests[l]!, FINISH_CHUNK_TASK, job, l)));
  return Promise.all(parts).then((done) => mergeParts(laneOf, done));
}
