// CSV records through csv-parse, fed UTF-8 bytes, with what a list cleaner needs on top: line
// numbers, a size limit per record, and recovery. Quotes are strict, so a runaway quote stops at
// the next quote it misreads instead of swallowing rows; the record it started becomes one FAIL
// record for its first line, and parsing starts again on the next line. A quote inside an unquoted
// field (`12" pipe`, `=HYPERLINK("x")`) is not an error: that line is re-read with quotes literal.
import { Parser } from 'csv-parse';
import { badText, type TextWatch } from './text-watch.js';

export interface CsvRecord {
  /** 1-based line where the record starts */
  line: number;
  cells: string[];
  error?: string;
  /** a blank line read before the table's width was known: a row only if the table has one column */
  blank?: true;
  /** one unquoted cell holding a CR that ends no line here: in a one-column table, maybe two lines joined */
  bareCr?: true;
}

/** Default per-record limit: far above any address row, low enough that a runaway quote is cheap to re-read. */
export const MAX_RECORD_BYTES = 1_048_576;

/** The part of csv-parse's Parser that parses synchronously, without the stream around it. */
interface ParseApi {
  parse(buf: Buffer | undefined, end: boolean, push: (record: string[]) => void, close: () => void): (Error & { code?: string }) | undefined;
  info: { bytes: number; lines: number };
}

/** Thrown from the push callback to stop csv-parse at a record that must be re-read. */
class Restart {
  constructor(readonly why: string) {}
}

/** Thrown from the push callback after a record, when the line after it is plain again (plainLines reads on from there). */
const PLAIN_AGAIN = Symbol('plain again');

const CR = 13;
const LF = 10;
const QUOTE = 34;
const EMPTY = Buffer.alloc(0);

export interface CsvReaderOptions {
  delimiter: string;
  maxRecordBytes?: number;
  /** places of the input that are no text in its encoding (a byte not UTF-8, half a UTF-16 character): a record holding one is a FAIL record */
  watch?: TextWatch;
  /** a bare CR ends a line (the file's first line end is one); else it is data, as in `a\rb` of a CRLF file */
  bareCrEndsLine?: boolean;
  /** false: every line through csv-parse, none through plainLines (for tests that compare the two) */
  plainLines?: boolean;
}

export class CsvReader {
  /** the header's width, once known: a multi-line record of another width is taken for a runaway quote */
  width: number | undefined;
  private readonly max: number;
  private api: ParseApi;
  /** absolute offset where the current parser's input starts */
  private origin = 0;
  /** end of the last record (absolute), and the line it ended on */
  private lastEnd = 0;
  private lastEndLine = 0;
  /** input bytes from `retainedStart` on: everything since the last record's end */
  private retained: Buffer = EMPTY;
  private retainedStart = 0;
  /** a record being re-read as its first line, which has not ended yet: why, when it must fail */
  private pendingLine: { why: string; failed: boolean } | undefined;
  /** that line went past the limit: its FAIL record is out, bytes are dropped until the line ends */
  private skipping = false;
  private out: CsvRecord[] = [];
  /** lines holding no quote are split here (plainLines), not by csv-parse: a one-byte delimiter, lines ending in LF or CRLF */
  private readonly plain: boolean;
  /** the longest line plainLines takes: longer ones go to csv-parse, which applies the size limit */
  private readonly plainMax: number;
  /** csv-parse holds the bytes after the last record's end (it read them, and no record ended there) */
  private parserHolds = false;

  constructor(private readonly opts: CsvReaderOptions) {
    this.max = opts.maxRecordBytes ?? MAX_RECORD_BYTES;
    this.api = this.newParser(false);
    const d = opts.delimiter;
    this.plain = opts.plainLines !== false && !opts.bareCrEndsLine && d.length === 1 && d.charCodeAt(0) < 128 && d !== '"' && d !== '\r' && d !== '\n';
    this.plainMax = Math.floor(this.max / 2);
  }

