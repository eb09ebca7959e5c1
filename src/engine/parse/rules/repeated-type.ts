// "210 MOON RIDGE ROAD RD", "12 MAIN ST ST": the street type written twice (a name column that held it joined to a type
// column) is one type; the street's words without the first copy.
import type { Tables } from '../../normalize/tables.js';

/** words[i..end) with a street type repeated at its end taken once (the same words when none is). */
export function withoutRepeatedType(words: readonly string[], i: number, end: number, t: Tables): readonly string[] {
  // (a type and its abbreviation open with one letter: one character compare spares most lines the two lookups)
  if (end - i < 3 || words[end - 2]!.charCodeAt(0) !== words[end - 1]!.charCodeAt(0)) return words.slice(i, end);
  const last = t.suffixes.get(words[end - 1]!);
  if (last === undefined || t.suffixes.get(words[end - 2]!) !== last) return words.slice(i, end);
  return [...words.slice(i, end - 2), words[end - 1]!];
}
