// Opens a file or stdin as a stream of InputRow batches: settles the encoding, detects the format,
// reads the header (or first object), resolves the column mapping, and keeps every malformed record
// as a row. The readers work on UTF-8 bytes (csv-parse for CSV; a splitter + JSON.parse for JSON).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { looksLikeHeader, requestFromCells, resolveMapping, type ColumnMapping, type MappingResult, type MapTarget } from './columns.js';
import { CsvReader, type CsvRecord } from './csv-reader.js';
import { fsErrorText, GZIP_DAMAGE_HINT, isGzipDamage } from './fs-error.js';
import { BINARY_MAGIC_BYTES, binaryKind } from './binary-input.js';
import { fileHead, gunzip, hasGzipMagic, maybeGunzip, withoutGz } from './gzip.js';
import { formatFromPath, formatFromText, notOneObjectPerLine, type InputFormat } from './input-format.js';
import type { InputRow } from './input-row.js';
import { InputSyntaxError, JsonArrayReader } from './json-array-reader.js';
import type { JsonElement } from './json-element.js';
import { isObject, jsonRowMaker } from './json-rows.js';
import { allObjectKeys } from './json-keys.js';
import { csvUserColumns } from './earlier-annotations.js';
import { UnwrittenKeyCount, type UnwrittenKeys } from './unwritten-keys.js';
import { NdjsonReader } from './ndjson-reader.js';
import { RecordPump, type RecordReader } from './record-pump.js';
import { sniffDelimiter } from './sniff-delimiter.js';
import { headerBelowTitle } from './title-lines.js';
import type { EncodingChoice, Encoding } from './text-encoding.js';
import { utf8Source } from './utf8-source.js';

export { InputSyntaxError };

export interface OpenInputOptions {
  /** a path, or '-' for stdin */
  path: string;
  stdin: Readable;
  format?: InputFormat;
  delimiter?: string;
  header?: 'auto' | 'yes' | 'no';
  map?: Map<MapTarget, string[]>;
  encoding?: EncodingChoice;
  /** per CSV record / JSON element / NDJSON line (default 1 MiB) */
  maxRecordBytes?: number;
  /** JSON / NDJSON input: whether a CSV output will be written (its columns are then every object's keys, from a first pass over a file) */
  csvOutput?: (format: InputFormat) => boolean;
  /** shows the progress of that first pass, reading `read()`; stopped when the pass ends */
  keyPassProgress?: (read: () => { bytesRead: number; size?: number }) => { stop(): void };
}

export interface InputSource {
  format: InputFormat;
  encoding: Encoding;
  /** what was decided about the encoding and why, for stderr */
  encodingNote: string;
  /** CSV only */
  delimiter?: string;
  hasHeader: boolean;
  /** the input's columns as read: the header row's cells (untrimmed, blank ones blank), else the column names; JSON: the keys (see columnsFrom) */
  outputHeader: readonly string[];
  /** CSV output's first columns: outputHeader less an earlier run's usaddr_* columns (`keep`: the cells kept, when some are left out; `replaced`: their names) */
  csvColumns: { header: readonly string[]; keep?: readonly number[]; replaced: readonly string[] };
  /** JSON / NDJSON: where the CSV columns come from: every object's keys (a first pass over the file), or the first object's (stdin) */
  columnsFrom?: 'all-objects' | 'first-object';
  /** CSV: the first line names no address field but a later one of the first few would (a title above the header): what to do */
  headerHint?: string;
  /** JSON / NDJSON from stdin: the keys later objects have that no CSV column holds, and the rows with them (so far) */
  unwrittenKeys?(): UnwrittenKeys;
  mapping: ColumnMapping;
  /** bytes, when the input is a regular file */
  size?: number;
  bytesRead(): number;
  /** rows in input order, in batches as the bytes arrive; throws InputSyntaxError where JSON cannot be read on */
  rows: AsyncIterable<InputRow[]>;
}

/** The input could not be read: in words, with what to do when a gzip file is cut short or damaged. */
function readFailure(path: string, err: unknown): { ok: false; message: string; hint?: string } {
  const message = `cannot read ${path === '-' ? 'stdin' : path}: ${fsErrorText(err)}`;
  return isGzipDamage(err) ? { ok: false, message, hint: GZIP_DAMAGE_HINT } : { ok: false, message };
}

