// street_address "212 CENTER ST MARYLAND", "158 LAKE ST, Vermont 05478" with the state column holding MD / VT: the state's
// name (and the ZIP column's ZIP after it) written again at the end of the street field is no part of the delivery line.
// Only a name spelled out (a code there, CT or NE, may be the street's type or postdirectional) and only the state the
// state column names (MARYLAND AVE's MARYLAND in another state stays).
import { matchPhraseEndingAt } from '../../normalize/phrases.js';
import { stateFromWords } from '../../normalize/city.js';
import type { Tables } from '../../normalize/tables.js';
import { wordsOf } from '../tokenize.js';

/** The street field's words without such a state closing them (at least two words kept); `stateText`: the state column. */
export function dropStreetState(words: string[], stateText: string, zip: string, t: Tables): string[] {
  const n = words.length;
  // (cheap test first: a state column given and a last word longer than a code)
  if (stateText === '' || n < 3) return words;
  const end = zip !== '' && words[n - 1] === zip ? n - 1 : n;
  const last = words[end - 1]!;
  // (every state name ends in a word of four letters or more: IOWA, YORK)
  if (last.length < 4) return words;
  const st = matchPhraseEndingAt(t.states, words, end, 2, 4);
  if (st === undefined || !st.words.every((w) => w.length > 2) || st.value !== stateFromWords(wordsOf(stateText), t)) return words;
  return words.slice(0, end - st.words.length);
}
