// The query side of a reference index: what matching and autocomplete may ask.
// The index itself (layout, (de)serialization, build) lives beside this file; callers hand the
// engine an already-loaded index (the engine never reads files).

export interface ZipInfo {
  zip: string;
  /** the USPS preferred city for the ZIP (from the embedded ZIP table) */
  preferredCity: string;
  state: string;
  countyName: string;
  /** 5-digit county FIPS: state FIPS + 3-digit county code; '' when unknown */
  countyFips: string;
  lat: number;
  lon: number;
  /** every city name acceptable for this ZIP: the preferred one first, then postal cities seen in points */
  acceptableCities: readonly string[];
  /** the congressional district when the ZIP maps to exactly one ('' otherwise or unknown) */
  district: string;
  /** every district the ZIP touches (empty when no district data was built in) */
  districts: readonly string[];
  /** true when the index holds street-level data (points or ranges) for this ZIP */
  hasStreets: boolean;
}

/** One street within one ZIP, in Pub 28 form. */
export interface StreetEntry {
  id: number;
  zip: string;
  predir: string;
  name: string;
  suffix: string;
  postdir: string;
  /** the postal city the reference points use on this street ('' if none given) */
  city: string;
}

export interface PointInfo {
  primaryNo: string;
  zip4: string;
  /** unit designators + numbers known at this number, in Pub 28 form ('APT 4'); empty when none listed */
  units: readonly string[];
  /** set by `pointBrief` only, which leaves `units` empty: how many units the point lists */
  unitsListed?: number;
  /** UNITCOUNT when the source gives it (0 unknown) */
  unitCount: number;
  /** 'Y' residential, 'N' commercial, '' unknown */
  residential: '' | 'Y' | 'N';
  lat: number;
  lon: number;
}

export interface RangeInfo {
  from: number;
  to: number;
  /** O odd, E even, B both */
  parity: 'O' | 'E' | 'B';
  zip4: string;
  /** which side of the street segment (TIGER left / right) */
  side?: 'L' | 'R';
}

/** Per-state totals kept in the index so `reference info` need not scan it. */
export interface StateCounts {
  points: number;
  streets: number;
  zips: number;
  zipsWithStreets: number;
  ranges: number;
}

/** How many records back each optional field (shares = count / points). */
export interface BackedCounts {
  points: number;
  zip4: number;
  units: number;
  /** points with a residential / commercial flag (SITETYPE) */
  rdi: number;
  unitCount: number;
  coords: number;
  zips: number;
  zipsWithDistrict: number;
}

export interface IndexStats {
  byState: Record<string, StateCounts>;
  backed: BackedCounts;
  /** source rows folded into a point already present (same street, number) */
  duplicatesMerged: number;
}

export interface IndexMeta {
  formatVersion: number;
  builtAt: string;
  sources: readonly {
    path: string;
    kind: string;
    rows: number;
    accepted: number;
    /** rows not taken, by reason */
    rejected?: Record<string, number>;
    /** rows taken with a field filled in or overridden, by note */
    notes?: Record<string, number>;
  }[];
  counts: { points: number; streets: number; zips: number; ranges: number };
  stats?: IndexStats;
}

export interface ReferenceIndex {
  readonly meta: IndexMeta;
  zip(zip: string): ZipInfo | undefined;
  /** ZIPs whose acceptable cities include this city (normalized upper case) in this state */
  zipsForCity(city: string, state: string): readonly string[];
  /** every street in a ZIP (empty when the ZIP has no street data) */
  streetsInZip(zip: string): readonly StreetEntry[];
  street(id: number): StreetEntry;
  /** the reference point at this exact house number on the street, if any */
  point(streetId: number, primaryNo: string): PointInfo | undefined;
  /** `point` without building its unit list (`units` empty, `unitsListed` set): for callers given no unit; optional, fall back to `point` */
  pointBrief?(streetId: number, primaryNo: string): PointInfo | undefined;
  /** how many points the street holds */
  pointCount(streetId: number): number;
  /** house numbers on the street in ascending order, starting at the first >= `from` (autocomplete) */
  numbers(streetId: number, from?: string, limit?: number): readonly string[];
  /** TIGER ranges on the street containing this number, with a parity (O, E or B) that fits it */
  rangesFor(streetId: number, houseNumber: number): readonly RangeInfo[];
  /** streets whose display name starts with the prefix, within a ZIP or state (autocomplete hook) */
  streetsByPrefix(prefix: string, scope: { zip?: string; state?: string }, limit: number): readonly StreetEntry[];
  /** every ZIP the index knows, ascending */
  zipCodes(): readonly string[];
  /** every postal city name of each state, each once; optional (a wrapper may leave it out: callers fall back on zip()) */
  citiesByState?(): ReadonlyMap<string, readonly string[]>;
  /** how much street data a ZIP holds (undefined for an unknown ZIP); optional so wrappers need not forward it */
  zipCounts?(zip: string): { streets: number; points: number; ranges: number } | undefined;
  /** every point on the street in house-number order (a bulk form of `point`) */
  points(streetId: number): readonly PointInfo[];
  /** every TIGER range on the street */
  ranges(streetId: number): readonly RangeInfo[];
}