  private newParser(relaxed: boolean): ParseApi {
    const p = new Parser({
      delimiter: this.opts.delimiter,
      record_delimiter: this.opts.bareCrEndsLine ? ['\r\n', '\n', '\r'] : ['\r\n', '\n'],
      relax_column_count: true,
      relax_quotes: relaxed,
      max_record_size: this.max,
      bom: false,
    });
    return (p as unknown as { api: ParseApi }).api;
  }

  /** Appends the records completed by `chunk` (the next bytes of the input) to `out`. */
  push(chunk: Buffer, final: boolean, out: CsvRecord[]): void {
    this.out = out;
    const chunkStart = this.retainedStart + this.retained.length;
    if (this.skipping) {
      const nl = lineBreakEnd(chunk, 0, this.opts.bareCrEndsLine === true);
      if (nl === -1) {
        this.retained = EMPTY;
        this.retainedStart = chunkStart + chunk.length;
        return;
      }
      this.skipping = false;
      this.feed(this.startParser(chunkStart + nl, chunk.subarray(nl)), final);
      return;
    }
    // invariant: `retained` starts at the last record's end and runs to the end of the input so far
    const kept = this.retained.length;
    this.retained = kept > 0 ? Buffer.concat([this.retained, chunk]) : chunk;
    this.retainedStart = chunkStart - kept;
    if (this.pendingLine) {
      const next = this.settleLine(final);
      if (next !== undefined) this.feed(next, final);
      return;
    }
    // a record csv-parse is inside of, that holds a quote (a quoted field running on), stays csv-parse's; a partial line
    // without one is read again from its start, and csv-parse's copy of it is dropped with that parser
    if (this.plain && !(this.parserHolds && kept > 0 && this.retained.subarray(0, kept).includes(QUOTE))) {
      const from = this.plainLines(final);
      if (from === undefined) return;
      this.feed(this.startParser(this.retainedStart + from, this.retained.subarray(from)), final);
      return;
    }
    this.feed(chunk, final);
  }

  /**
   * The lines from the last record's end on that hold no quote and no CR but a CRLF's, each split at the delimiter:
   * csv-parse reads such a line to the same cells (test/io/csv-plain-lines.test.ts compares the two on random input),
   * at a fifth to a third of its cost (bench/verify-paths.mjs times both). Returns where the first line it does not
   * take starts (a quote, a bare CR, a line over plainMax: csv-parse's from there), or undefined when it took every
   * complete line and kept the last, unfinished one.
   */
  private plainLines(final: boolean): number | undefined {
    const buf = this.retained;
    const base = this.retainedStart;
    const delimiter = this.opts.delimiter;
    let s = this.lastEnd - base;
    let quote = buf.indexOf(QUOTE, s);
    if (quote === -1) quote = buf.length;
    let cr = buf.indexOf(CR, s);
    while (s < buf.length) {
      const lf = buf.indexOf(LF, s);
      // a line not ended yet waits here for the next chunk, unless csv-parse must see it now: a quote in it, or too long
      // to keep (csv-parse's limit cuts it short before the rest of it is read)
      if (lf === -1 && !final) {
        if (quote < buf.length || buf.length - s > this.plainMax) return s;
        break;
      }
      const next = lf === -1 ? buf.length : lf + 1;
      let textEnd = lf === -1 ? buf.length : lf;
      if (quote < next || next - s > this.plainMax) return s;
      if (cr !== -1 && cr < next) {
        if (cr !== lf - 1) return s;
        textEnd = cr;
        cr = buf.indexOf(CR, next);
      }
      const line = this.lastEndLine + 1;
      this.emit(buf.toString('utf8', s, textEnd).split(delimiter), line, base + s, base + next);
      this.lastEnd = base + next;
      this.lastEndLine = line;
      s = next;
    }
    this.parserHolds = false;
    this.trim();
    return undefined;
  }

