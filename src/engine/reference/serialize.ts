// The binary layout: a 64-byte header, a section directory, then the meta JSON and every column,
// each 8-byte aligned so reading is a set of zero-copy typed-array views over one buffer.
//
// header: 0 magic 'USADDRIX' | 8 u32 format version | 12 u32 byte-order mark 0x01020304 |
//         16 f64 body length | 24 32-byte digest of the body (zeros when written without one) |
//         56 u32 section count | 60 u32 reserved.   body (from 64): directory of (f64 offset, f64 length)
//         per section, offsets from the file start, then the sections.
import { COLUMN_NAMES, COLUMN_SCHEMA, type Columns } from './columns.js';
import { FORMAT_VERSION } from './format-version.js';
import { PackedIndex } from './packed-index.js';
import type { IndexMeta, ReferenceIndex } from './types.js';

export const MAGIC = 'USADDRIX';
export const HEADER_SIZE = 64;
const BYTE_ORDER_MARK = 0x01020304;
const DIGEST_SIZE = 32;
const SECTION_COUNT = COLUMN_NAMES.length + 1;

export type IndexFormatErrorCode = 'TRUNCATED' | 'BAD_MAGIC' | 'WRONG_VERSION' | 'BYTE_ORDER' | 'CHECKSUM' | 'CORRUPT';

export class IndexFormatError extends Error {
  constructor(
    readonly code: IndexFormatErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'IndexFormatError';
  }
}

/** A hash over the body (the caller supplies it: the engine has no crypto of its own). */
export type Digest = (body: Uint8Array) => Uint8Array;

const align8 = (n: number) => (n + 7) & ~7;

export function serializeIndex(index: ReferenceIndex, opts: { digest?: Digest } = {}): Uint8Array {
  if (!(index instanceof PackedIndex)) {
    throw new IndexFormatError('CORRUPT', 'only an index made by IndexBuilder or deserializeIndex can be serialized');
  }
  const sections: Uint8Array[] = [
    new TextEncoder().encode(JSON.stringify(index.meta)),
    ...COLUMN_NAMES.map((name) => {
      const a = index.cols[name];
      return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    }),
  ];
  let at = HEADER_SIZE + SECTION_COUNT * 16;
  const places = sections.map((s) => {
    at = align8(at);
    const place = at;
    at += s.byteLength;
    return place;
  });
  const out = new Uint8Array(align8(at));
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(8, FORMAT_VERSION, true);
  new Uint32Array(out.buffer, 12, 1)[0] = BYTE_ORDER_MARK;
  view.setFloat64(16, out.byteLength - HEADER_SIZE, true);
  view.setUint32(56, SECTION_COUNT, true);
  sections.forEach((s, i) => {
    view.setFloat64(HEADER_SIZE + i * 16, places[i]!, true);
    view.setFloat64(HEADER_SIZE + i * 16 + 8, s.byteLength, true);
    out.set(s, places[i]!);
  });
  if (opts.digest) out.set(opts.digest(out.subarray(HEADER_SIZE)).subarray(0, DIGEST_SIZE), 24);
  return out;
}

export function deserializeIndex(input: Uint8Array, opts: { digest?: Digest } = {}): ReferenceIndex {
  if (!(input instanceof Uint8Array) || input.byteLength < HEADER_SIZE) {
    throw new IndexFormatError('TRUNCATED', `file is ${input?.byteLength ?? 0} bytes, shorter than the ${HEADER_SIZE}-byte header`);
  }
  // typed-array views need 8-byte alignment; a buffer sliced from a pool may not have it
  const bytes: Uint8Array = input.byteOffset % 8 === 0 ? input : input.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) {
    throw new IndexFormatError('BAD_MAGIC', 'not a usaddr reference index (bad magic bytes)');
  }
  const version = view.getUint32(8, true);
  if (version !== FORMAT_VERSION) {
    throw new IndexFormatError('WRONG_VERSION', `index format version ${version}, this usaddr reads version ${FORMAT_VERSION}`);
  }
  if (new Uint32Array(bytes.buffer, bytes.byteOffset + 12, 1)[0] !== BYTE_ORDER_MARK) {
    throw new IndexFormatError('BYTE_ORDER', 'index was written on a machine of the other byte order');
  }
  const bodyLength = view.getFloat64(16, true);
  if (bodyLength > bytes.byteLength - HEADER_SIZE) {
    throw new IndexFormatError('TRUNCATED', `index is truncated: ${bytes.byteLength} bytes of ${bodyLength + HEADER_SIZE}`);
  }
  if (bodyLength !== bytes.byteLength - HEADER_SIZE) {
    throw new IndexFormatError('CORRUPT', `index has ${bytes.byteLength - HEADER_SIZE - bodyLength} unexpected trailing bytes`);
  }
  if (opts.digest) {
    const want = bytes.subarray(24, 24 + DIGEST_SIZE);
    const got = opts.digest(bytes.subarray(HEADER_SIZE)).subarray(0, DIGEST_SIZE);
    if (!want.every((b, i) => b === got[i])) throw new IndexFormatError('CHECKSUM', 'index checksum does not match: the file is corrupt');
  }
  if (view.getUint32(56, true) !== SECTION_COUNT) throw new IndexFormatError('CORRUPT', 'index section count is wrong');
  const section = (i: number): [number, number] => {
    const off = view.getFloat64(HEADER_SIZE + i * 16, true);
    const len = view.getFloat64(HEADER_SIZE + i * 16 + 8, true);
    if (!(off >= HEADER_SIZE && len >= 0 && off % 8 === 0 && off + len <= bytes.byteLength)) {
      throw new IndexFormatError('CORRUPT', `index section ${i} lies outside the file`);
    }
    return [off, len];
  };
  const [mOff, mLen] = section(0);
  let meta: IndexMeta;
  try {
    meta = JSON.parse(new TextDecoder().decode(bytes.subarray(mOff, mOff + mLen))) as IndexMeta;
  } catch {
    throw new IndexFormatError('CORRUPT', 'index metadata is not valid JSON');
  }
  const cols = {} as Record<string, unknown>;
  COLUMN_NAMES.forEach((name, k) => {
    const [off, len] = section(k + 1);
    const Ctor = COLUMN_SCHEMA[name];
    if (len % Ctor.BYTES_PER_ELEMENT !== 0) throw new IndexFormatError('CORRUPT', `index column ${name} has a partial element`);
    cols[name] = new Ctor(bytes.buffer as ArrayBuffer, bytes.byteOffset + off, len / Ctor.BYTES_PER_ELEMENT);
  });
  checkShape(cols as Columns);
  return new PackedIndex(cols as Columns, meta);
}

