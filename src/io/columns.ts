// Which input columns feed which LookupRequest field: --map first, then the field's own name,
// then common header aliases (column-aliases.json), then a guess from the cells of a headerless file.
import aliasTable from './column-aliases.json' with { type: 'json' };
import type { LookupRequest } from '../wire/types.js';

export const LOOKUP_FIELDS = ['full_address', 'street_address', 'apt_suite_other', 'city', 'state', 'zip_code', 'country'] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];
/** ours: a house-number column is joined in front of the street column */
export type MapTarget = LookupField | 'house_number';
const TARGETS: readonly MapTarget[] = ['full_address', 'house_number', 'street_address', 'apt_suite_other', 'city', 'state', 'zip_code', 'country'];

const MAP_KEYS: Record<string, MapTarget> = {
  full: 'full_address', street: 'street_address', address: 'street_address', number: 'house_number',
  apt: 'apt_suite_other', unit: 'apt_suite_other', suite: 'apt_suite_other', secondary: 'apt_suite_other',
  line2: 'apt_suite_other', town: 'city', zip: 'zip_code', postcode: 'zip_code', st: 'state',
};

export interface ColumnMapping {
  /** the input's column names (col1… for a headerless CSV) */
  columns: readonly string[];
  /** target → column indexes joined with a space */
  fields: Partial<Record<MapTarget, number[]>>;
  /** target → how it was chosen, e.g. "Addr1 (--map)", for the summary */
  described: Record<string, string>;
}

export type MappingResult = { ok: true; mapping: ColumnMapping } | { ok: false; message: string };

export function normalizeHeader(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

const ALIASES = new Map<string, MapTarget>();
for (const target of TARGETS) {
  for (const alias of (aliasTable as unknown as Record<string, string[]>)[target] ?? []) ALIASES.set(normalizeHeader(alias), target);
}

/** A first CSV row is a header when a cell is a known column name, or when no cell holds a digit. */
export function looksLikeHeader(cells: readonly string[]): boolean {
  if (cells.some((c) => ALIASES.has(normalizeHeader(c)))) return true;
  return !cells.some((c) => /\d/.test(c));
}

/** Parses `street=Addr1,city=Town,number=No+Dir` (values: column names or 1-based numbers). */
export function parseMapOption(text: string): { ok: true; map: Map<MapTarget, string[]> } | { ok: false; message: string } {
  const map = new Map<MapTarget, string[]>();
  for (const pair of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return { ok: false, message: `--map entry '${pair}' is not field=column` };
    const key = pair.slice(0, eq).trim().toLowerCase();
    const target = (TARGETS as readonly string[]).includes(key) ? (key as MapTarget) : MAP_KEYS[key];
    if (!target) return { ok: false, message: `--map: unknown field '${key}' (use ${TARGETS.join(', ')})` };
    map.set(target, pair.slice(eq + 1).split('+').map((s) => s.trim()));
  }
  return { ok: true, map };
}

export function resolveMapping(
  columns: readonly string[],
  overrides: Map<MapTarget, string[]>,
  firstCells?: readonly string[],
): MappingResult {
  const fields: Partial<Record<MapTarget, number[]>> = {};
  const described: Record<string, string> = {};
  const used = new Set<number>();
  for (const [target, names] of overrides) {
    const idx: number[] = [];
    for (const name of names) {
      const i = findColumn(columns, name);
      if (i === -1) return { ok: false, message: `--map ${target}=${name}: no such column (columns: ${columns.join(', ')})` };
      idx.push(i);
      used.add(i);
    }
    fields[target] = idx;
    described[target] = `${idx.map((i) => columns[i]).join(' + ')} (--map)`;
  }
  for (const target of TARGETS) {
    if (fields[target]) continue;
    const own = columns.findIndex((c, i) => !used.has(i) && normalizeHeader(c) === normalizeHeader(target));
    const i = own !== -1 ? own : columns.findIndex((c, j) => !used.has(j) && ALIASES.get(normalizeHeader(c)) === target);
    if (i === -1) continue;
    fields[target] = [i];
    used.add(i);
    described[target] = `${columns[i]} (${own !== -1 ? 'name' : 'alias'})`;
  }
  // one "address" column and no city / state / ZIP: it holds the whole address
  const lastLine = fields.city || fields.state || fields.zip_code;
  if (!lastLine && !fields.full_address && fields.street_address && !overrides.has('street_address')) {
    fields.full_address = fields.street_address;
    described.full_address = described.street_address!.replace(/\)$/, ', holds the whole address)');
    delete fields.street_address;
    delete described.street_address;
  }
  if (Object.keys(fields).length === 0 && firstCells) guessFromCells(firstCells, fields, described, columns);
  if (fields.house_number && !fields.street_address) {
    return { ok: false, message: `a house-number column (${columns[fields.house_number[0]!]}) needs a street column too` };
  }
  if (Object.keys(fields).length === 0) {
    return { ok: false, message: `no column maps to an address field (columns: ${columns.join(', ')})` };
  }
  return { ok: true, mapping: { columns, fields, described } };
}

function findColumn(columns: readonly string[], name: string): number {
  const exact = columns.indexOf(name);
  if (exact !== -1) return exact;
  const loose = columns.findIndex((c) => normalizeHeader(c) === normalizeHeader(name));
  if (loose !== -1) return loose;
  const n = /^\d+$/.test(name) ? Number(name) - 1 : -1;
  return n >= 0 && n < columns.length ? n : -1;
}

/** Headerless file: read the first row's cells (`123 Main St`, `Springfield`, `IL`, `62701`). */
function guessFromCells(
  cells: readonly string[],
  fields: Partial<Record<MapTarget, number[]>>,
  described: Record<string, string>,
  columns: readonly string[],
): void {
  const set = (t: MapTarget, i: number): void => {
    fields[t] = [i];
    described[t] = `${columns[i]} (guessed from the first row)`;
  };
  if (cells.length === 1) return set('full_address', 0);
  const street = cells.findIndex((c) => /^\s*\d+[A-Za-z]?\s+\S/.test(c));
  const zip = cells.findIndex((c) => /^\s*\d{5}(?:-?\d{4})?\s*$/.test(c));
  const state = cells.findIndex((c, i) => i !== street && /^\s*[A-Za-z]{2}\s*$/.test(c));
  if (street !== -1) set(zip === -1 && state === -1 ? 'full_address' : 'street_address', street);
  if (zip !== -1) set('zip_code', zip);
  if (state !== -1) set('state', state);
  const city = cells.findIndex((c, i) => i > street && i !== zip && i !== state && /^[A-Za-z .'-]+$/.test(c.trim()) && c.trim().length > 2);
  if (street !== -1 && city !== -1 && (zip !== -1 || state !== -1)) set('city', city);
}

/** The LookupRequest for one row, from its cells. */
export function requestFromCells(mapping: ColumnMapping, cells: readonly string[]): LookupRequest {
  const req: LookupRequest = {};
  const f = mapping.fields;
  for (const field of LOOKUP_FIELDS) {
    const idx = f[field];
    if (!idx) continue;
    let value = idx.length === 1 ? (cells[idx[0]!] ?? '') : idx.map((i) => cells[i] ?? '').join(' ');
    if (field === 'street_address' && f.house_number) {
      value = `${f.house_number.map((i) => cells[i] ?? '').join(' ')} ${value}`.trim();
    }
    req[field] = value;
  }
  return req;
}
