// One ../shared/data/reference CSV file (plain or .gz) as its header and rows of cells: csv-parse only when the
// file has quotes (the OpenAddresses files mostly have none, and splitting on commas is much faster).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export async function readReferenceCsv(url) {
  let text = readFileSync(url);
  text = (url.pathname.endsWith('.gz') ? gunzipSync(text) : text).toString('utf8');
  let rows;
  if (text.includes('"')) {
    const { parse } = await import('csv-parse/sync');
    rows = parse(text, { relax_column_count: true });
  } else rows = text.split(/\r?\n/).filter(Boolean).map((l) => l.split(','));
  const head = rows.shift() ?? [];
  return { head, rows };
}
