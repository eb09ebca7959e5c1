// One-typo spellings of the common street types (STREE, BOULEVAR, PAKWAY, HGWY, BVD, RAOD) → the type's abbreviation.
import type { Tables } from './tables.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const VOWELS = /[AEIOU]/;

/** `v` with two neighbours swapped (RAOD, DRVIE, PALCE), its first letter kept. */
function swapsOf(v: string): string[] {
  const out: string[] = [];
  for (let i = 1; i + 1 < v.length; i++) if (v[i] !== v[i + 1]) out.push(v.slice(0, i) + v[i + 1] + v[i] + v.slice(i + 2));
  return out;
}

/** Every word one edit (insert, delete, substitute, swap neighbours) away from `v`, keeping its first letter. */
function oneEditAway(v: string, insertOnly: boolean): string[] {
  const out: string[] = [];
  for (let i = 1; i <= v.length; i++) for (const c of LETTERS) out.push(v.slice(0, i) + c + v.slice(i));
  if (insertOnly) return out;
  for (let i = 1; i < v.length; i++) {
    out.push(v.slice(0, i) + v.slice(i + 1));
    if (i + 1 < v.length) out.push(v.slice(0, i) + v[i + 1] + v[i] + v.slice(i + 2));
    for (const c of LETTERS) if (c !== v[i]) out.push(v.slice(0, i) + c + v.slice(i + 1));
  }
  return out;
}

/**
 * Misspellings that can only mean one common street type. Only spellings far from real words are
 * tolerated: variants of 6+ letters (STREET, PARKWAY) and vowel-free abbreviations (BLVD, PKWY; a 3-letter
 * one like HWY only with a letter added), so PEACE never becomes PLACE nor LINE LANE. A word that already
 * means something (any suffix, unit, direction, state or city word) is never read as a typo; route words
 * (HGWY) only mean a route when a number follows them, so at a street's end they are its type.
 */
export function buildSuffixTypos(t: Tables): Map<string, string> {
  const seen = new Map<string, string>();
  for (const [variant, abbrev] of t.suffixes) {
    if (!t.commonSuffixes.has(abbrev)) continue;
    const vowelFree = !VOWELS.test(variant);
    // ROAD, LANE, DRIVE, PLACE, COURT (the names of the two-letter types): only two letters swapped (RAOD, LNAE), which
    // makes no word; any other edit of so short a word does (ROD, DIVE, CURT, LAND), and so does a swap in TRAIL (TRIAL)
    const short = abbrev.length === 2 && t.suffixNames.get(abbrev) === variant && variant.length >= 4 && variant.length <= 5;
    if (!(variant.length >= 6 || (vowelFree && variant.length >= 3) || short)) continue;
    for (const w of short ? swapsOf(variant) : oneEditAway(variant, vowelFree && variant.length === 3)) {
      // a vowel typed into BLVD or STRT makes words (START, STAT): abbreviations stay vowel-free
      if (w.length < 3 || (vowelFree && VOWELS.test(w))) continue;
      const before = seen.get(w);
      seen.set(w, before === undefined || before === abbrev ? abbrev : '');
    }
  }
  const taken = (w: string): boolean =>
    t.suffixes.has(w) ||
    // THE TERRACES: a plural is a name, not a misspelt type
    (w.endsWith('S') && t.suffixes.has(w.slice(0, -1))) ||
    t.extraSuffixes.has(w) ||
    t.units.has(w) ||
    t.directionals.has(w) ||
    t.states.has(w) ||
    t.cityWords.has(w) ||
    t.ordinals.has(w) ||
    t.cardinals.has(w) ||
    t.poBox.has(w);
  const out = new Map<string, string>();
  for (const [w, abbrev] of seen) if (abbrev !== '' && !taken(w)) out.set(w, abbrev);
  return out;
}
