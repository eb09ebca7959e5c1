// Which ZIPs may hold the address: the ZIP given first, then the ZIPs of the city given (all of
// them when no ZIP was given; as corrections, at a cost, when the ZIP given is wrong or bare).
import type { ReferenceIndex, ZipInfo } from '../reference/types.js';
import { COST } from './costs.js';

export interface ZipCandidate {
  info: ZipInfo;
  /** cost of the ZIP / city / state change this candidate implies */
  cost: number;
  /** the ZIP given was replaced (or filled) */
  zipChanged: boolean;
}

export interface ZipChoice {
  /** the ZIP given, when the reference knows it */
  given: ZipCandidate | undefined;
  /** other ZIPs of the city given (never the given one); worked out on first use */
  readonly cityZips: ZipCandidate[];
}

export function cityAcceptable(info: ZipInfo, city: string): boolean {
  return city === '' || info.acceptableCities.includes(city);
}

export function zipCandidates(ref: ReferenceIndex, zip: string, city: string, state: string): ZipChoice {
  const info = zip === '' ? undefined : ref.zip(zip);
  let given: ZipCandidate | undefined;
  if (info !== undefined) {
    let cost = 0;
    if (!cityAcceptable(info, city)) cost += COST.cityChanged;
    if (state !== '' && state !== info.state) cost += COST.cityChanged;
    given = { info, cost, zipChanged: false };
  }
  const cityState = state !== '' ? state : (info?.state ?? '');
  let cityZips: ZipCandidate[] | undefined;
  // most lookups end in the ZIP given, so the city's ZIPs are only listed when asked for
  const list = (): ZipCandidate[] => {
    if (cityZips !== undefined) return cityZips;
    cityZips = [];
    if (city === '' || cityState === '') return cityZips;
    for (const z of ref.zipsForCity(city, cityState)) {
      if (z === zip) continue;
      const zi = ref.zip(z);
      if (zi !== undefined) cityZips.push({ info: zi, cost: zip === '' ? 0 : COST.zipChanged, zipChanged: true });
    }
    return cityZips;
  };
  return {
    given,
    get cityZips() {
      return list();
    },
  };
}
