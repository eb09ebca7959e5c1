// Less common forms on a delivery line: letter house numbers, a firm's words closed by its unit.
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';
import { hasDigit } from '../normalize/words.js';

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
