// Which input columns feed which LookupRequest field: --map first, then the field's own name or a
// header alias of a common export (src/data/column-aliases.json, via header-aliases.ts), then,
// when no header names anything, the columns' values (content-columns.ts).
import type { LookupRequest } from '../wire/types.js';
import { guessFromValues } from './content-columns.js';
import { isEarlierAnnotation } from './earlier-annotations.js';
import { GROUP_ORDER, matchHeader, normalizeHeader, type AliasTarget, type HeaderMatch } from './header-aliases.js';

export { normalizeHeader };

export const LOOKUP_FIELDS = ['full_address', 'street_address', 'apt_suite_other', 'city', 'state', 'zip_code', 'country'] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];
/**
 * ours: a house-number column is joined in front of the street column, a ZIP+4 add-on column after
 * the ZIP, and a `Last Line` (CITY ST ZIP) after the delivery line into full_address.
 */
export type MapTarget = AliasTarget;
const TARGETS: readonly MapTarget[] = ['full_address', 'house_number', 'street_address', 'apt_suite_other', 'city', 'state', 'zip_code', 'zip4', 'last_line', 'country'];
/** the fields that place an address: they decide which header group wins */
const PLACING: readonly MapTarget[] = ['full_address', 'street_address', 'apt_suite_other', 'city', 'state', 'zip_code', 'last_line'];

const MAP_KEYS: Record<string, MapTarget> = {
  full: 'full_address', street: 'street_address', address: 'street_address', number: 'house_number',
  apt: 'apt_suite_other', unit: 'apt_suite_other', suite: 'apt_suite_other', secondary: 'apt_suite_other',
  line2: 'apt_suite_other', town: 'city', zip: 'zip_code', postcode: 'zip_code', st: 'state', plus4: 'zip4',
};

/** the short --map names the error lists: the ones the README and --help teach */
const SHORT_KEYS = ['street', 'apt', 'unit', 'zip', 'number', 'full', 'plus4'];

export interface ColumnMapping {
  /** the input's column names (col1… for a headerless CSV) */
  columns: readonly string[];
  /** target → column indexes joined with a space */
  fields: Partial<Record<MapTarget, number[]>>;
  /** target → how it was chosen, e.g. "Addr1 (--map)", for the summary */
  described: Record<string, string>;
}

export type MappingResult = { ok: true; mapping: ColumnMapping } | { ok: false; message: string };

/**
 * A first CSV row is a header when a cell is a known column name (`Address1`, `Shipping Zip`), or
 * when no cell looks like a value: none starts with a digit and none holds a run of 3 digits.
 */
