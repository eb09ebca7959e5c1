import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvParser, MAX_QUOTED_CHARS, type CsvRecord } from '../../src/io/csv-parser.js';

function parse(text: string, delimiter = ',', pieces: string[] = [text]): CsvRecord[] {
  const p = new CsvParser(delimiter);
  const out: CsvRecord[] = [];
  pieces.forEach((piece, i) => p.push(piece, i === pieces.length - 1, out));
  return out;
}

describe('CsvParser', () => {
  it('splits cells, keeps quoted delimiters, doubled quotes and line numbers', () => {
    const recs = parse('a,b,c\n1,"x, y","say ""hi"""\n2,,\n');
    expect(recs.map((r) => r.cells)).toEqual([['a', 'b', 'c'], ['1', 'x, y', 'say "hi"'], ['2', '', '']]);
    expect(recs.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(recs[1]!.raw).toBe('1,"x, y","say ""hi"""');
  });

  it('handles CRLF, a last line without newline, and skips blank lines', () => {
    const recs = parse('a;b\r\n\r\n1;2\r\n3;4', ';');
    expect(recs.map((r) => r.cells)).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
    expect(recs.map((r) => r.line)).toEqual([1, 3, 4]);
    expect(recs[1]!.raw).toBe('1;2');
  });

  it('counts the lines inside a quoted field so later line numbers stay right', () => {
    const recs = parse('a,b\n"multi\nline",x\nz,y\n');
    expect(recs[1]!.cells).toEqual(['multi\nline', 'x']);
    expect(recs[2]!.line).toBe(4);
  });

  it('an unclosed quote costs one FAIL record for its line; the next lines are still read', () => {
    const recs = parse('a,b\n1,"broken\n2,ok\n3,ok\n');
    // at end of input the open quote is recovered: the FAIL record, then the following lines
    expect(recs[1]).toMatchObject({ line: 2, error: 'unclosed quote', raw: '1,"broken' });
    expect(recs.slice(2).map((r) => [r.line, r.cells])).toEqual([[3, ['2', 'ok']], [4, ['3', 'ok']]]);
  });

  it('gives up on a quote open for more than MAX_QUOTED_CHARS while streaming (bounded memory)', () => {
    const p = new CsvParser(',');
    const out: CsvRecord[] = [];
    p.push('h\n"open\n', false, out);
    const filler = 'x,y\n'.repeat(MAX_QUOTED_CHARS / 4 + 10);
    p.push(filler, false, out);
    expect(out[1]).toMatchObject({ line: 2, error: 'unclosed quote' });
    p.push('', true, out);
    expect(out.length).toBe(2 + MAX_QUOTED_CHARS / 4 + 10);
  });

  it('tab and pipe delimiters', () => {
    expect(parse('a\tb\n1\t2\n', '\t')[1]!.cells).toEqual(['1', '2']);
    expect(parse('a|b\n1|"2|3"\n', '|')[1]!.cells).toEqual(['1', '2|3']);
  });

  it('gives the same records however the text is split into chunks', () => {
    const cell = fc.stringMatching(/^[a-z ,"\n]{0,6}$/);
    const quote = (c: string): string => (/[,"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 5 }), (rows, cuts) => {
        const text = rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\n';
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const pieces: string[] = [];
        let last = 0;
        for (const c of points) {
          pieces.push(text.slice(last, c));
          last = c;
        }
        pieces.push(text.slice(last));
        expect(parse(text, ',', pieces)).toEqual(parse(text));
      }),
    );
  });
});
