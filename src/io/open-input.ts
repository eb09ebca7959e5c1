// Opens a file or stdin as a stream of InputRow batches: decodes, detects the format, reads the
// header (or first object), resolves the column mapping, and keeps every malformed record as a row.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { LOOKUP_FIELDS, looksLikeHeader, requestFromCells, resolveMapping, type ColumnMapping, type MappingResult, type MapTarget } from './columns.js';
import { CsvParser, type CsvRecord } from './csv-parser.js';
import { fsErrorText } from './fs-error.js';
import { gunzip, isGzip, withoutGz } from './gzip.js';
import { decodeStream, type TextEncoding } from './encoding.js';
import { formatFromPath, formatFromText, type InputFormat } from './input-format.js';
import type { InputRow } from './input-row.js';
import { JsonArraySplitter, type JsonElement } from './json-array-splitter.js';
import { NdjsonSplitter } from './ndjson-splitter.js';
import { sniffDelimiter } from './sniff-delimiter.js';

export interface OpenInputOptions {
  /** a path, or '-' for stdin */
  path: string;
  stdin: Readable;
  format?: InputFormat;
  delimiter?: string;
  header?: 'auto' | 'yes' | 'no';
  map?: Map<MapTarget, string[]>;
}

export interface InputSource {
  format: InputFormat;
  /** read at the end for the summary: it can turn from utf-8 to windows-1252 mid-file */
  readonly encoding: TextEncoding;
  /** CSV only */
  delimiter?: string;
  hasHeader: boolean;
  mapping: ColumnMapping;
  /** bytes, when the input is a regular file */
  size?: number;
  bytesRead(): number;
  /** rows in input order, in batches as the text arrives */
  rows: AsyncIterable<InputRow[]>;
}

export type OpenResult = { ok: true; input: InputSource } | { ok: false; message: string };

/** Rows read to map a headerless file's columns by their values. */
const SAMPLE_ROWS = 50;

/** One parse step over a text chunk, whatever the format. */
type Step = (text: string, final: boolean) => { records: (CsvRecord | JsonElement)[]; error?: string };

export async function openInput(opts: OpenInputOptions): Promise<OpenResult> {
  let size: number | undefined;
  let bytes: AsyncIterable<Uint8Array>;
  let read = 0;
  let fileBytes = (): number => read;
  let gz = false;
  if (opts.path === '-') {
    bytes = opts.stdin;
  } else {
    try {
      const st = await stat(opts.path);
      if (!st.isFile()) return { ok: false, message: `${opts.path} is not a file` };
      size = st.size;
      gz = isGzip(opts.path);
    } catch (err) {
      return { ok: false, message: `cannot read ${opts.path}: ${fsErrorText(err)}` };
    }
    // each read becomes one batch of rows, all alive until their chunks are sent: 64 KB (~1,000
    // rows) instead of 256 KB kept the 1M-row bench's peak RSS ~30 MB lower at the same CPU
    const file = createReadStream(opts.path, { highWaterMark: 64 * 1024 });
    if (gz) {
      bytes = gunzip(file, 64 * 1024);
      // progress compares bytes read with the file's size: count the compressed bytes
      fileBytes = () => file.bytesRead;
    } else {
      bytes = file;
    }
  }
  let decoded;
  try {
    decoded = await decodeStream(bytes, (n) => (read += n));
  } catch (err) {
    return { ok: false, message: `cannot read ${opts.path}: ${(err as Error).message}` };
  }
  const texts = decoded.chunks[Symbol.asyncIterator]();
  let pending = await texts.next();
  const head = pending.done ? '' : pending.value;
  const format = formatFromText(head, opts.format ?? formatFromPath(withoutGz(opts.path)));
  const delimiter = format === 'csv' ? (opts.delimiter ?? sniffDelimiter(head)) : undefined;
  const step = stepFor(format, delimiter ?? ',');

  // read until the first record exists: it decides the header and the mapping
  const first: (CsvRecord | JsonElement)[] = [];
  let ended = pending.done === true;
  /** Parses the chunk in hand; the next one is read first, so the parser knows whether this is the last. */
  const parseNext = async (): Promise<ReturnType<Step>> => {
    const text = pending.done ? '' : pending.value;
    pending = await texts.next();
    ended = pending.done === true;
    return step(text, ended);
  };
  while (first.length === 0 && !ended) {
    const r = await parseNext();
    if (r.error) return { ok: false, message: `${opts.path}: ${r.error}` };
    first.push(...r.records);
  }

  let columns: string[];
  let hasHeader = false;
  // the first data rows, to map columns by their values when no header names a field
  let samples: string[][] | undefined;
  if (format === 'csv') {
    const rec = first[0] as CsvRecord | undefined;
    const cells = rec?.cells ?? [];
    hasHeader = opts.header === 'yes' || (opts.header !== 'no' && rec !== undefined && !rec.error && looksLikeHeader(cells));
    if (hasHeader) {
      columns = cells.map((c, i) => c.trim() || `col${i + 1}`);
      first.shift();
    } else {
      columns = cells.map((_, i) => `col${i + 1}`);
    }
    samples = (first as CsvRecord[]).filter((r) => !r.error).slice(0, SAMPLE_ROWS).map((r) => r.cells);
  } else {
    const obj = first.find((e) => isObject((e as JsonElement).value)) as JsonElement | undefined;
    columns = obj ? Object.keys(obj.value as object) : [];
  }
  // an empty input is zero rows, not an error; JSON whose first elements are all bad still maps the LookupRequest names per object
  const nothingToMap = columns.length === 0 && (format !== 'csv' || first.length === 0);
  const mapped: MappingResult = nothingToMap
    ? { ok: true, mapping: { columns: [], fields: {}, described: {} } }
    : resolveMapping(columns, opts.map ?? new Map(), samples);
  if (!mapped.ok) return { ok: false, message: `${opts.path}: ${mapped.message}` };
  const mapping = mapped.mapping;
  const toRow = format === 'csv' ? csvRowMaker(mapping, delimiter === ',') : jsonRowMaker(mapping);

  async function* rows(): AsyncGenerator<InputRow[]> {
    if (first.length > 0) yield first.map(toRow);
    while (!ended) {
      const r = await parseNext();
      if (r.records.length > 0) yield r.records.map(toRow);
    }
  }

  const input: InputSource = {
    format, delimiter, hasHeader, mapping, size, bytesRead: () => fileBytes(), rows: rows(),
    get encoding() {
      return decoded.encoding;
    },
  };
  return { ok: true, input };
}

