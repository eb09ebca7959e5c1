// Where the street stops inside a delivery line: after the chosen suffix (and postdirectional), before a
// trailing unit or the city that follows without a comma.
import { matchHighway } from '../normalize/highway.js';
import { cityStartAnywhere, cityStartIn } from '../normalize/places.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';
import { hasDigit, isAllDigits, isHouseNumber } from '../normalize/words.js';
import { buildingTail } from './buildings.js';
import { NO_HINT, type LastLineHint } from './context.js';

function isAbbreviatedSuffix(w: string, t: Tables): boolean {
  const abbr = t.suffixes.get(w);
  return abbr !== undefined && t.suffixNames.get(abbr) !== w;
}

/** A suffix word that ends a street even with words after it: an abbreviation or a common full word. */
function isStrongSuffix(w: string, t: Tables): boolean {
  const abbr = t.suffixes.get(w);
  // STREE, HGWY: a misspelt common type is as strong as the type itself
  if (abbr === undefined) return t.suffixTypos.has(w);
  return isAbbreviatedSuffix(w, t) || t.commonSuffixes.has(abbr);
}

/** HWY, RTE: a suffix word that is itself a route type. */
function matchHighwayType(w: string, t: Tables): boolean {
  return t.highways.has(w) && t.suffixes.has(w);
}

function isAbbreviatedDirectional(w: string, t: Tables): boolean {
  return t.directionals.get(w) === w;
}

/** The first street word: after a predirectional when a name follows it. */
export function nameStartOf(words: readonly string[], i: number, limit: number, t: Tables): number {
  if (limit - i >= 2 && t.directionals.has(words[i]!) && !(limit - i === 2 && t.suffixes.has(words[i + 1]!))) return i + 1;
  return i;
}

