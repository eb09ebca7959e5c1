// Comma / line-break parts of an address: which one is the delivery line, and what the others hold.
import { cityFromWords, stateOfTail } from '../normalize/city.js';
import { matchPhrase } from '../normalize/phrases.js';
import { cityStartIn } from '../normalize/places.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit, type UnitMatch } from '../normalize/unit.js';
import { hasDigit, isAllDigits, isHouseNumber, splitGlued } from '../normalize/words.js';
import { matchBoxLine } from './boxes.js';
import { numberOwnPart } from './rules/number-own-part.js';
import { SET_ASIDE } from './warning-words.js';

/** A segment is the delivery line when it starts like one (number, box, URB, highway) or has a number inside. */
export function looksLikeDelivery(words: readonly string[], t: Tables): boolean {
  const w0 = words[0]!;
  if (isHouseNumber(w0) || w0 === 'URB' || matchBoxLine(words, 0, words.length, t)) return true;
  // DEPT 96 0430: a unit and one more number is no street line
  const unit = t.units.has(w0) ? matchUnit(words, 0, words.length, t, false) : undefined;
  if (unit && words.length - unit.len < 2) return false;
  for (let j = 1; j < words.length - 1; j++) if (isHouseNumber(words[j]!)) return true;
  for (let j = 0; j < words.length; j++) if (matchBoxLine(words, j, words.length, t)) return true;
  return false;
}

/** N, NW, N.W. (two initials), NORTHWEST at the start of a segment. */
function leadingDirectional(words: readonly string[], t: Tables): { abbrev: string; len: number } | undefined {
  const a = words[0];
  const b = words[1];
  if (a === undefined) return undefined;
  if (b !== undefined && a.length === 1 && b.length === 1) {
    const pair = t.directionals.get(a + b);
    if (pair && pair.length === 2) return { abbrev: pair, len: 2 };
  }
  const d = t.directionals.get(a);
  // a direction alone in its part, or NE / NW / SE / SW, is a postdirectional; N HOLLYWOOD, NORTH LAS VEGAS are cities
  if (d && (words.length === 1 || (d === a && a.length === 2))) return { abbrev: d, len: 1 };
  return undefined;
}

/** W WHITE HOUSE, TN: a one-letter direction before a city known in the state (when the whole is not) is a postdirectional. */
function knownCityAfterDirection(words: readonly string[], state: string, t: Tables): { abbrev: string; len: number } | undefined {
  const d = t.directionals.get(words[0] ?? '');
  const known = t.places?.cities.get(state);
  if (!d || !known || words.length < 2 || d !== words[0]) return undefined;
  return known.has(cityFromWords(words.slice(1), t)) && !known.has(cityFromWords(words, t)) ? { abbrev: d, len: 1 } : undefined;
}

export function isUnitOnly(words: readonly string[], t: Tables): ReturnType<typeof matchUnit> {
  const u = matchUnit(words, 0, words.length, t, true);
  return u && u.len === words.length ? u : undefined;
}

export function groupSegments(words: readonly string[], wordSegs: readonly number[], end: number, t: Tables): string[][] {
  const segs: string[][] = [];
  // each part cut at its exact size (no array grown word by word)
  for (let a = 0; a < end; ) {
    let b = a + 1;
    while (b < end && wordSegs[b] === wordSegs[a]) b++;
    segs.push(words.slice(a, b));
    a = b;
  }
  // RR 4, BOX 164: a box number set off by a comma still belongs to its route
  for (let k = segs.length - 1; k > 0; k--) {
    if (!t.poBox.has(segs[k]![0]!)) continue;
    const box = matchPhrase(t.poBox, segs[k]!, 0);
    if (box && matchPhrase(t.rural, segs[k - 1]!, 0) && !segs[k - 1]!.includes('BOX')) segs.splice(k - 1, 2, [...segs[k - 1]!, ...segs[k]!]);
  }
  for (let k = 0; k < segs.length; k++) segs[k] = splitGlued(segs[k]!, t);
  numberOwnPart(segs, t);
  return segs;
}

