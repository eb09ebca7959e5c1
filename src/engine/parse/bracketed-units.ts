// '12 MAIN ST (APT 4)', '12 MAIN ST [#4]': a unit in brackets is the address's unit, not a note (the tokenizer drops
// any other bracketed text: '(BACK DOOR)', '[GATE 12]').
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';
import { isUnitNumber } from '../normalize/words.js';
import { wordsOf } from './tokenize.js';

const BRACKETED = /[([{]([^()[\]{}]*)[)\]}]/g;

/** The text with the brackets around a unit with a number or letter (APT 4, # M) taken off (the unit kept); any other text as it was. */
export function unbracketUnits(text: string, t: Tables): string {
  // (most addresses have no bracket: one scan, no regex)
  if (text.indexOf('(') < 0 && text.indexOf('[') < 0 && text.indexOf('{') < 0) return text;
  return text.replace(BRACKETED, (whole: string, inner: string) => {
    const words = wordsOf(inner);
    const u = matchUnit(words, 0, words.length, t, false);
    return u && u.len === words.length && isUnitNumber(u.no) ? ` ${inner} ` : whole;
  });
}
