// OpenAddresses points (CSV and GeoJSON-lines) → IndexBuilder.addPoint, one tally per row.
import type { AddResult, IndexBuilder, PointRecord } from '../engine/reference/index.js';
import { residentialFlag } from './data-files.js';
import { parseDecimal } from './decimal.js';

/** Reads a named OpenAddresses field of one row ('' when the source lacks it). */
export type FieldGetter = (name: OaField) => string;

export type OaField = 'NUMBER' | 'STREET' | 'UNIT' | 'CITY' | 'REGION' | 'POSTCODE' | 'LON' | 'LAT' | 'ZIP4' | 'UNITCOUNT' | 'SITETYPE' | 'STATUS';

/** The fields importers read, in the order addOaValues takes their values. */
export const OA_FIELDS: readonly OaField[] = ['NUMBER', 'STREET', 'UNIT', 'CITY', 'REGION', 'POSTCODE', 'LON', 'LAT', 'ZIP4', 'UNITCOUNT', 'SITETYPE', 'STATUS'];

function coord(v: string): number | undefined {
  if (v === '') return undefined;
  const x = parseDecimal(v);
  // Number('  ') is 0: blank is "no coordinate", not the Gulf of Guinea
  return x === 0 && v.trim() === '' ? undefined : x;
}

/** A record object reused row after row (the builder keeps none of it). */
export function scratchPoint(): PointRecord {
  return { number: '', street: '', unit: '', city: '', state: '', zip: '', zip4: '', lat: undefined, lon: undefined, unitCount: 0, residential: '' };
}

/**
 * One OpenAddresses row, its values in OA_FIELDS order, into the builder through `rec` (overwritten);
 * retired (STATUS=INACTIVE) rows are refused here.
 */
export function addOaValues(builder: IndexBuilder, v: readonly string[], rec: PointRecord): AddResult | { ok: false; reason: 'INACTIVE' } {
  const status = v[11]!;
  if (status !== '' && status !== 'ACTIVE' && status.trim().toUpperCase() === 'INACTIVE') return { ok: false, reason: 'INACTIVE' };
  const unitCount = v[9]!.trim();
  rec.number = v[0]!;
  rec.street = v[1]!;
  rec.unit = v[2]!;
  rec.city = v[3]!;
  rec.state = v[4]!;
  rec.zip = v[5]!;
  rec.zip4 = v[8]!;
  rec.lon = coord(v[6]!);
  rec.lat = coord(v[7]!);
  rec.unitCount = unitCount === '' ? 0 : Number(unitCount);
  rec.residential = residentialFlag(v[10]!);
  return builder.addPoint(rec);
}

/** One OpenAddresses row given by a getter (GeoJSON properties). */
export function addOaPoint(builder: IndexBuilder, get: FieldGetter): AddResult | { ok: false; reason: 'INACTIVE' } {
  return addOaValues(builder, OA_FIELDS.map(get), scratchPoint());
}

/** Column positions of the OA fields in a CSV header (-1 when absent), matched case-insensitively. */
export function oaColumns(header: readonly string[]): Record<OaField, number> {
  const upper = header.map((h) => h.trim().toUpperCase());
  return Object.fromEntries(OA_FIELDS.map((f) => [f, upper.indexOf(f)])) as Record<OaField, number>;
}

export function isOaHeader(header: readonly string[]): boolean {
  const cols = oaColumns(header);
  return cols.NUMBER >= 0 && cols.STREET >= 0;
}
