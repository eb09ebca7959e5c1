// Standardize for display: a street line's words (no number, no unit) → exactly one Pub 28 form.
import { ampersandAsAnd } from './ampersand-name.js';
import { typeFirstName } from './type-first-name.js';
import { matchHighway } from './highway.js';
import type { Tables } from './tables.js';
import { hasDigit, isAllDigits, isOrdinalNumeral, ordinalAt, splitGlued } from './words.js';

export interface StreetParts {
  predir: string;
  name: string;
  suffix: string;
  postdir: string;
}

/** 'N MAIN ST W': a street's parts as one line. */
export function streetPartsText(s: StreetParts): string {
  return [s.predir, s.name, s.suffix, s.postdir].filter((p) => p !== '').join(' ');
}

/** The same four parts (N MAIN ST W = N MAIN ST W). */
export function sameStreet(a: StreetParts, b: StreetParts): boolean {
  return a.name === b.name && a.suffix === b.suffix && a.predir === b.predir && a.postdir === b.postdir;
}

/** No street: one shared object for every empty street, frozen so no caller can change it for the others. */
export const EMPTY_STREET: StreetParts = Object.freeze({ predir: '', name: '', suffix: '', postdir: '' });

/** 09TH → 9TH (SF's address file pads ordinals; Pub 28 never does); any other word as it is. */
function unpadOrdinal(w: string): string {
  if (!isOrdinalNumeral(w)) return w;
  let k = 0;
  while (k < w.length - 3 && w.charCodeAt(k) === 48) k++;
  return w.slice(k);
}

/** Name words in display form: ordinal words become numerals (FIFTH → 5TH), stray '#' goes. */
function nameOf(words: readonly string[], from: number, to: number, t: Tables): string {
  let out = '';
  for (let i = from; i < to; ) {
    const w = words[i]!;
    if (w === '#' || w === '&') {
      i++;
      continue;
    }
    const ord = ordinalAt(words, i, t);
    const piece = ord ? ord.value : w.charCodeAt(0) === 48 ? unpadOrdinal(w) : w;
    i += ord ? ord.len : 1;
    out = out === '' ? piece : `${out} ${piece}`;
  }
  return out;
}

/** True when words[from..to) is nothing but one street type word (AVENUE, ST): it cannot stand without a name. */
function onlyType(words: readonly string[], from: number, to: number, t: Tables): boolean {
  return to - from === 1 && t.suffixes.has(words[from]!);
}

/** A street-type word written in full that is also a common name word (WELLS, PARK, HILL), unlike STREET or ST. */
function isWeakTypeWord(w: string, t: Tables): boolean {
  const abbr = t.suffixes.get(w);
  return abbr !== undefined && t.suffixNames.get(abbr) === w && !t.commonSuffixes.has(abbr);
}

/** A county-file street type (BL, LA) closing words[..end); CORTE DE LA: after DE, LA is the article, not LANE. */
function extraSuffixAt(words: readonly string[], end: number, t: Tables): string | undefined {
  const extra = t.extraSuffixes.get(words[end - 1]!);
  return extra !== undefined && !t.nameParticles.has(words[end - 2] ?? '') ? extra : undefined;
}

/**
 * False when standardizeStreetWords(wordsOf(street)) can give neither a suffix nor a postdirectional: the last word
 * is plain letters (no glued route number, no '#', not one letter of an S E pair) and no street-type or direction spelling.
 */
export function mayEndInTypeOrDirection(street: string, t: Tables): boolean {
  const last = street.slice(street.lastIndexOf(' ') + 1);
  if (last.length < 2) return true;
  for (let i = 0; i < last.length; i++) {
    const c = last.charCodeAt(i);
    if (c < 65 || c > 90) return true;
  }
  return t.suffixes.has(last) || t.extraSuffixes.has(last) || t.suffixTypos.has(last) || t.directionals.has(last) || t.typeDirectionals.has(last);
}

