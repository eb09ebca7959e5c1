// Issue 13's property suite: random tables written by csv-stringify (JSON.stringify for JSON and
// NDJSON) go through verify and are read back with csv-parse (JSON.parse): every row back, in
// order, the user's cells byte-identical; damaged records are one FAIL row each, the rest intact.
// fast-check prints the seed and the shrunk counterexample on failure (replay: FUZZ_SEED=…).

import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USADDR_COLUMNS } from '../../src/io/output-row.js';
import { verifyInProcess } from './verify-in-process.js';
import { tempDir } from '../helpers/tmp.js';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const params = (numRuns: number): fc.Parameters<unknown> => ({ numRuns, ...(seed !== undefined ? { seed } : {}), endOnFailure: false });
/** Generated files, counted so the suite can show it runs at least 2,000. */
let files = 0;

const SPECIAL = fc.constantFrom(',', ';', '\t', '|', '"', "'", '\r', '\n', '\r\n', ' ', '=', '-', 'a', 'Z', '7', 'é', 'ß', '中', '😀', '\u0000', '\u001b', '\uFEFF', '\\');
const cellArb = fc.string({ unit: fc.oneof({ weight: 3, arbitrary: SPECIAL }, { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }), maxLength: 12 });
const NAMES = ['street', 'city', 'note', 'memo', 'extra'];
const tableArb = fc.integer({ min: 1, max: 5 }).chain((w) => fc.record({
  header: fc.constant(NAMES.slice(0, w)),
  rows: fc.array(fc.array(cellArb, { minLength: w, maxLength: w }), { maxLength: 25 }),
  delimiter: fc.constantFrom(',', ';', '\t', '|'),
  eol: fc.constantFrom('\n', '\r\n', '\r'),
  bom: fc.boolean(),
  chunk: fc.integer({ min: 1, max: 300 }),
}));

/** As a spreadsheet writes it: any cell holding a line break quoted, whatever the record delimiter. */
function writeCsv(t: { header: string[]; rows: string[][]; delimiter: string; eol: string; bom: boolean }): Buffer {
  files += 1;
  return Buffer.from(stringify([t.header, ...t.rows], { delimiter: t.delimiter, record_delimiter: t.eol, bom: t.bom, quoted_match: /[\r\n]/ }), 'utf8');
}

const readCsv = (text: string): string[][] => parseCsv(text, { relax_column_count: true }) as string[][];

describe('fuzz: CSV round trip (csv-stringify → verify → csv-parse)', () => {
  it('rows out == rows in, same order, user cells byte-identical, appended columns after them', async () => {
    await fc.assert(fc.asyncProperty(tableArb, async (t) => {
      const { out, error } = await verifyInProcess(writeCsv(t), 'csv', { format: 'csv', delimiter: t.delimiter, header: 'yes' }, t.chunk);
      expect(error).toBeUndefined();
      const back = readCsv(out);
      expect(back[0]).toEqual([...t.header, ...USADDR_COLUMNS]);
      expect(back.slice(1).map((r) => r.slice(0, t.header.length))).toEqual(t.rows);
      expect(back.slice(1).every((r) => r.length === t.header.length + USADDR_COLUMNS.length)).toBe(true);
    }), params(900));
  });

  it('delimiter sniffing and header detection on tables without stray delimiters', async () => {
    const plain = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '7', 'é', '"', '\n'), maxLength: 10 });
    const arb = fc.record({
      w: fc.integer({ min: 2, max: 5 }), delimiter: fc.constantFrom(',', ';', '\t', '|'), eol: fc.constantFrom('\n', '\r\n', '\r'), bom: fc.boolean(),
    }).chain((o) => fc.record({ o: fc.constant(o), rows: fc.array(fc.array(plain, { minLength: o.w, maxLength: o.w }), { minLength: 2, maxLength: 20 }) }));
    await fc.assert(fc.asyncProperty(arb, async ({ o, rows }) => {
      const header = NAMES.slice(0, o.w);
      const { out, error } = await verifyInProcess(writeCsv({ header, rows, delimiter: o.delimiter, eol: o.eol, bom: o.bom }), 'csv');
      expect(error).toBeUndefined();
      expect(readCsv(out).slice(1).map((r) => r.slice(0, o.w))).toEqual(rows);
    }), params(200));
  });
});

const keyArb = fc.constantFrom('id', 'street', 'zip', 'city', 'note', 'nested', 'x y', 'ünï', '');
const valueArb: fc.Arbitrary<unknown> = fc.oneof(cellArb, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null),
  fc.array(cellArb, { maxLength: 3 }), fc.dictionary(keyArb, cellArb, { maxKeys: 3 }));
