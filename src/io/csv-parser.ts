// A streaming RFC 4180 parser that keeps line numbers and never loses a row: an unclosed quote
// costs one FAIL record for its line, and parsing resumes on the next line.

export interface CsvRecord {
  /** 1-based line where the record starts */
  line: number;
  cells: string[];
  /** the record's text without its line ending */
  raw: string;
  error?: string;
}

/** A quoted field longer than this is taken as an unclosed quote (keeps memory bounded). */
export const MAX_QUOTED_CHARS = 65_536;

const QUOTE = 34;
const LF = 10;
const CR = 13;

export class CsvParser {
  private buf = '';
  private line = 1;
  private readonly d: number;
  private readonly delimiter: string;

  constructor(delimiter: string) {
    this.delimiter = delimiter;
    this.d = delimiter.charCodeAt(0);
  }

  /** Appends every complete record to `out`; with `final` the rest of the input is flushed too. */
  push(text: string, final: boolean, out: CsvRecord[]): void {
    const buf = this.buf.length > 0 ? this.buf + text : text;
    const n = buf.length;
    let pos = 0;
    while (pos < n) {
      const r = this.record(buf, pos, final);
      if (r === null) {
        const tooLong = n - pos > MAX_QUOTED_CHARS;
        if (!final && !tooLong) break;
        pos = this.unclosed(buf, pos, out);
        continue;
      }
      pos = r.next;
      if (r.rec.raw.length === 0) continue; // a blank line carries no row
      out.push(r.rec);
    }
    this.buf = pos < n ? buf.slice(pos) : '';
  }

  /** An open quote that never closed: one FAIL record for its first line, resume after it. */
  private unclosed(buf: string, start: number, out: CsvRecord[]): number {
    const nl = buf.indexOf('\n', start);
    const end = nl === -1 ? buf.length : nl;
    const raw = buf.slice(start, end > start && buf.charCodeAt(end - 1) === CR ? end - 1 : end);
    out.push({ line: this.line, cells: [], raw, error: 'unclosed quote' });
    this.line += 1;
    return nl === -1 ? buf.length : nl + 1;
  }

  /** One record from `start`, or null when the buffer ends inside it (or inside an open quote). */
  private record(buf: string, start: number, final: boolean): { rec: CsvRecord; next: number } | null {
    const n = buf.length;
    const d = this.d;
    const cells: string[] = [];
    let newlines = 0;
    let p = start;
    let nl = buf.indexOf('\n', start);
    for (;;) {
      if (p < n && buf.charCodeAt(p) === QUOTE) {
        let value = '';
        let q = p + 1;
        for (;;) {
          const close = buf.indexOf('"', q);
          if (close === -1) return null;
          if (close + 1 >= n && !final) return null; // could be the first half of an escaped ""
          if (buf.charCodeAt(close + 1) === QUOTE) {
            value += buf.slice(q, close + 1);
            q = close + 2;
            continue;
          }
          value += buf.slice(q, close);
          p = close + 1;
          break;
        }
        if (nl !== -1 && nl < p) {
          for (let i = nl; i !== -1 && i < p; i = buf.indexOf('\n', i + 1)) newlines += 1;
          nl = buf.indexOf('\n', p);
        }
        // text after a closing quote (`"a"b`) is kept as part of the cell, as spreadsheets do
        if (p < n && buf.charCodeAt(p) !== d && buf.charCodeAt(p) !== LF && buf.charCodeAt(p) !== CR) {
          const end = this.fieldEnd(buf, p, nl, final);
          if (end === -1) return null;
          value += buf.slice(p, end);
          p = end;
        }
        cells.push(value);
      } else {
        const end = this.fieldEnd(buf, p, nl, final);
        if (end === -1) return null;
        cells.push(buf.slice(p, end > p && buf.charCodeAt(end - 1) === CR && end === nl ? end - 1 : end));
        p = end;
      }
      if (p < n && buf.charCodeAt(p) === d) {
        p += 1;
        continue;
      }
      const atEol = p < n && (buf.charCodeAt(p) === LF || buf.charCodeAt(p) === CR);
      if (!atEol && p < n) continue;
      if (!atEol && !final) return null;
      let end = p;
      let next = p;
      if (p < n && buf.charCodeAt(p) === CR) {
        if (p + 1 >= n && !final) return null;
        next = buf.charCodeAt(p + 1) === LF ? p + 2 : p + 1;
      } else if (p < n) {
        next = p + 1;
      }
      if (end > start && buf.charCodeAt(end - 1) === CR) end -= 1;
      const rec: CsvRecord = { line: this.line, cells, raw: buf.slice(start, end) };
      this.line += 1 + newlines;
      return { rec, next };
    }
  }

  /** Where an unquoted field starting at p ends (a delimiter or the line end), -1 when unknown yet. */
  private fieldEnd(buf: string, p: number, nl: number, final: boolean): number {
    const dIdx = buf.indexOf(this.delimiter, p);
    if (dIdx !== -1 && (nl === -1 || dIdx < nl)) return dIdx;
    if (nl !== -1) return nl;
    return final ? buf.length : -1;
  }
}
