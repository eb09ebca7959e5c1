// Reads OpenAddresses-format rows (plain or .gz) from ../shared/data/reference at run time.
import { readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

export function oaFiles(shared) {
  const dir = new URL('reference/', shared);
  return readdirSync(dir)
    .filter((f) => /\.oa\.csv(\.gz)?$/.test(f))
    .map((f) => new URL(f, dir));
}

/** Every row of one file as an object keyed by its header, tagged with the file name. */
export function readOaRows(url) {
  const raw = readFileSync(url);
  const text = (url.pathname.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  const file = url.pathname.split('/').pop();
  const rows = parse(text, { columns: true, skip_empty_lines: true, relax_column_count: true, bom: true });
  for (const r of rows) r.FILE = file;
  return rows;
}
