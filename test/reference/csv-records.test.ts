import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvPicked, splitQuoted } from '../../src/reference/csv-columns.js';

/** Every column of every record (the header's width), with each record's field count. */
async function readAll(chunks: (string | Buffer)[]): Promise<{ header: string[]; records: string[][]; widths: number[] }> {
  const out = { header: [] as string[], records: [] as string[][], widths: [] as number[] };
  await readCsvPicked(Readable.from(chunks), {
    header(fields) {
      out.header = fields;
      return fields.map((_, i) => i);
    },
    row(values, width) {
      out.records.push(values.slice(0, Math.min(width, values.length)));
      out.widths.push(width);
    },
  });
  return out;
}

describe('streaming CSV for importers', () => {
  it('splits quoted fields with commas, doubled quotes and text after the closing quote', () => {
    expect(splitQuoted('"a,b","say ""hi""",c')).toEqual(['a,b', 'say "hi"', 'c']);
    expect(splitQuoted('"x"y,z')).toEqual(['xy', 'z']);
    expect(splitQuoted('a,"open')).toBeNull();
  });

  it('handles BOM, CRLF, blank lines and a quoted newline (kept as \\n)', async () => {
    const r = await readAll(['\ufeffA,B\r\n1,"two\r\nlines"\r\n\r\n3,4\r\n']);
    expect(r.header).toEqual(['A', 'B']);
    expect(r.records).toEqual([
      ['1', 'two\nlines'],
      ['3', '4'],
    ]);
  });

  it('gives the same records whatever the chunking, including a multi-byte character split across chunks', async () => {
    const text = 'NUMBER,STREET\n1,"CAÑADA, RD"\n2,ÉLAN ST\n3,"last ""one"""';
    const whole = await readAll([text]);
    const bytes = Buffer.from(text, 'utf8');
    const oneByte = await readAll([...bytes].map((b) => Buffer.from([b])));
    expect(oneByte).toEqual(whole);
    expect(whole.records[0]).toEqual(['1', 'CAÑADA, RD']);
    expect(whole.records[2]).toEqual(['3', 'last "one"']);
  });

  it('returns an unclosed quote at the end of the file as a record instead of losing it', async () => {
    const r = await readAll(['A,B\n1,"never closed\n']);
    expect(r.records).toHaveLength(1);
    expect(r.records[0]![0]).toBe('1');
  });
});
