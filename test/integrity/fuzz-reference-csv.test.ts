// The one hand-written CSV reader kept (reference build's column picker, ~6x csv-parse on the
// importers' files: see the comment in src/reference/csv-columns.ts and `npm run bench -- reference`),
// checked against csv-parse on random tables written by csv-stringify.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvPicked } from '../../src/reference/csv-columns.js';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// no CR inside cells: in a bare-CR file the picker reads a CR in a quoted field as LF (reference data holds none)
const cell = fc.string({ unit: fc.constantFrom(',', '"', '\n', ' ', 'a', 'Z', '7', 'é', '中', '😀', ';', '\t'), maxLength: 10 });

describe('fuzz: reference build CSV reader (csv-stringify → readCsvPicked, csv-parse as the oracle)', () => {
  it('every record, every picked cell, byte-identical, across chunk boundaries and line ends', async () => {
    const arb = fc.integer({ min: 2, max: 5 }).chain((w) => fc.record({
      w: fc.constant(w),
      rows: fc.array(fc.array(cell, { minLength: w, maxLength: w }), { maxLength: 25 }),
      eol: fc.constantFrom('\n', '\r\n', '\r'),
      bom: fc.boolean(),
      chunk: fc.integer({ min: 1, max: 200 }),
    }));
    await fc.assert(fc.asyncProperty(arb, async (t) => {
      const header = ['NUMBER', 'STREET', 'CITY', 'POSTCODE', 'UNIT'].slice(0, t.w);
      const text = stringify([header, ...t.rows], { record_delimiter: t.eol, bom: t.bom, quoted_match: /\n/ });
      const bytes = Buffer.from(text, 'utf8');
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += t.chunk) chunks.push(bytes.subarray(i, i + t.chunk));
      const got: string[][] = [];
      await readCsvPicked(Readable.from(chunks), {
        header: (fields) => fields.map((_, i) => i),
        row: (values, width) => got.push(values.slice(0, width)),
      });
      const oracle = (parse(text, { bom: true }) as string[][]).slice(1);
      expect(got).toEqual(oracle);
    }), { numRuns: 400, ...(seed !== undefined ? { seed } : {}) });
  });
});
