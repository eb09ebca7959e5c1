// Splits a streamed JSON array (UTF-8 bytes) into its elements, each parsed on its own, so a bad
// element is one FAIL row. A light syntax watch finds where an element broke: an object that
// never closed before the next `{` gives way to that `{` as a new element, a stray `}` fails its
// element only, an element over the size limit is skipped to its end. What cannot be resynced
// (the input ends inside the array, text after the closing `]`) stops the run with the place.
import { MAX_DEPTH, parseElement, type JsonElement } from './json-element.js';
import { badText, type TextWatch } from './text-watch.js';

export const MAX_ELEMENT_BYTES = 1_048_576;

/** Stops the run: the input cannot be read on from here. */
export class InputSyntaxError extends Error {}

const QUOTE = 34, BACKSLASH = 92, COMMA = 44, LBRACE = 123, RBRACE = 125, LBRACKET = 91, RBRACKET = 93, LF = 10, CR = 13, SPACE = 32, TAB = 9;

export interface JsonArrayOptions {
  maxElementBytes?: number;
  watch?: TextWatch;
}

export class JsonArrayReader {
  private readonly max: number;
  private state: 'before' | 'array' | 'after' = 'before';
  private line = 1;
  /** absolute offset of `buf[0]` */
  private base = 0;
  private buf: Buffer = Buffer.alloc(0);
  private scan = 0;
  /** the element in progress: its start (absolute, -1 for none), line, open containers */
  private elemStart = -1;
  private elemLine = 0;
  private stack: number[] = [];
  private depth = 0;
  private inString = false;
  private escape = false;
  /** in an object, right after `{` or `,`: a key must come next */
  private expectKey = false;
  private broken: string | undefined;
  /** the element went past the size limit: its bytes are dropped, its FAIL row is out */
  private oversize = false;

  constructor(private readonly opts: JsonArrayOptions = {}) {
    this.max = opts.maxElementBytes ?? MAX_ELEMENT_BYTES;
  }

  /** set when the input cannot be read on: the rows pushed before it stand, the run stops with this */
  fatal: InputSyntaxError | undefined;

  push(chunk: Buffer, final: boolean, out: JsonElement[]): void {
    if (this.fatal) return;
    try {
      this.scanChunk(chunk, final, out);
    } catch (err) {
      if (!(err instanceof InputSyntaxError)) throw err;
      this.fatal = err;
    }
  }

  private scanChunk(chunk: Buffer, final: boolean, out: JsonElement[]): void {
    this.buf = this.buf.length > 0 ? Buffer.concat([this.buf, chunk]) : chunk;
    const buf = this.buf;
    for (let i = this.scan; i < buf.length; i++) {
      const c = buf[i]!;
      if (c === LF) this.line += 1;
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (c === BACKSLASH) this.escape = true;
        else if (c === QUOTE) this.inString = false;
        continue;
      }
      if (c === SPACE || c === LF || c === CR || c === TAB) continue;
      if (this.state === 'before') {
        if (c !== LBRACKET) throw new InputSyntaxError(`line ${this.line}: JSON input must be an array of objects (it starts with ${JSON.stringify(String.fromCharCode(c))}, not [)`);
        this.state = 'array';
        continue;
      }
      if (this.state === 'after') {
        throw new InputSyntaxError(`line ${this.line}: more JSON after the array's closing ] (a second array or object?)`);
      }
      if (this.elemStart === -1) {
        if (c === COMMA) {
          out.push({ line: this.line, error: 'empty element (two commas in a row)' });
          continue;
        }
        if (c === RBRACKET) {
          this.state = 'after';
          continue;
        }
        this.begin(i);
      }
      if (this.depth === 0 && (c === COMMA || c === RBRACKET)) {
        this.finish(i, out);
        if (c === RBRACKET) this.state = 'after';
        continue;
      }
      if (this.expectKey) {
        this.expectKey = false;
        if (c === LBRACE || c === LBRACKET) {
          // `{"a": 1,` then a new object: the first never closed; the new one is the next element
          this.broken = 'invalid JSON: the object is not closed before the next one starts';
          this.depth = 0;
          this.stack.length = 0;
          this.finish(i, out);
          this.begin(i);
        }
      }
      if (c === QUOTE) this.inString = true;
      else if (c === LBRACE || c === LBRACKET) {
        this.depth += 1;
        if (this.depth <= MAX_DEPTH + 1) this.stack.push(c);
        else this.broken ??= `nested deeper than ${MAX_DEPTH} levels`;
        if (c === LBRACE) this.expectKey = true;
      } else if (c === RBRACE || c === RBRACKET) {
        if (this.depth === 0) {
          this.broken ??= `invalid JSON: a stray ${String.fromCharCode(c)}`;
        } else {
          const open = this.depth <= MAX_DEPTH + 1 ? this.stack.pop() : undefined;
          if (open !== undefined && open !== (c === RBRACE ? LBRACE : LBRACKET)) this.broken ??= `invalid JSON: ${String.fromCharCode(c)} closes a ${String.fromCharCode(open)}`;
          this.depth -= 1;
        }
      } else if (c === COMMA && this.stack[this.stack.length - 1] === LBRACE) this.expectKey = true;
    }
    this.compact(buf, out);
    if (final && this.state !== 'after') {
      if (this.state === 'before') throw new InputSyntaxError('JSON input is empty (no array)');
      // cut right after a whole element ([{…},{…}): it stands as written; only the closing ] is missing
      if (this.elemStart !== -1 && this.depth === 0 && !this.inString && !this.oversize) this.finish(this.buf.length, out);
      else if (this.elemStart !== -1) out.push({ line: this.elemLine, error: 'the input ends in the middle of this element (truncated?)' });
      throw new InputSyntaxError(`line ${this.line}: the input ends inside the array (no closing ]; truncated?)`);
    }
  }

  private begin(i: number): void {
    this.elemStart = this.base + i;
    this.elemLine = this.line;
    this.depth = 0;
    this.stack.length = 0;
    this.broken = undefined;
    this.expectKey = false;
  }

  private finish(i: number, out: JsonElement[]): void {
    const start = this.elemStart;
    const end = this.base + i;
    this.elemStart = -1;
    if (this.oversize) {
      this.oversize = false;
      return;
    }
    if (this.broken) {
      out.push({ line: this.elemLine, error: this.broken });
      return;
    }
    if (end - start > this.max) {
      out.push({ line: this.elemLine, error: `element longer than ${this.max} bytes` });
      return;
    }
    const bytes = this.buf.subarray(start - this.base, end - this.base);
    out.push(parseElement(bytes, this.elemLine, badText(this.opts.watch, start, end)));
  }

  /** Drops the bytes already consumed, so memory holds at most the current element (and never past the limit). */
  private compact(buf: Buffer, out: JsonElement[]): void {
    const keepFrom = this.elemStart === -1 || this.oversize ? buf.length : this.elemStart - this.base;
    if (!this.oversize && this.elemStart !== -1 && buf.length - keepFrom > this.max) {
      // its FAIL row goes out now, in its place: the element's end may be far away
      this.oversize = true;
      out.push({ line: this.elemLine, error: `element longer than ${this.max} bytes` });
    }
    const drop = this.oversize ? buf.length : keepFrom;
    this.buf = buf.subarray(drop);
    this.base += drop;
    this.scan = buf.length - drop;
  }
}