function maxOf(a: ArrayLike<number>): number {
  let m = -1;
  for (let i = 0; i < a.length; i++) if (a[i]! > m) m = a[i]!;
  return m;
}

function increasing(a: ArrayLike<number>): boolean {
  for (let i = 1; i < a.length; i++) if (a[i]! <= a[i - 1]!) return false;
  return true;
}

function ascending(a: ArrayLike<number>): boolean {
  for (let i = 1; i < a.length; i++) if (a[i]! < a[i - 1]!) return false;
  return true;
}

/** Every length and id agrees, so no query can read past an array. */
function checkShape(c: Columns): void {
  const nStr = c.strOffsets.length - 1;
  const nz = c.zipNum.length;
  const ns = c.stZip.length;
  const np = c.ptNum.length;
  const nr = c.rgFrom.length;
  const fail = (what: string) => {
    throw new IndexFormatError('CORRUPT', `index is inconsistent: ${what}`);
  };
  const csr = (name: keyof Columns, rows: number, total: number) => {
    const a = c[name];
    if (a.length !== rows + 1 || a[0] !== 0 || a[rows] !== total || !ascending(a)) fail(`${name} offsets`);
  };
  const sameLength = (n: number, ...names: (keyof Columns)[]) => {
    for (const name of names) if (c[name].length !== n) fail(`${name} length`);
  };
  if (nStr < 1) fail('string table is empty');
  csr('strOffsets', nStr, c.strBytes.length);
  sameLength(nz, 'zipState', 'zipCity', 'zipCounty', 'zipFips', 'zipLat', 'zipLon');
  csr('zipCityStart', nz, c.zipCityIds.length);
  csr('zipDistStart', nz, c.zipDistIds.length);
  csr('zipStreetStart', nz, ns);
  sameLength(ns, 'stPredir', 'stName', 'stSuffix', 'stPostdir', 'stCity');
  csr('stPointStart', ns, np);
  csr('stRangeStart', ns, nr);
  sameLength(np, 'ptZip4', 'ptUnitCount', 'ptRes', 'ptLat', 'ptLon');
  sameLength(c.ptRestAt.length, 'ptRestIds');
  csr('ptUnitStart', c.ptUnitAt.length, c.unitIds.length);
  for (const name of ['ptRestAt', 'ptUnitAt'] as const) if (!increasing(c[name]) || maxOf(c[name]) >= np) fail(`${name} point indexes`);
  sameLength(nr, 'rgTo', 'rgZip4', 'rgParity', 'rgSide');
  csr('pfxStateStart', c.pfxStates.length, c.pfxEntries.length);
  const stringIds: (keyof Columns)[] = ['zipState', 'zipCity', 'zipCounty', 'zipFips', 'zipCityIds', 'zipDistIds', 'stPredir', 'stName', 'stSuffix', 'stPostdir', 'stCity', 'ptRestIds', 'unitIds', 'pfxStates'];
  for (const name of stringIds) if (maxOf(c[name]) >= nStr) fail(`${name} names a missing string`);
  if (maxOf(c.stZip) >= nz) fail('stZip names a missing ZIP');
  if (maxOf(c.pfxEntries) >= ns * 2) fail('pfxEntries names a missing street');
  if (!ascending(c.zipNum)) fail('ZIPs out of order');
}
