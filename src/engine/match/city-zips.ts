// One city's ZIPs, and their street tables merged by name key, built on first use per city: a
// lookup whose ZIP is missing or wrong asks one table instead of one per ZIP of the city.
import type { ReferenceIndex, StreetEntry, ZipInfo } from '../reference/types.js';
import type { ZipCandidate } from './zip-candidates.js';
import { push, type ShortenedStreet, type ZipStreetsCache } from './zip-streets.js';

export interface CityStreet {
  /** position of the street's ZIP in `CityZips.infos` */
  at: number;
  street: StreetEntry;
  /** set when the name matched only as people shorten it (the street's last word read as a suffix) */
  shortened: ShortenedStreet | undefined;
}

export class CityZips {
  private readonly byCost = new Map<number, { all: ZipCandidate[]; withStreets: ZipCandidate[] }>();
  private merged: Map<string, CityStreet[]> | undefined;

  constructor(
    /** the city's ZIPs the reference knows, in the order the index lists them */
    readonly infos: readonly ZipInfo[],
    private readonly streets: ZipStreetsCache,
  ) {}

  /** every ZIP (or only those with street data) as a candidate at this cost; shared, never to be changed */
  candidates(cost: number, withStreets: boolean): readonly ZipCandidate[] {
    let lists = this.byCost.get(cost);
    if (lists === undefined) {
      const all = this.infos.map((info) => Object.freeze({ info, cost, zipChanged: true }));
      lists = { all, withStreets: all.filter((z) => z.info.hasStreets) };
      this.byCost.set(cost, lists);
    }
    return withStreets ? lists.withStreets : lists.all;
  }

  /** streets with this name key in any of the city's ZIPs: ZIP by ZIP, each ZIP's exact names before its shortened ones */
  named(key: string): readonly CityStreet[] | undefined {
    this.merged ??= this.merge();
    return this.merged.get(key);
  }

  private merge(): Map<string, CityStreet[]> {
    const out = new Map<string, CityStreet[]>();
    this.infos.forEach((info, at) => {
      if (!info.hasStreets) return;
      const zs = this.streets(info.zip);
      for (const [key, list] of zs.byKey) for (const street of list) push(out, key, { at, street, shortened: undefined });
      for (const [key, list] of zs.shortened) for (const s of list) push(out, key, { at, street: s.street, shortened: s });
    });
    return out;
  }
}

const MAX_CITIES = 50_000;

export type CityZipsCache = (city: string, state: string) => CityZips;

export function cityZipsCache(ref: ReferenceIndex, streets: ZipStreetsCache): CityZipsCache {
  // state -> city -> ZIPs: no key text built per lookup
  const byState = new Map<string, Map<string, CityZips>>();
  let size = 0;
  return (city, state) => {
    let cities = byState.get(state);
    if (cities === undefined) {
      cities = new Map();
      byState.set(state, cities);
    }
    let c = cities.get(city);
    if (c === undefined) {
      const infos: ZipInfo[] = [];
      for (const z of ref.zipsForCity(city, state)) {
        const info = ref.zip(z);
        if (info !== undefined) infos.push(info);
      }
      // misspelt cities are endless in a big file: keep the memo bounded
      if (++size > MAX_CITIES) {
        byState.clear();
        size = 1;
        byState.set(state, cities);
        cities.clear();
      }
      c = new CityZips(infos, streets);
      cities.set(city, c);
    }
    return c;
  };
}
