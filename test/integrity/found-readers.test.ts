// Issue 13 "Found", reader side: each defect as it was reported, read in-process.
import { describe, expect, it } from 'vitest';
import { readAll } from './read-open.js';

const header = 'street,city,state,zip';
const row = (i: number): string => `${i} Main St,Springfield,IL,62701`;
const rows = (n: number, sep = '\n'): string => Array.from({ length: n }, (_, i) => row(i + 1)).join(sep);

describe('CSV (found)', () => {
  it('bare-CR line ends are rows, not one record (was: 0 rows, exit 0)', async () => {
    const { rows: out } = await readAll(`${header}\r${rows(5, '\r')}\r`);
    expect(out.map((r) => r.request?.street_address)).toEqual(['1 Main St', '2 Main St', '3 Main St', '4 Main St', '5 Main St']);
    expect(out.map((r) => r.line)).toEqual([2, 3, 4, 5, 6]);
  });

  it('an unclosed quote is one FAIL row with its line; the rows after it come back (was: swallowed into one row)', async () => {
    const text = `${header}\n${row(1)}\n"7 Court Sq,Middlebury,VT,05753\n${rows(3)}\n"9 Elm St",Burlington,VT,05401\n`;
    const { rows: out } = await readAll(text);
    expect(out.map((r) => r.error ?? r.request!.street_address)).toEqual(['1 Main St', 'line 3: unclosed quote', '1 Main St', '2 Main St', '3 Main St', '9 Elm St']);
    expect(out.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(out[1]!.cells).toHaveLength(4);
  });

  it('line numbers count a line break inside quotes once and a CR inside quotes of a CRLF file not at all (was: one more each, from csv-parse)', async () => {
    const crlf = `${header}\r\n"1 Main St\r\nApt 4",Springfield,IL,62701\r\n"2 Main St\rRear",Springfield,IL,62701\r\n"3 Main St\r\n${row(4)}\r\n${row(5)}\r\n`;
    const { rows: a } = await readAll(crlf);
    expect(a.map((r) => r.error ?? r.request!.street_address)).toEqual(['1 Main St\r\nApt 4', '2 Main St\rRear', 'line 5: unclosed quote', '4 Main St', '5 Main St']);
    expect(a.map((r) => r.line)).toEqual([2, 4, 5, 6, 7]);
    const lf = `${header}\n"1 Main St\r\nApt 4\nRear",Springfield,IL,62701\n"3 Main St\n${row(4)}\n`;
    const { rows: b } = await readAll(lf);
    expect(b.map((r) => r.error ?? r.line)).toEqual([2, 'line 5: unclosed quote', 6]);
    const cr = `${header}\r"1 Main St\rApt 4",Springfield,IL,62701\r"3 Main St\r${row(4)}\r`;
    const { rows: c } = await readAll(cr);
    expect(c.map((r) => r.error ?? r.line)).toEqual([2, 'line 4: unclosed quote', 5]);
  });

  it('a record over the size limit is one FAIL row; later line numbers do not shift (was: several FAIL rows)', async () => {
    const huge = `"${'x'.repeat(3_000_000)}",Springfield,IL,62701`;
    const { rows: out } = await readAll(`${header}\n${row(1)}\n${huge}\n${row(3)}\n${row(4)}\n`);
    expect(out.map((r) => r.error?.slice(0, 30) ?? r.request!.street_address)).toEqual(['1 Main St', 'line 3: record longer than 104', '3 Main St', '4 Main St']);
    expect(out.map((r) => r.line)).toEqual([2, 3, 4, 5]);
  });

  it('a record of 100 KiB (over the old 64 KiB) is still a row', async () => {
    const big = `"${'x'.repeat(100_000)}",Springfield,IL,62701`;
    const { rows: out } = await readAll(`${header}\n${big}\n${row(2)}\n`);
    expect(out.map((r) => r.error)).toEqual([undefined, undefined]);
    expect(out[0]!.cells[0]).toHaveLength(100_000);
  });

  it('one invalid UTF-8 byte fails only its row; rows before and after are not re-decoded (was: the whole file as Latin-1)', async () => {
    const before = Buffer.from(`${header}\n${'Peña St,Española,NM,87532\n'.repeat(5000)}`, 'utf8'); // past the 64 KiB sample
    const bad = Buffer.from([...Buffer.from('1 Jos'), 0xe9, ...Buffer.from(' St,Taos,NM,87571\n')]);
    const after = Buffer.from('2 Niño Rd,Taos,NM,87571\n', 'utf8');
    const { input, rows: out } = await readAll(Buffer.concat([before, bad, after]));
    expect(input!.encoding).toBe('utf8');
    expect(out).toHaveLength(5002);
    expect(out[0]!.cells[0]).toBe('Peña St');
    expect(out[5000]!.error).toMatch(/^line 5002: invalid UTF-8 byte/);
    expect(out[5001]!.cells[0]).toBe('2 Niño Rd');
  });
});

describe('JSON array (found)', () => {
  const el = (i: number): string => `{"id": ${i}, "street": "${i} Main St", "zip": "62701"}`;
  const arr = (els: string[]): string => `[\n${els.join(',\n')}\n]\n`;
  const ids = (out: { error?: string; source?: Record<string, unknown> }[]): unknown[] => out.map((r) => (r.error ? 'FAIL' : r.source!.id));

  it('a missing } is one FAIL row; the elements after it come back (was: all dropped, exit 0)', async () => {
    const els = [el(1), '{"id": 2, "street": "2 Main St"', el(3), el(4)];
    const { rows: out, error } = await readAll(arr(els));
    expect(error).toBeUndefined();
    expect(ids(out)).toEqual([1, 'FAIL', 3, 4]);
    expect(out[1]!.error).toMatch(/^line 3: invalid JSON/);
  });

  it('an element over the size limit is one FAIL row; the rest come back', async () => {
    const big = `{"id": 2, "street": "${'x'.repeat(2_000_000)}"}`;
    const { rows: out } = await readAll(arr([el(1), big, el(3)]));
    expect(ids(out)).toEqual([1, 'FAIL', 3]);
    expect(out[1]!.error).toMatch(/element longer than/);
  });

  it('a stray } fails one element, not 1,000 rows into 3,967', async () => {
    const els = Array.from({ length: 1000 }, (_, i) => el(i));
    els[10] = `${els[10]}}`;
    const { rows: out } = await readAll(arr(els));
    expect(out).toHaveLength(1000);
    expect(out.filter((r) => r.error).map((r) => r.line)).toEqual([12]);
  });

  it('a second array after the first stops with where, after the first array’s rows (was: silently dropped)', async () => {
    const { rows: out, error } = await readAll(`${arr([el(1), el(2)])}${arr([el(3)])}`);
    expect(ids(out)).toEqual([1, 2]);
    expect(error).toMatch(/^line 5: more JSON after the array's closing \]/);
  });

  it('a top-level object is a clear error (was: read as NDJSON with no word)', async () => {
    const r = await readAll('{\n  "rows": [\n' + el(1) + '\n]\n}\n', { format: 'json' });
    expect(r.error).toMatch(/single top-level object/);
  });

  it('a truncated array keeps its rows, fails the cut element, and says where', async () => {
    const text = arr([el(1), el(2), el(3)]);
    const { rows: out, error } = await readAll(text.slice(0, text.indexOf('"3 Main')));
    expect(ids(out)).toEqual([1, 2, 'FAIL']);
    expect(error).toMatch(/ends inside the array/);
  });

  it('an array cut right after a whole element keeps that element as a row; only the missing ] is said', async () => {
    const text = arr([el(1), el(2), el(3)]);
    const { rows: out, error } = await readAll(text.slice(0, text.indexOf(el(2)) + el(2).length));
    expect(ids(out)).toEqual([1, 2]);
    expect(error).toMatch(/ends inside the array \(no closing \]/);
  });

  it('5,000 levels of nesting in one element is one FAIL row (was: the whole run stopped)', async () => {
    const deep = `{"id": 2, "x": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const { rows: out } = await readAll(arr([el(1), deep, el(3)]));
    expect(ids(out)).toEqual([1, 'FAIL', 3]);
    expect(out[1]!.error).toMatch(/nested deeper than 64/);
  });
});

describe('NDJSON (found)', () => {
  it('bare-CR line ends are lines (was: 1 row)', async () => {
    const { rows: out } = await readAll('{"street": "1 Main St", "zip": "62701"}\r{"street": "2 Main St", "zip": "62701"}\r', { format: 'ndjson' });
    expect(out.map((r) => r.request?.street_address)).toEqual(['1 Main St', '2 Main St']);
  });

  it('a line over the size limit is a FAIL row, read without holding it (was: V8 out of memory on 50 MB)', async () => {
    const long = `{"street": "${'x'.repeat(5_000_000)}"}`;
    const text = `{"street": "1 Main St", "zip": "62701"}\n${long}\n{"street": "3 Main St", "zip": "62701"}\n`;
    const { rows: out } = await readAll(text, { format: 'ndjson' });
    expect(out.map((r) => r.error ?? r.request!.street_address)).toEqual(['1 Main St', 'line 2: line longer than 1048576 bytes', '3 Main St']);
  });

  it('keys the first object lacks map on later objects (aliases too)', async () => {
    const text = '{"full_address": "1 Main St, Springfield IL 62701"}\n{"address1": "2 Main St", "postal_code": "62701"}\n';
    const { rows: out } = await readAll(text, { format: 'ndjson' });
    expect(out[1]!.request).toEqual({ street_address: '2 Main St', zip_code: '62701' });
  });
});
