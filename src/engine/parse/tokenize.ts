// Text → spans: each keeps the typed text, a normalized copy and offsets; commas and line breaks start a segment.
import { undoMojibake } from './rules/mojibake.js';
import { numeroAsNo } from './rules/numero-sign.js';
import { plainOrdinalEndings } from './rules/superscript-ordinal.js';

export interface Token {
  /** upper case, periods and apostrophes gone: 'N.Y.' → 'NY', "O'Hare" → 'OHARE' */
  word: string;
  /** exactly what was typed */
  raw: string;
  start: number;
  end: number;
  /** comma / newline separated part of the input this token belongs to */
  seg: number;
}

const COMBINING = /[\u0300-\u036f]/g;

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isLetter(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** N, S, E or W */
function isDirectionLetter(c: number): boolean {
  return c === 78 || c === 83 || c === 69 || c === 87;
}

/** Words and their segment numbers side by side: what the parser reads, without a span object per word. */
export interface WordRun {
  words: string[];
  segs: number[];
}

/** Splits an address into tokens in one pass; never throws. */
export function tokenize(input: string): Token[] {
  const run: WordRun = { words: [], segs: [] };
  const starts: number[] = [];
  const ends: number[] = [];
  const folded = scan(input, run.words, run.segs, starts, ends);
  const tokens: Token[] = [];
  for (let k = 0; k < run.words.length; k++) {
    tokens.push({ word: run.words[k]!, raw: folded.slice(starts[k], ends[k]), start: starts[k]!, end: ends[k]!, seg: run.segs[k]! });
  }
  return tokens;
}

/** The tokens' words and segments only (the parser's hot path); same split as tokenize. */
export function tokenWords(input: string): WordRun {
  const run: WordRun = { words: [], segs: [] };
  scan(input, run.words, run.segs, undefined, undefined);
  return run;
}

/** The tokens' words alone (one request field, one city or street name); same split as tokenize. */
export function wordsOf(input: string): string[] {
  const words: string[] = [];
  scan(input, words, undefined, undefined, undefined);
  return words;
}

/**
 * Accents dropped; vulgar fractions spelled the way house numbers are written (63½ → 63 1/2, ½7 → 1/2 7), and the fraction
 * slash word processors put in them (63 1⁄2, U+2044; U+2215) read as '/' (same length: offsets still point right); a
 * superscript ordinal ending read plain (5ᵗʰ → 5th) and a numero sign as NO (Apt Nº 4 → Apt NO 4).
 */
export function foldNonAscii(input: string): string {
  return numeroAsNo(plainOrdinalEndings(undoMojibake(input)))
    // (opening a number, it stays apart from the digits after it: '½700' is no 1/2700, unit 1 of 2700 the Australian way)
    .replace(/(\d?)\s*([½¼¾])(?=(\d?))/g, (_, b: string, f: string, d: string) => `${b}${f === '½' ? ' 1/2' : f === '¼' ? ' 1/4' : ' 3/4'}${b === '' && d !== '' ? ' ' : ''}`)
    .replace(/[\u2044\u2215]/g, '/')
    // '１２３ Ｍａｉｎ Ｓｔ': full-width forms (typed with an East Asian input method) as the ASCII they stand for
    .replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .normalize('NFD')
    .replace(COMBINING, '');
}

function lineBreakBetween(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (s.charCodeAt(i) === 10 || s.charCodeAt(i) === 13) return true;
  return false;
}

function hasNonAscii(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (s.charCodeAt(i) > 127) return true;
  return false;
}

/** The one pass behind tokenize and tokenWords; returns the accent-folded text the offsets point into. */
function scan(input: string, words: string[], segs: number[] | undefined, starts: number[] | undefined, ends: number[] | undefined): string {
  // accents are dropped the way USPS prints names (PEÑUELAS → PENUELAS); same length keeps offsets
  // toUpperCase first: it also hands back a flat string whatever the input's shape (a rope, a slice), and the loop
  // reads it code by code; a character whose upper case is ASCII (ß, ı, ﬁ) is one foldNonAscii leaves alone
  const up = input.toUpperCase();
  if (scanUpper(up, words, segs, starts, ends, true)) return input;
  // a non-ASCII character: start again on the folded text (rare)
  words.length = 0;
  if (segs) segs.length = 0;
  if (starts) starts.length = 0;
  if (ends) ends.length = 0;
  const folded = foldNonAscii(input);
  scanUpper(folded.toUpperCase(), words, segs, starts, ends, false);
  return folded;
}

/**
 * '12 MAIN ST - SIDE ENTRANCE', 'VT ROUTE 30 - SIDE ENTRANCE', '- LEAVE AT DOOR': a dash with a space on both sides,
 * before two or more words, the first opening with a letter, parts the line as a comma does; not after a part's first word holding a digit
 * ('123 - 125 MAIN ST', 'N123W456 - MAIN ST': a range, a grid number) nor before a digit ('APT - 4', 'APT 4 - 12 MAIN ST').
 */
function partingDash(up: string, i: number, words: readonly string[], wordBefore: boolean, segStart: number): boolean {
  const prev = i > 0 ? up.charCodeAt(i - 1) : 0;
  if ((prev !== 32 && prev !== 45) || !wordBefore) return false;
  let j = i + 1;
  while (j < up.length && (up.charCodeAt(j) === 32 || up.charCodeAt(j) === 45)) j++;
  if (j === i + 1 || j >= up.length || !isLetter(up.charCodeAt(j))) return false;
  // one word alone after it is a name's other half or a qualifier ('WINSTON - SALEM', 'ROUTE 1 - BUSINESS'): no parting
  if (!twoWordsFrom(up, j)) return false;
  if (words.length - 1 !== segStart) return true;
  const w = words[words.length - 1]!;
  for (let k = 0; k < w.length; k++) if (isDigit(w.charCodeAt(k))) return false;
  return true;
}

function allDigits(up: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isDigit(up.charCodeAt(k))) return false;
  return true;
}

