// "210 MOON RIDGE ROAD RD", "12 MAIN ST ST": the street type written twice (a name column that held it joined to a type
// column) is one type; the street's words without the first copy.
import type { Tables } from '../../normalize/tables.js';

/** words[i..end) with a street type repeated at its end taken once (the same words when none is). */
export function withoutRepeatedType(words: readonly string[], i: number, end: number, t: Tables): readonly string[] {
  const last = end - i >= 3 ? t.suffixes.get(words[end - 1]!) : undefined;
  if (last === undefined || t.suffixes.get(words[end - 2]!) !== last) return words.slice(i, end);
  return [...words.slice(i, end - 2), words[end - 1]!];
}
