import { describe, expect, it } from 'vitest';
import { StringPool, StringTable } from '../../../src/engine/reference/string-table.js';

function roundTrip(values: string[]): string[] {
  const pool = new StringPool();
  const ids = values.map((v) => pool.id(v));
  const { offsets, bytes } = pool.encode();
  const table = new StringTable(offsets, bytes);
  return ids.map((id) => table.get(id));
}

describe('string table encoding', () => {
  it('round-trips an all-ASCII pool (the one-encode path)', () => {
    const values = ['MAIN', 'ST', '', 'VT ROUTE 22A', 'MAIN', 'APT 10'];
    expect(roundTrip(values)).toEqual(values);
  });

  it('round-trips a pool with multi-byte characters at the right offsets', () => {
    const values = ['CAÑADA', 'RD', 'ÉLAN', '東京', 'X'];
    expect(roundTrip(values)).toEqual(values);
  });

  it('round-trips surrogate pairs, including halves that joined strings would pair up', () => {
    const values = ['😀 ST', 'A\ud83d', '\ude00B', 'MAIN'];
    expect(roundTrip(values)).toEqual(['😀 ST', 'A\ufffd', '\ufffdB', 'MAIN']);
  });
});
