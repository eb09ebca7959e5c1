// What a ZIP looks like at the end of an address, and the state names and codes that may stand before it.
import { matchPhraseEndingAt } from '../normalize/phrases.js';
import type { Tables } from '../normalize/tables.js';
import { isAllDigits } from '../normalize/words.js';
import { zipWithPlaceholder4 } from './rules/zip4-placeholder.js';

export function zipOf(w: string): { zip: string; zip4: string } | undefined {
  if (w.length === 5 && isAllDigits(w)) return { zip: w, zip4: '' };
  if (w.length === 9 && isAllDigits(w)) return { zip: w.slice(0, 5), zip4: w.slice(5) };
  if (w.length === 10 && w[5] === '-' && isAllDigits(w.slice(0, 5)) && isAllDigits(w.slice(6))) {
    return { zip: w.slice(0, 5), zip4: w.slice(6) };
  }
  return zipWithPlaceholder4(w);
}

/**
 * The ZIP's three-digit area lies in the state (MA 1241 → 01241: 012xx are Massachusetts ZIPs; IA 5230 → 05230
 * would be Vermont's, so no zero was dropped). Without the ZIP table any state will do.
 */
export function zipInState(zip: string, state: string | undefined, t: Tables): boolean {
  if (state === undefined) return false;
  return t.places === undefined || t.places.zipAreas.has(zip.slice(0, 3) + state);
}

/** Digits (with at most one dash) of a length no ZIP or ZIP+4 has: 3-4 or 6-8 digits, or a dash in the wrong place. */
export function brokenZip(w: string): boolean {
  const dash = w.indexOf('-');
  const digits = dash < 0 ? w : w.slice(0, dash) + w.slice(dash + 1);
  if (!isAllDigits(digits) || digits.length < 3 || digits.length > 9 || w.indexOf('-', dash + 1) > 0) return false;
  return dash >= 0 || digits.length < 5 || (digits.length > 5 && digits.length < 9);
}

/** A state code that is also a street type, direction or unit word (CT, NE, FL): it needs more to be the state. */
export function doublesAsStreetWord(w: string, t: Tables): boolean {
  return t.suffixes.has(w) || t.directionals.has(w) || t.units.has(w);
}

/** A state name or code ending at `end` that is no street word (nor the word IN). */
export function plainStateEndingAt(words: readonly string[], end: number, t: Tables): boolean {
  const st = matchPhraseEndingAt(t.states, words, end, 1, 4);
  if (!st || end - st.words.length < 1) return false;
  const w = words[end - st.words.length]!;
  return st.words.length > 1 || !(doublesAsStreetWord(w, t) || w === 'IN');
}
