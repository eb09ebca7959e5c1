// The output format: --format when given, else the -o (or --rejects) file's extension. A name
// whose extension names no format we write (`out.xlsx`, `out.csv.gz`) is refused rather than
// silently filled with CSV; --format says "write this format under that name anyway".
import { extname } from 'node:path';
import type { OutputFormat } from './output-row.js';

const BY_EXTENSION: Record<string, OutputFormat> = { '.csv': 'csv', '.json': 'json', '.ndjson': 'ndjson', '.jsonl': 'ndjson' };

export const OUTPUT_EXTENSIONS = 'csv (.csv), json (.json), ndjson (.ndjson, .jsonl)';

export type FormatChoice = { ok: true; format: OutputFormat } | { ok: false; message: string };

/** `flag` names the option in the message (-o, --rejects); `fallback` is used for a name with no extension. */
export function outputFormatFor(path: string, flag: string, explicit: OutputFormat | undefined, fallback: OutputFormat): FormatChoice {
  if (explicit) return { ok: true, format: explicit };
  const ext = extname(path).toLowerCase();
  if (!ext) return { ok: true, format: fallback };
  const format = BY_EXTENSION[ext];
  if (format) return { ok: true, format };
  return { ok: false, message: `${flag} ${path}: ${ext} is not a format usaddr writes (${OUTPUT_EXTENSIONS})` };
}

/** A run's output formats: -o's (stdout: --format, else the input's), then --rejects' (its extension, else the output's). */
export function runFormats(o: { output?: string; format?: OutputFormat; rejects?: string }, input: OutputFormat): { main: FormatChoice; rejects?: FormatChoice } {
  const main: FormatChoice = o.output ? outputFormatFor(o.output, '-o', o.format, input) : { ok: true, format: o.format ?? input };
  if (!o.rejects || !main.ok) return { main };
  return { main, rejects: outputFormatFor(o.rejects, '--rejects', undefined, main.format) };
}

/** Whether the run writes CSV anywhere (-o or --rejects): JSON input then needs every object's keys as columns. */
export function writesCsv(o: { output?: string; format?: OutputFormat; rejects?: string }, input: OutputFormat): boolean {
  const f = runFormats(o, input);
  return (f.main.ok && f.main.format === 'csv') || (f.rejects?.ok === true && f.rejects.format === 'csv');
}