  /** Parses `bytes` (the tail of `retained`); each record that must be re-read is, and parsing goes on after its first line. */
  private feed(bytes: Buffer | undefined, final: boolean): void {
    this.parserHolds = true;
    while (bytes !== undefined) {
      let err: (Error & { code?: string }) | undefined;
      let restart: Restart | undefined;
      try {
        err = this.api.parse(bytes, final, this.onRecord, () => undefined);
      } catch (e) {
        if (e === PLAIN_AGAIN) {
          const from = this.plainLines(final);
          if (from === undefined) return;
          bytes = this.startParser(this.retainedStart + from, this.retained.subarray(from));
          continue;
        }
        if (!(e instanceof Restart)) throw e;
        restart = e;
      }
      if (!err && !restart) {
        this.trim();
        return;
      }
      const code = err?.code;
      // a quote inside an unquoted field (`12" pipe`) may be literal; a quoted field that closes wrong (`"a"b`) is broken
      const literal = code === 'INVALID_OPENING_QUOTE';
      const why = restart?.why
        ?? (code === 'CSV_QUOTE_NOT_CLOSED' || code === 'CSV_INVALID_CLOSING_QUOTE' || literal ? 'unclosed quote'
          : code === 'CSV_MAX_RECORD_SIZE' ? `record longer than ${this.max} bytes (an unclosed quote?)`
            : `unreadable record (${err!.message})`);
      this.pendingLine = { why, failed: !literal };
      bytes = this.settleLine(final);
    }
  }

  private readonly onRecord = (cells: string[]): void => {
    const end = this.origin + this.api.info.bytes;
    const line = this.lastEndLine + 1;
    // counted here, not from csv-parse's info.lines, which also counts a CR inside a quoted field
    const endLine = line + this.breaksWithin(this.lastEnd, end);
    if (endLine > line && this.width !== undefined && cells.length !== this.width) {
      throw new Restart(`a quoted field runs from line ${line} to ${endLine} and the record has ${cells.length} fields, not ${this.width} (an unclosed quote?)`);
    }
    this.emit(cells, line, this.lastEnd, end);
    this.lastEnd = end;
    this.lastEndLine = endLine;
    if (this.plain && this.plainNext(end)) throw PLAIN_AGAIN;
  };

  /** The line starting at `at` (absolute) is complete and holds no quote: plainLines can take over there. */
  private plainNext(at: number): boolean {
    const from = at - this.retainedStart;
    const lf = this.retained.indexOf(LF, from);
    if (lf === -1) return false;
    const quote = this.retained.indexOf(QUOTE, from);
    return quote === -1 || quote > lf;
  }

  private emit(cells: string[], line: number, start: number, end: number): void {
    // csv-parse checks its limit before the next byte: a record just over it (with its line break) is caught here
    if (end - start > this.max) {
      this.out.push({ line, cells: [cells[0]!.slice(0, 200)], error: `record longer than ${this.max} bytes (an unclosed quote?)` });
      return;
    }
    // a blank line is no row, unless the table has one column (then it is an empty cell)
    if (cells.length === 1 && cells[0] === '' && this.width !== 1 && end - start <= 2 && this.isBlank(start, end)) {
      if (this.width === undefined) this.out.push({ line, cells, blank: true });
      return;
    }
    // (the table's width may not be known yet: the row maker decides)
    if (cells.length === 1 && !this.opts.bareCrEndsLine && cells[0]!.includes('\r') && this.retained[start - this.retainedStart] !== QUOTE) {
      this.out.push({ line, cells, bareCr: true });
      return;
    }
    const bad = badText(this.opts.watch, start, end);
    if (bad !== undefined) {
      this.out.push({ line, cells, error: bad });
      return;
    }
    this.out.push({ line, cells });
  }

