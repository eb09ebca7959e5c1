// Street types, directions and routes as the street-end rules weigh them: which type is strong enough to end a
// street, where a postdirectional closes it, a building named after it, a unit closing the line.
import { matchHighway } from '../normalize/highway.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';
import { hasDigit, isAllDigits } from '../normalize/words.js';

export function isAbbreviatedSuffix(w: string, t: Tables): boolean {
  const abbr = t.suffixes.get(w);
  return abbr !== undefined && t.suffixNames.get(abbr) !== w;
}

/** A suffix word that ends a street even with words after it: an abbreviation or a common full word. */
export function isStrongSuffix(w: string, t: Tables): boolean {
  const abbr = t.suffixes.get(w);
  // STREE, HGWY: a misspelt common type is as strong as the type itself
  if (abbr === undefined) return t.suffixTypos.has(w);
  return isAbbreviatedSuffix(w, t) || t.commonSuffixes.has(abbr);
}

/** HWY, RTE: a suffix word that is itself a route type. */
export function matchHighwayType(w: string, t: Tables): boolean {
  return t.highways.has(w) && t.suffixes.has(w);
}

export function isAbbreviatedDirectional(w: string, t: Tables): boolean {
  return t.directionals.get(w) === w;
}

/** The first street word: after a predirectional when a name follows it. */
export function nameStartOf(words: readonly string[], i: number, limit: number, t: Tables): number {
  if (limit - i >= 2 && t.directionals.has(words[i]!) && !(limit - i === 2 && t.suffixes.has(words[i + 1]!))) return i + 1;
  return i;
}

/** words[k] reads as a unit's number: it holds a digit, or it is one letter closing the line (NO E: number E). */
function unitNumberAt(words: readonly string[], k: number, limit: number): boolean {
  const w = words[k] ?? '';
  return hasDigit(w) || (w.length === 1 && k + 1 === limit && w >= 'A' && w <= 'Z');
}

/** Closes the street after a postdirectional when one follows at e. */
export function withPostdir(words: readonly string[], e: number, limit: number, t: Tables): number {
  // S E written as two initials is one postdirectional
  if (e + 1 < limit && words[e]!.length === 1 && words[e + 1]!.length === 1 && t.directionals.get(words[e]! + words[e + 1]!)) return e + 2;
  // 13TH AVE NO ST PETERSBURG: NO after the type is North, unless a unit number follows (MAIN ST NO 102, KIELY BLVD NO E)
  if (e < limit && t.typeDirectionals.has(words[e]!) && t.suffixes.has(words[e - 1] ?? '') && !unitNumberAt(words, e + 1, limit)) return e + 1;
  if (e >= limit || !t.directionals.has(words[e]!)) return e;
  const lastOrUnit =
    e + 1 === limit ||
    matchUnit(words, e + 1, limit, t, false) !== undefined ||
    (e + 2 === limit && hasDigit(words[e + 1]!)) ||
    // STREET SOUTH ST PETERSBURG: a city prefix after the direction starts the city
    (e + 2 < limit && t.cityWords.has(words[e + 1]!));
  return isAbbreviatedDirectional(words[e]!, t) || lastOrUnit ? e + 1 : e;
}

/** The suffix that ends the street among words[from..to): the first strong one, else the first run's end. */
export function chooseSuffix(words: readonly string[], from: number, to: number, t: Tables): number {
  const candidates: number[] = [];
  for (let k = from; k < to; k++) if (t.suffixes.has(words[k]!) || t.suffixTypos.has(words[k]!)) candidates.push(k);
  if (candidates.length === 0) return -1;
  const strong = candidates.filter((k) => isStrongSuffix(words[k]!, t));
  for (let s = 0; s < strong.length; s++) {
    let k = strong[s]!;
    // PORT ST LUCIE BLVD, 20TH STREET SOUTH ST PETERSBURG: ST / FT / MT before more name words is a name or city prefix
    // (LASALLE ST 1 FINANCIAL PLACE: before a number ST is the street's type)
    const prefix = t.cityWords.has(words[k]!) && k + 1 < to && !t.suffixes.has(words[k + 1]!) && !hasDigit(words[k + 1]!);
    if (prefix && (strong.some((j) => j > k + 1) || isStrongSuffix(words[k - 1]!, t) || t.directionals.has(words[k - 1]!))) continue;
    // GRANT AVENUE CIR, 26TH STREET DR: two street types in a row, the last one is the type
    while (strong.includes(k + 1) && !(t.cityWords.has(words[k + 1]!) && k + 2 < to)) k++;
    return k;
  }
  // FORT LAUDERDALE, MOUNT VERNON: a city prefix with words after it is not the street's type
  const weak = candidates.filter((j) => !(t.cityWords.has(words[j]!) && j + 1 < to));
  if (weak.length === 0) return -1;
  let k = weak[0]!;
  // RIVER BAY MOUNT VERNON: a city prefix after a street type starts the city
  while (candidates.includes(k + 1) && !(t.cityWords.has(words[k + 1]!) && k + 2 < to)) k++;
  return k;
}

