import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvPicked } from '../../src/reference/csv-columns.js';
import { readCsvBatches } from './csv-oracle.js';

type Picked = { header: string[]; rows: { values: string[]; width: number }[] };

async function picked(chunks: (string | Buffer)[], want: string[]): Promise<Picked> {
  const out: Picked = { header: [], rows: [] };
  await readCsvPicked(Readable.from(chunks), {
    header(fields) {
      out.header = fields;
      return want.map((w) => fields.indexOf(w));
    },
    row(values, width) {
      out.rows.push({ values: [...values], width });
    },
  });
  return out;
}

/** What readCsvBatches (the general reader) gives, projected on the same columns. */
async function reference(text: string, want: string[]): Promise<Picked> {
  const records: string[][] = [];
  for await (const b of readCsvBatches(Readable.from([text]))) records.push(...b.records);
  const [header = [], ...rest] = records;
  const cols = want.map((w) => header.indexOf(w));
  return { header, rows: rest.map((r) => ({ values: cols.map((c) => (c < 0 ? '' : (r[c] ?? ''))), width: r.length })) };
}

const complete = (p: Picked) => ({ header: p.header, rows: p.rows.filter((r) => r.width === p.header.length) });

function chunked(text: string, cuts: number[]): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let prev = 0;
  for (const c of [...at, bytes.length]) {
    out.push(bytes.subarray(prev, c));
    prev = c;
  }
  return out;
}

describe('column-picking CSV reader', () => {
  it('keeps only the asked columns, in the asked order, with each record’s field count', async () => {
    const r = await picked(['\ufeffA,B,C,D\r\n1,2,3,4\r\n\r\n5,"6,7",8,9\n10,11\n'], ['D', 'B', 'Z']);
    expect(r.header).toEqual(['A', 'B', 'C', 'D']);
    expect(r.rows).toEqual([
      { values: ['4', '2', ''], width: 4 },
      { values: ['9', '6,7', ''], width: 4 },
      { values: ['9', '11', ''], width: 2 },
    ]);
  });

  it('reads a quoted newline and an unclosed quote at the end like the general reader', async () => {
    const text = 'A,B\n1,"two\r\nlines"\n2,"never closed\n';
    expect(await picked([text], ['A', 'B'])).toEqual(await reference(text, ['A', 'B']));
  });

  it('gives the general reader’s complete rows for any CSV text and any chunking (bytes split mid-character too)', async () => {
    const field = fc.stringMatching(/^[a-zé,"\r\n 1]{0,6}$/).map((s) => (/[,"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s));
    const row = fc.array(field, { minLength: 1, maxLength: 5 }).map((f) => f.join(','));
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), async (rows, cuts, crlf) => {
        const text = `H1,H2,H3${crlf ? '\r\n' : '\n'}${rows.join(crlf ? '\r\n' : '\n')}`;
        const want = ['H3', 'H1'];
        const [got, ref] = [await picked(chunked(text, cuts), want), await reference(text, want)];
        expect(got.rows.map((r) => r.width)).toEqual(ref.rows.map((r) => r.width));
        expect(complete(got)).toEqual(complete(ref));
      }),
      { numRuns: 300 },
    );
  });

  it('reports a file without a header line', async () => {
    expect(await readCsvPicked(Readable.from(['\n\n']), { header: () => [], row: () => undefined })).toBe(false);
  });
});
