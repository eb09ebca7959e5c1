// City, state and country text → one form: cities for display and matching, states as USPS codes, the US or not.
import { matchPhrase } from './phrases.js';
import type { Tables } from './tables.js';

/**
 * City words (words[from..to), all by default) in one match form: upper case, punctuation gone, ST/FT/MT,
 * a leading direction and C1 abbreviations spelled out (ST LOUIS → SAINT LOUIS, COLORADO SPGS → COLORADO SPRINGS).
 */
export function cityFromWords(words: readonly string[], t: Tables, from = 0, to = words.length): string {
  let out = '';
  for (let i = from; i < to; i++) {
    const w = words[i]!;
    if (w === '#' || w === '&' || w === '@') continue;
    // a one-word city stays as written; a word like ST only in front of another word (PORT ST stays), N HOLLYWOOD →
    // NORTH HOLLYWOOD at the start, and C1 abbreviations anywhere (PALM BCH GDNS → PALM BEACH GARDENS)
    let expanded = w;
    if (to - from > 1) {
      const inner = i < to - 1 ? (t.cityWords.get(w) ?? (i === from ? t.directionNames.get(w) : undefined)) : undefined;
      expanded = inner ?? t.cityAbbrevs.get(w) ?? w;
    }
    out = out === '' ? expanded : `${out} ${expanded}`;
  }
  return out;
}

/** The USPS code for a state written as code, name or variant; '' when it is not a state. */
export function stateFromWords(words: readonly string[], t: Tables): string {
  return stateOfTail(words, 0, t);
}

/** stateFromWords of words[from..] without cutting them out. */
export function stateOfTail(words: readonly string[], from: number, t: Tables): string {
  if (from >= words.length) return '';
  const p = matchPhrase(t.states, words, from);
  return p && p.words.length === words.length - from ? p.value : '';
}

/** No words, or words that are wholly a US spelling of countries.txt (US, U.S.A., America). */
export function isUsCountryWords(words: readonly string[], t: Tables): boolean {
  if (words.length === 0) return true;
  const us = matchPhrase(t.usCountry, words, 0);
  return us !== undefined && us.words.length === words.length;
}
