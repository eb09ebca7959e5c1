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
