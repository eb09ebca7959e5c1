// "1106 TOWN HILL RD 05361 WHITINGHAM VT", "411 OLD ATHENS RD 05346 ATHENS VT", "1 PARK ST 05257 NORTH BENNINGTON VT": five
// digits after the street, then only a city's words (one to four, no digit, no unit word first) to the end of the line,
// with a state and no ZIP closing the address, are the ZIP written before the city (the European order), not a unit (nor
// a suite after ST: PARK ST 05257 is no ST 05257).
import { hasDigit, isAllDigits } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';

/** c.words[k] is such a ZIP. */
function isZipBeforeCity(c: ParseContext, k: number): boolean {
  const { words, n, t } = c;
  const w = words[k]!;
  if (w.length !== 5 || !isAllDigits(w) || n - k - 1 < 1 || n - k - 1 > 4 || t.unitStarts.has(words[k + 1]!)) return false;
  for (let j = k + 1; j < n; j++) if (hasDigit(words[j]!)) return false;
  return true;
}

/** Where such a ZIP stands in c.words[from..limit) on a line the city may close; -1 when none does. */
export function zipBeforeCityAt(c: ParseContext, from: number, limit: number): number {
  // cheap test first: only a line with a state and no ZIP after it can hold one
  if (!c.cityMayFollow || c.hint.zip !== '' || c.hint.state === '' || c.parts.zip !== '') return -1;
  for (let k = Math.max(from, c.n - 5); k < limit; k++) if (isZipBeforeCity(c, k)) return k;
  return -1;
}

/** True (and the ZIP set) when c.words[k] is such a ZIP. */
export function zipBeforeCity(c: ParseContext, k: number): boolean {
  if (zipBeforeCityAt(c, k, k + 1) !== k) return false;
  c.parts.zip = c.words[k]!;
  return true;
}
