// Office buildings written with their own number and a street-type name (ONE MIDTOWN PLAZA, 1 LINCOLN CTR).
import { matchHighway } from '../normalize/highway.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';
import { isHouseNumber } from '../normalize/words.js';

/** A street type among the words (abbreviated, or a common one written in full), or a route. */
function hasStreetType(words: readonly string[], from: number, to: number, t: Tables): boolean {
  for (let k = from; k < to; k++) {
    // ST PAUL: a city prefix before a name is no street type (20TH ST N: before a direction it is)
    if (t.cityWords.has(words[k]!) && k + 1 < to && !t.suffixes.has(words[k + 1]!) && !t.directionals.has(words[k + 1]!)) continue;
    const abbr = t.suffixes.get(words[k]!);
    if ((abbr !== undefined && (t.commonSuffixes.has(abbr) || t.suffixNames.get(abbr) !== words[k])) || matchHighway(words, k, to, t)) return true;
  }
  return false;
}

/**
 * 1000 CATHEDRAL PL 925 W GEORGIA ST: where the street address starts after a building's number + name +
 * building type (CTR, PLZ, PL, SQ); 0 when the line does not start with such a building.
 */
export function buildingFirst(words: readonly string[], n: number, t: Tables): number {
  for (let j = 2; j < n - 1; j++) {
    if (!isHouseNumber(words[j]!)) continue;
    const type = t.suffixes.get(words[j - 1]!);
    if (type === undefined || !t.buildingSuffixes.has(type)) return 0;
    // CTR 5400 LBJ FWY: the second number must open a street of its own, not a unit (PLAZA 5 STE 2)
    if (matchUnit(words, j + 1, n, t, false) || !hasStreetType(words, j + 1, n, t)) return 0;
    return j;
  }
  return 0;
}

/** LASALLE ST 1 FINANCIAL PLACE: words[k..n) are a building's number and name ending in a building type. */
export function buildingTail(words: readonly string[], k: number, n: number, t: Tables): boolean {
  const type = t.suffixes.get(words[n - 1]!);
  return n - k >= 3 && type !== undefined && t.buildingSuffixes.has(type) && !isHouseNumber(words[k + 1]!);
}

/**
 * 30 ALLEN PLAZA, SUITE 700, 30 IVAN ALLEN JR BLVD: when the delivery-like part s is a building (number,
 * name, building type) and a later part is a street address, that later part's index; else s.
 */
export function streetAfterBuilding(segs: readonly (readonly string[])[], s: number, t: Tables): number {
  const seg = segs[s]!;
  if (!isHouseNumber(seg[0]!) || !buildingTail(seg, 0, seg.length, t)) return s;
  for (let k = s + 1; k < segs.length; k++) {
    const w = segs[k]!;
    if (w.length >= 3 && isHouseNumber(w[0]!) && hasStreetType(w, 1, w.length, t)) return k;
  }
  return s;
}