/** Closes the street after a postdirectional when one follows at e. */
function withPostdir(words: readonly string[], e: number, limit: number, t: Tables): number {
  // S E written as two initials is one postdirectional
  if (e + 1 < limit && words[e]!.length === 1 && words[e + 1]!.length === 1 && t.directionals.get(words[e]! + words[e + 1]!)) return e + 2;
  // 13TH AVE NO ST PETERSBURG: NO after the type is North, unless a number follows (MAIN ST NO 102)
  if (e < limit && t.typeDirectionals.has(words[e]!) && t.suffixes.has(words[e - 1] ?? '') && !hasDigit(words[e + 1] ?? '')) return e + 1;
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
function chooseSuffix(words: readonly string[], from: number, to: number, t: Tables): number {
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
function throughRoute(words: readonly string[], k: number, limit: number, t: Tables): number {
  for (const start of [k - 1, k]) {
    if (start < 0) continue;
    const hw = matchHighway(words, start, limit, t);
    if (hw && start + hw.len > k + 1) return start + hw.len;
  }
  return k + 1;
}

/** Index after the last street word in words[i..limit). */
export function streetEnd(
  words: readonly string[],
  i: number,
  limit: number,
  t: Tables,
  cityMayFollow: boolean,
  hint: LastLineHint,
): number {
  const lastLine = hint.state !== '' || hint.zip !== '';
  if (limit - i <= 1) return limit;
  const nameStart = nameStartOf(words, i, limit, t);
  // PRIORITY WAY WEST DR, US 117 SOUTH ALT HWY: with nothing after the line, an abbreviated street type
  // closing it ends the street there (no city ends in DR or HWY)
  const lastWord = words[limit - 1]!;
  if (cityMayFollow && !lastLine && limit - nameStart >= 3 && isAbbreviatedSuffix(lastWord, t) && isStrongSuffix(lastWord, t)) return limit;
  // RANDOLPH 1 N, PARK AVE W 4 N: a unit number with its wing direction after the street
  const wing = numberWithDirection(words, nameStart, limit, t);
  if (wing >= 0) return wing;
  // MAIN ST 2 GATEWAY CENTER: a building's number and name after the street type
  // (TOWN HWY 16 NEWPORT CENTER: the number of a route is no building's)
  for (let j = nameStart + 2; j < limit - 2; j++) {
    if (isHouseNumber(words[j]!) && isStrongSuffix(words[j - 1]!, t) && buildingTail(words, j, limit, t) && !matchHighway(words, j - 1, limit, t)) return j;
  }
  const hw = matchHighway(words, nameStart, limit, t);
  // U S 401 HWY S: a street type written again after the route number still belongs to it
  if (hw) {
    const after = nameStart + hw.len;
    const routeEnd = after < limit && isStrongSuffix(words[after]!, t) && matchHighwayType(words[after]!, t) ? after + 1 : after;
    const e = withPostdir(words, routeEnd, limit, t);
    // RT 60 EAST ONA WV: a direction word after the route number is its postdirectional when a known city starts
    // after it (HWY 1 NORTH PLATTE NE: the direction opens the city; ROUTE 22A WEST HAVEN, city unknown: left to it)
    const dirThenCity = cityMayFollow && lastLine && e === routeEnd && e + 1 < limit && t.directionals.has(words[e]!);
    return dirThenCity && cityStartIn(words, e, limit, hint.state, hint.zip, t) > e ? e + 1 : e;
  }
  const old = words[nameStart] === 'OLD' ? matchHighway(words, nameStart + 1, limit, t) : undefined;
  if (old) return withPostdir(words, nameStart + 1 + old.len, limit, t);
  // Utah grid: 1234 S 500 E — a numbered street name closed by its directional; Illinois grid 2900 E RD goes on to its type
  if (isAllDigits(words[nameStart]!) && nameStart + 1 < limit && t.directionals.has(words[nameStart + 1]!)) {
    const type = nameStart + 2 < limit && isStrongSuffix(words[nameStart + 2]!, t);
    return type ? nameStart + 3 : nameStart + 2;
  }

  // 1000 WOODLAWN CHICAGO IL: a city known in the state (or the ZIP's city) ends the line
  if (cityMayFollow) {
    const p = cityStartIn(words, nameStart + 1, limit, hint.state, hint.zip, t);
    if (p > nameStart) {
      // with the city known, the last street type before it ends the street (SLEEPY AVENUE WEST RD WILKESBORO)
      let last = -1;
      for (let k = nameStart + 1; k < p; k++) {
        // (ST before a direction is the street's type: 175TH ST EAST HAZEL CREST)
        const prefix = t.cityWords.has(words[k]!) && k + 1 < p && !t.suffixes.has(words[k + 1]!) && !t.directionals.has(words[k + 1]!);
        if (isStrongSuffix(words[k]!, t) && !prefix) last = k;
      }
      // PINE STREET LOOP CASTLETON, GOSHEN ROAD SPUR BRADFORD: a street type right before the city, after the last
      // strong one, is the street's type (the strong one is a name word)
      if (last >= 0 && last + 2 === p && t.suffixes.has(words[last + 1]!) && !t.cityWords.has(words[last + 1]!)) last++;
      if (last >= 0) {
        const typeEnd = throughRoute(words, last, p, t);
        const e = withPostdir(words, typeEnd, p, t);
        // W 175TH ST E HAZEL CREST: a direction against the predirectional, right before the city, opens the city
        const against = e === typeEnd + 1 && e === p && nameStart > i && contradicts(words[i]!, words[typeEnd]!, t);
        return against ? typeEnd : e;
      }
      // otherwise the street runs to the city (COTTAGE GROVE WOODS CEDAR RAPIDS); only a unit or building may come between;
      // WEALTHY S E E GRAND RAPIDS: a direction after the street's postdirectional opens the city
      const q = p - 1 > nameStart && t.directionals.has(words[p - 1]!) && postdirEndsAt(words, nameStart, p - 1, t) ? p - 1 : p;
      return streetEnd(words, i, q, t, false, NO_HINT);
    }
  }
  if (!cityMayFollow) return buildingAfter(words, nameStart, limit, t) ?? tailUnit(words, nameStart, limit, t);
  // 5429 WOODLAWN CHICAGO, 7 N WELLS CHICAGO: no state, ZIP or street type, but a known city closes the line
  if (!lastLine) {
    const p = cityStartAnywhere(words, nameStart + 1, limit, t);
    let typed = false;
    for (let k = nameStart + 1; k < p && !typed; k++) typed = isStrongSuffix(words[k]!, t);
    if (p > nameStart && !typed) return streetEnd(words, i, p, t, false, NO_HINT);
  }
  // a postdirectional abbreviation after the name closes the street (BRAYBROOK SE CEDAR RAPIDS) unless a
  // street type still follows (JOE W SMITH LN, SAINT JOHN W ST)
  let stop = limit;
  for (let k = nameStart + 1; k < limit - 1; k++) {
    if (isAbbreviatedDirectional(words[k]!, t) && !t.suffixes.has(words[k - 1]!)) {
      let typeAfter = false;
      for (let j = k + 1; j < limit; j++) if (isStrongSuffix(words[j]!, t) && (!t.cityWords.has(words[j]!) || j + 1 === limit)) typeAfter = true;
      if (typeAfter) continue;
      stop = k;
      break;
    }
  }
  // EAST ST CLARENDON VT, NORTH RD WEST HAVEN VT: a direction and a strong street type, then no other strong type
  // before the state, are the street (a full-word type later, HAVEN, is the city's)
  const directionType = lastLine && nameStart === i + 1 && isStrongSuffix(words[nameStart]!, t) && !t.cityWords.has(words[nameStart]!);
  let strongLater = false;
  for (let j = nameStart + 1; directionType && j < stop && !strongLater; j++) strongLater = isStrongSuffix(words[j]!, t);
  if (directionType && !strongLater) return nameStart + 1;
  const k = chooseSuffix(words, nameStart + 1, stop, t);
  if (k >= 0) return withPostdir(words, throughRoute(words, k, limit, t), limit, t);
  if (stop < limit) return stop + 1;
  // no street type at all: with a state or ZIP after, a one-word name is the best bet (1000 WOODLAWN CHICAGO IL)
  if (lastLine && limit - nameStart >= 2 && !t.suffixes.has(words[nameStart]!) && !hasDigit(words[nameStart + 1]!)) return nameStart + 1;
  return tailUnit(words, nameStart, limit, t);
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
function postdirEndsAt(words: readonly string[], nameStart: number, end: number, t: Tables): boolean {
  const a = words[end - 2];
  const b = words[end - 1];
  if (b === undefined || end - 1 <= nameStart) return false;
  if (a !== undefined && end - 2 > nameStart && a.length === 1 && b.length === 1 && t.directionals.get(a + b)) return true;
  return t.directionals.has(b) && (a === undefined || !t.directionals.has(a));
}

/** Where 'n DIR' (a unit number and its wing: 1 N, 4 SW) closes words[..limit) after a street; -1 when it does not. */
function numberWithDirection(words: readonly string[], nameStart: number, limit: number, t: Tables): number {
  const no = limit - 2;
  if (no <= nameStart || !isAllDigits(words[no]!) || !t.directionals.has(words[limit - 1]!)) return -1;
  // E C R 850 N: after initials the number is a road's, not a unit's
  const before = words[no - 1]!;
  if (before.length === 1 && !t.directionals.has(before)) return -1;
  // AVENUE 10 N, SCENIC HWY 98 E, COUNTY RD 12 N: the number belongs to the street's name or route
  if (no - 1 === nameStart && (t.suffixes.has(words[nameStart]!) || t.preTypes.has(words[nameStart]!))) return -1;
  for (let s = Math.max(nameStart, no - 3); s < no; s++) {
    const hw = matchHighway(words, s, no + 1, t);
    if (hw && s + hw.len === no + 1) return -1;
  }
  return no;
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
function tailUnit(words: readonly string[], nameStart: number, limit: number, t: Tables): number {
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
