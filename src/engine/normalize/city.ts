// City and state text → one form: cities for display and matching, states as USPS codes.
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
    // a word like ST is only expanded in front of another word (a city named just "ST" stays)
    const inner = to - from > 1 && i < to - 1;
    // N HOLLYWOOD → NORTH HOLLYWOOD: a leading direction is spelled out like ST → SAINT;
    // PALM BCH GDNS → PALM BEACH GARDENS: USPS's abbreviated city names use the C1 street-type abbreviations
    const expanded = inner
      ? (t.cityWords.get(w) ?? (i === from ? t.directionNames.get(w) : undefined) ?? t.cityAbbrevs.get(w) ?? w)
      : to - from > 1
        ? (t.cityAbbrevs.get(w) ?? w)
        : w;
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
