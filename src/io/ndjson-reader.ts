// NDJSON over UTF-8 bytes: one element per line (\n, \r\n or a bare \r), each parsed on its own.
// A line over the size limit is a FAIL row and its bytes are dropped as they come (no 50 MB string).
import { parseElement, startsWithMark, type JsonElement } from './json-element.js';
import { badText, type TextWatch } from './text-watch.js';

export const MAX_LINE_BYTES = 1_048_576;

const LF = 10;
const CR = 13;

export interface NdjsonOptions {
  maxLineBytes?: number;
  watch?: TextWatch;
}

export class NdjsonReader {
  private readonly max: number;
  private rest: Buffer = Buffer.alloc(0);
  /** absolute offset of rest[0] */
  private base = 0;
  private line = 1;
  /** the current line went past the limit: its FAIL row is out, bytes are dropped to its end */
  private oversize = false;
  /** the previous chunk ended in \r: a \n first in this one belongs to it */
  private afterCr = false;

  constructor(private readonly opts: NdjsonOptions = {}) {
    this.max = opts.maxLineBytes ?? MAX_LINE_BYTES;
  }

  push(chunk: Buffer, final: boolean, out: JsonElement[]): void {
    let start = 0;
    if (this.afterCr && chunk[0] === LF) start = 1;
    this.afterCr = false;
    const chunkBase = this.base + this.rest.length;
    let i = start;
    for (; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (c !== LF && c !== CR) continue;
      this.endLine(chunk, start, i, chunkBase, out);
      if (c === CR) {
        if (i + 1 < chunk.length) {
          if (chunk[i + 1] === LF) i += 1;
        } else this.afterCr = true;
      }
      start = i + 1;
    }
    const tail = chunk.subarray(start);
    if (this.oversize) {
      this.rest = Buffer.alloc(0);
      this.base = chunkBase + chunk.length;
    } else {
      this.rest = this.rest.length > 0 ? Buffer.concat([this.rest, tail]) : tail;
      this.base = chunkBase + start - (this.rest.length - tail.length);
      if (this.rest.length > this.max) {
        out.push({ line: this.line, error: `line longer than ${this.max} bytes` });
        this.oversize = true;
        this.rest = Buffer.alloc(0);
        this.base = chunkBase + chunk.length;
      }
    }
    if (final) {
      if (this.rest.length > 0) this.emit(this.rest, this.base, out);
      this.rest = Buffer.alloc(0);
    }
  }

  private endLine(chunk: Buffer, start: number, end: number, chunkBase: number, out: JsonElement[]): void {
    if (this.oversize) {
      this.oversize = false;
      this.line += 1;
      this.rest = Buffer.alloc(0);
      return;
    }
    const piece = chunk.subarray(start, end);
    const bytes = this.rest.length > 0 ? Buffer.concat([this.rest, piece]) : piece;
    const abs = this.rest.length > 0 ? this.base : chunkBase + start;
    this.rest = Buffer.alloc(0);
    if (bytes.length > this.max) {
      out.push({ line: this.line++, error: `line longer than ${this.max} bytes` });
      return;
    }
    this.emit(bytes, abs, out);
  }

  private emit(bytes: Buffer, abs: number, out: JsonElement[]): void {
    const line = this.line++;
    if (isBlank(bytes)) return; // blank lines carry no row
    out.push(parseElement(bytes, line, badText(this.opts.watch, abs, abs + bytes.length)));
  }
}

/** (a line holding only a joined file's byte-order mark is blank too) */
function isBlank(b: Buffer): boolean {
  for (let i = startsWithMark(b) ? 3 : 0; i < b.length; i++) {
    const c = b[i];
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
