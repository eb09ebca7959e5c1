// Re-verifying usaddr's own CSV output: its usaddr_* columns are replaced (left out of the user part,
// this run's appended), never read as the address, in the main output and in --rejects alike.
import { parse } from 'csv-parse/sync';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/batch/run-batch.js';
import { resolveMapping } from '../../src/io/columns.js';
import { csvUserColumns, isEarlierAnnotation } from '../../src/io/earlier-annotations.js';
import { openInput } from '../../src/io/open-input.js';
import { csvHeader, usaddrColumns } from '../../src/io/output-row.js';
import { rowPrefix } from '../../src/io/row-prefix.js';
import { fakeService, memorySink } from '../batch/fake-service.js';

describe('an earlier run\'s usaddr columns', () => {
  it('are every name usaddr writes in any --columns view, and the `usaddr` field of its JSON output', () => {
    for (const name of [...usaddrColumns('all'), 'usaddr', ' USADDR_STATUS ']) expect(isEarlierAnnotation(name), name).toBe(true);
    for (const name of ['usaddr_note', 'status', 'line1', 'zip']) expect(isEarlierAnnotation(name), name).toBe(false);
  });

  it('are left out of the user part of CSV output, wherever they stand', () => {
    const header = ['id', 'usaddr_status', 'street', 'usaddr_line1', 'notes'];
    expect(csvUserColumns(header)).toEqual({ header: ['id', 'street', 'notes'], keep: [0, 2, 4], replaced: ['usaddr_status', 'usaddr_line1'] });
    expect(csvUserColumns(['id', 'street'])).toEqual({ header: ['id', 'street'], replaced: [] });
    const row = { line: 2, cells: ['7', 'SUCCESS', '1 Main St', '1 MAIN ST', 'x,y'], columns: header };
    expect(rowPrefix(row, 'csv', false, [0, 2, 4])).toBe('7,1 Main St,"x,y"');
    // JSON output keeps the user's fields as they are (the annotations go under "usaddr")
    expect(rowPrefix(row, 'ndjson', false, [0, 2, 4])).toBe('{"id":"7","usaddr_status":"SUCCESS","street":"1 Main St","usaddr_line1":"1 MAIN ST","notes":"x,y",');
  });

  it('are never mapped by name or by their values, only by --map', () => {
    const columns = ['usaddr_line1', 'usaddr_line2', 'who', 'street_text', 'zip_text', 'usaddr_zip'];
    const samples = Array.from({ length: 5 }, (_, i) => [`${i + 1} ELM ST`, 'BURLINGTON VT 05401', 'Ada', `${i + 10} Main Street`, '05753', '05401']);
    const m = resolveMapping(columns, new Map(), samples);
    expect(m.ok && m.mapping.fields).toEqual({ street_address: [3], zip_code: [4] });
    const only = resolveMapping(['usaddr_line1', 'usaddr_status'], new Map(), [['1 ELM ST', 'SUCCESS']]);
    expect(only).toMatchObject({ ok: false, message: expect.stringMatching(/no column maps/) });
    const forced = resolveMapping(columns, new Map([['full_address', ['usaddr_line1']]]), samples);
    expect(forced.ok && forced.mapping.fields.full_address).toEqual([0]);
  });

  it('a verified CSV through reader, batch and writer: one set of usaddr columns, the user cells as they were, rejects too', async () => {
    const text = 'id,address,zip,usaddr_status,usaddr_line1,usaddr_carrier_route,notes\n1,1 Main St,05401,SUCCESS,1 MAIN ST,C001,a\n2,2 Main St 404,05401,FAIL,,,b\n';
    const opened = await openInput({ path: '-', stdin: Readable.from([Buffer.from(text)]) });
    if (!opened.ok) throw new Error(opened.message);
    const input = opened.input;
    expect(input.csvColumns.replaced).toEqual(['usaddr_status', 'usaddr_line1', 'usaddr_carrier_route']);
    const sink = memorySink();
    const rejects = memorySink();
    await sink.write(csvHeader(input.csvColumns.header, 'minimal'));
    await rejects.write(csvHeader(input.csvColumns.header, 'rejects'));
    await runBatch({
      rows: input.rows, service: fakeService(0), format: 'csv', view: 'minimal', sink, signal: new AbortController().signal,
      chunkSize: 7, maxInFlight: 2, skip: 0, csvKeep: input.csvColumns.keep, rejects: { sink: rejects, format: 'csv' },
    });
    const out = parse(sink.text) as string[][];
    expect(out[0]).toEqual(['id', 'address', 'zip', 'notes', ...usaddrColumns('minimal')]);
    expect(out.slice(1).map((r) => r.slice(0, 4))).toEqual([['1', '1 Main St', '05401', 'a'], ['2', '2 Main St 404', '05401', 'b']]);
    // the fake upper-cases the street it was given: the address came from `address`
    expect(out[1]![out[0]!.indexOf('usaddr_line1')]).toBe('1 MAIN ST');
    const rej = parse(rejects.text) as string[][];
    expect(rej[0]).toEqual(['id', 'address', 'zip', 'notes', ...usaddrColumns('rejects')]);
    expect(rej.slice(1).map((r) => r[0])).toEqual(['2']);
    expect(new Set(rej[0]).size).toBe(rej[0]!.length);
  });
});
