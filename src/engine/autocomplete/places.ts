// Cities, states and ZIPs: the tail of a query after the street, or the whole of it when the index
// holds no streets (the embedded ZIP default) or the query is a PO box or a bare ZIP.
import type { ReferenceIndex } from '../reference/types.js';
import type { Tables } from '../normalize/tables.js';
import type { Spellings } from './spellings.js';
import { fits } from './words.js';

export interface Place {
  city: string;
  cityWords: string[];
  state: string;
  zip: string;
  /** the ZIP's preferred city (alternates rank after it) */
  preferred: boolean;
  /** the index holds streets for the ZIP (a typed street is then completed only from them) */
  hasStreets: boolean;
}

export interface PlaceTable {
  places: Place[];
  /** canonical first city word → places */
  byFirst: Map<string, Place[]>;
  firstWords: string[];
}

export function buildPlaceTable(ref: ReferenceIndex, sp: Spellings): PlaceTable {
  const places: Place[] = [];
  for (const zip of ref.zipCodes()) {
    const info = ref.zip(zip);
    if (!info) continue;
    for (const city of info.acceptableCities.length ? info.acceptableCities : [info.preferredCity]) {
      places.push({ city, cityWords: city.split(' '), state: info.state, zip, preferred: city === info.preferredCity, hasStreets: info.hasStreets });
    }
  }
  const byFirst = new Map<string, Place[]>();
  for (const p of places) {
    const k = sp.canon(p.cityWords[0] ?? '');
    const l = byFirst.get(k);
    if (l) l.push(p);
    else byFirst.set(k, [p]);
  }
  return { places, byFirst, firstWords: [...byFirst.keys()].sort() };
}

/**
 * How well words fit a place, in order (city words, then state, then ZIP; any may be left out):
 * the typos used, or -1. `open`: the last word may be half typed.
 */
export function placeFit(words: readonly string[], place: { cityWords: readonly string[]; state: string; zip: string }, open: boolean, typoBudget: number, sp: Spellings, t: Tables): number {
  const n = place.cityWords.length;
  const targets: string[] = [...place.cityWords, place.state, place.zip];
  let pos = 0;
  let typos = 0;
  for (let i = 0; i < words.length; i++) {
    const q = words[i]!;
    const last = open && i === words.length - 1;
    // the next word of the city; or, before the city starts or once it is complete, the state or the ZIP
    const choices = pos === 0 || pos === n ? [pos, n, n + 1] : pos === n + 1 ? [n + 1] : [pos];
    let found = -1;
    for (const j of new Set(choices)) {
      if (j >= targets.length) continue;
      const target = targets[j]!;
      const isState = j === n;
      const forms = isState ? [target, t.stateNames.get(target) ?? target] : sp.forms(target);
      const f = fits(q, sp.canon(q), last, sp.canon(target), forms, typos < typoBudget && j < n);
      if (f >= 0) {
        typos += f;
        found = j;
        break;
      }
    }
    if (found < 0) return -1;
    pos = found + 1;
  }
  return typos;
}