/** ATTN: MR SMITH, C/O ACME: recipient parts are dropped (with a warning) unless the address follows on the same part. */
export function dropRecipients(segs: string[][], warnings: string[], t: Tables): void {
  for (let k = segs.length - 1; k >= 0; k--) {
    const w = segs[k]!;
    const recipient = t.recipientWords.has(w[0]!) || (w[0] === 'C' && w[1] === 'O' && w.length > 2);
    // ATTN CHARLOTTE DURAN 2905 RODEO PARK DR: the firm step takes the name off instead
    if (recipient && !looksLikeDelivery(w, t)) {
      warnings.push(`${SET_ASIDE}${w.join(' ')}`);
      segs.splice(k, 1);
    }
  }
}

/**
 * The parts from `from` on, after the street: a postdirectional (", NW"), units (", Suite 5", ", 1506"), then
 * city parts. Those parts are cut down in place (the caller reads them only through citySegs afterwards).
 */
export function afterStreet(
  segs: readonly string[][],
  from: number,
  state: string,
  zip: string,
  t: Tables,
): { postdir: string; lateUnits: UnitMatch[]; citySegs: string[][]; aside: string[][] } {
  const lateUnits: UnitMatch[] = [];
  let postdir = '';
  const citySegs: string[][] = [];
  const aside: string[][] = [];
  // the part index of each city part, and of the last part that held a unit
  const cityPart: number[] = [];
  let unitPart = -1;
  for (let k = from; k < segs.length; k++) {
    const w = segs[k]!;
    const unitsBefore = lateUnits.length;
    if (citySegs.length === 0 && postdir === '' && lateUnits.length === 0) {
      const d = leadingDirectional(w, t) ?? knownCityAfterDirection(w, state, t);
      if (d) {
        postdir = d.abbrev;
        w.splice(0, d.len);
      }
    }
    for (;;) {
      const u = matchUnit(w, 0, w.length, t, true);
      // a stand-alone designator opening a longer part is a city word (FRONT ROYAL)
      if (!u || (u.no === '' && u.len < w.length)) break;
      lateUnits.push(u);
      w.splice(0, u.len);
    }
    if (w.length === 1 && hasDigit(w[0]!)) {
      lateUnits.push({ abbrev: '#', no: w[0]!, len: 1 });
      w.length = 0;
    } else if (w.length === 2 && isAllDigits(w[0]!) && (w[1]!.length === 1 || t.directionals.has(w[1]!))) {
      // ", 106 D,", ", 41 SW,": a unit number and its letter or wing in their own part
      lateUnits.push({ abbrev: '#', no: w[0]! + (t.directionals.get(w[1]!) ?? w[1]!), len: 2 });
      w.length = 0;
    }
    // TOWER PLACE STE 1685: a designated unit closing the part; the words before it name a building
    const closing = w.length > 2 ? unitClosing(w, t) : undefined;
    if (closing) {
      aside.push(w.slice(0, closing.at));
      lateUnits.push(closing.unit);
      w.length = 0;
    }
    if (lateUnits.length > unitsBefore) unitPart = k;
    if (w.length === 0) continue;
    // CONFERENCE ROOM, EXECUTIVE SUITE: a part closed by a designator with no number is a note, not a city;
    // KING COUNTY names the county
    const lastWord = w[w.length - 1]!;
    if ((t.units.get(lastWord)?.needsNumber === true && lastWord !== '#') || (w.length > 1 && t.countyWords.has(lastWord))) aside.push(w);
    else {
      citySegs.push(w);
      cityPart.push(k);
    }
  }
  // with no state or ZIP, a part holding a number (OVERLOOK 1, 1 PIEDMONT CTR), closed by a street type
  // (CANTERBURY COURT) or followed by a unit part (TOWER PLACE, STE 1685) names a building, not the city
  if (state === '' && zip === '') {
    for (let c = citySegs.length - 1; c >= 0; c--) {
      const w = citySegs[c]!;
      if (cityPart[c]! < unitPart || w.some(hasDigit) || closedByStreetType(w, t)) aside.push(...citySegs.splice(c, 1));
    }
  }
  // ROSWELL, GEORGIA, GA / MEMPHIS TN, TN: the state written twice (but NEW YORK, NY is the city)
  if (state !== '' && citySegs.length > 0) {
    const lastSeg = citySegs[citySegs.length - 1]!;
    for (let len = Math.min(3, lastSeg.length); len >= 1; len--) {
      if (len === lastSeg.length && citySegs.length === 1) continue;
      if (stateOfTail(lastSeg, lastSeg.length - len, t) === state && t.places?.cities.get(state)?.has(cityFromWords(lastSeg, t)) !== true) {
        lastSeg.length -= len;
        if (lastSeg.length === 0) citySegs.pop();
        break;
      }
    }
  }
  return { postdir, lateUnits, citySegs, aside };
}

