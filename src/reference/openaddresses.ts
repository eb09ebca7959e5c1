// OpenAddresses points (CSV and GeoJSON-lines) → IndexBuilder.addPoint, one tally per row.
import type { AddResult, IndexBuilder } from '../engine/reference/index.js';
import { residentialFlag } from './data-files.js';

/** Reads a named OpenAddresses field of one row ('' when the source lacks it). */
export type FieldGetter = (name: OaField) => string;

export type OaField = 'NUMBER' | 'STREET' | 'UNIT' | 'CITY' | 'REGION' | 'POSTCODE' | 'LON' | 'LAT' | 'ZIP4' | 'UNITCOUNT' | 'SITETYPE' | 'STATUS';

export const OA_FIELDS: readonly OaField[] = ['NUMBER', 'STREET', 'UNIT', 'CITY', 'REGION', 'POSTCODE', 'LON', 'LAT', 'ZIP4', 'UNITCOUNT', 'SITETYPE', 'STATUS'];

function coord(v: string): number | undefined {
  if (v === '') return undefined;
  const x = Number(v);
  // Number('  ') is 0: blank is "no coordinate", not the Gulf of Guinea
  return x === 0 && v.trim() === '' ? undefined : x;
}

/** One OpenAddresses row into the builder; retired (STATUS=INACTIVE) rows are refused here. */
export function addOaPoint(builder: IndexBuilder, get: FieldGetter): AddResult | { ok: false; reason: 'INACTIVE' } {
  if (get('STATUS').trim().toUpperCase() === 'INACTIVE') return { ok: false, reason: 'INACTIVE' };
  const unitCount = get('UNITCOUNT').trim();
  return builder.addPoint({
    number: get('NUMBER'),
    street: get('STREET'),
    unit: get('UNIT'),
    city: get('CITY'),
    state: get('REGION'),
    zip: get('POSTCODE'),
    zip4: get('ZIP4'),
    lon: coord(get('LON')),
    lat: coord(get('LAT')),
    unitCount: unitCount === '' ? 0 : Number(unitCount),
    residential: residentialFlag(get('SITETYPE')),
  });
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
