import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openInput, type InputSource } from '../../src/io/open-input.js';
import type { InputRow } from '../../src/io/input-row.js';
import { tempDir } from '../helpers/tmp.js';

const dir = 'fixtures/verify/formats/';
const noStdin = Readable.from([]);

async function open(path: string, extra: Partial<Parameters<typeof openInput>[0]> = {}): Promise<{ input: InputSource; rows: InputRow[] }> {
  const r = await openInput({ path, stdin: noStdin, ...extra });
  if (!r.ok) throw new Error(r.message);
  const rows: InputRow[] = [];
  for await (const batch of r.input.rows) rows.push(...batch);
  return { input: r.input, rows };
}

describe('openInput', () => {
  it.each([
    ['semicolon.csv', ';'],
    ['tab.tsv', '\t'],
    ['pipe.csv', '|'],
    ['bom-crlf.csv', ','],
  ])('%s: sniffs the delimiter and maps the header', async (file, delimiter) => {
    const { input, rows } = await open(dir + file);
    expect(input.delimiter).toBe(delimiter);
    expect(input.mapping.columns).toEqual(['street', 'city', 'state', 'zip']);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.request).toEqual({ street_address: '12 Main Street', city: 'Middlebury', state: 'VT', zip_code: '05753' });
    expect(rows[2]!.line).toBe(4);
  });

  it('decodes Latin-1 instead of mangling it', async () => {
    const { input, rows } = await open(dir + 'latin1.csv');
    expect(input.encoding).toBe('latin1');
    expect(rows.map((r) => r.cells[0])).toEqual(['José Peña', 'Renée']);
  });

  it('JSON array and NDJSON: columns from the first object, numbers kept as text', async () => {
    for (const file of ['town.json', 'town.ndjson']) {
      const { input, rows } = await open(dir + file);
      expect(input.format).toBe(file.endsWith('.json') ? 'json' : 'ndjson');
      expect(rows).toHaveLength(3);
      expect(rows[0]!.request).toMatchObject({ street_address: '12 Main Street', zip_code: '05753' });
    }
    expect((await open(dir + 'town.json')).rows[1]!.request!.zip_code).toBe('5753');
  });

  it('malformed CSV records stay rows, in place, with line numbers and reasons', async () => {
    const { rows } = await open(dir + 'malformed.csv');
    expect(rows.map((r) => r.error ?? 'ok')).toEqual([
      'ok',
      'line 3: expected 4 fields, found 3',
      'line 4: expected 4 fields, found 5 (extra: "surplus")',
      'line 5: unclosed quote',
      'ok',
    ]);
    expect(rows[3]!.cells).toEqual(['"7 Court Sq,Middlebury,VT,05753', '', '', '']);
    expect(rows[4]!.request!.city).toBe('Montpelier');
  });

  it('empty cells past the header (trailing commas) are read as the row; a cell with text there is not', async () => {
    const path = join(tempDir('usaddr-trailing-'), 'excel.csv');
    writeFileSync(path, 'street,city,state,zip\n12 Main St,Rutland,VT,05701,,\n7 Court Sq,Middlebury,VT,05753,\n1 Elm St,Barre,VT,05641,,x\n');
    const { rows } = await open(path);
    expect(rows.map((r) => r.error ?? 'ok')).toEqual(['ok', 'ok', 'line 4: expected 4 fields, found 6 (extra: "", "x")']);
    expect(rows[0]!.cells).toEqual(['12 Main St', 'Rutland', 'VT', '05701']);
    expect(rows[1]!.request).toMatchObject({ street_address: '7 Court Sq', zip_code: '05753' });
  });

  it('malformed JSON elements and lines stay rows', async () => {
    const nd = (await open(dir + 'malformed.ndjson')).rows;
    expect(nd.map((r) => r.error?.replace(/:.*invalid JSON.*/, ': invalid JSON') ?? 'ok')).toEqual(['ok', 'line 2: invalid JSON', 'line 3: not a JSON object', 'ok']);
    const arr = (await open(dir + 'malformed.json')).rows;
    expect(arr.map((r) => (r.error ? r.error.slice(0, 20) : 'ok'))).toEqual(['ok', 'line 3: invalid JSON', 'ok']);
  });

  it('reads stdin with format sniffing', async () => {
    const stdin = Readable.from([Buffer.from('{"full_address": "1 Park St, Burlington VT"}\n')]);
    const { input, rows } = await open('-', { stdin });
    expect(input.format).toBe('ndjson');
    expect(rows[0]!.request).toEqual({ full_address: '1 Park St, Burlington VT' });
  });

  it('headerless CSV: columns col1…, mapping guessed from the first row, which is data', async () => {
    const { input, rows } = await open(dir + 'headerless.csv');
    expect(input.hasHeader).toBe(false);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.request).toEqual({ street_address: '12 Main Street', city: 'Middlebury', state: 'VT', zip_code: '05753' });
  });

  it('fails with a message (no throw) when nothing maps or the file is missing', async () => {
    expect(await openInput({ path: dir + 'unmappable.csv', stdin: noStdin })).toMatchObject({ ok: false, message: expect.stringMatching(/no column maps/) });
    expect(await openInput({ path: dir + 'nope.csv', stdin: noStdin })).toMatchObject({ ok: false, message: expect.stringMatching(/nope\.csv: no such file/) });
  });
});

