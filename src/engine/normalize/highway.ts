// Highway and route names (US HWY 1, STATE ROUTE 22A, VT-22A, FM 1960, I-95) → one display form.
import { matchPhrase } from './phrases.js';
import type { Tables } from './tables.js';
import { hasDigit } from './words.js';

export interface HighwayMatch {
  /** display name: 'US HIGHWAY 1', 'VT ROUTE 22A', 'INTERSTATE 95' */
  name: string;
  /** words consumed, from the start index */
  len: number;
}

/** The state's place in a state form's display (highways.txt: {ST} ROUTE, {ST} HIGHWAY). */
const ST = '{ST}';

function routeNumber(words: readonly string[], i: number, end: number, t: Tables, typeWords = 2): { value: string; at: number } | undefined {
  let k = i;
  while (k < end && t.numberFillers.has(words[k]!)) k++;
  const w = words[k];
  if (w === undefined || k >= end) return undefined;
  if (hasDigit(w)) return { value: w, at: k };
  // letter routes exist (MO ROUTE A, COUNTY ROAD DV, COUNTY ROAD ZZZ) but only as the last word, or before a
  // closing direction (COUNTY ROAD AA NE); after a one-word type a street-type word is the street's suffix (KEY ROUTE BL)
  const last = k === end - 1 || (k === end - 2 && t.directionals.has(words[end - 1]!) && !t.directionals.has(w));
  const letters = w.length <= 2 || (w.length === 3 && !/[AEIOUY]/.test(w));
  if (letters && last && (typeWords > 1 || !(t.suffixes.has(w) || t.extraSuffixes.has(w)))) return { value: w, at: k };
  return undefined;
}

/** A word of a street's name before a route type: letters, not a direction, a state code or a route modifier (NW LOOP 410, TX LOOP 1, OLD LOOP 1). */
function isNameWord(w: string, t: Tables): boolean {
  return /^[A-Z]+$/.test(w) && !t.directionals.has(w) && !t.stateCodes.has(w) && !t.routeModifiers.has(w);
}

function leadingDigits(w: string): number {
  let k = 0;
  while (k < w.length && w.charCodeAt(k) >= 48 && w.charCodeAt(k) <= 57) k++;
  return k;
}

/** HIGHWAY 71 BUSINESS: a qualifier after the route number stays in the name. */
function qualified(name: string, len: number, words: readonly string[], i: number, end: number, t: Tables): HighwayMatch {
  const q = i + len < end ? t.routeQualifiers.get(words[i + len]!) : undefined;
  return q ? { name: `${name} ${q}`, len: len + 1 } : { name, len };
}

/** The highway starting at words[i], if any; `end` bounds the street words. */
export function matchHighway(words: readonly string[], i: number, end: number, t: Tables): HighwayMatch | undefined {
  // (most words open no highway: one lookup instead of two phrase matches)
  if (!t.highwayStarts.has(words[i] ?? '')) return undefined;
  // route types first: FM is a farm-to-market road before it is Micronesia, CO RD a county road before Colorado
  const form = matchPhrase(t.highways, words, i, end);
  // (BEDFORD LOOP 102: after a name word, LOOP is the street's type and 102 its unit)
  const typeOfName = form !== undefined && i > 0 && t.routeTypesAfterName.has(words[i]!) && isNameWord(words[i - 1]!, t);
  if (form && !typeOfName) {
    const num = routeNumber(words, i + form.words.length, end, t, form.words.length);
    if (num) return qualified(`${form.value.display} ${num.value}`, num.at + 1 - i, words, i, end, t);
  }
  const state = matchPhrase(t.states, words, i, end);
  if (state && !t.militaryStates.has(state.value) && state.value !== 'DC') {
    const j = i + state.words.length;
    const form = matchPhrase(t.stateHighways, words, j, end);
    const typeLen = form ? form.words.length : 0;
    const display = form ? form.value.display : `${ST} ROUTE`;
    const num = routeNumber(words, j + typeLen, end, t, typeLen);
    // a bare state needs its two-letter code and a number right after it (VT 22A): W WASHINGTON # 1506 is a street and a unit
    // (MD 12605 LAPIS LANE: five digits are a house number; route numbers have at most four)
    // (OAK CT 5: after a name word, a code that is also a street type, CT or MT, is the street's type and 5 its unit)
    const typeAfterName = i > 0 && t.suffixes.has(state.value) && !hasDigit(words[i - 1]!);
    const bare = !form && (state.words.length !== 1 || state.words[0] !== state.value || num?.at !== j || !hasDigit(num.value) || leadingDigits(num.value) > 4 || typeAfterName);
    if (num && !bare) {
      // (every state form's display opens with {ST}: the code goes in front of the rest, no search and replace)
      return qualified(`${state.value}${display.slice(ST.length)} ${num.value}`, num.at + 1 - i, words, i, end, t);
    }
  }
  return undefined;
}
