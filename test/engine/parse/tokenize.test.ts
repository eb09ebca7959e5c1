// Spans keep the typed text and offsets; the parser's word-only pass splits exactly like them.
import { describe, expect, it } from 'vitest';
import { tokenize, tokenWords, wordsOf } from '../../../src/engine/parse/tokenize.js';

const INPUTS = [
  '123 N.W. Main St., Apt #4\nSt.Louis, MO 63101',
  "O'Hare Dr (M/C 525); 12-14 Elm ; | 1/2 Oak, PEÑUELAS, P.R. 00624",
  ',, ,  U.S.A. & 5th @ Oak ,',
  'Straße 5, ﬁeld ı (Ñ½) Oak',
  '12,345.0 Main St\n1,234 Oak, VT,05401 12.5',
  '',
];

describe('tokenize', () => {
  it('keeps what was typed with its offsets beside the normalized word', () => {
    const toks = tokenize("12 O'Hare Dr., Peñuelas");
    expect(toks.map((k) => [k.word, k.raw, k.seg])).toEqual([
      ['12', '12', 0],
      ['OHARE', "O'Hare", 0],
      ['DR', 'Dr', 0],
      ['PENUELAS', 'Penuelas', 1],
    ]);
    expect(toks.map((k) => [k.start, k.end])).toEqual([
      [0, 2],
      [3, 9],
      [10, 12],
      [15, 23],
    ]);
  });

  it('tokenWords and wordsOf give the same words (and segments) without the spans', () => {
    for (const input of INPUTS) {
      const toks = tokenize(input);
      const run = tokenWords(input);
      expect(run.words).toEqual(toks.map((k) => k.word));
      expect(run.segs).toEqual(toks.map((k) => k.seg));
      expect(wordsOf(input)).toEqual(run.words);
    }
  });

  it('folds accents found only inside a parenthesized note, so the offsets after it point into the folded text', () => {
    // ½ is spelled ' 1/2' by the fold: OAK starts three characters later than in the typed text
    const toks = tokenize('(X½) Oak');
    expect(toks.map((k) => [k.word, k.start])).toEqual([['OAK', 8]]);
  });

  it('reads characters whose upper case is ASCII (ß, ﬁ, ı) as their upper case, in upper- and lower-case input alike', () => {
    expect(tokenWords('Straße ﬁeld ı').words).toEqual(['STRASSE', 'FIELD', 'I']);
    expect(tokenWords('12 MAIN ST').words).toEqual(['12', 'MAIN', 'ST']);
    expect(tokenWords('12 Main St').words).toEqual(['12', 'MAIN', 'ST']);
  });

  it("reads a spreadsheet's house number as the number: a float's .0 dropped, a thousands comma opening a line joined", () => {
    const words = (text: string) => tokenize(text).map((k) => [k.word, k.seg]);
    expect(words('1779.0 Tatro Hill Rd')).toEqual([['1779', 0], ['TATRO', 0], ['HILL', 0], ['RD', 0]]);
    expect(words('12,345 Main St')).toEqual([['12345', 0], ['MAIN', 0], ['ST', 0]]);
    expect(words('x\n2,867 Lower Rd')).toEqual([['X', 0], ['2867', 1], ['LOWER', 1], ['RD', 1]]);
    // a comma after letters, after a space or before no three digits still parts the line; a decimal other than .0 stays
    expect(words('VT,05401')).toEqual([['VT', 0], ['05401', 1]]);
    expect(words('12 Main St,345 Oak')).toEqual([['12', 0], ['MAIN', 0], ['ST', 0], ['345', 1], ['OAK', 1]]);
    expect(words('Main St, 12,345')).toEqual([['MAIN', 0], ['ST', 0], ['12', 1], ['345', 2]]);
    expect(words('1,23 X')).toEqual([['1', 0], ['23', 1], ['X', 1]]);
    expect(words('12.5 X')).toEqual([['12.5', 0], ['X', 0]]);
  });
});
