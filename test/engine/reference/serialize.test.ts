import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLUMN_NAMES } from '../../../src/engine/reference/columns.js';
import { deserializeIndex, IndexFormatError, serializeIndex, type ReferenceIndex } from '../../../src/engine/reference/index.js';
import { townBuilder } from './helpers.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

function sample(): ReferenceIndex {
  const b = townBuilder();
  b.addPoint({ number: '10', street: 'N MAIN ST', unit: 'APT 2', city: 'Vergennes', zip: '05491', zip4: '1234', lat: 44.1, lon: -73.2, residential: 'Y', unitCount: 3 });
  b.addPoint({ number: '10', street: 'N MAIN ST', unit: 'APT 10', zip: '05491' });
  b.addPoint({ number: '12A', street: 'N MAIN ST', city: 'Addison', zip: '05491', residential: 'N' });
  b.addPoint({ number: '7', street: 'OCTAVIA ST', zip: '94102' });
  b.addRange({ street: 'RIVER RD', from: 1, to: 99, zip: '05753', zip4: '0001', side: 'L' });
  b.addDistrict('05491', '0');
  return b.build({ sources: [{ path: 'hand-written', kind: 'test', rows: 5, accepted: 5 }] });
}

/** Every answer an index gives, as plain data. */
function answers(ix: ReferenceIndex): unknown {
  return {
    meta: ix.meta,
    zips: ix.zipCodes().map((z) => ({ ...ix.zip(z), streets: ix.streetsInZip(z) })),
    streets: ix.zipCodes().flatMap((z) =>
      ix.streetsInZip(z).map((s) => ({ s: ix.street(s.id), pts: ix.points(s.id), nums: ix.numbers(s.id), ranges: ix.ranges(s.id), p10: ix.point(s.id, '10') })),
    ),
    cities: ix.zipsForCity('ADDISON', 'VT'),
    prefix: ix.streetsByPrefix('MA', { state: 'VT' }, 5),
  };
}

function withByte(bytes: Uint8Array, at: number, value: number): Uint8Array {
  const copy = bytes.slice();
  copy[at] = value;
  return copy;
}

describe('index (de)serialization', () => {
  it('round trip: bytes read back give the same answers to every query', () => {
    const ix = sample();
    const back = deserializeIndex(serializeIndex(ix, { digest: sha256 }), { digest: sha256 });
    expect(answers(back)).toEqual(answers(ix));
    expect(back.zip('05491')?.acceptableCities).toEqual(['VERGENNES', 'ADDISON', 'PANTON']);
    expect(back.point(back.streetsInZip('05491')[0]!.id, '10')?.units).toEqual(['APT 2', 'APT 10']);
  });

  it('reads bytes that do not start on an 8-byte boundary (a pooled Buffer slice)', () => {
    const bytes = serializeIndex(sample());
    const shifted = new Uint8Array(bytes.byteLength + 3).subarray(3);
    shifted.set(bytes);
    expect(deserializeIndex(shifted).meta.counts).toEqual(sample().meta.counts);
  });

  const code = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      expect(err).toBeInstanceOf(IndexFormatError);
      return (err as IndexFormatError).code;
    }
    return 'no error';
  };

  it('refuses truncated, foreign, wrong-version, tampered and inconsistent bytes with a typed code', () => {
    const bytes = serializeIndex(sample(), { digest: sha256 });
    expect(code(() => deserializeIndex(bytes.subarray(0, 10)))).toBe('TRUNCATED');
    expect(code(() => deserializeIndex(bytes.subarray(0, bytes.length - 8), { digest: sha256 }))).toBe('TRUNCATED');
    expect(code(() => deserializeIndex(new TextEncoder().encode('LON,LAT,NUMBER,STREET'.padEnd(100, ' '))))).toBe('BAD_MAGIC');
    expect(code(() => deserializeIndex(withByte(bytes, 8, 99)))).toBe('WRONG_VERSION');
    expect(code(() => deserializeIndex(withByte(bytes, bytes.length - 1, bytes[bytes.length - 1]! ^ 0xff), { digest: sha256 }))).toBe('CHECKSUM');
    // without a digest the shape checks still catch a section pointing outside the file
    const view = new DataView(bytes.buffer.slice(0));
    view.setFloat64(64 + 16, 1e12, true);
    expect(code(() => deserializeIndex(new Uint8Array(view.buffer)))).toBe('CORRUPT');
  });

  it('refuses a column whose offsets disagree with its data', () => {
    const bytes = serializeIndex(sample());
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    // section 1 is strOffsets: make its last entry point past the string bytes
    const off = view.getFloat64(64 + 16, true);
    const len = view.getFloat64(64 + 24, true);
    view.setUint32(off + len - 4, 1e6, true);
    expect(code(() => deserializeIndex(bytes))).toBe('CORRUPT');
  });

  it('refuses a sparse column naming a point the index does not have', () => {
    const bytes = serializeIndex(sample());
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    // sections: 0 is the meta, then the columns in schema order; '12A' put one entry in ptRestAt
    const section = COLUMN_NAMES.indexOf('ptRestAt') + 1;
    const off = view.getFloat64(64 + section * 16, true);
    expect(view.getFloat64(64 + section * 16 + 8, true)).toBe(4);
    view.setUint32(off, 1e6, true);
    expect(code(() => deserializeIndex(bytes))).toBe('CORRUPT');
  });
});