/**
 * up[start..comma) is 1-3 digits opening the text or a line, and three digits then a space follow the comma ('12,345 MAIN'):
 * a thousands comma, not a part's end ('VT,05401', '12 MAIN ST,345 OAK' keep theirs: letters or a space before).
 */
function thousands(up: string, start: number, comma: number): boolean {
  const before = start > 0 ? up.charCodeAt(start - 1) : 10;
  if (before !== 10 && before !== 13 && !(start === 0)) return false;
  if (!allDigits(up, start, comma) || !allDigits(up, comma + 1, comma + 4) || comma + 4 > up.length) return false;
  return up.charCodeAt(comma + 4) === 32;
}

/**
 * up[i] is a dash after a space and `before` (all digits, up to five); digits then a space and a letter follow it: '79 - 81 KING DR'.
 */
function rangeDash(up: string, i: number, before: string): boolean {
  if (up.charCodeAt(i - 1) !== 32 || before.length > 5 || !allDigits(before, 0, before.length)) return false;
  let j = i + 1;
  while (j < up.length && up.charCodeAt(j) === 32) j++;
  const from = j;
  while (j < up.length && isDigit(up.charCodeAt(j))) j++;
  return j > from && j - from <= 5 && up.charCodeAt(j) === 32 && isLetter(up.charCodeAt(j + 1));
}

/**
 * 'BURLINGTON, VT-05401', 'MD-21030-1234': two letters opening the word, the dash, then five digits (and a ZIP+4's four)
 * ending it: a state and its ZIP joined by a dash, two words.
 */
function stateDashZip(up: string, start: number, i: number): boolean {
  if (i - start !== 2 || !isLetter(up.charCodeAt(start)) || !isLetter(up.charCodeAt(start + 1)) || !allDigits(up, i + 1, i + 6)) return false;
  const after = i + 6 < up.length ? up.charCodeAt(i + 6) : 32;
  return !isAlnum(after) && !(after === 45 && isDigit(up.charCodeAt(i + 7)) && !allDigits(up, i + 7, i + 11));
}

/** At least two words from `j` before the part ends (a comma, semicolon or line break) or the text does. */
function twoWordsFrom(up: string, j: number): boolean {
  let count = 0;
  let inWord = false;
  for (let k = j; k < up.length; k++) {
    const c = up.charCodeAt(k);
    if (c === 44 || c === 59 || c === 10 || c === 13) break;
    const alnum = isAlnum(c);
    if (alnum && !inWord && ++count === 2) return true;
    inWord = alnum;
  }
  return false;
}

