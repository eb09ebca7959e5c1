// Formats annotated rows for each output format. Pure: runs wherever the results are (a worker).
import columns from './output-columns.json' with { type: 'json' };
import type { BulkItem, Correction } from '../wire/types.js';
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

function csvRow(prefix: string, item: BulkItem): string {
  const r = item.result;
  const parents = [item, r, r?.address_breakdown, r?.address_additional_info, r?.address_delivery_info] as unknown as (Bag | undefined)[];
  let line = prefix;
  for (let i = 0; i < CELLS.length; i++) {
    const cell = CELLS[i]!;
    const v = cell.key === 'corrections' ? correctionsText(r?.corrections) : parents[cell.parent]?.[cell.key];
    const t = typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
    line += t.length === 0 ? ',' : `,${csvCell(neutralizeFormula(t))}`;
  }
  return `${line}\n`;
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
