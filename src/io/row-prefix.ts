// The user's part of an output row, made where the input is read: CSV output gets the cells as a
// CSV line; JSON / NDJSON output gets the user's object as JSON, open, so the annotations go beside
// its fields (`{"id":7,"street":"…","usaddr":{status, request, message, result}}`).
import type { InputRow } from './input-row.js';
import { csvLine, neutralizeFormula } from './csv-cells.js';
import type { OutputFormat } from './output-row.js';

/** The key the annotations take in JSON output; an input field of that name is replaced. */
export const ANNOTATION_KEY = 'usaddr';

/** CSV column names as JSON keys, made once per header: a repeated name gets `_2`, `_3`… so no cell is lost. */
const JSON_KEYS = new WeakMap<readonly string[], readonly string[]>();
function jsonKeys(columns: readonly string[]): readonly string[] {
  let keys = JSON_KEYS.get(columns);
  if (!keys) {
    const seen = new Set<string>();
    keys = columns.map((c) => {
      let key = c;
      for (let n = 2; seen.has(key); n++) key = `${c}_${n}`;
      seen.add(key);
      return key;
    });
    JSON_KEYS.set(columns, keys);
  }
  return keys;
}

/**
 * `sanitize` (--sanitize-formulas): CSV cells starting = + - @ TAB CR get a leading ' as the appended ones do.
 * `keep`: CSV output's cells, when an earlier run's usaddr_* columns are left out (this run's replace them).
 */
export function rowPrefix(row: InputRow, format: OutputFormat, sanitize = false, keep?: readonly number[]): string {
  if (format === 'csv') {
    const cells = keep ? keep.map((i) => row.cells[i] ?? '') : row.cells;
    return csvLine(sanitize ? cells.map(neutralizeFormula) : cells);
  }
  let obj: Record<string, unknown> | undefined = row.source;
  if (!obj && row.columns) {
    // no prototype: a `__proto__` column is a field like any other
    obj = Object.create(null) as Record<string, unknown>;
    const keys = jsonKeys(row.columns);
    for (let i = 0; i < keys.length; i++) obj[keys[i]!] = row.cells[i] ?? '';
  }
  if (obj && Object.hasOwn(obj, ANNOTATION_KEY)) {
    obj = { ...obj };
    delete obj[ANNOTATION_KEY];
  }
  const text = obj ? JSON.stringify(obj) : '{}';
  // '{}' → '{', '{"a":1}' → '{"a":1,': the annotations key follows
  return text.length === 2 ? '{' : `${text.slice(0, -1)},`;
}