describe('openInput edge cases', () => {
  it('an empty file or an empty JSON array is zero rows, not an error', async () => {
    for (const text of ['', '[]', '[\n]\n']) {
      const stdin = Readable.from(text ? [Buffer.from(text)] : []);
      const { rows } = await open('-', { stdin });
      expect(rows).toEqual([]);
    }
  });

  it('a workbook given as the input (.xlsx, .xls) is refused in words with what to do, not read as a header', async () => {
    const tmp = tempDir('usaddr-open-');
    const files: [string, number[]][] = [['book.xlsx', [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]], ['old.xls', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]];
    for (const [name, magic] of files) {
      writeFileSync(join(tmp, name), Buffer.concat([Buffer.from(magic), Buffer.from('\x00\x01 street,zip\n')]));
      const r = await openInput({ path: join(tmp, name), stdin: noStdin });
      expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/workbook.*not CSV, JSON or NDJSON: save the sheet as CSV/) });
    }
  });

  it('a first JSON object without address keys (a serializer that drops empty fields) is its own FAIL; the rest map', async () => {
    const text = '{"id":1}\n{"id":2,"street":"1 Park St","zip":"05401"}\n';
    const { input, rows } = await open('-', { stdin: Readable.from([Buffer.from(text)]) });
    expect(input.mapping.described).toEqual({ street_address: 'street (alias)', zip_code: 'zip (alias)' });
    expect(input.outputHeader).toEqual(['id']);
    expect(rows.map((r) => r.error ?? r.request)).toEqual(['line 1: no column maps to an address field (columns: id)', { street_address: '1 Park St', zip_code: '05401' }]);
    const none = await openInput({ path: '-', stdin: Readable.from([Buffer.from('{"id":1}\n{"id":2}\n')]) });
    expect(none).toMatchObject({ ok: false, message: expect.stringMatching(/no column maps/) });
  });

  it('a JSON array whose first element is broken still maps the LookupRequest names of the rest', async () => {
    const first = '[{"street_address": },' + ' '.repeat(5000); // a full first read holding only the broken element
    const stdin = Readable.from([Buffer.from(first), Buffer.from('\n{"street_address": "1 Park St", "zip_code": "05401"}]')]);
    const { rows } = await open('-', { stdin });
    expect(rows.map((r) => r.error?.slice(0, 20) ?? r.request)).toEqual(['line 1: invalid JSON', { street_address: '1 Park St', zip_code: '05401' }]);
  });
});
