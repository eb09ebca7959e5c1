// The work after a chunk's lookup: put malformed rows back in place, number every row, count,
// and encode. Pure, so the local service runs it inside the worker and only bytes cross threads.
import { rowsBytes, type OutputFormat } from '../io/output-row.js';
import type { BulkItem } from '../wire/types.js';
import { countItem, emptyTally, type Tally } from './tally.js';

export interface ChunkJob {
  format: OutputFormat;
  /** global index of the chunk's first row */
  firstIndex: number;
  /** per row: the malformed reason, or '' when the row was looked up */
  errors: string[];
  /** CSV: per row, the untouched input part of the output line */
  prefixes: string[];
  /** global index of each row, when the rows are not consecutive (a chunk split between workers by ZIP) */
  indices?: number[];
}

export interface ChunkOutput {
  /** the rows as UTF-8, in a buffer of their own so a worker can transfer it instead of copying */
  bytes: Uint8Array;
  tally: Tally;
  rows: number;
  /** with job.indices: where each row's bytes end, so the parts of a split chunk can be put back in order */
  ends?: Uint32Array;
}

/** `looked` holds one item per row whose error is '' in job.errors, in order. */
export function finishChunk(looked: BulkItem[], job: ChunkJob): ChunkOutput {
  const tally = emptyTally();
  const items: BulkItem[] = new Array(job.errors.length);
  let k = 0;
  for (let i = 0; i < job.errors.length; i++) {
    const error = job.errors[i]!;
    const item: BulkItem = error
      ? { status: 'FAIL', request: {}, message: error, result: null }
      : (looked[k++] ?? { status: 'FAIL', request: {}, message: 'the lookup service returned no item for this row', result: null });
    // the row's place in the whole input, not in the chunk
    if (item.result) item.result.lookup_index = job.indices ? job.indices[i]! : job.firstIndex + i;
    countItem(tally, item, error !== '');
    items[i] = item;
  }
  // split rows ascend, so only the very first row of the input can open a part without ",\n"
  const first = job.indices ? (job.indices[0] ?? 0) : job.firstIndex;
  const ends = job.indices ? new Uint32Array(items.length) : undefined;
  const bytes = rowsBytes(job.format, job.prefixes, items, first, ends);
  return ends ? { bytes, tally, rows: items.length, ends } : { bytes, tally, rows: items.length };
}

/** Where finishChunk lives, for services that run it next to the results. */
export const FINISH_CHUNK_TASK = { module: new URL('./chunk-job.js', import.meta.url).href, name: 'finishChunk' };