export function looksLikeHeader(cells: readonly string[]): boolean {
  if (cells.some((c) => matchHeader(c) !== undefined)) return true;
  return !cells.some((c) => /^\s*[\d#+(-]/.test(c) || /\d{3}/.test(c));
}

/** Parses `street=Addr1,city=Town,number=No+Dir` (values: column names or 1-based numbers). */
export function parseMapOption(text: string): { ok: true; map: Map<MapTarget, string[]> } | { ok: false; message: string } {
  const map = new Map<MapTarget, string[]>();
  for (const pair of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return { ok: false, message: `--map entry '${pair}' is not field=column` };
    const key = pair.slice(0, eq).trim().toLowerCase();
    const target = (TARGETS as readonly string[]).includes(key) ? (key as MapTarget) : MAP_KEYS[key];
    if (!target) return { ok: false, message: `--map: unknown field '${key}' (use ${TARGETS.join(', ')}; or the short ${SHORT_KEYS.join(', ')})` };
    map.set(target, pair.slice(eq + 1).split('+').map((s) => s.trim()));
  }
  return { ok: true, map };
}

/**
 * `samples`: the first data rows, read when no header names a field (a headerless file, or
 * headers like `col A`), to map the columns by their values. An earlier run's usaddr_* columns are
 * never mapped but by --map: the address is read from the user's own columns.
 */
export function resolveMapping(
  columns: readonly string[],
  overrides: Map<MapTarget, string[]>,
  samples?: readonly (readonly string[])[],
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
  const earlier = new Set<number>();
  columns.forEach((c, i) => {
    if (!used.has(i) && isEarlierAnnotation(c)) earlier.add(i);
  });
  byHeader(columns, new Set([...used, ...earlier]), fields, described);
  const byName = Object.keys(fields).length > 0;
  if (!byName && samples && samples.length > 0 && earlier.size < columns.length) {
    const guessed = guessFromValues(earlier.size > 0 ? samples.map((r) => r.map((c, i) => (earlier.has(i) ? '' : c))) : samples, columns.length);
    for (const target of TARGETS) {
      const i = guessed[target as keyof typeof guessed];
      if (i === undefined) continue;
      fields[target] = [i];
      described[target] = `${columns[i]} (from its values)`;
    }
  }
  // a formatted one-line address beside its parts (Google Contacts): the parts say more
  if (fields.full_address && fields.street_address && !overrides.has('full_address')) drop(fields, described, 'full_address');
  if (fields.last_line) joinLastLine(fields, described, overrides.has('last_line'));
  // the ZIP is inside the last line then: a ZIP+4 add-on column has nothing to join to
  if (fields.zip4 && fields.full_address && !fields.zip_code) drop(fields, described, 'zip4');
  // one "address" column and no city / state / ZIP: it holds the whole address
  const lastLine = fields.city || fields.state || fields.zip_code;
  if (!lastLine && !fields.full_address && fields.street_address && !overrides.has('street_address')) {
    fields.full_address = fields.street_address;
    described.full_address = described.street_address!.replace(/\)$/, ', holds the whole address)');
    drop(fields, described, 'street_address');
  }
  // a ZIP+4 column and no ZIP column: it holds the whole ZIP
  if (fields.zip4 && !fields.zip_code) {
    fields.zip_code = fields.zip4;
    described.zip_code = described.zip4!;
    drop(fields, described, 'zip4');
  }
  if (fields.house_number && !fields.street_address) {
    return { ok: false, message: `a house-number column (${columns[fields.house_number[0]!]}) needs a street column too` };
  }
  if (Object.keys(fields).length === 0) {
    return { ok: false, message: `no column maps to an address field (columns: ${columns.join(', ')})` };
  }
  return { ok: true, mapping: { columns, fields, described } };
}

function drop(fields: Partial<Record<MapTarget, number[]>>, described: Record<string, string>, target: MapTarget): void {
  delete fields[target];
  delete described[target];
}

/** `Delivery Line 1` + `Last Line` (CITY ST ZIP): one full address, unless city / state / ZIP columns exist. */
function joinLastLine(fields: Partial<Record<MapTarget, number[]>>, described: Record<string, string>, forced: boolean): void {
  if (!forced && (fields.city || fields.state || fields.zip_code)) return drop(fields, described, 'last_line');
  const parts: MapTarget[] = fields.full_address ? ['full_address', 'last_line'] : ['house_number', 'street_address', 'apt_suite_other', 'last_line'];
  const present = parts.filter((t) => fields[t]);
  fields.full_address = present.flatMap((t) => fields[t]!);
  described.full_address = present.map((t) => described[t]).join(' + ');
  for (const t of present) if (t !== 'full_address') drop(fields, described, t);
}

/**
 * Fields named by the headers: the field's own name or an alias, all from one group of an export
 * (the group that places the most fields; ties go to the earlier group in column-aliases.json, so
 * shipping beats billing); a field that group lacks comes from an ungrouped header, else from any group.
 */
function byHeader(columns: readonly string[], used: Set<number>, fields: Partial<Record<MapTarget, number[]>>, described: Record<string, string>): void {
  const matches: (HeaderMatch & { index: number })[] = [];
  columns.forEach((c, index) => {
    if (used.has(index)) return;
    const m = matchHeader(c);
    // the field's own name (zip_code) comes before its aliases (zip)
    if (m && !fields[m.target]) matches.push({ ...m, index, rank: normalizeHeader(c) === normalizeHeader(m.target) ? -1 : m.rank });
  });
  const placed = new Map<string, Set<MapTarget>>();
  for (const m of matches) {
    if (!PLACING.includes(m.target)) continue;
    if (!placed.has(m.group)) placed.set(m.group, new Set());
    placed.get(m.group)!.add(m.target);
  }
  let group = '';
  let best = -1;
  for (const g of GROUP_ORDER) {
    const n = placed.get(g)?.size ?? 0;
    if (n > best) {
      best = n;
      group = g;
    }
  }
  for (const target of TARGETS) {
    if (fields[target]) continue;
    const of = (g: string): HeaderMatch & { index: number } | undefined => bestOf(matches.filter((m) => m.target === target && m.group === g));
    // then ungrouped headers, then any group (a lone `Billing Zip` beside `Address1`, `City`)
    const pick = of(group) ?? of('') ?? GROUP_ORDER.map(of).find(Boolean);
    if (!pick) continue;
    fields[target] = [pick.index];
    used.add(pick.index);
    const name = columns[pick.index]!;
    described[target] = `${name} (${normalizeHeader(name) === normalizeHeader(target) ? 'name' : 'alias'})`;
  }
}

function bestOf<T extends { rank: number; index: number }>(list: T[]): T | undefined {
  return list.sort((a, b) => a.rank - b.rank || a.index - b.index)[0];
}

function findColumn(columns: readonly string[], name: string): number {
  const exact = columns.indexOf(name);
  if (exact !== -1) return exact;
  const loose = columns.findIndex((c) => normalizeHeader(c) === normalizeHeader(name));
  if (loose !== -1) return loose;
  const n = /^\d+$/.test(name) ? Number(name) - 1 : -1;
  return n >= 0 && n < columns.length ? n : -1;
}

const join = (cells: readonly string[], idx: readonly number[], sep: string): string =>
  idx.length === 1 ? (cells[idx[0]!] ?? '') : idx.map((i) => (cells[i] ?? '').trim()).filter(Boolean).join(sep);

/** The LookupRequest for one row, from its cells. */
export function requestFromCells(mapping: ColumnMapping, cells: readonly string[]): LookupRequest {
  const req: LookupRequest = {};
  const f = mapping.fields;
  for (const field of LOOKUP_FIELDS) {
    const idx = f[field];
    if (!idx) continue;
    // parts of a whole address are lines (Delivery Line 1, Last Line): a comma keeps them apart
    let value = join(cells, idx, field === 'full_address' ? ', ' : ' ');
    if (field === 'street_address' && f.house_number) value = `${join(cells, f.house_number, ' ')} ${value}`.trim();
    if (field === 'zip_code' && f.zip4) {
      const add = join(cells, f.zip4, '').trim();
      if (/^\d{4}$/.test(add) && /^\s*\d{5}\s*$/.test(value)) value = `${value.trim()}-${add}`;
    }
    req[field] = value;
  }
  return req;
}
