// The index as named typed arrays: one schema drives building, the binary layout and the views.
// CSR ("*Start") arrays have one more entry than rows: row i owns [start[i], start[i+1]).

export const COLUMN_SCHEMA = {
  // string table: UTF-8 bytes, string i is bytes [strOffsets[i], strOffsets[i+1]); id 0 is ''
  strOffsets: Uint32Array,
  strBytes: Uint8Array,
  // ZIPs, ascending
  zipNum: Uint32Array,
  zipState: Uint32Array,
  zipCity: Uint32Array,
  zipCounty: Uint32Array,
  zipFips: Uint32Array,
  zipLat: Int32Array,
  zipLon: Int32Array,
  zipCityStart: Uint32Array,
  zipCityIds: Uint32Array,
  zipDistStart: Uint32Array,
  zipDistIds: Uint32Array,
  zipStreetStart: Uint32Array,
  // streets, grouped by ZIP, by display name within a ZIP
  stZip: Uint32Array,
  stPredir: Uint32Array,
  stName: Uint32Array,
  stSuffix: Uint32Array,
  stPostdir: Uint32Array,
  stCity: Uint32Array,
  stPointStart: Uint32Array,
  stRangeStart: Uint32Array,
  // points, grouped by street, by house number within a street
  ptNum: Uint32Array,
  ptZip4: Uint16Array,
  ptUnitCount: Uint16Array,
  ptRes: Uint8Array,
  ptLat: Int32Array,
  ptLon: Int32Array,
  // sparse (few points have them): ascending point indexes, then what each one holds
  ptRestAt: Uint32Array,
  ptRestIds: Uint32Array,
  ptUnitAt: Uint32Array,
  ptUnitStart: Uint32Array,
  unitIds: Uint32Array,
  // TIGER ranges, grouped by street
  rgFrom: Uint32Array,
  rgTo: Uint32Array,
  rgZip4: Uint16Array,
  rgParity: Uint8Array,
  rgSide: Uint8Array,
  // prefix search: entries (streetId * 2 + variant) sorted by state, then key; variant 1 = without predir
  pfxStates: Uint32Array,
  pfxStateStart: Uint32Array,
  pfxEntries: Uint32Array,
} as const;

export type ColumnName = keyof typeof COLUMN_SCHEMA;
type ViewOf<C> = C extends Uint32ArrayConstructor
  ? Uint32Array<ArrayBufferLike>
  : C extends Uint16ArrayConstructor
    ? Uint16Array<ArrayBufferLike>
    : C extends Int32ArrayConstructor
      ? Int32Array<ArrayBufferLike>
      : Uint8Array<ArrayBufferLike>;
/** views may sit over a file buffer (read) or own their memory (built) */
export type Columns = { [K in ColumnName]: ViewOf<(typeof COLUMN_SCHEMA)[K]> };
export const COLUMN_NAMES = Object.keys(COLUMN_SCHEMA) as ColumnName[];

/** ZIP+4 add-on and UNITCOUNT slots hold this when the source gave none */
export const NO_U16 = 0xffff;
/** coordinates are stored as integer micro-degrees; this marks "no coordinate" */
export const NO_COORD = -0x80000000;
export const RESIDENTIAL_CODES = ['', 'Y', 'N'] as const;
export const PARITY_CODES = ['B', 'O', 'E'] as const;
export const SIDE_CODES = ['L', 'R'] as const;

export function toMicro(deg: number): number {
  return Number.isFinite(deg) ? Math.round(deg * 1e6) : NO_COORD;
}

export function fromMicro(v: number): number {
  return v === NO_COORD ? Number.NaN : v / 1e6;
}
