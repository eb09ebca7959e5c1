// Finds invalid UTF-8 bytes as the input streams by, without decoding anything: each record then
// checks whether one of its bytes is bad (a FAIL row), and rows already read are never re-decoded.
import { isUtf8 } from 'node:buffer';
import { BadOffsets, type TextWatch } from './text-watch.js';

/** Bytes at the end of `buf` that start a character the next chunk completes (0–3). */
export function incompleteTail(buf: Uint8Array): number {
  const n = buf.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const b = buf[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

/** Offsets (within `buf`) of the first byte of each invalid sequence; slow, for the rare bad chunk. */
export function invalidOffsets(buf: Uint8Array): number[] {
  const bad: number[] = [];
  const n = buf.length;
  for (let i = 0; i < n; ) {
    const b = buf[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (need === 0 || i + need > n || !isUtf8(buf.subarray(i, i + need))) {
      bad.push(i);
      i += 1;
      continue;
    }
    i += need;
  }
  return bad;
}

/** Feeds chunks in order; keeps the absolute offsets of invalid bytes seen (a sorted list). */
export class Utf8Watch implements TextWatch {
  readonly reason = 'INVALID_UTF8';
  private carry: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private readonly offsets = new BadOffsets();

  /** the offsets of the invalid bytes seen so far */
  get bad(): readonly number[] {
    return this.offsets.at;
  }

  /** Checks a chunk; `final` flushes a character cut off at the very end. */
  push(chunk: Uint8Array, final: boolean): void {
    const buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const start = this.offset - this.carry.length;
    const tail = final ? 0 : incompleteTail(buf);
    const body = tail > 0 ? buf.subarray(0, buf.length - tail) : buf;
    if (!isUtf8(body)) for (const o of invalidOffsets(body)) this.offsets.at.push(start + o);
    this.carry = tail > 0 ? Uint8Array.prototype.slice.call(buf, buf.length - tail) : new Uint8Array(0);
    this.offset += chunk.length;
  }

  /** The first invalid byte in [start, end), if any; records ask in increasing order. */
  firstBadIn(start: number, end: number): number | undefined {
    return this.offsets.firstIn(start, end);
  }

  describe(at: number): string {
    return `invalid UTF-8 byte at offset ${at} (is the file Latin-1? try --encoding latin1)`;
  }
}
