// JSON / NDJSON to CSV: the columns are every object's keys (a first pass over a file), and from
// stdin, which cannot be read twice, the keys left out are counted, never dropped in silence.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allObjectKeys, MAX_CSV_COLUMNS } from '../../src/io/json-keys.js';
import { openInput, type InputSource, type OpenInputOptions } from '../../src/io/open-input.js';
import type { InputRow } from '../../src/io/input-row.js';
import { unwrittenKeysWarning } from '../../src/io/unwritten-keys.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('usaddr-keys-');
const noStdin = Readable.from([]);
const csvOut = (): boolean => true;

function file(name: string, data: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, data);
  return path;
}

async function open(opts: Partial<OpenInputOptions> & { path: string }): Promise<{ input: InputSource; rows: InputRow[] }> {
  const r = await openInput({ stdin: noStdin, ...opts });
  if (!r.ok) throw new Error(r.message);
  const rows: InputRow[] = [];
  for await (const batch of r.input.rows) rows.push(...batch);
  return { input: r.input, rows };
}

const OBJS = [{ id: 1, street: '1 Main St', zip: '05401' }, { id: 2, street: '2 Main St', zip: '05401', phone: '555' }, { id: 3, email: 'a@b', street: '3 Main St' }];
const NDJSON = OBJS.map((o) => JSON.stringify(o)).join('\n') + '\n';
const ALL = ['id', 'street', 'zip', 'phone', 'email'];

