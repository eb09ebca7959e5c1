// "1000 MAIN ST ATTN LOCKBOX # 402605 COLLEGE PARK": a recipient note after the street runs to the known city
// (or the line's end); it is taken out of the line and set aside.
import { hasDigit, isHouseNumber } from '../../normalize/words.js';
import { cityOnLine, type ParseContext } from '../context.js';

/** Where a recipient note (ATTN …) after the house number starts and ends in c.words; undefined when there is none. */
function noteAfterStreet(c: ParseContext): { from: number; to: number } | undefined {
  const { words, n, t } = c;
  for (let a = 2; a < n; a++) {
    if (!t.recipientWords.has(words[a]!)) continue;
    if (!isHouseNumber(words[0]!)) return undefined;
    if (!c.cityMayFollow) return { from: a, to: n };
    const city = cityOnLine(c, a + 1);
    if (city > a) return { from: a, to: city };
    // (city not known: the note ends with its first number, ATTN LOCKBOX # 402605)
    let to = a + 1;
    while (to < n && !hasDigit(words[to]!)) to++;
    return to < n ? { from: a, to: to + 1 } : undefined;
  }
  return undefined;
}

export function recipientNote(c: ParseContext): boolean {
  // (a second note after the first is taken out the same way, and set aside after it)
  for (let note = noteAfterStreet(c); note; note = noteAfterStreet(c)) {
    const w = c.words;
    c.note = [...c.note, ...w.slice(note.from, note.to)];
    c.words = [...w.slice(0, note.from), ...w.slice(note.to)];
    c.n = c.words.length;
  }
  return false;
}
