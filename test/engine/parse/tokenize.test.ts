// Spans keep the typed text and offsets; the parser's word-only pass splits exactly like them.
import { describe, expect, it } from 'vitest';
import { tokenize, tokenWords, wordsOf } from '../../../src/engine/parse/tokenize.js';

const INPUTS = [
  '123 N.W. Main St., Apt #4\nSt.Louis, MO 63101',
  "O'Hare Dr (M/C 525); 12-14 Elm ; | 1/2 Oak, PEÑUELAS, P.R. 00624",
  ',, ,  U.S.A. & 5th @ Oak ,',
  'Straße 5, ﬁeld ı (Ñ½) Oak',
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
});
