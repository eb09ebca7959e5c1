// city "SAN JOSE APT 83", "#1509, SAN FRANCISCO", "BERKELEY UNIT M": a numbered unit written in the city field (a column shifted, or a
// unit typed after the city) is the address's unit; the city is what is left.
import { matchUnit, type UnitMatch } from '../../normalize/unit.js';
import { isUnitNumber } from '../../normalize/words.js';
import type { Tables } from '../../normalize/tables.js';

/** A designated unit (APT 83, UNIT M, # 1509) opening or closing the city's words (some word left for the city), or undefined. */
export function unitInCity(words: readonly string[], t: Tables): { unit: UnitMatch; city: string[] } | undefined {
  const n = words.length;
  if (n < 2) return undefined;
  const first = matchUnit(words, 0, n, t, false);
  if (first && isUnitNumber(first.no) && first.len < n) return { unit: first, city: words.slice(first.len) };
  for (let k = 1; k < n - 1; k++) {
    const u = matchUnit(words, k, n, t, false);
    if (u && isUnitNumber(u.no) && k + u.len === n) return { unit: u, city: words.slice(0, k) };
  }
  return undefined;
}
