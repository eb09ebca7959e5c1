// "MAIN ST APT 4", "BLDG 5 APT 3" (every unit in a row, the innermost kept), "MAIN ST REAR", "MAIN ST 4B",
// "RANDOLPH 1 N", "SUMMIT COURT B": the unit after the street; "ENGLEWOOD RD ROUTE 776" (the route the street also
// is) and "LASALLE ST 1 FINANCIAL PLACE" (a building's number and name) are set aside.
import { isUsCountryWords } from '../../normalize/city.js';
import { matchHighway } from '../../normalize/highway.js';
import type { Tables } from '../../normalize/tables.js';
import { matchUnit } from '../../normalize/unit.js';
import { hasDigit, isHouseNumber } from '../../normalize/words.js';
import { buildingTail } from '../buildings.js';
import { cityOnLine, type ParseContext } from '../context.js';
import { setUnit } from '../parts.js';
import { zipBeforeCity } from './zip-before-city.js';

/** A route that runs from k to the end of the line, right after a street type. */
function isAlias(words: readonly string[], k: number, n: number, t: Tables): boolean {
  const hw = t.suffixes.has(words[k - 1] ?? '') ? matchHighway(words, k, n, t) : undefined;
  return hw !== undefined && k + hw.len === n;
}

/** The direction after the unit number at k closes the line or comes just before a known city. */
function wingEndsAt(c: ParseContext, k: number): boolean {
  const { words, n, t } = c;
  if (!t.directionals.has(words[k + 1] ?? '')) return false;
  if (k + 2 === n) return true;
  // 707 WEST PALM BEACH: a direction that opens the known city is the city's
  return cityOnLine(c, k + 1) === k + 2;
}

/** A lone letter (or two letters after a street type) closing the line or just before a known city. */
function isLooseUnitCode(c: ParseContext, k: number): boolean {
  const { words, n, t } = c;
  const w = words[k]!;
  // ('12 MAIN ST #': a number sign with nothing after it is no unit code)
  if (w.length > 2 || hasDigit(w) || t.directionals.has(w) || w === '#' || w === '&') return false;
  if (w.length === 2 && (!t.suffixes.has(words[k - 1] ?? '') || t.stateCodes.has(w) || k + 1 !== n)) return false;
  // ('8 PICARD LN US, MONTPELIER VT': the country written after the street, no unit # US)
  if (w.length === 2 && isUsCountryWords([w], t)) return false;
  return k + 1 === n || cityOnLine(c, k + 1) === k + 1;
}

export function trailingUnit(c: ParseContext): boolean {
  const { words, n, t, cityMayFollow } = c;
  let k = c.end;
  if (c.unitAt >= 0 && c.unit) {
    k = c.unitAt;
    // # G 252 FREMONT CA: the units end where a known city starts, so a letter and its number close the unit (G252)
    const cityAt = cityOnLine(c, k + 1);
    const end = cityAt > k ? cityAt : n;
    while (k < end) {
      const u = matchUnit(words, k, end, t, true);
      if (!u) break;
      setUnit(c, u);
      k += u.len;
    }
    if (k < n && c.cityMayFollow && c.hint.zip === '' && zipBeforeCity(c, k)) k++;
  } else if (k < n && cityMayFollow && c.hint.zip === '' && zipBeforeCity(c, k)) {
    k++;
  } else if (k < n) {
    // (UPPER FALLS MD, FRONT ROYAL VA: a stand-alone designator that opens the known city is the city's)
    const found = matchUnit(words, k, n, t, true);
    const loose = found && !(found.no === '' && cityOnLine(c, k) === k) ? found : undefined;
    if (loose) {
      setUnit(c, loose);
      k += loose.len;
    } else if (isAlias(words, k, n, t)) {
      c.ignored = words.slice(k, n);
      k = n;
    } else if (isHouseNumber(words[k]!) && buildingTail(words, k, n, t)) {
      c.ignored = words.slice(k, n);
      k = n;
    } else if (hasDigit(words[k]!) && (k + 1 === n || cityMayFollow || wingEndsAt(c, k))) {
      // PARK AVE W 4 N: a bare number with its wing direction
      const wing = t.directionals.get(words[k + 1] ?? '');
      const wingEnds = wing !== undefined && wingEndsAt(c, k);
      setUnit(c, { abbrev: '#', no: wingEnds ? words[k]! + wing : words[k]! });
      k += wingEnds ? 2 : 1;
    } else if (isLooseUnitCode(c, k)) {
      // WEBSTER AVENUE LH, 10TH AVE SW A MOUNT VERNON: a short letter code
      setUnit(c, { abbrev: '#', no: words[k]! });
      k++;
    }
  }
  c.i = k;
  return false;
}
