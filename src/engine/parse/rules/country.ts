// "12 MAIN ST, SPRINGFIELD IL 62701 USA", "… UNITED STATES OF AMERICA": a US country closing the address comes off;
// "10 DOWNING ST, LONDON, UNITED KINGDOM": another country ends the parse (not US).
import { matchPhraseEndingAt } from '../../normalize/phrases.js';
import type { ParseContext } from '../context.js';

/** True when the address names another country. */
export function country(c: ParseContext): boolean {
  const { tokens, t } = c;
  const end = c.lastEnd;
  const us = matchPhraseEndingAt(t.usCountry, tokens, end, 1, 5);
  if (us) {
    c.parts.country = 'US';
    c.lastEnd = end - us.words.length;
    return false;
  }
  const other = matchPhraseEndingAt(t.otherCountries, tokens, end, 1, 3);
  if (!other) return false;
  c.foreign = other.words.join(' ');
  c.lastEnd = end - other.words.length;
  return true;
}
