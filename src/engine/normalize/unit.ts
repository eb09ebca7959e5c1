// Secondary units (Pub 28 C2): APT 4, # 4, #4, UNIT B, STE 100, SUITE100, FL 2, 2ND FLOOR, BSMT, NO 102.
import type { Tables, UnitDesignator } from './tables.js';
import { hasDigit, isAllDigits, isDigitCode, isOrdinalNumeral, isUnitNumber, ordinalAt } from './words.js';

export interface UnitMatch {
  abbrev: string;
  no: string;
  /** words consumed */
  len: number;
}

/** The words (no digit, no dash) matchUnit can start at: designators, floor words and the NO / ST forms. */
export function unitStartWords(t: Pick<Tables, 'units' | 'ordinals' | 'tens' | 'namedFloors'>): Set<string> {
  return new Set([...t.units.keys(), ...t.ordinals.keys(), ...t.tens.keys(), ...t.namedFloors, 'NO', 'NUMBER', 'ST']);
}

/** Some unit, street-type, tens or ordinal word is all digits: then a number may open a unit other than a floor. */
export function hasDigitUnitWord(t: Pick<Tables, 'units' | 'suffixes' | 'ordinals' | 'tens'>): boolean {
  for (const m of [t.units, t.suffixes, t.ordinals, t.tens]) for (const w of m.keys()) if (isAllDigits(w)) return true;
  return false;
}

/** A unit written alone with no designator, read as # (4B, 12, A): one word holding a digit, or one letter. */
export function isBareUnit(words: readonly string[]): boolean {
  return words.length === 1 && (hasDigit(words[0]!) || words[0]!.length === 1);
}

function hasDigitOrDash(w: string): boolean {
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (isDigitCode(c) || c === 45) return true;
  }
  return false;
}

/** SUITE100, UNIT508, APT4B, BLD-A: a designator glued to its number. */
function glued(w: string, t: Tables): { d: UnitDesignator; no: string } | undefined {
  const dash = w.indexOf('-');
  if (dash >= 2 && dash < w.length - 1 && w.length - dash <= 6) {
    const d = t.units.get(w.slice(0, dash));
    const no = w.slice(dash + 1);
    // (LOT-LINE RD: a word after the dash is a name, so only a number or a letter code follows)
    if (d?.needsNumber && d.abbrev !== '#' && (hasDigit(no) || no.length <= 2)) return { d, no };
  }
  if (!hasDigit(w) || isAllDigits(w.slice(0, 1))) return undefined;
  for (let k = Math.min(w.length - 1, 10); k >= 2; k--) {
    const d = t.units.get(w.slice(0, k));
    if (d && d.needsNumber && isAllDigits(w.slice(k, k + 1))) return { d, no: w.slice(k) };
  }
  return undefined;
}

/** Joins APT 13 C → 13C (and # 1 SW → 1SW, APT L 2100 → L2100) when a lone letter (or a number after one) closes the unit. */
function withLetter(no: string, words: readonly string[], k: number, end: number, t: Tables): { no: string; extra: number } {
  const next = words[k + 1];
  // APT 4 N, # 1 SW, UNIT 2 EAST: a direction closing the line belongs to the unit too
  const dir = next !== undefined && next.length >= 2 ? t.directionals.get(next) : undefined;
  if (isAllDigits(no) && next !== undefined && k + 2 === end && ((next.length === 1 && next >= 'A' && next <= 'Z') || dir !== undefined)) {
    // APT 2 EAST → 2E: a spelled-out wing is written as its abbreviation
    return { no: no + (dir ?? next), extra: 1 };
  }
  // APT L 2100, # G 252 → L2100, G252: a lone letter and a number closing the unit (up to four digits: never a ZIP)
  if (no.length === 1 && no >= 'A' && no <= 'Z' && next !== undefined && k + 2 === end && next.length <= 4 && isAllDigits(next)) {
    return { no: no + next, extra: 1 };
  }
  return { no, extra: 0 };
}

/**
 * The unit starting at words[i] (bounded by `end`). `loose` also accepts designators that stand
 * alone (REAR, FRONT) and NO 102; those are risky inside a street name, so callers pass it only after the street.
 */
