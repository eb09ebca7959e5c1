// "427 BOW & ARROW PT", "89 KIRK&FITTS": an ampersand between two words of a street's name stands for AND (BOW AND ARROW PT);
// after a street type it still parts two streets (MAIN ST & OAK AVE).
import type { Tables } from './tables.js';

/** The street's words with such an ampersand written AND (the same list when it holds none). */
export function ampersandAsAnd(words: readonly string[], t: Tables): readonly string[] {
  const at = words.indexOf('&');
  if (at < 1 || at + 1 >= words.length || t.suffixes.has(words[at - 1]!)) return words;
  // (DELFRATE &RD: a stray ampersand before the closing type is no word)
  if (at + 2 === words.length && t.suffixes.has(words[at + 1]!)) return words;
  const out = words.slice();
  out[at] = 'AND';
  return out;
}
