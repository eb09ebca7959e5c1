// The work after a chunk's lookup: put malformed rows back in place, number every row, count,
// and encode. Pure, so the local service runs it inside the worker and only bytes cross threads.
import { ByteWriter } from '../io/byte-writer.js';
import { writeRow, type ColumnView, type OutputFormat } from '../io/output-row.js';
import { failedResult } from '../wire/bulk.js';
import type { BulkItem, LookupRequest } from '../wire/types.js';
import { requestReader, type PackedRequests } from '../service/packed-requests.js';
import { textAt, type PackedText } from '../io/packed-text.js';
import { didNotVerify } from './row-class.js';
import { countItem, emptyTally, type Tally } from './tally.js';

export interface ChunkJob {
  format: OutputFormat;
  /** global index of the chunk's first row */
  firstIndex: number;
  /** per row: the malformed reason, or '' when the row was looked up */
  errors: string[];
  /** CSV: per row, the untouched input part of the output line (empty when they travel as packedPrefixes) */
  prefixes: string[];
  /** `prefixes` packed, for the trip to a worker */
  packedPrefixes?: PackedText;
  /** global index of each row, when the rows are not consecutive (a chunk split between workers by ZIP) */
  indices?: number[];
  /** CSV: which usaddr_* columns (--columns; default standard) */
  view?: ColumnView;
  /** --only-failures: the main output gets only the rows that did not verify */
  onlyFailures?: boolean;
  /** --rejects: the rows that did not verify also go, in this format, to a second output */
  rejects?: OutputFormat;
  /** per row, the user's part in the rejects format, when it is not the main output's */
  rejectPrefixes?: string[];
}

export interface ChunkOutput {
  /** the rows as UTF-8, in a buffer of their own so a worker can transfer it instead of copying */
  bytes: Uint8Array;
  tally: Tally;
  rows: number;
  /** with job.indices: where each row's bytes end, so the parts of a split chunk can be put back in order */
  ends?: Uint32Array;
  /** with job.rejects: the rejected rows' bytes, and (with job.indices) where each row's end */
  rejects?: Uint8Array;
  rejectEnds?: Uint32Array;
}

/** Bytes per row of the last chunk written here: the next buffer is sized from it, as it crosses threads whole. */
let bytesPerRow = 384;

class ChunkWriter {
  readonly w: ByteWriter;
  readonly tally = emptyTally();
  readonly ends: Uint32Array | undefined;
  readonly r: ByteWriter | undefined;
  readonly rejectEnds: Uint32Array | undefined;
  /** next row of the job, next item of `looked` */
  private row = 0;

  constructor(private readonly job: ChunkJob) {
    this.w = new ByteWriter(Math.ceil(job.errors.length * bytesPerRow * 1.1) + 1024);
    this.ends = job.indices ? new Uint32Array(job.errors.length) : undefined;
    this.r = job.rejects ? new ByteWriter(1024) : undefined;
    this.rejectEnds = job.rejects && job.indices ? new Uint32Array(job.errors.length) : undefined;
  }

  /** Writes rows up to `end`; `looked` holds one item per row among them whose error is ''. */
  rows(end: number, looked: readonly BulkItem[]): void {
    const job = this.job;
    let k = 0;
    for (let i = this.row; i < end; i++) {
      const error = job.errors[i]!;
      // the row's place in the whole input, not in the chunk
      const index = job.indices ? job.indices[i]! : job.firstIndex + i;
      // a row that could not be read fails like any other FAIL: ADDRESS_NOT_FOUND, accuracy NONE
      const item: BulkItem = error
        ? { status: 'FAIL', request: {}, message: error, result: failedResult({}, index) }
        : (looked[k++] ?? { status: 'FAIL', request: {}, message: 'the lookup service returned no item for this row', result: failedResult({}, index) });
      if (item.result) item.result.lookup_index = index;
      countItem(this.tally, item, error !== '');
      const rejected = (job.onlyFailures || this.r) && didNotVerify(item);
      // a filtered JSON array: every element but the input's first starts with ",\n"; the writer drops a leading one
      if (!job.onlyFailures || rejected) writeRow(this.w, job.format, this.prefix(i), item, index, job.view);
      if (this.ends) this.ends[i] = this.w.length;
      if (this.r) {
        if (rejected) writeRow(this.r, job.rejects!, job.rejectPrefixes ? (job.rejectPrefixes[i] ?? '') : this.prefix(i), item, index, 'rejects');
        if (this.rejectEnds) this.rejectEnds[i] = this.r.length;
      }
    }
    this.row = end;
  }

  private prefix(i: number): string {
    const packed = this.job.packedPrefixes;
    return packed ? textAt(packed, i) : (this.job.prefixes[i] ?? '');
  }

  output(): ChunkOutput {
    if (this.job.errors.length > 0) bytesPerRow = this.w.length / this.job.errors.length;
    const out: ChunkOutput = { bytes: this.w.bytes(), tally: this.tally, rows: this.job.errors.length };
    if (this.ends) out.ends = this.ends;
    if (this.r) out.rejects = this.r.bytes();
    if (this.rejectEnds) out.rejectEnds = this.rejectEnds;
    return out;
  }
}

/** `looked` holds one item per row whose error is '' in job.errors, in order. */
export function finishChunk(looked: BulkItem[], job: ChunkJob): ChunkOutput {
  const out = new ChunkWriter(job);
  out.rows(job.errors.length, looked);
  return out.output();
}

const NOT_LOOKED_UP: readonly BulkItem[] = [];

/** Request k alone; packed requests are rebuilt one at a time, as each row comes: none outlives its row. */
function rowReader(requests: LookupRequest[] | PackedRequests): (k: number) => LookupRequest[] {
  if (Array.isArray(requests)) {
    const list = requests;
    return (k) => list.slice(k, k + 1);
  }
  const read = requestReader(requests);
  return (k) => [read(k)];
}

/**
 * The same as finishChunk(lookup(requests), job), each row written as soon as it is looked up: its
 * result is still in the CPU's caches (a worker spent ~5% more writing 100 looked-up rows at a time),
 * and only one result is alive at once, so young-generation collections find little to copy.
 */
export function finishChunkLookingUp(lookup: (requests: LookupRequest[]) => BulkItem[], requests: LookupRequest[] | PackedRequests, job: ChunkJob): ChunkOutput {
  const out = new ChunkWriter(job);
  const one = rowReader(requests);
  let next = 0;
  for (let i = 0; i < job.errors.length; i++) {
    out.rows(i + 1, job.errors[i] ? NOT_LOOKED_UP : lookup(one(next++)));
  }
  return out.output();
}

/** Where the chunk work lives, for services that run it next to the engine (it does its own lookups). */
export const FINISH_CHUNK_TASK = { module: new URL('./chunk-job.js', import.meta.url).href, name: 'finishChunkLookingUp', looksUp: true } as const;
