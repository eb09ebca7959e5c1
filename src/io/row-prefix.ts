// The user's part of an output row, made where the input is read: CSV output gets the cells as a
// CSV line; JSON / NDJSON output gets the user's object as JSON, open, so the annotations go beside
// its fields (`{"id":7,"street":"…","usaddr":{status, request, message, result}}`).
import type { InputRow } from './input-row.js';
import { csvLine, neutralizeFormula } from './csv-cells.js';
import type { OutputFormat } from './output-row.js';

/** The key the annotations take in JSON output; an input field of that name is replaced. */
export const ANNOTATION_KEY = 'usaddr';

/** `sanitize` (--sanitize-formulas): CSV cells starting = + - @ TAB CR get a leading ' as the appended ones do. */
export function rowPrefix(row: InputRow, format: OutputFormat, sanitize = false): string {
  if (format === 'csv') return csvLine(sanitize ? row.cells.map(neutralizeFormula) : row.cells);
  let obj: Record<string, unknown> | undefined = row.source;
  if (!obj && row.columns) {
    obj = {};
    for (let i = 0; i < row.columns.length; i++) obj[row.columns[i]!] = row.cells[i] ?? '';
  }
  if (obj && Object.hasOwn(obj, ANNOTATION_KEY)) {
    obj = { ...obj };
    delete obj[ANNOTATION_KEY];
  }
  const text = obj ? JSON.stringify(obj) : '{}';
  // '{}' → '{', '{"a":1}' → '{"a":1,': the annotations key follows
  return text.length === 2 ? '{' : `${text.slice(0, -1)},`;
}