/** CANTERBURY COURT: the part ends in a common street type and names no known city (a few do: GRAY COURT SC). */
function closedByStreetType(w: readonly string[], t: Tables): boolean {
  const type = w.length > 1 ? t.suffixes.get(w[w.length - 1]!) : undefined;
  if (type === undefined || !t.commonSuffixes.has(type)) return false;
  const city = cityFromWords(w, t);
  for (const known of t.places?.cities.values() ?? []) if (known.has(city)) return false;
  return true;
}

/** The designated unit (with its number) that ends the part after at least one other word. */
function unitClosing(w: readonly string[], t: Tables): { at: number; unit: UnitMatch } | undefined {
  for (let at = 1; at < w.length - 1; at++) {
    if (!t.units.get(w[at]!)?.needsNumber) continue;
    const unit = matchUnit(w, at, w.length, t, false);
    if (unit && at + unit.len === w.length) return { at, unit };
  }
  return undefined;
}

/**
 * BURNS PROF BLG BLUE RIDGE (GA), INTERIM UNIT 1 SAN FRANCISCO: when the city part ends in a city known for
 * the state or ZIP, two or more words (or a number) before it are set aside with a warning; a designated unit
 * closing them is pushed to `units`.
 */
export function knownCityTail(words: readonly string[], state: string, zip: string, warnings: string[], t: Tables, units: UnitMatch[]): readonly string[] {
  // (most city parts are one or two words: nothing to set aside unless a number leads)
  const worth = words.length >= 3 || (words.length === 2 && (hasDigit(words[0]!) || words[0]!.length === 1));
  const p = worth ? cityStartIn(words, 0, words.length, state, zip, t) : -1;
  // one word before the city may be its own first word misspelt (ESAT FAIRFIELD) or a direction: it stays
  // (a lone letter does not: UNIT K, L CEDAR RAPIDS)
  const letter = words[0]!.length === 1 && !t.directionals.has(words[0]!);
  if (p <= 0 || (p === 1 && !hasDigit(words[0]!) && !letter)) return words;
  // INTERIM UNIT 1 SAN FRANCISCO: a designated unit closing the words set aside is the address's unit
  const closing = unitClosing(words.slice(0, p), t);
  if (closing) units.push(closing.unit);
  warnings.push(`${SET_ASIDE}${words.slice(0, closing ? closing.at : p).join(' ')}`);
  return words.slice(p);
}

/**
 * MSC 24 CA S SAN FRAN 94080: a state code opening the city words when no state closes the line, read as the
 * state only when the ZIP's city lies in that state (LA JOLLA 92037 keeps LA); '' otherwise.
 */
export function stateOpeningCity(words: readonly string[], zip: string, t: Tables): string {
  const code = words[0];
  if (words.length < 2 || zip === '' || code === undefined || code.length !== 2 || !t.stateCodes.has(code)) return '';
  const zipCity = t.places?.zipCity.get(zip);
  return zipCity !== undefined && t.places?.cities.get(code)?.has(zipCity) === true ? code : '';
}
