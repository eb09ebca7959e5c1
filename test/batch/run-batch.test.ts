import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/batch/run-batch.js';
import type { InputRow } from '../../src/io/input-row.js';
import type { BulkItem } from '../../src/wire/types.js';
import { fakeService, laneService, memorySink } from './fake-service.js';

function row(i: number): InputRow {
  if (i % 17 === 5) return { line: i + 2, error: `line ${i + 2}: expected 2 fields, found 3`, cells: [String(i), ''] };
  const street = `${i} main ${i % 10 === 3 ? 'fix' : ''}${i % 10 === 4 ? '404' : ''}`;
  return { line: i + 2, request: { street_address: street }, cells: [String(i), street] };
}

/** Input in uneven batches; `pulled` counts rows handed out, to check that reading stays bounded. */
function source(n: number, batch = 7): { rows: AsyncIterable<InputRow[]>; pulled: () => number } {
  let pulled = 0;
  async function* gen(): AsyncGenerator<InputRow[]> {
    for (let i = 0; i < n; i += batch) {
      const b = Array.from({ length: Math.min(batch, n - i) }, (_, k) => row(i + k));
      pulled += b.length;
      yield b;
    }
  }
  return { rows: gen(), pulled: () => pulled };
}

const ndjsonItems = (text: string): BulkItem[] => text.trim().split('\n').map((l) => (JSON.parse(l) as { usaddr: BulkItem }).usaddr);

/** runBatch over source(n) into NDJSON in memory, with a fakeService: the outcome, the items written and the service. */
async function runNdjson(n: number, o: { chunkSize: number; maxInFlight: number; skip: number }) {
  const sink = memorySink();
  const service = fakeService();
  const out = await runBatch({ rows: source(n).rows, service, format: 'ndjson', ...o, sink, signal: new AbortController().signal });
  return { out, service, items: ndjsonItems(sink.text) };
}

