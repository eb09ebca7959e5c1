// A typed query split into what autocomplete matches: PO box form, house number, words, unit.
import { matchPhrase } from '../normalize/phrases.js';
import { foldNonAscii } from '../parse/tokenize.js';
import type { Tables } from '../normalize/tables.js';

export interface Query {
  /** the query opened with a PO box form ('PO BOX 12'): the box text, else '' */
  poBox: string;
  /** the house number as typed ('1516', '12A', '12 1/2'); '' when none */
  number: string;
  /** street and place words, upper case */
  words: string[];
  /** the last word is still being typed (no space after it) */
  lastOpen: boolean;
  /** a unit was started: its designator ('#' for a bare #) and number typed so far */
  unit?: { designator: string; no: string };
  /** words after the unit (city, state, ZIP) */
  after: string[];
  /** index in words of the first word after the first comma that follows a street word (words.length for a trailing comma) */
  commaAt?: number;
}

const NUMBER = /^\d+[A-Z]?$|^\d+-\d+$/;
const FRACTION = /^\d\/\d$/;

export function tokenize(text: string): string[] {
  return tokensWithCommas(text).filter((w) => w !== ',');
}

/** tokenize's words, with a ',' token where the text has a comma */
function tokensWithCommas(text: string): string[] {
  // accents folded as the parser folds them (FÖLSOM is FOLSOM), before non-letters are dropped
  return foldNonAscii(text)
    .toUpperCase()
    .replace(/#/g, ' # ')
    .replace(/,/g, ' , ')
    .replace(/[^A-Z0-9#/\-', ]+/g, ' ')
    .replace(/'/g, '')
    .split(' ')
    .filter((w) => w !== '');
}

/** The unit as typed ('APT 4'), '' when none or only a designator was typed: kept when no listed unit fits. */
export function typedUnit(q: Query): string {
  return q.unit && q.unit.no ? `${q.unit.designator} ${q.unit.no}` : '';
}

export function readQuery(text: string, t: Tables): Query {
  const tokens = tokensWithCommas(text);
  const words = tokens.filter((w) => w !== ',');
  // commaBefore[i]: a comma comes between words[i - 1] and words[i] (i = words.length: after the last)
  const commaBefore: boolean[] = [];
  let comma = false;
  for (const w of tokens) {
    if (w === ',') comma = true;
    else {
      commaBefore.push(comma);
      comma = false;
    }
  }
  commaBefore.push(comma);
  const lastOpen = !/[\s,]$/.test(text);
  const q: Query = { poBox: '', number: '', words: [], lastOpen, after: [] };
  let i = 0;
  const box = matchPhrase(t.poBox, words, 0);
  if (box && (words.length === box.words.length || /^\d/.test(words[box.words.length] ?? ''))) {
    i = box.words.length;
    q.poBox = ['PO BOX', words[i]].filter(Boolean).join(' ');
    if (words[i] !== undefined) i += 1;
  } else if (words[0] !== undefined && NUMBER.test(words[0])) {
    q.number = words[0];
    i = 1;
    const next = words[1];
    // 12 1/2, and 86 A (a lone letter that is no directional and is followed by more words)
    if (next !== undefined && (FRACTION.test(next) || (/^[A-Z]$/.test(next) && !t.directionals.has(next) && words.length > 2))) {
      q.number += ` ${next}`;
      i = 2;
    }
  }
  for (; i < words.length; i++) {
    const w = words[i]!;
    // a unit starts only after at least one street word: APT, UNIT, # …
    if (q.words.length > 0 && !q.poBox && (w === '#' || isDesignator(w, t)) && !(i === words.length - 1 && lastOpen && w !== '#')) {
      const no = words[i + 1] ?? '';
      q.unit = { designator: w === '#' ? '#' : t.units.get(w)!.abbrev, no };
      q.after = words.slice(i + 2);
      return q;
    }
    if (commaBefore[i] && q.words.length > 0) q.commaAt ??= q.words.length;
    q.words.push(w);
  }
  if (commaBefore[words.length] && q.words.length > 0) q.commaAt ??= q.words.length;
  return q;
}

/**
 * The query with its open last word read as a unit designator ('300 N MAIN ST APT', no number yet):
 * readQuery leaves such a word to the street or place ('APT' may open APTOS), so the caller tries this first.
 */
export function withOpenUnit(q: Query, t: Tables): Query | undefined {
  const last = q.words[q.words.length - 1];
  if (q.unit || q.poBox || !q.number || !q.lastOpen || q.words.length < 2 || last === undefined || !isDesignator(last, t)) return undefined;
  return { ...q, words: q.words.slice(0, -1), unit: { designator: t.units.get(last)!.abbrev, no: '' }, after: [] };
}

function isDesignator(w: string, t: Tables): boolean {
  const u = t.units.get(w);
  return u !== undefined && u.needsNumber;
}
