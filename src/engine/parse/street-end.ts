// Where the street stops when a city (or a bare unit) may follow on the same line: after the suffix run.
import { matchHighway } from '../normalize/highway.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';

function isFullSuffixWord(w: string, t: Tables): boolean {
  const abbr = t.suffixes.get(w);
  return abbr !== undefined && t.suffixNames.get(abbr) === w;
}

/** Index after the last street word in words[i..limit). */
export function streetEnd(words: readonly string[], i: number, limit: number, t: Tables, cityMayFollow: boolean): number {
  if (limit - i <= 1) return limit;
  let nameStart = i;
  if (t.directionals.has(words[i]!) && !(limit - i === 2 && t.suffixes.has(words[i + 1]!))) nameStart = i + 1;

  let e = -1;
  const hw = matchHighway(words, nameStart, limit, t);
  if (hw) {
    e = nameStart + hw.len;
  } else if (/^\d/.test(words[nameStart]!) && nameStart + 1 < limit && t.directionals.has(words[nameStart + 1]!)) {
    // Utah grid: 1234 S 500 E — a numbered street name closed by its directional
    e = nameStart + 1;
  } else {
    let k = nameStart + 1;
    while (k < limit && !t.suffixes.has(words[k]!)) k++;
    if (k >= limit) return limit;
    while (k + 1 < limit && t.suffixes.has(words[k + 1]!)) {
      const next = words[k + 1]!;
      // MAIN ST PARK CITY: an abbreviation followed by a full word ends the street
      if (!isFullSuffixWord(words[k]!, t) && isFullSuffixWord(next, t)) break;
      // MAIN ST ST LOUIS: a city prefix followed by more words starts the city
      if (t.cityWords.has(next) && k + 2 < limit) break;
      k++;
    }
    e = k + 1;
  }
  if (e < limit && t.directionals.has(words[e]!)) {
    const abbreviated = t.directionals.get(words[e]!) === words[e];
    if (abbreviated || e + 1 === limit || matchUnit(words, e + 1, limit, t, false)) e++;
  }
  if (cityMayFollow || e >= limit) return e;
  // no city here: the remainder must be a unit (MAIN ST 4B, MAIN ST REAR), else it all belongs to the street
  const unit = matchUnit(words, e, limit, t, true);
  if (unit && e + unit.len === limit) return e;
  if (limit - e === 1 && /\d/.test(words[e]!)) return e;
  return limit;
}
