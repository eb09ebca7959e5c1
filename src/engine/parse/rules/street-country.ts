// street_address "12 MAIN ST U.S", "8 RIVER ST United States Of America": a US country written at the end of the
// street field is no part of the delivery line (the free-text path takes it off the last line: country.ts).
import { matchPhraseEndingAt } from '../../normalize/phrases.js';
import type { Tables } from '../../normalize/tables.js';

/** The street field's words without a US country closing them (at least two words kept: '100 AMERICA' stays). */
export function dropStreetCountry(words: string[], t: Tables): string[] {
  const us = matchPhraseEndingAt(t.usCountry, words, words.length, 2, 5);
  return us ? words.slice(0, words.length - us.words.length) : words;
}