/** HIGHWAY 16, COUNTY RD 312 chosen as the suffix: the street goes on to the route number. */
export function throughRoute(words: readonly string[], k: number, limit: number, t: Tables): number {
  for (const start of [k - 1, k]) {
    if (start < 0) continue;
    const hw = matchHighway(words, start, limit, t);
    if (hw && start + hw.len > k + 1) return start + hw.len;
  }
  return k + 1;
}

/** True when the direction `post` points against `pre` (W … E, SW … E, SW … NW): it cannot be the same street's. */
export function contradicts(pre: string, post: string, t: Tables): boolean {
  const a = t.directionals.get(pre) ?? '';
  const b = t.directionals.get(post) ?? '';
  // (directionals.txt [opposite]: a street cannot run both N and S, or E and W)
  for (const c of b) if (a.includes(t.oppositeDirections.get(c)!)) return true;
  return false;
}

/** words[..end) close with a postdirectional (S E, SE, S) after at least one name word from nameStart. */
export function postdirEndsAt(words: readonly string[], nameStart: number, end: number, t: Tables): boolean {
  const a = words[end - 2];
  const b = words[end - 1];
  if (b === undefined || end - 1 <= nameStart) return false;
  if (a !== undefined && end - 2 > nameStart && a.length === 1 && b.length === 1 && t.directionals.get(a + b)) return true;
  return t.directionals.has(b) && (a === undefined || !t.directionals.has(a));
}

/**
 * CAMPBELL AVE LUXE LOGAN SQUARE: a building name after a plain street type ends the street there.
 * `beforeUnit`: the words run up to a unit (PEACHTREE RD NE TOWER PLACE STE 1685), so designator-like
 * words (OFFICE) are the building's, and an abbreviated direction after an abbreviated type closes the street.
 */
export function buildingAfter(words: readonly string[], nameStart: number, limit: number, t: Tables, beforeUnit = false): number | undefined {
  for (let k = nameStart + 1; k < limit - 1; k++) {
    if (!isStrongSuffix(words[k]!, t)) continue;
    // PORT ST LUCIE: after a street type or direction, ST is a name prefix, not the street's type
    if (t.cityWords.has(words[k]!) && (t.suffixes.has(words[k - 1]!) || t.directionals.has(words[k - 1]!))) continue;
    // ENGLEWOOD ROAD ROUTE 776: a route closing the line after a named street is its other name
    const alias = matchHighway(words, k + 1, limit, t);
    if (alias && k + 1 + alias.len === limit && !matchHighway(words, k - 1, limit, t)) return k + 1;
    let e = k + 1;
    while (e < limit && t.suffixes.has(words[e]!)) e++;
    const typeEnd = e;
    e = withPostdir(words, e, limit, t);
    const closed = beforeUnit && e > typeEnd && isAbbreviatedSuffix(words[k]!, t) && isAbbreviatedDirectional(words[typeEnd]!, t);
    // SLEEPY AVENUE WEST RD: another street type later means the street goes on
    let typeLater = false;
    for (let j = e; j < limit; j++) if (isStrongSuffix(words[j]!, t)) typeLater = true;
    if ((typeLater && !closed) || e >= limit || hasDigit(words[e]!) || (!beforeUnit && matchUnit(words, e, limit, t, true)) || matchHighway(words, k, limit, t) || matchHighway(words, k - 1, limit, t)) return undefined;
    return e;
  }
  return undefined;
}

/** With no city after the street, only a unit may follow it: MAIN ST REAR, MAIN ST NO 102, BRYN MAWR 211. */
export function tailUnit(words: readonly string[], nameStart: number, limit: number, t: Tables): number {
  for (let k = nameStart + 1; k < limit; k++) {
    const u = matchUnit(words, k, limit, t, true);
    if (u && k + u.len === limit) return k;
  }
  const lastWord = words[limit - 1]!;
  const before = words[limit - 2]!;
  // AVENUE 10, CALLE 5 are names; so is a letter route (F 41, M 22 in Michigan)
  const typeOnly = limit - 2 === nameStart && (t.suffixes.has(before) || t.preTypes.has(before) || (before.length === 1 && !t.directionals.has(before)));
  // SCENIC HWY 98, ANDERSON COUNTY RD 312: the number belongs to a route
  const route = matchHighway(words, limit - 2, limit, t) || (limit - 3 >= nameStart && matchHighway(words, limit - 3, limit, t));
  if (limit - 1 > nameStart && hasDigit(lastWord) && !isAllDigits(before) && !typeOnly && !route) return limit - 1;
  return limit;
}
