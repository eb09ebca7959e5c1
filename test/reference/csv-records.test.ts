import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvBatches, splitQuoted } from '../../src/reference/csv-records.js';

async function readAll(chunks: (string | Buffer)[]): Promise<{ records: string[][]; lines: number[] }> {
  const out = { records: [] as string[][], lines: [] as number[] };
  for await (const b of readCsvBatches(Readable.from(chunks))) {
    out.records.push(...b.records);
    out.lines.push(...b.lines);
  }
  return out;
}

describe('streaming CSV for importers', () => {
  it('splits quoted fields with commas, doubled quotes and text after the closing quote', () => {
    expect(splitQuoted('"a,b","say ""hi""",c')).toEqual(['a,b', 'say "hi"', 'c']);
    expect(splitQuoted('"x"y,z')).toEqual(['xy', 'z']);
    expect(splitQuoted('a,"open')).toBeNull();
  });

  it('handles BOM, CRLF, blank lines and a quoted newline (kept as \\n), with each record’s first line number', async () => {
    const text = '\ufeffA,B\r\n1,"two\r\nlines"\r\n\r\n3,4\r\n';
    const r = await readAll([text]);
    expect(r.records).toEqual([
      ['A', 'B'],
      ['1', 'two\nlines'],
      ['3', '4'],
    ]);
    expect(r.lines).toEqual([1, 2, 5]);
  });

  it('gives the same records whatever the chunking, including a multi-byte character split across chunks', async () => {
    const text = 'NUMBER,STREET\n1,"CAÑADA, RD"\n2,ÉLAN ST\n3,"last ""one"""';
    const whole = await readAll([text]);
    const bytes = Buffer.from(text, 'utf8');
    const oneByte = await readAll([...bytes].map((b) => Buffer.from([b])));
    expect(oneByte).toEqual(whole);
    expect(whole.records[1]).toEqual(['1', 'CAÑADA, RD']);
    expect(whole.records[3]).toEqual(['3', 'last "one"']);
  });

  it('returns an unclosed quote at the end of the file as a record instead of losing it', async () => {
    const r = await readAll(['A,B\n1,"never closed\n']);
    expect(r.records).toHaveLength(2);
    expect(r.records[1]![0]).toBe('1');
  });
});
