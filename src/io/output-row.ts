// Formats annotated rows for each output format. Pure: runs wherever the results are (a worker).
import columns from './output-columns.json' with { type: 'json' };
import type { BulkItem, Correction } from '../wire/types.js';
import { ByteWriter } from './byte-writer.js';
import { csvCell, csvLine, neutralizeFormula } from './csv-cells.js';

export type OutputFormat = 'csv' | 'json' | 'ndjson';
/** what a JSON array output starts with (and ends with JSON_CLOSE) */
export const JSON_OPEN = '[\n';
export const JSON_CLOSE = '\n]\n';
/** --columns: which usaddr_* columns CSV output carries; `rejects` is the --rejects file's set */
export type ColumnView = 'minimal' | 'standard' | 'all' | 'rejects';
export const COLUMN_VIEWS = ['minimal', 'standard', 'all'] as const;

interface ColumnDef {
  name: string;
  path: string;
  /** the smallest --columns view that carries it */
  view: 'minimal' | 'standard' | 'all';
  rejects?: boolean;
  doc: string;
}
const DEFS = columns as ColumnDef[];
const RANK = { minimal: 0, standard: 1, all: 2 } as const;

function inView(c: ColumnDef, view: ColumnView): boolean {
  return view === 'rejects' ? c.rejects === true : RANK[c.view] <= RANK[view];
}

export function usaddrColumns(view: ColumnView = 'standard'): readonly string[] {
  return DEFS.filter((c) => inView(c, view)).map((c) => c.name);
}

/** the default view's columns */
export const USADDR_COLUMNS: readonly string[] = usaddrColumns('standard');

/** Where a column's value lives: the parent objects of a row are looked up once, not once per cell. */
const PARENTS = ['', 'result', 'result.address_breakdown', 'result.address_additional_info', 'result.address_delivery_info'] as const;

interface Cell {
  parent: number;
  key: string;
}

function cellOf({ path }: ColumnDef): Cell {
  const dot = path.lastIndexOf('.');
  const parent = PARENTS.indexOf((dot === -1 ? '' : path.slice(0, dot)) as (typeof PARENTS)[number]);
  if (parent === -1) throw new Error(`output-columns.json: no parent for ${path}`);
  return { parent, key: path.slice(dot + 1) };
}

export function correctionsText(list: readonly Correction[] | undefined): string {
  if (!list || list.length === 0) return '';
  return list.map((c) => `${c.field}: ${c.from} -> ${c.to}${c.reason ? ` (${c.reason})` : ''}`).join('; ');
}

/** result.warnings (a string array; absent from older results) as one cell. */
export function warningsText(list: unknown): string {
  return Array.isArray(list) ? list.join('; ') : '';
}

/** The CSV header: the input's columns untouched, then the view's usaddr_* columns. */
export function csvHeader(inputColumns: readonly string[], view: ColumnView = 'standard'): string {
  return `${csvLine([...inputColumns, ...usaddrColumns(view)])}\n`;
}

/** The input part of a CSV output row: the cells as read, re-encoded (quoted when they hold a comma, quote, CR or LF). */
export function csvPrefix(cells: readonly string[]): string {
  return csvLine(cells);
}

type RowFn = (prefix: string, item: BulkItem, corrections: typeof correctionsText, warnings: typeof warningsText, cell: (t: string) => string) => string;

/**
 * One CSV row: the prefix, then a comma and the cell text for each usaddr_* column, then "\n".
 * Compiled once per view from output-columns.json so every property read is a fixed name (a shared
 * `obj[key]` read site sees 26 names and was the costliest line of the worker's formatting).
 * The row is built as one string and encoded once: a JavaScript loop over each cell's characters
 * cost ~10 ns a character on the engine's strings, three times the native check and encode.
 */
const ROWS = new Map<ColumnView, RowFn>();
function csvRow(view: ColumnView): RowFn {
  let fn = ROWS.get(view);
  if (!fn) ROWS.set(view, (fn = compileCsvRow(DEFS.filter((c) => inView(c, view)).map(cellOf))));
  return fn;
}

function compileCsvRow(cells: readonly Cell[]): RowFn {
  const lines = [
    'const r = item.result;',
    'const p0 = item, p1 = r, p2 = r?.address_breakdown, p3 = r?.address_additional_info, p4 = r?.address_delivery_info;',
    'let s = prefix, v;',
  ];
  for (const c of cells) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(c.key)) throw new Error(`output-columns.json: bad key ${c.key}`);
    const read = c.key === 'corrections' ? 'corrections(r?.corrections)' : c.key === 'warnings' ? 'warnings(r?.warnings)' : `p${c.parent}?.${c.key}`;
    lines.push(`v = ${read};`);
    lines.push("s += typeof v === 'string' ? (v.length === 0 ? ',' : cell(v)) : v === undefined || v === null ? ',' : cell(String(v));");
  }
  lines.push("return s + '\\n';");
  return new Function('prefix', 'item', 'corrections', 'warnings', 'cell', lines.join('\n')) as RowFn;
}

/** A non-empty usaddr_* cell after its comma: formula-neutralized, then quoted if it must be. */
const cell = (t: string): string => `,${csvCell(neutralizeFormula(t))}`;

/** A JSON row: the user's fields (prefix from row-prefix.ts, '{"id":7,' or '{'), then the annotations beside them. */
function jsonRow(prefix: string, item: BulkItem): string {
  return `${prefix || '{'}"usaddr":${JSON.stringify(item)}}`;
}

/** Appends one row's bytes, the same as its part of formatRows; `index` is its place in the whole input. */
export function writeRow(w: ByteWriter, format: OutputFormat, prefix: string, item: BulkItem, index: number, view: ColumnView = 'standard'): void {
  if (format === 'csv') {
    w.text(csvRow(view)(prefix, item, correctionsText, warningsText, cell));
  } else if (format === 'ndjson') {
    w.text(jsonRow(prefix, item));
    w.byte(10);
  } else {
    if (index !== 0) w.text(',\n');
    w.text(jsonRow(prefix, item));
  }
}

/**
 * The same bytes as encoding formatRows(…), in one buffer of its own (so a worker can transfer
 * it). `ends`, when given, receives where each row's bytes end.
 */
export function rowsBytes(format: OutputFormat, prefixes: readonly string[], items: readonly BulkItem[], firstIndex: number, ends?: Uint32Array): Uint8Array {
  const w = new ByteWriter(items.length * 384);
  for (let i = 0; i < items.length; i++) {
    writeRow(w, format, prefixes[i] ?? '', items[i]!, firstIndex + i);
    if (ends) ends[i] = w.length;
  }
  return w.bytes();
}

/**
 * The text for consecutive rows starting at global row `firstIndex`. JSON rows are elements of
 * one array: every element but the very first is preceded by ",\n" (the writer adds "[" and "]").
 */
export function formatRows(format: OutputFormat, prefixes: readonly string[], items: readonly BulkItem[], firstIndex: number): string {
  let out = '';
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (format === 'csv') out += csvRow('standard')(prefixes[i] ?? '', item, correctionsText, warningsText, cell);
    else if (format === 'ndjson') out += `${jsonRow(prefixes[i] ?? '', item)}\n`;
    else out += `${firstIndex + i === 0 ? '' : ',\n'}${jsonRow(prefixes[i] ?? '', item)}`;
  }
  return out;
}