describe('runBatch', () => {
  it('an input that cannot be read on (a cut JSON array) throws only after every row read before it is written', async () => {
    async function* cut(): AsyncGenerator<InputRow[]> {
      yield Array.from({ length: 25 }, (_, i) => row(i));
      throw new Error('line 27: the input ends inside the array');
    }
    const sink = memorySink();
    const run = runBatch({ rows: cut(), service: fakeService(), format: 'ndjson', chunkSize: 10, maxInFlight: 4, skip: 0, sink, signal: new AbortController().signal });
    await expect(run).rejects.toThrow(/ends inside the array/);
    expect(ndjsonItems(sink.text).map((item) => item.result!.lookup_index)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('one output row per input row, in input order, malformed rows in place, global lookup_index', async () => {
    const { out, service, items } = await runNdjson(500, { chunkSize: 10, maxInFlight: 4, skip: 0 });
    expect(out.written).toBe(500);
    expect(items).toHaveLength(500);
    items.forEach((item, i) => {
      if (i % 17 === 5) {
        expect(item).toMatchObject({ status: 'FAIL', request: {}, message: `line ${i + 2}: expected 2 fields, found 3` });
        // a row that could not be read carries a lookup_status like every other FAIL
        expect([item.result?.lookup_status, item.result?.address_accuracy_level, item.result?.lookup_index]).toEqual(['ADDRESS_NOT_FOUND', 'NONE', i]);
      }
      else expect(item.result!.lookup_index).toBe(i);
      if (i % 17 !== 5) expect(item.request.street_address!.startsWith(`${i} `)).toBe(true);
    });
    expect(out.tally.malformed).toBe(items.filter((_, i) => i % 17 === 5).length);
    expect(out.tally.byStatus.FAIL).toBe(out.tally.malformed);
    expect(out.tally.byLookupStatus.ADDRESS_NOT_FOUND).toBe(items.filter((x) => x.result?.lookup_status === 'ADDRESS_NOT_FOUND').length);
    expect(out.tally.failures).toBe(items.filter((x) => x.status === 'FAIL' || x.result?.lookup_status === 'ADDRESS_NOT_FOUND').length);
    expect(out.tally.correctedRows).toBe(items.filter((x) => x.result?.corrections.length).length);
    expect(service.maxOutstanding).toBeLessThanOrEqual(4);
  });

  it('never reads far ahead of what is written (bounded window)', async () => {
    const sink = memorySink();
    const src = source(2000, 5);
    let worst = 0;
    await runBatch({
      rows: src.rows, service: fakeService(2), format: 'ndjson', chunkSize: 20, maxInFlight: 3, skip: 0, sink, signal: new AbortController().signal,
      onProgress: (written) => (worst = Math.max(worst, src.pulled() - written)),
    });
    // at most the window's chunks plus one chunk being filled plus one input batch
    expect(worst).toBeLessThanOrEqual(3 * 20 + 20 + 5);
  });

  it('CSV output keeps the input part and adds the usaddr cells', async () => {
    const sink = memorySink();
    const rows: InputRow[] = [{ line: 2, request: { street_address: '1 a st' }, cells: ['1', '1 a st'], raw: '1,1 a st' }, { line: 3, request: { street_address: 'x, y' }, cells: ['2', 'x, y'] }];
    await runBatch({ rows: (async function* () { yield rows; })(), service: fakeService(), format: 'csv', chunkSize: 10, maxInFlight: 2, skip: 0, sink, signal: new AbortController().signal });
    const lines = sink.text.trim().split('\n');
    expect(lines[0]!.startsWith('1,1 a st,SUCCESS,,,ADDRESS_FOUND,ZIP,1 A ST,')).toBe(true);
    expect(lines[1]!.startsWith('2,"x, y",SUCCESS,')).toBe(true);
  });

  it('skips the rows an interrupted run already wrote, numbering the rest globally', async () => {
    const { out, items } = await runNdjson(100, { chunkSize: 8, maxInFlight: 2, skip: 40 });
    expect(out.written).toBe(60);
    expect(items[0]!.request.street_address!.startsWith('40 ')).toBe(true);
    expect(items[0]!.result!.lookup_index).toBe(40);
  });

  it('stops on abort with a whole prefix written: every dispatched chunk finished, nothing after', async () => {
    const sink = memorySink();
    const abort = new AbortController();
    const out = await runBatch({
      rows: source(5000).rows, service: fakeService(3), format: 'ndjson', chunkSize: 10, maxInFlight: 3, skip: 0, sink, signal: abort.signal,
      onProgress: (n) => { if (n >= 100) abort.abort(); },
    });
    const items = ndjsonItems(sink.text);
    expect(out.interrupted).toBe(true);
    expect(out.written).toBeGreaterThanOrEqual(100);
    expect(out.written).toBeLessThan(5000);
    expect(items).toHaveLength(out.written);
    expect(out.tally.rows).toBe(out.written);
    items.forEach((item, i) => { if (item.result) expect(item.result.lookup_index).toBe(i); });
  });

  it('stops reading when the output closes (a pipe reader went away)', async () => {
    const sink = memorySink();
    const src = source(10_000);
    const out = await runBatch({
      rows: src.rows, service: fakeService(1), format: 'ndjson', chunkSize: 10, maxInFlight: 2, skip: 0, sink, signal: new AbortController().signal,
      onProgress: (n) => { if (n >= 50) sink.closed = true; },
    });
    expect(out.outputClosed).toBe(true);
    expect(src.pulled()).toBeLessThan(200);
  });

  it('with two lanes, splits chunks by ZIP (one lane per ZIP) and writes the same output as unsplit', async () => {
    const zipped = (n: number): AsyncIterable<InputRow[]> => (async function* () {
      for (let i = 0; i < n; i += 9) {
        yield Array.from({ length: Math.min(9, n - i) }, (_, k) => {
          const r = row(i + k);
          if (r.request) r.request.zip_code = String(10000 + ((i + k) * 7) % 41);
          return r;
        });
      }
    })();
    const opts = { format: 'csv' as const, chunkSize: 25, maxInFlight: 3, skip: 0, signal: new AbortController().signal };
    const plain = memorySink();
    await runBatch({ ...opts, rows: zipped(600), service: fakeService(2), sink: plain });
    const sink = memorySink();
    const service = laneService();
    const out = await runBatch({ ...opts, rows: zipped(600), service, near: service, sink });
    expect(sink.text).toBe(plain.text);
    expect(out.written).toBe(600);
    expect(service.split).toBeGreaterThan(0);
    for (const [zip, lanes] of service.laneOfStreet) if (zip) expect([...lanes].filter((l) => l >= 0)).toHaveLength(1);
  });
});

