// Which ZIPs may hold the address: the ZIP given first, then the ZIPs of the city given (all of
// them when no ZIP was given; as corrections, at a cost, when the ZIP given is wrong or bare).
import type { ReferenceIndex, ZipInfo } from '../reference/types.js';
import type { CityTypos } from './city-typos.js';
import type { CityZips, CityZipsCache } from './city-zips.js';
import { COST } from './costs.js';

export interface ZipCandidate {
  info: ZipInfo;
  /** cost of the ZIP / city / state change this candidate implies */
  cost: number;
  /** the ZIP given was replaced (or filled) */
  zipChanged: boolean;
}

/** A city whose ZIPs are candidates, at the cost every one of them carries. */
export interface CityChoice {
  city: CityZips;
  cost: number;
}

/** The ZIP given, and the other ZIPs of the city given, worked out on first use (most lookups end in the ZIP given). */
export class ZipChoice {
  private choices: CityChoice[] | undefined;
  private others: readonly ZipCandidate[] | undefined;
  private withStreets: readonly ZipCandidate[] | undefined;

  constructor(
    private readonly cities: CityZipsCache,
    /** the ZIP given, when the reference knows it */
    readonly given: ZipCandidate | undefined,
    /** the ZIP as given ('' when none) */
    readonly zip: string,
    private readonly city: string,
    private readonly state: string,
    private readonly typos: CityTypos | undefined,
  ) {}

  /**
   * the city given (or, when it is unknown, its nearest spellings: when a ZIP is given, those it belongs to), with what
   * choosing its ZIPs costs
   */
  get cityChoices(): readonly CityChoice[] {
    if (this.choices !== undefined) return this.choices;
    const out: CityChoice[] = [];
    if (this.city !== '' && this.state !== '') {
      const cost = this.zip === '' ? 0 : COST.zipChanged;
      const c = this.cities(this.city, this.state);
      if (c.infos.length > 0 || this.typos === undefined) out.push({ city: c, cost });
      else if (this.given === undefined) for (const t of this.typos(this.city, this.state)) out.push({ city: this.cities(t, this.state), cost: cost + COST.cityChanged });
      else {
        // 'BALTMORE MD 21230' for 6008 LAKEHURST DR, 21210: a misspelt city whose ZIP given is one of its own (but not the
        // street's) stands for that city; a spelling the ZIP given does not belong to is no evidence
        const zip = this.given.info.zip;
        for (const t of this.typos(this.city, this.state)) {
          const near = this.cities(t, this.state);
          if (near.infos.some((i) => i.zip === zip)) out.push({ city: near, cost: cost + COST.cityChanged });
        }
        if (out.length === 0) out.push({ city: c, cost });
      }
    }
    this.choices = out;
    return out;
  }

  /** other ZIPs of the city given (never the given one); of its nearest spellings when it is unknown and no ZIP helps */
  get cityZips(): readonly ZipCandidate[] {
    this.others ??= this.gather(false);
    return this.others;
  }

  /** `cityZips` that hold street data */
  get cityStreetZips(): readonly ZipCandidate[] {
    this.withStreets ??= this.gather(true);
    return this.withStreets;
  }

  private gather(withStreets: boolean): readonly ZipCandidate[] {
    const choices = this.cityChoices;
    if (choices.length === 0) return [];
    const lists = choices.map((c) => c.city.candidates(c.cost, withStreets));
    const all = lists.length === 1 ? lists[0]! : lists.flat();
    // the shared lists hold the given ZIP too when it is one of the city's
    return all.some((z) => z.info.zip === this.zip) ? all.filter((z) => z.info.zip !== this.zip) : all;
  }
}

export function cityAcceptable(info: ZipInfo, city: string): boolean {
  return city === '' || info.acceptableCities.includes(city);
}

export function zipCandidates(ref: ReferenceIndex, cities: CityZipsCache, zip: string, city: string, state: string, typos?: CityTypos): ZipChoice {
  const info = zip === '' ? undefined : ref.zip(zip);
  let given: ZipCandidate | undefined;
  if (info !== undefined) {
    let cost = 0;
    if (!cityAcceptable(info, city)) cost += COST.cityChanged;
    if (state !== '' && state !== info.state) cost += COST.cityChanged;
    given = { info, cost, zipChanged: false };
  }
  return new ZipChoice(cities, given, zip, city, state !== '' ? state : (info?.state ?? ''), typos);
}