export function matchUnit(words: readonly string[], i: number, end: number, t: Tables, loose: boolean): UnitMatch | undefined {
  const w = words[i];
  if (w === undefined || i >= end) return undefined;
  // most words are none of these: one pass over the codes and one Set lookup settle it (numbers skip the lookup)
  if (!hasDigitOrDash(w) && !t.unitStarts.has(w)) return undefined;
  // house numbers and ZIPs: a number opens a unit only as a floor (2 FLOOR), unless a table holds a number word
  if (!t.digitUnitWords && isAllDigits(w)) return i + 1 < end && t.units.get(words[i + 1]!)?.abbrev === 'FL' ? { abbrev: 'FL', no: w, len: 2 } : undefined;
  // 2ND FLOOR, SECOND FLOOR, 2 FLOOR, GROUND FLOOR → FL 2 / FL GROUND
  const ord = ordinalAt(words, i, t) ?? (isOrdinalNumeral(w) || isAllDigits(w) || t.namedFloors.has(w) ? { value: w, len: 1 } : undefined);
  if (ord && i + ord.len < end && t.units.get(words[i + ord.len]!)?.abbrev === 'FL') {
    const no = isOrdinalNumeral(ord.value) ? ord.value.slice(0, -2) : ord.value;
    return { abbrev: 'FL', no, len: ord.len + 1 };
  }
  const g = glued(w, t);
  if (g) return { abbrev: g.d.abbrev, no: g.no, len: 1 };
  // UNIT-CONDO D: a designator glued by a dash to another designator adds nothing, as UNIT CONDO D
  const dash = w.indexOf('-');
  if (dash > 0 && t.units.get(w.slice(0, dash))?.needsNumber && t.units.has(w.slice(dash + 1))) {
    const inner = matchUnit([w.slice(dash + 1), ...words.slice(i + 1, end)], 0, end - i, t, loose);
    if (inner) return inner;
  }
  // BLDG 10, ST 310: after the street, ST with a number is a suite (never a saint or a street)
  const afterStreet = i === 0 || t.suffixes.has(words[i - 1]!) || hasDigit(words[i - 1]!);
  if (loose && w === 'ST' && afterStreet && hasDigit(words[i + 1] ?? '') && i + 1 < end) return { abbrev: 'STE', no: words[i + 1]!, len: 2 };
  // OAK TRL S: a street type that doubles as a designator, followed by a direction, is the street type
  if (t.suffixes.has(w) && t.directionals.has(words[i + 1] ?? '')) return undefined;
  // # APT 2, UNIT CONDO 106: a pound sign or designator in front of another designator adds nothing
  const outer = t.units.get(w);
  const innerDesignator = outer !== undefined ? t.units.get(words[i + 1] ?? '') : undefined;
  const nested = w === '#' ? innerDesignator !== undefined : outer?.needsNumber === true && innerDesignator?.needsNumber === true;
  // (APT # APT 2: a form's 'Apt #' label before the unit as typed: the pound sign adds nothing either)
  if (nested && i + 2 < end + 1 && (innerDesignator?.abbrev !== '#' || t.units.get(words[i + 2] ?? '')?.needsNumber === true)) {
    const inner = matchUnit(words, i + 1, end, t, loose);
    if (inner) return { ...inner, len: inner.len + 1 };
  }
  // APT 3RD FLR: a designator in front of a floor phrase adds nothing
  const floorNext = i + 2 < end && (t.units.get(words[i + 2]!)?.abbrev === 'FL' || t.units.get(words[i + 3] ?? '')?.abbrev === 'FL');
  if (floorNext && outer?.needsNumber && outer.abbrev !== 'FL') {
    const floor = matchUnit(words, i + 1, end, t, false);
    if (floor?.abbrev === 'FL' && floor.len >= 2) return { ...floor, len: floor.len + 1 };
  }
  const d = t.units.get(w) ?? (loose && (w === 'NO' || w === 'NUMBER') ? t.units.get('#') : undefined);
  if (!d) return undefined;
  if (d.needsNumber) {
    let k = i + 1;
    while (k < end && t.numberFillers.has(words[k]!) && k + 1 < end) k++;
    const no = words[k];
    if (k < end && no !== undefined && (isUnitNumber(no) || (d.abbrev === 'FL' && t.namedFloors.has(no)))) {
      const joined = withLetter(no.startsWith('#') ? no.slice(1) : no, words, k, end, t);
      return { abbrev: d.abbrev, no: joined.no, len: k + 1 - i + joined.extra };
    }
    // 'APT FOUR', 'UNIT TWELVE': a unit's number spelled, as a dictated or hand-typed list writes it
    const spelled = k < end && no !== undefined && d.abbrev !== 'FL' ? t.cardinals.get(no) : undefined;
    return spelled !== undefined && spelled.length <= 2 ? { abbrev: d.abbrev, no: spelled, len: k + 1 - i } : undefined;
  }
  if (!loose) return undefined;
  // PH 2 and REAR 3 occur: a stand-alone designator may still carry a number
  const next = words[i + 1];
  // LOWER LEVEL, UPPER LEVEL: the level word belongs to the designator
  if (next === 'LEVEL' && i + 1 < end) return { abbrev: d.abbrev, no: '', len: 2 };
  if (next !== undefined && i + 1 < end && hasDigit(next) && next.length <= 6) {
    return { abbrev: d.abbrev, no: next, len: 2 };
  }
  return { abbrev: d.abbrev, no: '', len: 1 };
}
