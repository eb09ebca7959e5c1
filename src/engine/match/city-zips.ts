// One city's ZIPs, and their streets by name key across those ZIPs, gathered per key on first use: a
// lookup whose ZIP is missing or wrong asks the city once instead of one table per ZIP of the city.
import type { ReferenceIndex, StreetEntry, ZipInfo } from '../reference/types.js';
import type { ZipCandidate } from './zip-candidates.js';
import type { ShortenedStreet, ZipStreetsCache } from './zip-streets.js';

export interface CityStreet {
  /** position of the street's ZIP in `CityZips.infos` */
  at: number;
  street: StreetEntry;
  /** set when the name matched only as people shorten it (the street's last word read as a suffix) */
  shortened: ShortenedStreet | undefined;
}

/** A name key no ZIP of the city holds (remembered as such). */
const NONE: readonly CityStreet[] = Object.freeze([]);
/** Name keys remembered per city: a big file's misspelt names are endless, a city's real ones are not. */
const MAX_KEYS = 4096;

export class CityZips {
  private readonly byCost = new Map<number, { all: ZipCandidate[]; withStreets: ZipCandidate[] }>();
  private readonly byKey = new Map<string, readonly CityStreet[]>();

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

  /**
   * streets with this name key in any of the city's ZIPs: ZIP by ZIP, each ZIP's exact names before its shortened ones.
   * Gathered per key as it is asked for: merging every street of every ZIP up front cost more than the keys asked.
   */
  named(key: string): readonly CityStreet[] | undefined {
    let list = this.byKey.get(key);
    if (list === undefined) {
      list = this.gather(key);
      if (this.byKey.size >= MAX_KEYS) this.byKey.clear();
      this.byKey.set(key, list);
    }
    return list === NONE ? undefined : list;
  }

  private gather(key: string): readonly CityStreet[] {
    let out: CityStreet[] | undefined;
    for (let at = 0; at < this.infos.length; at++) {
      const info = this.infos[at]!;
      if (!info.hasStreets) continue;
      const zs = this.streets(info.zip);
      const exact = zs.byKey.get(key);
      if (exact !== undefined) for (const street of exact) (out ??= []).push({ at, street, shortened: undefined });
      const short = zs.shortened.get(key);
      if (short !== undefined) for (const s of short) (out ??= []).push({ at, street: s.street, shortened: s });
    }
    return out ?? NONE;
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
