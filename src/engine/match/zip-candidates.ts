// Which ZIPs may hold the address: the ZIP given first, then the ZIPs of the city given (all of
// them when no ZIP was given; as corrections, at a cost, when the ZIP given is wrong or bare).
import type { ReferenceIndex, ZipInfo } from '../reference/types.js';
import type { CityTypos } from './city-typos.js';
import { COST } from './costs.js';

export interface ZipCandidate {
  info: ZipInfo;
  /** cost of the ZIP / city / state change this candidate implies */
  cost: number;
  /** the ZIP given was replaced (or filled) */
  zipChanged: boolean;
}

/** The ZIP given, and the other ZIPs of the city given, worked out on first use (most lookups end in the ZIP given). */
export class ZipChoice {
  private others: ZipCandidate[] | undefined;

  constructor(
    private readonly ref: ReferenceIndex,
    /** the ZIP given, when the reference knows it */
    readonly given: ZipCandidate | undefined,
    private readonly zip: string,
    private readonly city: string,
    private readonly state: string,
    private readonly typos: CityTypos | undefined,
  ) {}

  /** other ZIPs of the city given (never the given one); of its nearest spellings when it is unknown and no ZIP helps */
  get cityZips(): ZipCandidate[] {
    if (this.others !== undefined) return this.others;
    const out: ZipCandidate[] = [];
    if (this.city !== '' && this.state !== '') {
      let zips = this.ref.zipsForCity(this.city, this.state);
      let cost = this.zip === '' ? 0 : COST.zipChanged;
      if (zips.length === 0 && this.given === undefined && this.typos !== undefined) {
        zips = this.typos(this.city, this.state).flatMap((c) => this.ref.zipsForCity(c, this.state));
        cost += COST.cityChanged;
      }
      for (const z of zips) {
        if (z === this.zip) continue;
        const zi = this.ref.zip(z);
        if (zi !== undefined) out.push({ info: zi, cost, zipChanged: true });
      }
    }
    this.others = out;
    return out;
  }
}

export function cityAcceptable(info: ZipInfo, city: string): boolean {
  return city === '' || info.acceptableCities.includes(city);
}

export function zipCandidates(ref: ReferenceIndex, zip: string, city: string, state: string, typos?: CityTypos): ZipChoice {
  const info = zip === '' ? undefined : ref.zip(zip);
  let given: ZipCandidate | undefined;
  if (info !== undefined) {
    let cost = 0;
    if (!cityAcceptable(info, city)) cost += COST.cityChanged;
    if (state !== '' && state !== info.state) cost += COST.cityChanged;
    given = { info, cost, zipChanged: false };
  }
  return new ZipChoice(ref, given, zip, city, state !== '' ? state : (info?.state ?? ''), typos);
}