export type OpenResult = { ok: true; input: InputSource } | { ok: false; message: string; hint?: string };

type Rec = CsvRecord | JsonElement;

/** Rows read to map a headerless file's columns by their values. */
const SAMPLE_ROWS = 50;

export async function openInput(opts: OpenInputOptions): Promise<OpenResult> {
  let size: number | undefined;
  let bytes: AsyncIterable<Uint8Array>;
  let read = 0;
  let fileBytes = (): number => read;
  let gz = false;
  // stdin, or a path that is no regular file (`<(zcat big.csv.gz)`, a FIFO): read once, front to back (read-once.ts)
  let once = opts.path === '-';
  if (!once) {
    try {
      const st = await stat(opts.path);
      if (st.isDirectory()) return { ok: false, message: `${opts.path} is a directory, not a file` };
      once = !st.isFile();
      size = once ? undefined : st.size;
    } catch (err) {
      return readFailure(opts.path, err);
    }
  }
  if (once) {
    try {
      bytes = await maybeGunzip(opts.path === '-' ? opts.stdin : createReadStream(opts.path, { highWaterMark: 64 * 1024 }), 64 * 1024);
    } catch (err) {
      return readFailure(opts.path, err);
    }
  } else {
    try {
      // one read of the first bytes says both: a workbook, or gzip
      const head = fileHead(opts.path, BINARY_MAGIC_BYTES);
      const binary = binaryKind(head);
      if (binary) return { ok: false, message: `${opts.path} is ${binary}, not CSV, JSON or NDJSON: save the sheet as CSV (Excel: File > Save As > CSV UTF-8) and verify that file` };
      gz = hasGzipMagic(head);
    } catch (err) {
      return readFailure(opts.path, err);
    }
    // each read becomes one batch of rows, all alive until their chunks are sent: 64 KB (~1,000 rows)
    const file = createReadStream(opts.path, { highWaterMark: 64 * 1024 });
    if (gz) {
      bytes = gunzip(file, 64 * 1024);
      // progress compares bytes read with the file's size: count the compressed bytes
      fileBytes = () => file.bytesRead;
    } else {
      bytes = file;
    }
  }
  let source;
  try {
    source = await utf8Source(bytes, opts.encoding ?? 'auto', (n) => (read += n));
  } catch (err) {
    return readFailure(opts.path, err);
  }
  const headText = source.head.toString('utf8', 0, Math.min(source.head.length, 16 * 1024));
  const declared = opts.format ?? formatFromPath(withoutGz(opts.path));
  const format = formatFromText(headText, declared);
  if (format === 'ndjson' && declared === 'json' && !firstLineIsObject(headText)) {
    return { ok: false, message: `${opts.path}: JSON input must be an array of objects; this is a single top-level object (wrap it in [ ]), or NDJSON with one object per line` };
  }
  const shape = format === 'ndjson' ? notOneObjectPerLine(headText) : undefined;
  if (shape === 'array') return { ok: false, message: `${opts.path}: a JSON array, not NDJSON (one object per line): give --input-format json` };
  if (shape === 'multiline') {
    return { ok: false, message: `${opts.path}: not NDJSON (one object per line): its first line is \`{\` alone, an object written over several lines (pretty-printed, as \`jq .\` writes it); \`jq -c . FILE\` writes one object per line` };
  }
  // Excel's delimiter line (`sep=;`, written by exports meant for Excel) names the delimiter and is no row
  const sepLine = format === 'csv' ? /^sep=([^\r\n"])(?:\r\n|\n|\r)/i.exec(headText) : null;
  const delimiter = format === 'csv' ? (opts.delimiter ?? sepLine?.[1] ?? sniffDelimiter(headText)) : undefined;
  const watch = source.watch;
  const max = opts.maxRecordBytes;
  // a bare CR is a line end only in a file whose first line end is one (old Mac); elsewhere it is data
  const bareCrEndsLine = /\r\n|\n|\r/.exec(headText)?.[0] === '\r';
  const csv = format === 'csv' ? new CsvReader({ delimiter: delimiter!, maxRecordBytes: max, watch, bareCrEndsLine }) : undefined;
  const reader: RecordReader<Rec> = csv
    ?? (format === 'json' ? new JsonArrayReader({ maxElementBytes: max, watch }) : new NdjsonReader({ maxLineBytes: max, watch }));
  // read until the first record exists: it decides the header and the mapping
  const first: Rec[] = [];
  const hasRecord = (): boolean => first.some((r) => !(r as CsvRecord).blank);
  let pump: RecordPump<Rec>;
  // the pump reads a chunk ahead: a gzip cut short just past the head fails here, before any row
  try {
    pump = await RecordPump.start(source.chunks, reader);
    while (!hasRecord() && !pump.ended) first.push(...(await pump.next()));
    if (sepLine && sepLine[1] === delimiter && (first[0] as CsvRecord | undefined)?.line === 1) {
      first.shift();
      while (!hasRecord() && !pump.ended) first.push(...(await pump.next()));
    }
  } catch (err) {
    return readFailure(opts.path, err);
  }
  if (pump.stopped && first.length === 0) return { ok: false, message: `${opts.path}: ${pump.stopped.message}` };

  let columns: string[];
  let hasHeader = false;
  let headerCells: string[] | undefined;
  // the first data rows, to map columns by their values when no header names a field
  let samples: string[][] | undefined;
  // CSV: the first record, before it was taken as the header or not (a title above the header is looked for below it)
  let firstRecord: CsvRecord | undefined;
  if (format === 'csv') {
    while (first.length > 0 && (first[0] as CsvRecord).blank) first.shift(); // blank lines before the header
    const rec = first[0] as CsvRecord | undefined;
    firstRecord = rec;
    const cells = rec?.cells ?? [];
    hasHeader = opts.header === 'yes' || (opts.header !== 'no' && rec !== undefined && !rec.error && looksLikeHeader(cells));
    if (hasHeader) {
      headerCells = cells;
      columns = cells.map((c, i) => c.trim() || `col${i + 1}`);
      first.shift();
    } else {
      columns = cells.map((_, i) => `col${i + 1}`);
    }
    csv!.width = columns.length;
    // blank lines read before the width was known: rows only in a one-column table
    for (let i = first.length - 1; i >= 0; i--) if ((first[i] as CsvRecord).blank && columns.length !== 1) first.splice(i, 1);
    samples = (first as CsvRecord[]).filter((r) => !r.error).slice(0, SAMPLE_ROWS).map((r) => r.cells);
  } else {
    const obj = first.find((e) => isObject((e as JsonElement).value)) as JsonElement | undefined;
    columns = obj ? Object.keys(obj.value as object) : [];
  }
  // JSON to CSV: the header must hold every object's keys before the first row is written
  const firstKeys = columns;
  let columnsFrom: InputSource['columnsFrom'];
  let unwritten: UnwrittenKeyCount | undefined;
  if (format !== 'csv' && opts.csvOutput?.(format)) {
    if (!once) {
      let pass;
      let passBytes = 0;
      const shown = opts.keyPassProgress?.(() => ({ bytesRead: passBytes, size }));
      try {
        pass = await allObjectKeys({ path: opts.path, gz, format, encoding: source.decision.encoding, maxRecordBytes: max, onBytes: (n) => (passBytes = n) });
      } catch (err) {
        return readFailure(opts.path, err);
      } finally {
        shown?.stop();
      }
      if (!pass.ok) return { ok: false, message: pass.message };
      // the first object's keys first, as they were (a changed file may hold more)
      columns = [...new Set([...firstKeys, ...pass.keys])];
      columnsFrom = 'all-objects';
    } else {
      columnsFrom = 'first-object';
      unwritten = new UnwrittenKeyCount(new Set(columns));
    }
  }
  // an empty input is zero rows, not an error; JSON whose first elements are all bad maps per object
  const nothingToMap = firstKeys.length === 0 && (format !== 'csv' || first.length === 0);
  const firstMapped: MappingResult = nothingToMap
    ? { ok: true, mapping: { columns: [], fields: {}, described: {} } }
    : resolveMapping(firstKeys, opts.map ?? new Map(), samples);
  // JSON objects map by their own keys: a first object without the address fields (a serializer
  // that leaves empty fields out) is that row's FAIL, when a later object of the first read maps
  const mapped = firstMapped.ok || format === 'csv' ? firstMapped : laterObjectMapping(first as JsonElement[], opts.map ?? new Map()) ?? firstMapped;
  // a title above the header: said, with what to do (the rows are read as they are all the same)
  const headerHint = firstRecord && !firstRecord.error && opts.header !== 'no' && !opts.map?.size && !sepLine
    ? headerBelowTitle(headText, firstRecord, { path: once ? '-' : opts.path, gz }, opts.delimiter)
    : undefined;
  if (!mapped.ok) return { ok: false, message: `${opts.path}: ${mapped.message}`, ...(headerHint ? { hint: headerHint } : {}) };
  const mapping = mapped.mapping;
  const toRow = (format === 'csv'
    ? csvRowMaker(mapping)
    : jsonRowMaker(columns, firstKeys, firstMapped.ok ? firstMapped.mapping : firstMapped.message, opts.map ?? new Map(), unwritten)) as (r: Rec) => InputRow;

  async function* rows(): AsyncGenerator<InputRow[]> {
    if (first.length > 0) yield first.map(toRow);
    while (!pump.ended) {
      const r = await pump.next();
      if (r.length > 0) yield r.map(toRow);
    }
    if (pump.stopped) throw pump.stopped;
  }

  const outputHeader = headerCells ?? columns;
  const input: InputSource = {
    format, delimiter, hasHeader, outputHeader, csvColumns: csvUserColumns(outputHeader), mapping, size, bytesRead: () => fileBytes(), rows: rows(),
    encoding: source.decision.encoding, encodingNote: source.decision.reason,
    ...(columnsFrom ? { columnsFrom } : {}),
    ...(unwritten ? { unwrittenKeys: () => unwritten.result() } : {}),
    ...(headerHint ? { headerHint } : {}),
  };
  return { ok: true, input };
}

/** The mapping of the first object among `elements` whose keys map, for the notice and the summary. */
function laterObjectMapping(elements: readonly JsonElement[], overrides: Map<MapTarget, string[]>): MappingResult | undefined {
  for (const e of elements) {
    if (!isObject(e.value)) continue;
    const r = resolveMapping(Object.keys(e.value as object), overrides);
    if (r.ok) return r;
  }
  return undefined;
}

/** A .json file starting with `{` is NDJSON when its first line is a whole object; else it is one top-level object. */
function firstLineIsObject(head: string): boolean {
  const text = head.trimStart();
  const nl = text.search(/[\r\n]/);
  try {
    return isObject(JSON.parse(nl === -1 ? text : text.slice(0, nl)));
  } catch {
    return false;
  }
}

function csvRowMaker(mapping: ColumnMapping): (rec: CsvRecord) => InputRow {
  const width = mapping.columns.length;
  return (rec) => {
    const columns = mapping.columns;
    if (rec.error) return { line: rec.line, error: `line ${rec.line}: ${rec.error}`, cells: fit(rec.cells, width), columns };
    // one column: no field count shows two lines joined by a bare CR (a line end of another kind), so the CR says it
    if (rec.bareCr && width === 1) return { line: rec.line, error: `line ${rec.line}: ${BARE_CR}`, cells: rec.cells, columns };
    // trailing commas past the header (`a,b,c,`, as spreadsheets export a once-used column) hold nothing to lose
    if (rec.cells.length > width && onlyEmptyAfter(rec.cells, width)) {
      const cells = rec.cells.slice(0, width);
      return { line: rec.line, request: requestFromCells(mapping, cells), cells, columns };
    }
    if (rec.cells.length !== width) {
      const extra = rec.cells.slice(width);
      const why = `line ${rec.line}: expected ${width} fields, found ${rec.cells.length}`;
      return { line: rec.line, error: extra.length > 0 ? `${why} (extra: ${extra.map((c) => JSON.stringify(c)).join(', ')})` : why, cells: fit(rec.cells, width), columns };
    }
    return { line: rec.line, request: requestFromCells(mapping, rec.cells), cells: rec.cells, columns };
  };
}

const BARE_CR = 'a carriage return (CR) inside an unquoted cell: two lines joined by a line end of another kind? (quote the cell if the CR is data)';

function onlyEmptyAfter(cells: readonly string[], width: number): boolean {
  for (let i = width; i < cells.length; i++) if (cells[i] !== '') return false;
  return true;
}

function fit(cells: string[], width: number): string[] {
  const out = cells.slice(0, width);
  while (out.length < width) out.push('');
  return out;
}