const objArb = fc.dictionary(keyArb, valueArb, { maxKeys: 6 }).map((o) => ({ street: 'x', ...o }));

const userPart = (o: Record<string, unknown>): Record<string, unknown> => {
  const { usaddr: _annotations, ...user } = o;
  return user;
};

describe('fuzz: JSON array and NDJSON round trip (JSON.stringify → verify → JSON.parse)', () => {
  it('JSON array: one element out per element in, in order, every user field kept', async () => {
    const arb = fc.record({ objs: fc.array(objArb, { maxLength: 20 }), indent: fc.constantFrom(0, 2), chunk: fc.integer({ min: 1, max: 300 }) });
    await fc.assert(fc.asyncProperty(arb, async ({ objs, indent, chunk }) => {
      files += 1;
      const { out, error } = await verifyInProcess(Buffer.from(JSON.stringify(objs, null, indent)), 'json', {}, chunk);
      expect(error).toBeUndefined();
      const back = JSON.parse(out) as Record<string, unknown>[];
      expect(back.map(userPart)).toEqual(JSON.parse(JSON.stringify(objs)));
    }), params(350));
  });

  it('NDJSON: one line out per line in, in order, every user field kept', async () => {
    const arb = fc.record({ objs: fc.array(objArb, { maxLength: 20 }), eol: fc.constantFrom('\n', '\r\n', '\r'), chunk: fc.integer({ min: 1, max: 300 }) });
    await fc.assert(fc.asyncProperty(arb, async ({ objs, eol, chunk }) => {
      files += 1;
      const text = objs.map((o) => JSON.stringify(o)).join(eol) + eol;
      const { out, error } = await verifyInProcess(Buffer.from(text), 'ndjson', { format: 'ndjson' }, chunk);
      expect(error).toBeUndefined();
      const back = out.split('\n').filter((l) => l.length > 0).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(back.map(userPart)).toEqual(JSON.parse(JSON.stringify(objs)));
    }), params(350));
  });
});

describe('fuzz: JSON array and NDJSON to CSV, objects with differing keys', () => {
  const dir = tempDir('usaddr-fuzz-keys-');
  const arb = fc.record({ objs: fc.array(objArb, { maxLength: 20 }), ndjson: fc.boolean(), chunk: fc.integer({ min: 1, max: 300 }) });
  const encode = (objs: Record<string, unknown>[], ndjson: boolean): Buffer =>
    Buffer.from(ndjson ? objs.map((o) => JSON.stringify(o)).join('\n') + '\n' : JSON.stringify(objs, null, 1));
  /** Every object's keys in first-seen order (the oracle: JSON.parse). */
  const union = (objs: Record<string, unknown>[]): string[] => [...new Set(objs.flatMap((o) => Object.keys(o)))];
  const cell = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

  it('a file: rows out == rows in, the columns are every object\'s keys, every user field present', async () => {
    await fc.assert(fc.asyncProperty(arb, async ({ objs, ndjson, chunk }) => {
      files += 1;
      const path = join(dir, ndjson ? 'in.ndjson' : 'in.json');
      const { out, error } = await verifyInProcess(encode(objs, ndjson), 'csv', {}, chunk, path);
      expect(error).toBeUndefined();
      const parsed = JSON.parse(JSON.stringify(objs)) as Record<string, unknown>[];
      const keys = union(parsed);
      const back = readCsv(out);
      if (objs.length === 0) return;
      expect(back[0]).toEqual([...keys, ...USADDR_COLUMNS]);
      expect(back.slice(1).map((r) => r.slice(0, keys.length))).toEqual(parsed.map((o) => keys.map((k) => (Object.hasOwn(o, k) ? cell(o[k]) : ''))));
      expect(back.slice(1).every((r) => r.length === keys.length + USADDR_COLUMNS.length)).toBe(true);
    }), params(200));
  });

  it('stdin: rows out == rows in, and every key without a column is reported with its rows', async () => {
    await fc.assert(fc.asyncProperty(arb, async ({ objs, ndjson, chunk }) => {
      files += 1;
      const { out, error, unwritten } = await verifyInProcess(encode(objs, ndjson), 'csv', {}, chunk);
      expect(error).toBeUndefined();
      const parsed = JSON.parse(JSON.stringify(objs)) as Record<string, unknown>[];
      const back = readCsv(out);
      if (objs.length === 0) return;
      const columns = Object.keys(parsed[0]!);
      expect(back).toHaveLength(objs.length + 1);
      expect(back.slice(1).map((r) => r.slice(0, columns.length))).toEqual(parsed.map((o) => columns.map((k) => (Object.hasOwn(o, k) ? cell(o[k]) : ''))));
      const left = parsed.map((o) => Object.keys(o).filter((k) => !columns.includes(k)));
      expect(unwritten).toEqual({ keys: [...new Set(left.flat())], rows: left.filter((l) => l.length > 0).length });
    }), params(150));
  });
});

