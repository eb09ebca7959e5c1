// CsvReader splits lines that hold no quote itself (plainLines) and hands the rest to csv-parse. The oracle is
// the same reader with every line through csv-parse: on random bytes (quotes, CR, LF, CRLF, delimiters, invalid
// UTF-8, lines over the size limit), cut into random chunks, the two give the same records, line numbers, FAIL
// reasons and byte ranges. fast-check prints the seed and the shrunk input on failure (replay: FUZZ_SEED=…).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvReader, type CsvRecord } from '../../src/io/csv-reader.js';
import { BadOffsets, type TextWatch } from '../../src/io/text-watch.js';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const params = (numRuns: number): fc.Parameters<unknown> => ({ numRuns, ...(seed !== undefined ? { seed } : {}), endOnFailure: false });

/** Every byte range a record asked about, and the bad places it was told of. */
class RecordingWatch implements TextWatch {
  readonly reason = 'INVALID_UTF8' as const;
  readonly asked: string[] = [];
  private readonly bad = new BadOffsets();
  constructor(at: readonly number[]) {
    this.bad.at.push(...at);
  }
  firstBadIn(start: number, end: number): number | undefined {
    this.asked.push(`${start}-${end}`);
    return this.bad.firstIn(start, end);
  }
  describe(at: number): string {
    return `bad byte at ${at}`;
  }
}

interface Run {
  records: CsvRecord[];
  asked: string[];
}

function read(bytes: Buffer, cuts: readonly number[], opts: { delimiter: string; max?: number; width?: number; bad: number[]; bareCr: boolean }, plainLines: boolean): Run {
  const watch = new RecordingWatch(opts.bad);
  const reader = new CsvReader({ delimiter: opts.delimiter, maxRecordBytes: opts.max, watch, bareCrEndsLine: opts.bareCr, plainLines });
  if (opts.width !== undefined) reader.width = opts.width;
  const records: CsvRecord[] = [];
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const p of [...points, bytes.length]) {
    if (p < from) continue;
    reader.push(bytes.subarray(from, p), p === bytes.length, records);
    from = p;
    if (p === bytes.length) break;
  }
  return { records, asked: watch.asked };
}

const PIECES = ['a', 'b', 'Z', '7', ' ', ',', ';', '\t', '|', '"', '""', '\r', '\n', '\r\n', 'é', '中', '\u0000'];
const pieceArb = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...PIECES).map((p) => Buffer.from(p, 'utf8')) },
  // a byte that is no UTF-8 (a lone continuation byte, a lead byte cut short)
  { weight: 1, arbitrary: fc.constantFrom(0x80, 0xbf, 0xc3, 0xe2, 0xff).map((b) => Buffer.from([b])) },
);
const inputArb = fc.record({
  pieces: fc.array(pieceArb, { maxLength: 120 }),
  delimiter: fc.constantFrom(',', ';', '\t', '|'),
  cuts: fc.array(fc.nat(), { maxLength: 8 }),
  max: fc.option(fc.integer({ min: 4, max: 40 }), { nil: undefined }),
  width: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  bad: fc.uniqueArray(fc.nat({ max: 300 }), { maxLength: 4 }).map((xs) => xs.sort((a, b) => a - b)),
  bareCr: fc.boolean(),
});

describe('CsvReader: lines without a quote split by plainLines read as csv-parse reads them', () => {
  it('same records, line numbers, FAIL reasons and byte ranges as csv-parse alone, on random bytes and chunk cuts', () => {
    fc.assert(fc.property(inputArb, (o) => {
      const bytes = Buffer.concat(o.pieces);
      const oracle = read(bytes, o.cuts, o, false);
      const plain = read(bytes, o.cuts, o, true);
      expect(plain.records).toEqual(oracle.records);
      expect(plain.asked).toEqual(oracle.asked);
    }), params(3000));
  });

  it('address-like lines with a quoted one now and then, in 64-byte chunks', () => {
    const line = fc.tuple(fc.nat({ max: 9999 }), fc.constantFrom('Main St', 'Elm Rd', '"Apt 4, Rear"', 'Oak "Ave"', ''), fc.constantFrom('VT', 'Vermont', ''), fc.constantFrom('\n', '\r\n'))
      .map(([n, street, state, eol]) => `${n},${street},${state}${eol}`);
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), fc.boolean(), (lines, lastEol) => {
      let text = lines.join('');
      if (!lastEol) text = text.replace(/\r?\n$/, '');
      const bytes = Buffer.from(text, 'utf8');
      const cuts = Array.from({ length: Math.ceil(bytes.length / 64) }, (_, i) => i * 64);
      const o = { delimiter: ',', bad: [], bareCr: false };
      expect(read(bytes, cuts, o, true)).toEqual(read(bytes, cuts, o, false));
    }), params(500));
  });

  it('reads a plain file without csv-parse and still hands a quoted record to it', () => {
    const bytes = Buffer.from('id,street\n1,12 Main St\n2,"14 Elm St, Rear"\n3,16 Oak Ave\r\n4,"a\nb"\n5,x\n', 'utf8');
    const { records } = read(bytes, [7, 30], { delimiter: ',', bad: [], bareCr: false }, true);
    expect(records.map((r) => [r.line, r.cells])).toEqual([
      [1, ['id', 'street']],
      [2, ['1', '12 Main St']],
      [3, ['2', '14 Elm St, Rear']],
      [4, ['3', '16 Oak Ave']],
      [5, ['4', 'a\nb']],
      [7, ['5', 'x']],
    ]);
  });
});
