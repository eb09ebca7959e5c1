// Formats annotated rows for each output format. Pure: runs wherever the results are (a worker).
import columns from './output-columns.json' with { type: 'json' };
import type { BulkItem, Correction } from '../wire/types.js';
import { ByteWriter } from './byte-writer.js';
import { csvCell, csvLine, neutralizeFormula } from './csv-cells.js';

export type OutputFormat = 'csv' | 'json' | 'ndjson';

export const USADDR_COLUMNS: readonly string[] = columns.map((c) => c.name);

/** Where a column's value lives: the parent objects of a row are looked up once, not once per cell. */
const PARENTS = ['', 'result', 'result.address_breakdown', 'result.address_additional_info', 'result.address_delivery_info'] as const;

type Bag = Record<string, unknown> | null;

interface Cell {
  parent: number;
  key: string;
}

const CELLS: readonly Cell[] = columns.map(({ path }) => {
  const dot = path.lastIndexOf('.');
  const parent = PARENTS.indexOf((dot === -1 ? '' : path.slice(0, dot)) as (typeof PARENTS)[number]);
  if (parent === -1) throw new Error(`output-columns.json: no parent for ${path}`);
  return { parent, key: path.slice(dot + 1) };
});

export function correctionsText(list: readonly Correction[] | undefined): string {
  if (!list || list.length === 0) return '';
  return list.map((c) => `${c.field}: ${c.from} -> ${c.to}${c.reason ? ` (${c.reason})` : ''}`).join('; ');
}

/** The CSV header: the input's columns untouched, then the usaddr_* columns. */
export function csvHeader(inputColumns: readonly string[]): string {
  return `${csvLine([...inputColumns, ...USADDR_COLUMNS])}\n`;
}

/** The untouched input part of a CSV output row: the record's own text when reusable, else re-encoded cells. */
export function csvPrefix(cells: readonly string[], raw: string | undefined): string {
  return raw ?? csvLine(cells);
}

type CellVisitor<C> = (ctx: C, t: string) => void;

/**
 * The usaddr_* cell texts of one row, in column order, handed to `each`. Compiled once from
 * output-columns.json so every property read is a fixed name (a shared `obj[key]` read site
 * sees 26 names and was the costliest line of the worker's formatting).
 */
const eachCell = compileCells();

function compileCells(): <C>(item: BulkItem, each: CellVisitor<C>, corrections: typeof correctionsText, ctx: C) => void {
  const text = (e: string): string => `{ const v = ${e}; each(ctx, typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v)); }`;
  const lines = ['const r = item.result;', 'const p0 = item, p1 = r, p2 = r?.address_breakdown, p3 = r?.address_additional_info, p4 = r?.address_delivery_info;'];
  for (const cell of CELLS) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(cell.key)) throw new Error(`output-columns.json: bad key ${cell.key}`);
    lines.push(cell.key === 'corrections' ? text('corrections(r?.corrections)') : text(`p${cell.parent}?.${cell.key}`));
  }
  return new Function('item', 'each', 'corrections', 'ctx', lines.join('\n')) as ReturnType<typeof compileCells>;
}

function csvRow(prefix: string, item: BulkItem): string {
  const line = { text: prefix };
  eachCell(item, (l, t) => {
    l.text += t.length === 0 ? ',' : `,${csvCell(neutralizeFormula(t))}`;
  }, correctionsText, line);
  return `${line.text}\n`;
}

/** A plain cell (no quote, comma or line break) is copied as it is; others go through csvCell. */
function plain(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 34 || c === 44 || c === 10 || c === 13) return false;
  }
  return true;
}

/** One CSV cell after its comma, written into the writer passed along by eachCell. */
function writeCell(w: ByteWriter, t: string): void {
  w.byte(44);
  if (t.length === 0) return;
  if (!plain(t)) return w.text(csvCell(neutralizeFormula(t)));
  const c = t.charCodeAt(0);
  if (c === 61 || c === 43 || c === 45 || c === 64 || c === 9) w.byte(39);
  w.text(t);
}

/** Appends one row's bytes, the same as its part of formatRows; `index` is its place in the whole input. */
export function writeRow(w: ByteWriter, format: OutputFormat, prefix: string, item: BulkItem, index: number): void {
  if (format === 'csv') {
    w.text(prefix);
    eachCell(item, writeCell, correctionsText, w);
    w.byte(10);
  } else if (format === 'ndjson') {
    w.text(JSON.stringify(item));
    w.byte(10);
  } else {
    if (index !== 0) w.text(',\n');
    w.text(JSON.stringify(item));
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
    if (format === 'csv') out += csvRow(prefixes[i] ?? '', item);
    else if (format === 'ndjson') out += `${JSON.stringify(item)}\n`;
    else out += `${firstIndex + i === 0 ? '' : ',\n'}${JSON.stringify(item)}`;
  }
  return out;
}