function stepFor(format: InputFormat, delimiter: string): Step {
  if (format === 'csv') {
    const parser = new CsvParser(delimiter);
    return (text, final) => {
      const records: CsvRecord[] = [];
      parser.push(text, final, records);
      return { records };
    };
  }
  const splitter = format === 'json' ? new JsonArraySplitter() : new NdjsonSplitter();
  return (text, final) => {
    const records: JsonElement[] = [];
    const error = splitter.push(text, final, records);
    return { records, ...(error ? { error } : {}) };
  };
}

function csvRowMaker(mapping: ColumnMapping, reusable: boolean): (r: CsvRecord | JsonElement) => InputRow {
  const width = mapping.columns.length;
  return (r) => {
    const rec = r as CsvRecord;
    if (rec.error) return { line: rec.line, error: `line ${rec.line}: ${rec.error}`, cells: fit([rec.raw], width) };
    if (rec.cells.length !== width) {
      const extra = rec.cells.slice(width);
      const why = `line ${rec.line}: expected ${width} fields, found ${rec.cells.length}`;
      return { line: rec.line, error: extra.length > 0 ? `${why} (extra: ${extra.map((c) => JSON.stringify(c)).join(', ')})` : why, cells: fit(rec.cells, width) };
    }
    const row: InputRow = { line: rec.line, request: requestFromCells(mapping, rec.cells), cells: rec.cells };
    // a quote inside an unquoted cell (`=HYPERLINK("x")`) is re-encoded so the output stays valid CSV
    if (reusable && rec.raw.indexOf('"') === -1) row.raw = rec.raw;
    return row;
  };
}

function jsonRowMaker(mapping: ColumnMapping): (r: CsvRecord | JsonElement) => InputRow {
  // a bad element still fills every input column (empty) in CSV output, so its usaddr_* cells line up
  const blank = mapping.columns.map(() => '');
  return (r) => {
    const el = r as JsonElement;
    if (el.error) return { line: el.line, error: `line ${el.line}: ${el.error}`, cells: blank };
    if (!isObject(el.value)) return { line: el.line, error: `line ${el.line}: not a JSON object`, cells: blank };
    const obj = el.value as Record<string, unknown>;
    const cells = mapping.columns.map((k) => cellText(obj[k]));
    const request = requestFromCells(mapping, cells);
    // objects may differ in their keys: the LookupRequest names map on every object, not just the first
    for (const field of LOOKUP_FIELDS) {
      if (!mapping.fields[field] && obj[field] !== undefined) request[field] = cellText(obj[field]);
    }
    return { line: el.line, request, cells };
  };
}

/** JSON values as cells: numbers keep their digits (a ZIP given as 2134 stays "2134"), null is empty. */
function cellText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function isObject(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fit(cells: string[], width: number): string[] {
  const out = cells.slice(0, width);
  while (out.length < width) out.push('');
  return out;
}