describe('CSV columns of JSON / NDJSON input', () => {
  it('a file: every object\'s keys in first-seen order, each row full width with its own values (NDJSON, JSON array, gzip)', async () => {
    for (const [name, data] of [['a.ndjson', NDJSON], ['a.json', JSON.stringify(OBJS, null, 2)], ['a.ndjson.gz', gzipSync(NDJSON)]] as const) {
      const { input, rows } = await open({ path: file(name, data), csvOutput: csvOut });
      expect(input.outputHeader).toEqual(ALL);
      expect(input.csvColumns.header).toEqual(ALL);
      expect(input.columnsFrom).toBe('all-objects');
      expect(rows.map((r) => r.cells)).toEqual([['1', '1 Main St', '05401', '', ''], ['2', '2 Main St', '05401', '555', ''], ['3', '3 Main St', '', '', 'a@b']]);
      // the mapping is still each object's own
      expect(rows.map((r) => r.request)).toEqual([{ street_address: '1 Main St', zip_code: '05401' }, { street_address: '2 Main St', zip_code: '05401' }, { full_address: '3 Main St' }]);
    }
  });

  it('every --encoding reads the same keys (utf16le, latin1, a UTF-8 BOM)', async () => {
    const text = '{"id":1,"street":"1 Main St"}\n{"id":2,"street":"2 Main St","città":"Peña"}\n';
    const cases: [string, Buffer, OpenInputOptions['encoding']][] = [
      ['u16.ndjson', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), 'auto'],
      ['u16b.ndjson', Buffer.from(text, 'utf16le'), 'utf16le'],
      ['l1.ndjson', Buffer.from(text, 'latin1'), 'latin1'],
      ['l1auto.ndjson', Buffer.from(text, 'latin1'), 'auto'],
      ['bom.ndjson', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'utf8'],
    ];
    for (const [name, data, encoding] of cases) {
      const { input, rows } = await open({ path: file(name, data), encoding, csvOutput: csvOut });
      expect(input.outputHeader, name).toEqual(['id', 'street', 'città']);
      expect(rows[1]!.cells, name).toEqual(['2', '2 Main St', 'Peña']);
    }
  });

  it('broken elements are FAIL rows of the full width; the keys of the objects after them count', async () => {
    const path = file('broken.json', '[{"id":1,"street":"1 Main St"},\n{"id": },\n7,\n{"id":3,"street":"3 Main St","late":true}]');
    const { input, rows } = await open({ path, csvOutput: csvOut });
    expect(input.outputHeader).toEqual(['id', 'street', 'late']);
    expect(rows.map((r) => [r.error?.slice(0, 20), r.cells.length])).toEqual([[undefined, 3], ['line 2: invalid JSON', 3], ['line 3: not a JSON o', 3], [undefined, 3]]);
    expect(rows[3]!.cells).toEqual(['3', '3 Main St', 'true']);
  });

  it('no first pass when the output is not CSV: the columns are the first object\'s keys', async () => {
    const path = file('b.ndjson', NDJSON);
    const { input } = await open({ path, csvOutput: () => false });
    expect(input.outputHeader).toEqual(['id', 'street', 'zip']);
    expect(input.columnsFrom).toBeUndefined();
  });

  it('a key absent from an object is an empty cell, even one named like an Object.prototype member', async () => {
    const path = file('proto.ndjson', '{"street":"1 Main St","constructor":"c","__proto__":"p","toString":"t"}\n{"street":"2 Main St"}\n');
    const { rows } = await open({ path, csvOutput: csvOut });
    expect(rows[1]!.cells).toEqual(['2 Main St', '', '', '']);
  });

  it('stdin: the first object\'s keys; the keys only later objects have are counted with their rows', async () => {
    const r = await openInput({ path: '-', stdin: Readable.from([Buffer.from(NDJSON)]), csvOutput: csvOut });
    if (!r.ok) throw new Error(r.message);
    for await (const _ of r.input.rows);
    expect(r.input.outputHeader).toEqual(['id', 'street', 'zip']);
    expect(r.input.columnsFrom).toBe('first-object');
    expect(r.input.unwrittenKeys!()).toEqual({ keys: ['phone', 'email'], rows: 2 });
    expect(unwrittenKeysWarning(r.input.unwrittenKeys!())).toMatch(/^warning: 2 rows had keys the first object lacks, not written to the CSV output \("phone", "email"\): stdin cannot be read twice.*give the file path.*JSON \/ NDJSON, which keeps every field\n$/);
  });

  it(`more than ${MAX_CSV_COLUMNS} distinct keys: CSV output is refused with what to do instead`, async () => {
    const lines = Array.from({ length: MAX_CSV_COLUMNS + 1 }, (_, i) => JSON.stringify({ street: '1 Main St', [`k${i}`]: i }));
    const path = file('wide.ndjson', `${lines.join('\n')}\n`);
    const r = await openInput({ path, stdin: noStdin, csvOutput: csvOut });
    expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/more than 2000 distinct keys.*--format json\|ndjson/) });
  });

  it('allObjectKeys keeps only keys: a JSON array cut short gives the keys before the cut', async () => {
    const path = file('cut.json', '[{"a":1},{"b":2},{"c":');
    expect(await allObjectKeys({ path, gz: false, format: 'json', encoding: 'utf8' })).toEqual({ ok: true, keys: ['a', 'b'] });
  });

  it('the first pass shows its progress: bytes of the file read, up to its size, stopped before the rows are read', async () => {
    const big = Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ id: i, street: `${i} Main St` })).join('\n') + '\n';
    const path = file('progress.ndjson', big);
    const seen: { bytesRead: number; size?: number }[] = [];
    let stopped = 0;
    const { rows } = await open({
      path,
      csvOutput: csvOut,
      keyPassProgress: (read) => {
        const timer = setInterval(() => seen.push(read()), 1);
        return { stop: () => (seen.push(read()), clearInterval(timer), stopped++) };
      },
    });
    expect(stopped).toBe(1);
    expect(rows).toHaveLength(20_000);
    const last = seen[seen.length - 1]!;
    expect(last).toEqual({ bytesRead: Buffer.byteLength(big), size: Buffer.byteLength(big) });
    // (not shown when the output is not CSV: no first pass)
    let asked = false;
    await open({ path, keyPassProgress: () => ((asked = true), { stop() {} }) });
    expect(asked).toBe(false);
  });
});
