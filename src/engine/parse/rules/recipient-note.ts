// "1000 MAIN ST ATTN LOCKBOX # 402605 COLLEGE PARK": a recipient note after the street runs to the known city
// (or the line's end); it is taken out of the line and set aside.
import { cityStartIn } from '../../normalize/places.js';
import type { Tables } from '../../normalize/tables.js';
import { hasDigit, isHouseNumber } from '../../normalize/words.js';
import type { LastLineHint, ParseContext } from '../context.js';

/** Where a recipient note (ATTN …) after the house number starts and ends; undefined when there is none. */
function noteAfterStreet(words: readonly string[], t: Tables, cityMayFollow: boolean, hint: LastLineHint): { from: number; to: number } | undefined {
  for (let a = 2; a < words.length; a++) {
    if (!t.recipientWords.has(words[a]!)) continue;
    if (!isHouseNumber(words[0]!)) return undefined;
    if (!cityMayFollow) return { from: a, to: words.length };
    const city = cityStartIn(words, a + 1, words.length, hint.state, hint.zip, t);
    if (city > a) return { from: a, to: city };
    // (city not known: the note ends with its first number, ATTN LOCKBOX # 402605)
    let to = a + 1;
    while (to < words.length && !hasDigit(words[to]!)) to++;
    return to < words.length ? { from: a, to: to + 1 } : undefined;
  }
  return undefined;
}

export function recipientNote(c: ParseContext): boolean {
  // (a second note after the first is taken out the same way, and set aside after it)
  for (let note = noteAfterStreet(c.words, c.t, c.cityMayFollow, c.hint); note; note = noteAfterStreet(c.words, c.t, c.cityMayFollow, c.hint)) {
    const w = c.words;
    c.note = [...c.note, ...w.slice(note.from, note.to)];
    c.words = [...w.slice(0, note.from), ...w.slice(note.to)];
    c.n = c.words.length;
  }
  return false;
}
