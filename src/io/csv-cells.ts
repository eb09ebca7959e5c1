// CSV cell encoding, and the guard that keeps appended cells from running as spreadsheet formulas.

const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  if (value.length === 0) return value;
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: readonly string[]): string {
  // most lines quote nothing: one flat join, not a chain of pieces to flatten when the line is sent or written
  let plain = true;
  for (let i = 0; i < cells.length && plain; i++) {
    const v = cells[i];
    plain = typeof v === 'string' && (v.length === 0 || !NEEDS_QUOTES.test(v));
  }
  if (plain) return cells.join(',');
  let out = '';
  for (let i = 0; i < cells.length; i++) out += (i === 0 ? '' : ',') + csvCell(cells[i]!);
  return out;
}

/** `=`, `+`, `-`, `@`, TAB or CR first would make Excel / Sheets evaluate the cell: prefix a quote. */
export function neutralizeFormula(value: string): string {
  if (value.length === 0) return value;
  const c = value.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${value}` : value;
}
