// The column mapping in words: the one-line notice verify prints at the start of a run, and the
// fuller view of --dry-run.
import type { ColumnMapping } from './columns.js';
import type { InputSource } from './open-input.js';
import { counted } from './counted.js';
import { isEarlierAnnotation } from './earlier-annotations.js';
import { oneLine } from './one-line.js';

/** Input columns no field reads (they are still written back untouched). */
export function unusedColumns(mapping: ColumnMapping): string[] {
  const used = new Set(Object.values(mapping.fields).flat());
  return mapping.columns.filter((_, i) => !used.has(i));
}

const COLUMNS_FROM = {
  'all-objects': "every object's keys, from a first pass over the file",
  'first-object': "the first object's keys: stdin cannot be read twice, a key only later objects have is not written",
} as const;

function how(input: InputSource): string {
  if (input.format !== 'csv') return input.format.toUpperCase();
  return `CSV${input.delimiter && input.delimiter !== ',' ? ` (delimiter ${JSON.stringify(input.delimiter)})` : ''}, ${input.hasHeader ? 'header row' : 'no header row'}`;
}

/** `columns (CSV, header row): street_address <- Shipping Address1 (alias), …; 24 other columns not read` */
export function mappingNotice(input: InputSource): string {
  const parts = Object.entries(input.mapping.described).map(([field, from]) => `${field} <- ${oneLine(from)}`);
  const unused = unusedColumns(input.mapping).length;
  return `columns (${how(input)}): ${parts.join(', ') || 'none'}${unused ? `; ${counted(unused, 'other column')} not read` : ''}\n`;
}

/** --dry-run: the mapping field by field, the columns not read, then sample rows as the lookup would get them. */
export function dryRunText(path: string, input: InputSource, samples: readonly { line: number; text: string }[]): string {
  const lines = [`${oneLine(path)}: ${how(input)}`, 'mapping:'];
  const width = Math.max(0, ...Object.keys(input.mapping.described).map((k) => k.length));
  for (const [field, from] of Object.entries(input.mapping.described)) lines.push(`  ${field.padEnd(width)} <- ${oneLine(from)}`);
  // an earlier run's columns are listed on their own line
  const unused = unusedColumns(input.mapping).filter((c) => !isEarlierAnnotation(c));
  lines.push(`not read (written back as they are): ${unused.length ? unused.map(oneLine).join(', ') : '-'}`);
  if (input.columnsFrom) lines.push(`CSV output columns (${COLUMNS_FROM[input.columnsFrom]}): ${input.csvColumns.header.map(oneLine).join(', ') || '-'}`);
  if (input.csvColumns.replaced.length > 0) lines.push(`an earlier run's columns, replaced in CSV output by this run's: ${input.csvColumns.replaced.map(oneLine).join(', ')}`);
  if (input.headerHint) lines.push(`hint: ${input.headerHint}`);
  lines.push(`first ${counted(samples.length, 'row')} as parsed:`);
  for (const s of samples) lines.push(`  line ${s.line}: ${s.text}`);
  return `${lines.join('\n')}\n`;
}
