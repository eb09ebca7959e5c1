// Puts the parts of a chunk split between workers back into input order: each part's rows are in
// order, `laneOf` says which part holds each row of the chunk.
import type { ChunkOutput } from './chunk-job.js';
import { emptyTally, mergeTally } from './tally.js';

export function mergeParts(laneOf: Uint8Array, parts: readonly (ChunkOutput | undefined)[]): ChunkOutput {
  const tally = emptyTally();
  for (const p of parts) if (p) mergeTally(tally, p.tally);
  const out: ChunkOutput = { bytes: interleave(laneOf, parts.map((p) => p && { bytes: p.bytes, ends: p.ends! })), tally, rows: laneOf.length };
  if (parts.some((p) => p?.rejects)) out.rejects = interleave(laneOf, parts.map((p) => p && { bytes: p.rejects!, ends: p.rejectEnds! }));
  return out;
}

/** The parts' rows in input order: each part's row k ends at ends[k] of its bytes. */
function interleave(laneOf: Uint8Array, parts: readonly ({ bytes: Uint8Array; ends: Uint32Array } | undefined)[]): Uint8Array {
  let total = 0;
  for (const p of parts) if (p) total += p.bytes.length;
  const bytes = new Uint8Array(total);
  const nextRow = new Array<number>(parts.length).fill(0);
  let pos = 0;
  // runs of consecutive rows from the same part are copied at once
  for (let i = 0; i < laneOf.length; ) {
    const lane = laneOf[i]!;
    let j = i + 1;
    while (j < laneOf.length && laneOf[j] === lane) j++;
    const part = parts[lane]!;
    const ends = part.ends;
    const from = nextRow[lane]!;
    const to = from + (j - i);
    const start = from === 0 ? 0 : ends[from - 1]!;
    const end = ends[to - 1]!;
    bytes.set(part.bytes.subarray(start, end), pos);
    pos += end - start;
    nextRow[lane] = to;
    i = j;
  }
  return bytes;
}
