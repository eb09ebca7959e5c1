// --rejects and --only-failures in the batch path: exactly the rows that did not verify, in input
// order, also when a chunk is split between workers, and a filtered JSON array still parses.
import { describe, expect, it } from 'vitest';
import { rowClass } from '../../src/batch/row-class.js';
import { runBatch } from '../../src/batch/run-batch.js';
import type { InputRow } from '../../src/io/input-row.js';
import { JSON_CLOSE, JSON_OPEN } from '../../src/io/output-row.js';
import type { BulkItem } from '../../src/wire/types.js';
import { fakeService, laneService, memorySink } from './fake-service.js';

/** every 7th row malformed, every 5th not found (the fake answers ADDRESS_NOT_FOUND for "404") */
function rows(n: number): InputRow[] {
  return Array.from({ length: n }, (_, i): InputRow => {
    if (i % 7 === 3) return { line: i + 2, error: `line ${i + 2}: bad`, cells: [String(i), ''] };
    const street = `${i} main${i % 5 === 1 ? ' 404' : ''}`;
    return { line: i + 2, request: { street_address: street, zip_code: String(10000 + (i % 9)) }, cells: [String(i), street] };
  });
}
const bad = (i: number): boolean => i % 7 === 3 || i % 5 === 1;

async function run(n: number, service: ReturnType<typeof fakeService>, format: 'json' | 'csv') {
  const sink = memorySink();
  const rejects = memorySink();
  await sink.write(format === 'json' ? JSON_OPEN : '');
  await rejects.write(JSON_OPEN);
  const input = rows(n);
  await runBatch({
    rows: (async function* () { yield input; })(), service, format, chunkSize: 10, maxInFlight: 3, skip: 0, sink,
    signal: new AbortController().signal, onlyFailures: true, rejects: { sink: rejects, format: 'json' },
  });
  await rejects.write(JSON_CLOSE);
  // JSON rows are the user's object with the annotations under "usaddr"
  return { main: sink.text, rejects: (JSON.parse(rejects.text) as { usaddr: BulkItem }[]).map((r) => r.usaddr) };
}

describe('rejects and --only-failures', () => {
  it.each([['one worker', fakeService], ['two lanes (chunks split by ZIP)', laneService]])('%s: exactly the rows that did not verify, in order', async (_, make) => {
    const n = 120;
    const { main, rejects } = await run(n, make() as ReturnType<typeof fakeService>, 'json');
    const want = Array.from({ length: n }, (_, i) => i).filter(bad);
    expect(rejects.map((r) => (r.result ? r.result.lookup_index : Number(r.message.match(/line (\d+)/)![1]) - 2))).toEqual(want);
    const filtered = (JSON.parse(`${main}${JSON_CLOSE}`) as { usaddr: BulkItem }[]).map((r) => r.usaddr);
    expect(filtered).toHaveLength(want.length);
    expect(filtered.every((i) => rowClass(i) !== 'verified')).toBe(true);
  });

  it('CSV main output filtered: only failing rows, their input cells first', async () => {
    const { main } = await run(30, fakeService(), 'csv');
    const firsts = main.trim().split('\n').map((l) => Number(l.split(',')[0]));
    expect(firsts).toEqual(Array.from({ length: 30 }, (_, i) => i).filter(bad));
  });
});
