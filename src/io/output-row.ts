// Formats annotated rows for each output format. Pure: runs wherever the results are (a worker).
import columns from './output-columns.json' with { type: 'json' };
import type { BulkItem, Correction } from '../wire/types.js';
import { csvCell, csvLine, neutralizeFormula } from './csv-cells.js';

export type OutputFormat = 'csv' | 'json' | 'ndjson';

export const USADDR_COLUMNS: readonly string[] = columns.map((c) => c.name);

type Getter = (item: BulkItem) => string;

const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** Getters specialised by path depth: walking a generic key list per cell showed in worker profiles. */
const GETTERS: readonly Getter[] = columns.map(({ path }): Getter => {
  if (path === 'result.corrections') return (item) => correctionsText(item.result?.corrections);
  const [a, b, c] = path.split('.') as [string, string?, string?];
  const at = (o: unknown, k: string): unknown => (o === null || o === undefined ? undefined : (o as Record<string, unknown>)[k]);
  if (b === undefined) return (item) => text(at(item, a));
  if (c === undefined) return (item) => text(at(at(item, a), b));
  return (item) => text(at(at(at(item, a), b), c));
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
  let line = prefix;
  for (let i = 0; i < GETTERS.length; i++) line += `,${csvCell(neutralizeFormula(GETTERS[i]!(item)))}`;
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
