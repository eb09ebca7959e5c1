// '12 MAIN ST (410) 555-0134', 'VT 05201 Phone: 802-555-0148', '+1 802 555 0148', '1 (802) 555-0148 x12': a phone number
// written with the address (its country code, label and extension too) is no part of it.
import type { Tables } from '../normalize/tables.js';
import { matchPhraseEndingAt } from '../normalize/phrases.js';
import { isAsciiAlnum, MAY_HOLD_PHONE, noiseMarks } from './noise-marks.js';
import { alternation } from './regex-words.js';
import { wordsOf } from './tokenize.js';

// the country code: +1 always; '1-' / '1.' glued to the number; '1 ' only where no word before it takes a number
// ('APT 1 802-555-0199', 'ROUTE 1 (802) 555-0148': that 1 is the unit's or the route's); (802)-555 as well as (802) 555
// ('+1  802  555  0148': a separator may be a doubled space, as when a whole line's spaces were doubled)
const NUMBER = String.raw`(?:(?:\+1(?:[-. ] ?)?|(?<![0-9A-Z])1[-.]|(?<![0-9A-Z#])(1 ))?(?:\(\d{3}\)[-. ]?\s*|\b\d{3}[-. ] ?)\d{3}[-. ] ?\d{4}\b|\+1\d{10}\b)`;

interface PhonePatterns {
  one: RegExp;
  all: RegExp;
}

// built once per set of labels (parse-words.txt [phone labels]: TEL, PHONE, FAX …; [phone extensions]: X, EXT …)
const patterns = new WeakMap<ReadonlySet<string>, PhonePatterns>();

function patternsFor(t: Tables): PhonePatterns {
  let p = patterns.get(t.phoneLabels);
  if (p === undefined) {
    // (a one-letter label only with its colon: 'T: 802.555.0148', never the unit T of 'APT T 802-555-0148')
    const label = String.raw`(?:\b(?:${alternation(t.phoneLabels)})\b\.?:?\s*#?\s*|\b(?:${alternation(t.phoneLetterLabels)}):\s*)`;
    const extension = String.raw`(?:\s*\b(?:${alternation(t.phoneExtensions)})\b\.?:?\s*\d{1,5}\b|\s*X\d{1,5}\b)?`;
    const one = new RegExp(String.raw`(?:${label}?${NUMBER}|${label}\d{10}\b)${extension}`, 'i');
    p = { one, all: new RegExp(one.source, 'gi') };
    patterns.set(t.phoneLabels, p);
  }
  return p;
}

/**
 * Words a number follows as its own (APT 1, # 1, BOX 1, COUNTY RD 1, RR 1) end text[..end): a '1 ' there is no country
 * code. Not across a comma, semicolon or line break: '69 BUZZELL LOOP, 1 802 555 0148' is a phone in a part of its own
 * (LOOP 1, HWY 1 and TRL 1 read it as a loop, a highway or a trailer and kept the 1 as the address's).
 */
function takesNumber(text: string, end: number, t: Tables): boolean {
  if (/[,;\n\r]\s*$/.test(text.slice(Math.max(0, end - 8), end))) return false;
  const words = wordsOf(text.slice(0, end));
  const w = words[words.length - 1];
  if (w === undefined) return false;
  // (a street type that means another thing as a unit word, '343 LONE PINE TRL 1 (802) 555-0148', closes the street:
  // TRAIL, no trailer 1; TRAILER 1 is a trailer either way)
  const asType = t.suffixes.get(w);
  const asUnit = t.units.get(w);
  if (asType !== undefined && asUnit !== undefined && asType !== asUnit.abbrev) return false;
  if (w === '#' || t.units.has(w) || t.numberFillers.has(w) || t.boxNumberWords.has(w)) return true;
  const n = words.length;
  const highway = matchPhraseEndingAt(t.highways, words, n) ?? matchPhraseEndingAt(t.stateHighways, words, n);
  if (highway !== undefined) return !closesName(words, n - highway.words.length, t);
  return matchPhraseEndingAt(t.rural, words, n) !== undefined || matchPhraseEndingAt(t.poBox, words, n) !== undefined;
}

/**
 * '11 DARRAH LOOP 1 802 555 0148', 'ETHAN ALLEN HWY 1 (802) …': a one-word route form (LOOP, HWY) after a name is that
 * street's type, no route LOOP 1; a route opens its street (12 LOOP 1, US HWY 1, after the number or a direction).
 */
function closesName(words: readonly string[], at: number, t: Tables): boolean {
  if (at !== words.length - 1 || !t.suffixes.has(words[at]!)) return false;
  const before = words[at - 1];
  return before !== undefined && /^[A-Z]{2,}$/.test(before) && !t.directionals.has(before) && !t.stateCodes.has(before);
}

/** The text with any phone number (and its TEL / PHONE label, country code and extension) replaced by a space. */
export function dropPhones(text: string, t: Tables): string {
  if ((noiseMarks(text) & MAY_HOLD_PHONE) === 0) return text;
  return dropPhonesFound(text, t);
}

/** dropPhones once noiseMarks said a phone may be there. */
export function dropPhonesFound(text: string, t: Tables): string {
  const p = patternsFor(t);
  if (!p.one.test(text)) return text;
  // (a replacement function costs twice a replacement string: only where a spaced 1 may open a phone)
  if (!spacedOneIn(text)) return text.replace(p.all, ' ');
  return text.replace(p.all, (match: string, spacedOne: string | undefined, at: number) =>
    spacedOne !== undefined && match.startsWith(spacedOne) && takesNumber(text, at, t) ? '1  ' : ' ',
  );
}

/** A '1 ' standing alone (after a space or the start, not after # or a letter or digit). */
function spacedOneIn(text: string): boolean {
  for (let i = text.indexOf('1 '); i >= 0; i = text.indexOf('1 ', i + 1)) {
    const before = i > 0 ? text.charCodeAt(i - 1) : 32;
    if (!isAsciiAlnum(before) && before !== 35) return true;
  }
  return false;
}
