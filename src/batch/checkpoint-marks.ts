// Chunk boundaries a crash-safe checkpoint may point to: only those whose bytes the OS already has.
import type { Tally } from './tally.js';

export interface Mark {
  /** rows written by this run up to the boundary */
  rows: number;
  /** output bytes up to the boundary */
  bytes: number;
  /** hash of those bytes */
  hash: string;
  tally: Tally;
}

export class CheckpointMarks {
  private marks: Mark[] = [];

  add(rows: number, bytes: number, hash: string, tally: Readonly<Tally>): void {
    this.marks.push({ rows, bytes, hash, tally: structuredClone(tally) });
  }

  /** The newest boundary within `handedOver` bytes (older ones are dropped), if one was passed since the last call. */
  settle(handedOver: number): Mark | undefined {
    let found: Mark | undefined;
    while (this.marks.length > 0 && this.marks[0]!.bytes <= handedOver) found = this.marks.shift();
    return found;
  }
}