  /** Line breaks inside the record at [start, end) of the input, not counting the one that ends it. */
  private breaksWithin(start: number, end: number): number {
    const buf = this.retained;
    const from = start - this.retainedStart;
    let to = end - this.retainedStart;
    if (to > from && buf[to - 1] === LF) to -= 1;
    if (to > from && buf[to - 1] === CR) to -= 1;
    // searched within the record only: `retained` may run on for the whole chunk, and a file without LF
    // (or, when CRs end lines, without CR) would have every record scan it to the end
    const rec = buf.subarray(from, to);
    let n = 0;
    for (let i = rec.indexOf(LF); i !== -1; i = rec.indexOf(LF, i + 1)) n += 1;
    if (this.opts.bareCrEndsLine) {
      for (let i = rec.indexOf(CR); i !== -1; i = rec.indexOf(CR, i + 1)) if (buf[from + i + 1] !== LF) n += 1;
    }
    return n;
  }

  private isBlank(start: number, end: number): boolean {
    for (let i = start; i < end; i++) {
      const b = this.retained[i - this.retainedStart];
      if (b !== CR && b !== LF) return false;
    }
    return true;
  }

  /**
   * The record at `lastEnd` could not be parsed: once its first line is complete, that line alone
   * is the record (read with literal quotes) or one FAIL record. Returns the bytes after the line,
   * to parse with a fresh parser, or undefined while the line is still incomplete.
   */
  private settleLine(final: boolean): Buffer | undefined {
    const pending = this.pendingLine!;
    const from = this.lastEnd - this.retainedStart;
    const buf = this.retained;
    const next = lineBreakEnd(buf, from, this.opts.bareCrEndsLine === true);
    const line = this.lastEndLine + 1;
    if (next === -1 && !final) {
      if (buf.length - from <= this.max) return undefined;
      this.out.push({ line, cells: [buf.toString('utf8', from, from + 200)], error: `record longer than ${this.max} bytes (an unclosed quote?)` });
      this.pendingLine = undefined;
      this.lastEndLine = line;
      this.startParser(this.retainedStart + buf.length, EMPTY);
      this.skipping = true;
      return undefined;
    }
    this.pendingLine = undefined;
    const lineEnd = next === -1 ? buf.length : next;
    const alone = pending.failed ? undefined : this.literalLine(buf.subarray(from, lineEnd));
    if (alone) this.emit(alone, line, this.lastEnd, this.retainedStart + lineEnd);
    else this.out.push({ line, cells: [buf.toString('utf8', from, Math.min(textEnd(buf, from, lineEnd), from + 200))], error: pending.why });
    this.lastEndLine = line;
    return this.startParser(this.retainedStart + lineEnd, buf.subarray(lineEnd));
  }

  /** One line parsed with quotes taken literally; undefined unless it is exactly one record. */
  private literalLine(bytes: Buffer): string[] | undefined {
    const records: string[][] = [];
    const err = this.newParser(true).parse(bytes, true, (r) => records.push(r), () => undefined);
    return !err && records.length === 1 ? records[0] : undefined;
  }

  /** A fresh parser whose input starts at absolute offset `abs` with `bytes`, on the line after the last one counted. */
  private startParser(abs: number, bytes: Buffer): Buffer {
    this.api = this.newParser(false);
    this.origin = abs;
    this.lastEnd = abs;
    this.retained = bytes;
    this.retainedStart = abs;
    return bytes;
  }

  /** Keeps only the bytes since the last record's end (the record in progress). */
  private trim(): void {
    const keep = this.lastEnd - this.retainedStart;
    if (keep > 0) {
      this.retained = this.retained.subarray(keep);
      this.retainedStart = this.lastEnd;
    }
  }
}

/** Index just past the first line break at or after `from` (\r\n, \n, or with `cr` a bare \r), or -1. */
function lineBreakEnd(buf: Buffer, from: number, cr: boolean): number {
  for (let i = from; i < buf.length; i++) {
    const b = buf[i];
    if (b === LF) return i + 1;
    if (b === CR && buf[i + 1] === LF) return i + 2;
    if (b === CR && cr) return i + 1;
  }
  return -1;
}

function textEnd(buf: Buffer, from: number, end: number): number {
  let e = end;
  while (e > from && (buf[e - 1] === LF || buf[e - 1] === CR)) e -= 1;
  return e;
}
