import { describe, expect, it } from 'vitest';
import { finishChunk, type ChunkJob } from '../../src/batch/chunk-job.js';
import { mergeParts } from '../../src/batch/merge-parts.js';
import { laneKey, ZipLanes } from '../../src/batch/zip-lanes.js';
import type { BulkItem } from '../../src/wire/types.js';

describe('laneKey', () => {
  it('is the five-digit ZIP, else a trailing ZIP of a full address, else city and state', () => {
    expect(laneKey({ street_address: '1 Main St', zip_code: ' 05401-1234' })).toBe('05401');
    expect(laneKey({ full_address: '1 Main St, Burlington, VT 05401-1234.' })).toBe('05401');
    expect(laneKey({ street_address: '1 Main St', city: 'burlington ', state: 'vt', zip_code: '054' })).toBe('BURLINGTON|VT');
    expect(laneKey({ street_address: '1 Main St' })).toBe('');
    expect(laneKey(undefined)).toBe('');
  });
});

describe('ZipLanes', () => {
  const keys = (from: number, n: number): string[] => Array.from({ length: n }, (_, i) => String(10000 + ((from + i * 7) % 300)));

  it('keeps a key on one lane across chunks and spreads the rows evenly', () => {
    const lanes = new ZipLanes(2);
    const seen = new Map<string, number>();
    const perLane = [0, 0];
    for (let c = 0; c < 20; c++) {
      const ks = keys(c * 13, 100);
      const laneOf = lanes.assign(ks)!;
      expect(laneOf).not.toBeNull();
      ks.forEach((k, i) => {
        expect(seen.get(k) ?? laneOf[i]).toBe(laneOf[i]);
        seen.set(k, laneOf[i]!);
        perLane[laneOf[i]!]! += 1;
      });
    }
    expect(Math.min(...perLane) / Math.max(...perLane)).toBeGreaterThan(0.8);
  });

  it('refuses to split a chunk that would lean on one worker (a file sorted by ZIP)', () => {
    const lanes = new ZipLanes(2);
    expect(lanes.assign(Array.from({ length: 100 }, () => '05401'))).toBeNull();
    expect(lanes.assign(['05401', '05402', '05403', '05404'])).not.toBeNull();
  });
});

describe('mergeParts', () => {
  const item = (i: number): BulkItem => ({
    status: 'SUCCESS', request: { street_address: `${i} Main St` }, message: '',
    result: {
      original_lookup_request: {}, lookup_index: 0, address_line1: `${i} MAIN ST`, address_line2: '', lookup_status: i % 3 ? 'ADDRESS_FOUND' : 'ADDRESS_NOT_FOUND',
      address_accuracy_level: 'ROOFTOP', address_breakdown: {} as never, address_additional_info: {} as never, address_delivery_info: {} as never, corrections: [],
    },
  });

  it('puts the parts of a split chunk back in input order, byte for byte as the whole chunk', () => {
    for (const format of ['csv', 'json', 'ndjson'] as const) {
      const n = 23;
      const errors = Array.from({ length: n }, (_, i) => (i % 5 === 2 ? `line ${i}: bad` : ''));
      const prefixes = format === 'csv' ? Array.from({ length: n }, (_, i) => `${i},x`) : [];
      const looked = (rows: number[]): BulkItem[] => rows.filter((i) => !errors[i]).map(item);
      const whole = finishChunk(looked([...Array(n).keys()]), { format, firstIndex: 0, errors, prefixes });
      const laneOf = Uint8Array.from({ length: n }, (_, i) => (i * i) % 3 === 1 ? 1 : 0);
      const parts = [0, 1].map((l) => {
        const rows = [...Array(n).keys()].filter((i) => laneOf[i] === l);
        const job: ChunkJob = { format, firstIndex: 0, errors: rows.map((i) => errors[i]!), prefixes: format === 'csv' ? rows.map((i) => prefixes[i]!) : [], indices: rows };
        return finishChunk(looked(rows), job);
      });
      const merged = mergeParts(laneOf, parts);
      expect(Buffer.from(merged.bytes).toString()).toBe(Buffer.from(whole.bytes).toString());
      expect(merged.tally).toEqual(whole.tally);
      expect(merged.rows).toBe(n);
    }
  });
});
