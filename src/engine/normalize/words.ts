// Small word classifiers shared by the parser and the standardizer (one question each, no regex backtracking).
import { matchPhrase } from './phrases.js';
import type { Tables } from './tables.js';

export function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** A–Z (words reach the parser upper-cased). */
export function isUpperCode(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** The words of a text whose words are joined by single spaces. */
export function wordCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) n++;
  return n;
}

export function hasDigit(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (isDigitCode(w.charCodeAt(i))) return true;
  return false;
}

export function isAllDigits(w: string): boolean {
  if (w.length === 0) return false;
  for (let i = 0; i < w.length; i++) if (!isDigitCode(w.charCodeAt(i))) return false;
  return true;
}

/** 123, 123A, 12-34, 8938-40, N123W456 (Wisconsin grid), A12 — a word that can be a house number. */
const GLUED_BUILDING = /^\d+BLDG\d+[A-Z]?$/;

export function isHouseNumber(w: string): boolean {
  const c0 = w.charCodeAt(0);
  if (isDigitCode(c0)) {
    // digits first; letters only as a short tail (123A, 123-A); ordinals (5TH) are street names
    if (isOrdinalNumeral(w)) return false;
    let letters = 0;
    for (let i = 1; i < w.length; i++) {
      const c = w.charCodeAt(i);
      if (isDigitCode(c) || c === 45) continue;
      letters++;
    }
    // (5001BLDG48: Baltimore County numbers the buildings of one address this way)
    return letters <= 2 || GLUED_BUILDING.test(w);
  }
  // grid numbers such as N123W456 or W1234 start with one letter and are mostly digits
  if (w.length >= 3 && c0 >= 65 && c0 <= 90 && isDigitCode(w.charCodeAt(1))) {
    let digits = 0;
    for (let i = 1; i < w.length; i++) if (isDigitCode(w.charCodeAt(i))) digits++;
    return digits >= w.length - 2;
  }
  return false;
}

/** 1ST, 22ND, 103RD, 5TH */
export function isOrdinalNumeral(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  // character codes, not slices: this is asked of most words
  const a = w.charCodeAt(n - 2);
  const b = w.charCodeAt(n - 1);
  const ordinalTail = (a === 83 && b === 84) || (a === 78 && b === 68) || (a === 82 && b === 68) || (a === 84 && b === 72); // ST ND RD TH
  if (!ordinalTail) return false;
  for (let i = 0; i < n - 2; i++) if (!isDigitCode(w.charCodeAt(i))) return false;
  return true;
}

/** 1/2, 3/4 */
export function isFraction(w: string): boolean {
  const slash = w.indexOf('/');
  return slash > 0 && isAllDigits(w.slice(0, slash)) && isAllDigits(w.slice(slash + 1));
}

/** A unit number: has a digit, or is one letter, or a short letter code (PH, A-1). */
export function isUnitNumber(w: string): boolean {
  if (w === '' || w === '#' || w === '&') return false;
  // C-D, A-1: short hyphenated codes
  return hasDigit(w) || w.length === 1 || (w.length <= 4 && w.includes('-'));
}

/** TWENTY + 1ST → 21ST (`ordinal` is a one-digit numeral such as 1ST). */
function compoundOrdinal(tens: number, ordinal: string): string {
  return `${tens + Number(ordinal.slice(0, -2))}${ordinal.slice(-2)}`;
}

/** Ordinal words → numerals: FIFTH → 5TH, TWENTY FIRST → 21ST; returns how many words were used. */
export function ordinalAt(words: readonly string[], i: number, t: Tables): { value: string; len: number } | undefined {
  const w = words[i] ?? '';
  // (most words are neither and hold no dash: one lookup settles them)
  if (!t.ordinalStarts.has(w) && w.indexOf('-') <= 0) return undefined;
  const tens = t.tens.get(w);
  if (tens !== undefined) {
    const next = t.ordinals.get(words[i + 1] ?? '');
    if (next && next.length <= 3) return { value: compoundOrdinal(tens, next), len: 2 };
    return undefined;
  }
  const dash = w.indexOf('-');
  if (dash > 0) {
    const tv = t.tens.get(w.slice(0, dash));
    const ov = t.ordinals.get(w.slice(dash + 1));
    if (tv !== undefined && ov && ov.length <= 3) return { value: compoundOrdinal(tv, ov), len: 1 };
  }
  const o = t.ordinals.get(w);
  return o ? { value: o, len: 1 } : undefined;
}

/** Splits glued highway words (I-95, VT-22A, FM1960, SR20) into prefix + number; leaves others alone. */
export function splitGlued(words: readonly string[], t: Tables): string[] {
  let out: string[] | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const parts = splitOne(w, t);
    if (parts && !out) out = words.slice(0, i);
    if (out) {
      if (parts) out.push(parts[0], parts[1]);
      else out.push(w);
    }
  }
  return out ?? (words as string[]);
}

function splitOne(w: string, t: Tables): [string, string] | undefined {
  const c0 = w.charCodeAt(0);
  if (!(c0 >= 65 && c0 <= 90) || !hasDigit(w)) return undefined;
  let k = 0;
  while (k < w.length && w.charCodeAt(k) >= 65 && w.charCodeAt(k) <= 90) k++;
  if (k === 0 || k === w.length) return undefined;
  const head = w.slice(0, k);
  let rest = w.slice(k);
  if (rest.startsWith('-')) rest = rest.slice(1);
  if (!isDigitCode(rest.charCodeAt(0))) return undefined;
  const known = matchPhrase(t.highways, [head], 0) ?? (t.stateCodes.has(head) ? { words: [head] } : undefined);
  // one-letter heads other than I are grid numbers (N123W456), not highways
  if (!known || (head.length === 1 && head !== 'I')) return undefined;
  return [head, rest];
}
