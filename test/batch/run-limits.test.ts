// The caps that keep verify's memory flat: chunk size, workers, and chunks in flight.
import { describe, expect, it } from 'vitest';
import { capChunkSize, capConcurrency, chunksInFlight, MAX_CHUNK_SIZE } from '../../src/batch/run-limits.js';

describe('chunksInFlight', () => {
  it('keeps two chunks per worker plus one at the default chunk size and below', () => {
    expect(chunksInFlight(2, 1000)).toBe(5);
    expect(chunksInFlight(2, 250)).toBe(5);
    expect(chunksInFlight(4, 1)).toBe(9);
  });

  it('holds no more rows than the default window when chunks are bigger', () => {
    expect(chunksInFlight(2, 2500)).toBe(3);
    expect(chunksInFlight(8, 2000)).toBe(9);
    for (const workers of [1, 2, 4, 16]) {
      for (const size of [1001, 1500, 3000, MAX_CHUNK_SIZE]) {
        const n = chunksInFlight(workers, size);
        expect(n * size <= (2 * workers + 1) * 1000 || n === workers + 1).toBe(true);
      }
    }
  });

  it('never lets a worker wait for a chunk: at least one per worker plus the one being read', () => {
    for (const workers of [1, 2, 3, 8]) expect(chunksInFlight(workers, MAX_CHUNK_SIZE)).toBe(workers + 1);
  });
});

describe('caps', () => {
  it('lowers --chunk-size past the cap and says so', () => {
    expect(capChunkSize(MAX_CHUNK_SIZE)).toEqual({ value: MAX_CHUNK_SIZE });
    const c = capChunkSize(10_000_000);
    expect(c.value).toBe(MAX_CHUNK_SIZE);
    expect(c.note).toMatch(/capped at 5000/);
  });

  it('lowers --concurrency to one worker per core', () => {
    expect(capConcurrency(undefined, 2)).toBeUndefined();
    expect(capConcurrency(2, 2)).toEqual({ value: 2 });
    expect(capConcurrency(1000, 2)?.value).toBe(2);
    expect(capConcurrency(1000, 2)?.note).toMatch(/one worker per core/);
  });
});