/** Words of one street (e.g. ['NORTH','MAIN','STREET']) → N / MAIN / ST / ''. Never throws. */
export function standardizeStreetWords(input: readonly string[], t: Tables): StreetParts {
  // (most streets hold no '#': no filtered copy for them)
  const glued = splitGlued(input.length > 1 && input.includes('#') ? input.filter((w) => w !== '#') : input, t);
  const words = glued.includes('&') ? ampersandAsAnd(glued, t) : glued;
  let end = words.length;
  if (end === 0) return EMPTY_STREET;
  let i = 0;
  let predir = '';
  let postdir = '';
  let suffix = '';

  const d0 = t.directionals.get(words[0]!);
  // OLD US HIGHWAY 90: the modifier stays in front of the highway's display name
  const from = d0 && end >= 2 ? 1 : 0;
  const direct = matchHighway(words, from, end, t);
  const old = !direct && t.routeModifiers.has(words[from]!) ? matchHighway(words, from + 1, end, t) : undefined;
  const hw = old ? { name: `${words[from]} ${old.name}`, len: old.len + 1 } : direct;
  if (hw) {
    predir = from === 1 ? d0! : '';
    let name = hw.name;
    const k = from + hw.len;
    const dl = t.directionals.get(words[end - 1]!);
    if (dl && end - 1 >= k) {
      postdir = dl;
      end--;
    }
    // U S 401 HWY S: the street type written after the route number is its suffix
    const sx = k === end - 1 && t.highways.has(words[k]!) ? t.suffixes.get(words[k]!) : undefined;
    if (sx) return { predir, name, suffix: sx, postdir };
    // I 49 S SERVICE RD, US 117 SOUTH ALT HWY: a common street type closing words after the route is the suffix
    const type = k < end - 1 ? t.suffixes.get(words[end - 1]!) : undefined;
    if (type !== undefined && t.commonSuffixes.has(type)) return { predir, name: `${name} ${nameOf(words, k, end - 1, t)}`, suffix: type, postdir };
    if (k < end) name = `${name} ${nameOf(words, k, end, t)}`;
    return { predir, name, suffix: '', postdir };
  }

  // S E written as two initials at the end is one postdirectional
  const pair = end >= 3 && words[end - 2]!.length === 1 && words[end - 1]!.length === 1 ? t.directionals.get(words[end - 2]! + words[end - 1]!) : undefined;
  if (pair) {
    postdir = pair;
    end -= 2;
  } else {
    // a trailing directional is a postdirectional when a name remains that is not only a street type (AVENUE N);
    // NO only right after a street type (13TH AVE NO)
    const dl = t.directionals.get(words[end - 1]!) ?? (end >= 3 && t.suffixes.has(words[end - 2]!) ? t.typeDirectionals.get(words[end - 1]!) : undefined);
    if (dl && end >= 2 && !onlyType(words, 0, end - 1, t)) {
      postdir = dl;
      end--;
    }
  }

  // a leading directional is a predirectional only when a real name follows it (N ST keeps N as the name;
  // EAST WEST HWY keeps EAST WEST)
  // N WELLS: an abbreviated direction before a lone street-type word written in full (not ST, not STREET) is a predirectional
  // (but SW FREEWAY is Houston's SW FWY: a two-letter direction there is the name)
  const weakType = end === 2 && d0 !== undefined && d0 === words[0] && d0.length === 1 && isWeakTypeWord(words[1]!, t);
  if (d0 && end >= 2 && (!onlyType(words, 1, end, t) || weakType)) {
    const nameIsDirection = d0 !== words[0] && end - 1 === 2 && t.directionals.has(words[1]!) && t.suffixes.has(words[2]!);
    if (!nameIsDirection && !(end === 2 && t.directionals.has(words[1]!))) {
      predir = d0;
      i = 1;
    }
  }

  // ANDERSON COUNTY RD 312, SCENIC HWY 98: a name in front of a route keeps the route's display form
  const lastWord = words[end - 1]!;
  const routeLike = hasDigit(lastWord) || lastWord.length <= 2;
  for (let k = i + 1; routeLike && k < end - 1; k++) {
    const tail = matchHighway(words, k, end, t);
    if (tail && k + tail.len === end) return { predir, name: `${nameOf(words, i, k, t)} ${tail.name}`, suffix: '', postdir };
  }

  const sx = t.suffixes.get(words[end - 1]!) ?? extraSuffixAt(words, end, t) ?? t.suffixTypos.get(words[end - 1]!);
  if (sx && end - 1 > i) {
    suffix = sx;
    end--;
    // SAINT JOHN W ST: an abbreviated direction written before the street type is its postdirectional;
    // spelled out it is usually part of the name (OCEAN ISLE WEST BLVD)
    const dir = postdir === '' ? t.directionals.get(words[end - 1]!) : undefined;
    // 2900 E RD (Illinois grid): after a bare number the direction is part of the name
    const gridName = end - 2 === i && isAllDigits(words[i]!);
    if (dir && end - 1 > i && dir === words[end - 1] && !gridName) {
      postdir = dir;
      end--;
    }
  }
  const name = nameOf(words, i, end, t);
  return typeFirstName({ predir, name, suffix, postdir }, t);
}
