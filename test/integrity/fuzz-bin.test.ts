// The fuzz suite's share through the built bin (the rest runs the same pipeline in-process): random
// tables written by csv-stringify / JSON.stringify, verified by `usaddr verify`, read back by csv-parse / JSON.parse.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const cell = fc.string({ unit: fc.constantFrom(',', ';', '"', '\r', '\n', ' ', 'a', '7', 'é', '😀', '=', '\u001b'), maxLength: 8 });

describe('fuzz through the bin', () => {
  it('CSV and NDJSON: rows out == rows in, in order, user cells byte-identical', () => {
    const dir = tempDir('usaddr-fuzz-bin-');
    const arb = fc.record({
      rows: fc.array(fc.tuple(cell, cell, cell), { maxLength: 15 }),
      eol: fc.constantFrom('\n', '\r\n', '\r'),
      ndjson: fc.boolean(),
    });
    fc.assert(fc.property(arb, ({ rows, eol, ndjson }) => {
      const header = ['street', 'city', 'note'];
      if (ndjson) {
        const objs = rows.map(([street, city, note], i) => ({ id: i, street, city, note }));
        const file = join(dir, 'in.ndjson');
        writeFileSync(file, objs.map((o) => JSON.stringify(o)).join(eol) + eol);
        const r = runCli(['verify', file, '--quiet']);
        expect(r.code).toBe(0);
        const back = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
        expect(back.map(({ usaddr: _, ...user }) => user)).toEqual(objs);
        return;
      }
      const file = join(dir, 'in.csv');
      writeFileSync(file, stringify([header, ...rows], { record_delimiter: eol, quoted_match: /[\r\n]/ }));
      const r = runCli(['verify', file, '--quiet', '--header', 'yes', '--delimiter', ',']);
      expect(r.code).toBe(0);
      expect((parse(r.stdout) as string[][]).slice(1).map((x) => x.slice(0, 3))).toEqual(rows);
    }), { numRuns: 12, ...(seed !== undefined ? { seed } : {}) });
  });
});
