// Less common forms on a delivery line: letter house numbers, a firm's words closed by its unit, a note after the street.
import { cityStartIn } from '../normalize/places.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';
import { hasDigit, isHouseNumber } from '../normalize/words.js';
import type { LastLineHint } from './street-end.js';

/**
 * B SAN LUIS STREET, G-J HATHWAY AVENUE: with no digit on the line, a lone letter (or a letter range) opening
 * it before a name word and a common street type is the house number (a direction there is a predirectional).
 */
export function letterNumber(words: readonly string[], n: number, t: Tables): string | undefined {
  const w = words[0]!;
  const range = w.length === 3 && w[1] === '-' && isLetter(w[0]!) && isLetter(w[2]!);
  if (!range && !(w.length === 1 && isLetter(w) && !t.directionals.has(w))) return undefined;
  const next = words[1];
  if (next === undefined || next.length < 2 || next === 'AND' || t.directionals.has(next)) return undefined;
  let typed = false;
  for (let k = 0; k < n; k++) {
    if (hasDigit(words[k]!)) return undefined;
    if (k >= 2 && t.commonSuffixes.has(t.suffixes.get(words[k]!) ?? '')) typed = true;
  }
  return typed ? w : undefined;
}

function isLetter(c: string): boolean {
  return c >= 'A' && c <= 'Z';
}

/** Where a designated unit that ends exactly at `end` starts, after at least one other word; -1 when none does. */
export function unitEndingAt(words: readonly string[], end: number, t: Tables): number {
  for (let q = 1; q < end; q++) {
    const u = matchUnit(words, q, end, t, false);
    // (KBA # 90688: an account number after a name is no unit)
    if (u && q + u.len === end && u.abbrev !== '#') return q;
  }
  return -1;
}

/** Where a recipient note (ATTN …) after the house number starts and ends; undefined when there is none. */
export function noteAfterStreet(words: readonly string[], t: Tables, cityMayFollow: boolean, hint: LastLineHint): { from: number; to: number } | undefined {
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