/** Splits upper-case text into the lists; with `asciiOnly`, stops at the first non-ASCII character and returns false. */
function scanUpper(up: string, words: string[], segs: number[] | undefined, starts: number[] | undefined, ends: number[] | undefined, asciiOnly: boolean): boolean {
  let seg = 0;
  // the segment of the last word kept (-1: none yet), and the index of the first word of the segment being read
  let wordSeg = -1;
  let segStart = 0;
  // the word is `word` (pieces before a dropped period or apostrophe) + up[from..i)
  let word = '';
  let start = -1;
  let from = 0;
  // the word so far is dotted initials (U.S. → US), so one more initial may join it (U.S.A. → USA)
  let dotted = false;
  // a range dash (45) or a unit's slash (47) was read after the last word: the next word joins it with that character
  let range = 0;
  const n = up.length;
  // i === n reads as a space, so the last word is ended by the same code as the others (no closure per call)
  for (let i = 0; i <= n; i++) {
    const c = i < n ? up.charCodeAt(i) : 32;
    if (isAlnum(c)) {
      if (start < 0) {
        start = i;
        from = i;
      }
      continue;
    }
    if (c > 127 && asciiOnly) return false;
    const prev = i > 0 ? up.charCodeAt(i - 1) : 0;
    const next = i + 1 < n ? up.charCodeAt(i + 1) : 0;
    const joiner = c === 46 || c === 39 || c === 8217; /* . ' ’ */
    if (c === 46 /* . */) {
      // initials join (N.Y. → NY, P.O. → PO); after a longer word a period separates (St.Louis), and so it does after a
      // direction's letter before a word ('S.Main St', 'N.W.Main St': a direction glued by its period, no initial of the name)
      const nextIsInitial = i + 2 >= n || !isAlnum(up.charCodeAt(i + 2));
      const len = word.length + (start >= 0 ? i - from : 0);
      if (((len === 1 && (nextIsInitial || !isDirectionLetter(prev))) || (dotted && nextIsInitial)) && isLetter(prev) && isLetter(next)) {
        // drop the period: keep what came before it and restart the run after it
        word += up.slice(from, i);
        from = i + 1;
        dotted = true;
        continue;
      }
      if (isDigit(prev) && isDigit(next) && start >= 0) {
        // '1234.0 MAIN ST', '1931.00 ALTAVUE RD': a number a spreadsheet read as a float; the .0 is no part of it
        let z = i + 1;
        while (z < n && up.charCodeAt(z) === 48) z++;
        if (next === 48 && !isAlnum(z < n ? up.charCodeAt(z) : 32) && allDigits(up, start, i)) {
          word += up.slice(from, i);
          from = z;
          i = z - 1;
        }
        continue;
      }
    } else if (c === 39 || c === 8217 /* ' ’ */) {
      if (start >= 0 && isLetter(next)) {
        word += up.slice(from, i);
        from = i + 1;
        continue;
      }
    } else if ((c === 45 /* - */ && isAlnum(prev) && isAlnum(next) && start >= 0 && !stateDashZip(up, start, i)) || (c === 47 /* / */ && isDigit(next) && start >= 0 && (isDigit(prev) || (isLetter(prev) && isDigit(up.charCodeAt(start)))))) {
      // ('308A/21117 GARY DR': a lettered unit before the slash and the house number, unit-slash-number.ts)
      continue;
    } else if (c === 44 /* , */ && start >= 0 && word === '' && i - start <= 3 && thousands(up, start, i)) {
      // '12,345 MAIN ST': a house number written with a thousands comma is one number
      word += up.slice(from, i);
      from = i + 1;
      continue;
    }
    if ((c === 45 || c === 47) && start < 0 && wordSeg === seg && words.length - 1 === segStart && rangeDash(up, i, words[segStart]!)) {
      // '79 - 81 KING DR': a spaced dash between two numbers opening a part is a range of house numbers, one word (79-81);
      // '714 / 3700 PACIFIC AVE': a spaced slash there is a unit's before its house number, one word (714/3700)
      range = c;
      continue;
    }
    // the word ends here
    if (start >= 0) word += up.slice(from, i);
    if (word !== '' && range !== 0) {
      words[words.length - 1] += `${range === 47 ? '/' : '-'}${word}`;
      if (ends) ends[ends.length - 1] = i;
      range = 0;
    } else if (word !== '') {
      words.push(word);
      segs?.push(seg);
      wordSeg = seg;
      starts?.push(start);
      ends?.push(i);
    }
    word = '';
    start = -1;
    dotted = false;
    if (joiner || i === n) continue;
    // (M/C 525), (EAST SIDE), [GATE 12], {SIDE DOOR}: a note in brackets of any kind is no part of the address
    if (c === 40 /* ( */ || c === 91 /* [ */ || c === 123 /* { */) {
      const close = up.indexOf(c === 40 ? ')' : c === 91 ? ']' : '}', i + 1);
      if (close > i) {
        if (asciiOnly && hasNonAscii(up, i + 1, close)) return false;
        i = close;
        continue;
      }
    }
    // '** FRAGILE **', '*CALL ON ARRIVAL*': a note between stars is no part of the address (a lone star is a space, and so
    // is a star whose pair is on a later line: '* 12 MAIN ST\n* BURLINGTON, VT 05401', a list's bullets)
    if (c === 42 /* * */) {
      let open = i;
      while (open + 1 < n && up.charCodeAt(open + 1) === 42) open++;
      const close = up.indexOf('*', open + 1);
      if (close > open && !lineBreakBetween(up, open + 1, close)) {
        if (asciiOnly && hasNonAscii(up, open + 1, close)) return false;
        i = close;
        while (i + 1 < n && up.charCodeAt(i + 1) === 42) i++;
      } else i = open;
      continue;
    }
    if (c === 35 /* # */ || c === 38 /* & */ || c === 64 /* @ */) {
      words.push(up[i]!);
      segs?.push(seg);
      wordSeg = seg;
      starts?.push(i);
      ends?.push(i + 1);
      continue;
    }
    if (c === 44 || c === 59 || c === 10 || c === 13 || c === 124 /* , ; \n \r | */ || (c === 45 && partingDash(up, i, words, wordSeg === seg, segStart))) {
      if (wordSeg === seg) {
        seg++;
        segStart = words.length;
      }
    }
  }
  return true;
}
