// Every way a query word may spell an index word: Pub 28 abbreviations both ways (AVE/AVENUE,
// N/NORTH, ST/SAINT/STREET) and ordinals (5TH/FIFTH), all read from the normalizer's tables.
import type { Tables } from '../normalize/tables.js';

export interface Spellings {
  /** one form per meaning: AVENUE, AV → AVE; NORTH → N; FIFTH → 5TH; SAINT → ST */
  canon(word: string): string;
  /** the index word and its long forms (AVE → AVE, AVENUE), for half-typed words */
  forms(word: string): readonly string[];
}

export function buildSpellings(t: Tables): Spellings {
  const canonOf = new Map<string, string>();
  const longForms = new Map<string, string[]>();
  const addLong = (short: string, long: string): void => {
    const list = longForms.get(short) ?? [];
    if (!list.includes(long) && long !== short) list.push(long);
    longForms.set(short, list);
  };
  for (const [variant, abbr] of t.suffixes) canonOf.set(variant, abbr);
  for (const [abbr, name] of t.suffixNames) addLong(abbr, name);
  for (const [variant, abbr] of t.directionals) canonOf.set(variant, abbr);
  for (const [abbr, name] of t.directionNames) if (t.directionals.get(abbr) === abbr) addLong(abbr, name);
  for (const [word, numeral] of t.ordinals) {
    canonOf.set(word, numeral);
    addLong(numeral, word);
  }
  for (const [short, long] of t.cityWords) {
    canonOf.set(long, canonOf.get(short) ?? short);
    addLong(short, long);
  }
  canonOf.set('SAINT', 'ST');
  addLong('ST', 'SAINT');
  const cache = new Map<string, readonly string[]>();
  return {
    canon: (w) => canonOf.get(w) ?? w,
    forms(w) {
      let f = cache.get(w);
      if (!f) cache.set(w, (f = [w, ...(longForms.get(w) ?? [])]));
      return f;
    },
  };
}