/** The damage done to one record, given its bytes; `limit` is the run's record size limit. */
type Damage = 'quote' | 'invalid-byte' | 'huge';
const LIMIT = 2048;

/** Damage to one CSV record's cells; a stray quote is added to its line after writing. */
function damageCsvRecord(cells: string[], how: Damage, at: number): string[] {
  const out = [...cells];
  const i = at % out.length;
  if (how === 'invalid-byte') out[i] = `${out[i]}\u0000B`; // marker, made an invalid byte after writing
  else if (how === 'huge') out[i] = 'h'.repeat(LIMIT + 1);
  // the stray quote opens a line of plain text cells: were a quote or delimiter to follow it on its line, the
  // damage could be valid CSV (`"q,",7"` reads as `q,` and `7"`) and no reader could tell
  else return out.map((c, j) => `${j === 0 ? 'q' : ''}${c.replace(/[",]/g, '')}`);
  return out;
}

describe('fuzz: damaged input (rows out == undamaged records + one FAIL row per damaged record)', () => {
  it('CSV: stray quotes, invalid bytes, huge fields', async () => {
    const oneLineCell = fc.string({ unit: fc.constantFrom(',', ';', '"', ' ', 'a', '7', 'é', '😀', '|'), maxLength: 10 });
    const arb = fc.integer({ min: 2, max: 4 }).chain((w) => fc.record({
      w: fc.constant(w),
      rows: fc.array(fc.array(oneLineCell, { minLength: w, maxLength: w }), { minLength: 1, maxLength: 20 }),
      damaged: fc.uniqueArray(fc.nat(19), { maxLength: 3 }),
      how: fc.constantFrom<Damage>('quote', 'invalid-byte', 'huge'),
      at: fc.nat(),
      eol: fc.constantFrom('\n', '\r\n', '\r'),
      chunk: fc.integer({ min: 1, max: 500 }),
    }));
    await fc.assert(fc.asyncProperty(arb, async (t) => {
      const header = NAMES.slice(0, t.w);
      const hit = new Set(t.damaged.filter((k) => k < t.rows.length));
      const rows = t.rows.map((r, k) => (hit.has(k) ? damageCsvRecord(r, t.how, t.at) : r));
      files += 1;
      // one line per record (the cells hold no line breaks); a stray quote opens the damaged line
      const lines = [header, ...rows].map((r, k) => {
        const line = stringify([r], { record_delimiter: t.eol });
        return t.how === 'quote' && hit.has(k - 1) ? `"${line}` : line;
      });
      const withBad = replaceMarker(Buffer.from(lines.join(''), 'utf8'), Buffer.from('\u0000B'), 0xff);
      const { out, error } = await verifyInProcess(withBad, 'csv', { format: 'csv', header: 'yes', encoding: 'utf8', maxRecordBytes: LIMIT }, t.chunk);
      expect(error).toBeUndefined();
      const back = readCsv(out).slice(1);
      expect(back).toHaveLength(t.rows.length);
      back.forEach((r, k) => {
        if (hit.has(k)) expect(r[t.w]).toBe('FAIL');
        else expect(r.slice(0, t.w)).toEqual(t.rows[k]);
        expect(r).toHaveLength(t.w + USADDR_COLUMNS.length);
      });
    }), params(300));
  });

  it('JSON array and NDJSON: stray braces, missing braces, invalid bytes, huge values, deep nesting', async () => {
    const arb = fc.record({
      objs: fc.array(objArb, { minLength: 2, maxLength: 15 }),
      damaged: fc.uniqueArray(fc.nat(13), { maxLength: 3 }),
      how: fc.constantFrom('stray-brace', 'missing-brace', 'invalid-byte', 'huge', 'deep'),
      ndjson: fc.boolean(),
      chunk: fc.integer({ min: 1, max: 500 }),
    });
    await fc.assert(fc.asyncProperty(arb, async (t) => {
      // the last element keeps its closing brace: with none, the array's ] cannot be told apart
      const hit = new Set(t.damaged.filter((k) => k < t.objs.length - 1));
      const parts = t.objs.map((o, k) => {
        const text = JSON.stringify(o);
        if (!hit.has(k)) return Buffer.from(text);
        if (t.how === 'stray-brace') return Buffer.from(`${text}}`);
        if (t.how === 'missing-brace') return Buffer.from(text.slice(0, -1));
        if (t.how === 'huge') return Buffer.from(`{"street": "${'h'.repeat(LIMIT)}"}`);
        if (t.how === 'deep') return Buffer.from(`{"street": ${'['.repeat(100)}${']'.repeat(100)}}`);
        return Buffer.concat([Buffer.from(text.slice(0, -1)), Buffer.from(',"bad": "'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
      });
      const sep = Buffer.from(t.ndjson ? '\n' : ',\n');
      const body = Buffer.concat(parts.flatMap((p, k) => (k === 0 ? [p] : [sep, p])));
      const data = t.ndjson ? Buffer.concat([body, Buffer.from('\n')]) : Buffer.concat([Buffer.from('[\n'), body, Buffer.from('\n]\n')]);
      files += 1;
      const fmt = t.ndjson ? 'ndjson' : 'json';
      const { out, error } = await verifyInProcess(data, 'ndjson', { format: fmt, encoding: 'utf8', maxRecordBytes: LIMIT }, t.chunk);
      expect(error).toBeUndefined();
      const back = out.split('\n').filter((l) => l.length > 0).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(back).toHaveLength(t.objs.length);
      back.forEach((o, k) => {
        if (hit.has(k)) expect((o.usaddr as { status: string }).status).toBe('FAIL');
        else expect(userPart(o)).toEqual(JSON.parse(JSON.stringify(t.objs[k])));
      });
    }), params(300));
  });

  it('truncation: every record before the cut comes back whole, then one row for the cut record, never more', async () => {
    const arb = fc.record({ objs: fc.array(objArb, { minLength: 1, maxLength: 10 }), cut: fc.double({ min: 0.05, max: 0.95, noNaN: true }), csv: fc.boolean() });
    await fc.assert(fc.asyncProperty(arb, async ({ objs, cut, csv }) => {
      files += 1;
      if (csv) {
        const rows = objs.map((o) => [JSON.stringify(o.street ?? '').replace(/[^a-z0-9 ]/gi, ''), String(Object.keys(o).length)]);
        const text = stringify([['street', 'note'], ...rows], { quoted_match: /[\r\n]/ });
        const at = Math.max(text.indexOf('\n') + 1, Math.floor(text.length * cut));
        const { out } = await verifyInProcess(Buffer.from(text.slice(0, at)), 'csv', { format: 'csv', header: 'yes' });
        const whole = readCsv(text.slice(0, at)).length - 1; // rows csv-parse itself sees in the cut text
        expect(readCsv(out).length - 1).toBe(Math.max(0, whole));
        return;
      }
      const text = JSON.stringify(objs);
      const at = Math.floor(text.length * cut);
      const { out, error } = await verifyInProcess(Buffer.from(text.slice(0, at)), 'ndjson', { format: 'json', encoding: 'utf8' });
      const back = out.split('\n').filter((l) => l.length > 0).map((l) => JSON.parse(l) as Record<string, unknown>);
      // never silent: a cut array always says where it stopped
      expect(error ?? '').toMatch(/ends inside the array|empty/);
      // the elements whose text ends before the cut (then at most the cut one): none is lost with the error
      let end = 1;
      const complete = objs.filter((o, k) => (end += JSON.stringify(o).length + (k > 0 ? 1 : 0)) <= at).length;
      expect(back.length).toBeGreaterThanOrEqual(complete);
      expect(back.length).toBeLessThanOrEqual(complete + 1);
      back.forEach((o, k) => {
        if ((o.usaddr as { status: string }).status === 'FAIL') expect(k).toBe(back.length - 1);
        else expect(userPart(o)).toEqual(JSON.parse(JSON.stringify(objs[k])));
      });
    }), params(150));
  });

  it('generated at least 2,000 files', () => {
    expect(files).toBeGreaterThanOrEqual(2000);
  });
});

/** Each occurrence of `marker` becomes the single byte `b` (an invalid UTF-8 byte). */
function replaceMarker(buf: Buffer, marker: Buffer, b: number): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let i = buf.indexOf(marker); i !== -1; i = buf.indexOf(marker, from)) {
    parts.push(buf.subarray(from, i), Buffer.from([b]));
    from = i + marker.length;
  }
  parts.push(buf.subarray(from));
  return Buffer.concat(parts);
}
