import { describe, expect, it } from 'vitest';
import { finishChunk, finishChunkLookingUp } from '../../src/batch/chunk-job.js';
import { packTexts } from '../../src/io/packed-text.js';
import { packRequests } from '../../src/service/packed-requests.js';
import type { BulkItem, LookupRequest } from '../../src/wire/types.js';

const answer = (r: LookupRequest): BulkItem => ({ status: 'SUCCESS', request: r, message: '', result: null });

describe('finishChunkLookingUp', () => {
  it('looks up one row at a time and writes what finishChunk writes for the whole chunk', () => {
    const n = 237;
    const errors = Array.from({ length: n }, (_, i) => (i % 11 === 0 ? `line ${i}: bad` : ''));
    const requests = errors.flatMap((e, i) => (e ? [] : [{ street_address: `${i} Elm St` }]));
    const job = { format: 'ndjson' as const, firstIndex: 5, errors, prefixes: [] };
    const slices: number[] = [];
    const out = finishChunkLookingUp((reqs) => {
      slices.push(reqs.length);
      return reqs.map(answer);
    }, requests, job);
    const whole = finishChunk(requests.map(answer), job);
    expect(Buffer.from(out.bytes).toString()).toBe(Buffer.from(whole.bytes).toString());
    expect(out.tally).toEqual(whole.tally);
    expect(slices.length).toBe(requests.length);
    expect(slices.every((k) => k === 1)).toBe(true);
  });

  it('writes the same rows from packed requests and prefixes, as a worker gets them', () => {
    const errors = Array.from({ length: 40 }, (_, i) => (i % 7 === 3 ? `line ${i}: bad` : ''));
    const requests = errors.flatMap((e, i) => (e ? [] : [{ street_address: `${i} Elm St`, city: i % 2 ? 'Barre' : '' }]));
    const prefixes = errors.map((_, i) => `${i},"a, b",é,`);
    const job = { format: 'csv' as const, firstIndex: 0, errors, prefixes };
    const packedJob = { ...job, prefixes: [], packedPrefixes: structuredClone(packTexts(prefixes)) };
    const seen: LookupRequest[] = [];
    const out = finishChunkLookingUp((reqs) => (seen.push(...reqs), reqs.map(answer)), structuredClone(packRequests(requests)!), packedJob);
    expect(seen).toEqual(requests);
    expect(Buffer.from(out.bytes).toString()).toBe(Buffer.from(finishChunk(requests.map(answer), job).bytes).toString());
  });
});
