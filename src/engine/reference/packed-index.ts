// ReferenceIndex over the typed-array columns: every query reads the arrays in place.
import { lowerBound } from '../sorted.js';
import { fromMicro, NO_U16, PARITY_CODES, RESIDENTIAL_CODES, SIDE_CODES, type Columns } from './columns.js';
import { BriefPoint } from './brief-point.js';
import { compareNumber, joinNumber, plainNumber, splitNumber } from './house-number.js';
import { StringTable } from './string-table.js';
import type { IndexMeta, PointInfo, RangeInfo, ReferenceIndex, StreetEntry, ZipInfo } from './types.js';

const BLANK_STREET: StreetEntry = Object.freeze({ id: -1, zip: '', predir: '', name: '', suffix: '', postdir: '', city: '' });
const ZIP_SPACE = 100000;
/** the unit list of a point that lists none (or whose units were not asked for) */
const NO_UNITS: readonly string[] = Object.freeze([]);
/** ZIP+4 add-ons 0000-9999: their texts are made once per index, not once per point read */
const ZIP4_SPACE = 10000;
/** ptFlags bits: the point is in ptRestAt (letters or a half after its number), in ptUnitAt (it lists units) */
const HAS_REST = 1;
const HAS_UNITS = 2;

export function zipText(num: number): string {
  return String(num).padStart(5, '0');
}

/** '12345' or '12345-6789' → 12345; anything else → -1 */
export function zipNumber(zip: string): number {
  const m = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip);
  return m ? Number(m[1]) : -1;
}

/** Upper case with single spaces: the form display names and prefixes are compared in. */
export function prefixKey(text: string): string {
  return text.toUpperCase().replace(/\s+/g, ' ').replace(/^ /, '');
}

export class PackedIndex implements ReferenceIndex {
  private readonly str: StringTable;
  private readonly zipRow = new Int32Array(ZIP_SPACE).fill(-1);
  private readonly zipCache = new Map<number, ZipInfo>();
  private readonly streetCache: (StreetEntry | undefined)[];
  private readonly zipStreetCache = new Map<number, readonly StreetEntry[]>();
  /** each state text the ZIPs hold -> its cities' ZIPs, built the first time a city of that state is asked for */
  private cityZipsByState: Map<string, Map<string, string[]> | undefined> | undefined;
  /** whether some ZIP's state text holds '|' (found with the states) */
  private barInStates = false;
  /** every state|city key, only for a state text holding '|' (then state|city cannot be split back) */
  private cityZips: Map<string, string[]> | undefined;
  private readonly zip4Texts: (string | undefined)[] = new Array<string | undefined>(ZIP4_SPACE).fill(undefined);
  /** per point, HAS_REST and HAS_UNITS: most points have neither, and are not looked for in the sparse lists */
  private readonly ptFlags: Uint8Array;

  constructor(
    readonly cols: Columns,
    readonly meta: IndexMeta,
  ) {
    this.str = new StringTable(cols.strOffsets, cols.strBytes);
    cols.zipNum.forEach((z, row) => {
      if (z < ZIP_SPACE) this.zipRow[z] = row;
    });
    this.streetCache = new Array<StreetEntry | undefined>(cols.stZip.length);
    const flags = new Uint8Array(cols.ptNum.length);
    for (const i of cols.ptRestAt) flags[i] = flags[i]! | HAS_REST;
    for (const i of cols.ptUnitAt) flags[i] = flags[i]! | HAS_UNITS;
    this.ptFlags = flags;
  }

  zip(zip: string): ZipInfo | undefined {
    const row = this.rowOf(zip);
    if (row < 0) return undefined;
    let info = this.zipCache.get(row);
    if (!info) {
      info = this.zipInfo(row);
      this.zipCache.set(row, info);
    }
    return info;
  }

  zipsForCity(city: string, state: string): readonly string[] {
    const st = prefixKey(String(state ?? '')).trim();
    const ct = prefixKey(String(city ?? '')).trim();
    // the index was one map keyed `${state}|${city}`; a '|' in a state would let that key split two ways
    const states = this.statesOf();
    if (st.includes('|') || this.barInStates) {
      this.cityZips ??= this.indexCities();
      return this.cityZips.get(`${st}|${ct}`) ?? [];
    }
    // (a state the index does not hold has no cities: nothing is built or kept for it)
    if (!states.has(st)) return [];
    let cities = states.get(st);
    if (cities === undefined) {
      cities = this.indexState(st);
      states.set(st, cities);
    }
    return cities.get(ct) ?? [];
  }

  streetsInZip(zip: string): readonly StreetEntry[] {
    const row = this.rowOf(zip);
    if (row < 0) return [];
    let list = this.zipStreetCache.get(row);
    if (!list) {
      const c = this.cols;
      const out: StreetEntry[] = [];
      for (let id = c.zipStreetStart[row]!; id < c.zipStreetStart[row + 1]!; id++) out.push(this.street(id));
      list = Object.freeze(out);
      this.zipStreetCache.set(row, list);
    }
    return list;
  }

  street(id: number): StreetEntry {
    if (!this.validStreet(id)) return BLANK_STREET;
    let e = this.streetCache[id];
    if (!e) {
      const c = this.cols;
      const s = this.str;
      e = Object.freeze({
        id,
        zip: zipText(c.zipNum[c.stZip[id]!]!),
        predir: s.get(c.stPredir[id]!),
        name: s.get(c.stName[id]!),
        suffix: s.get(c.stSuffix[id]!),
        postdir: s.get(c.stPostdir[id]!),
        city: s.get(c.stCity[id]!),
      });
      this.streetCache[id] = e;
    }
    return e;
  }

  point(streetId: number, primaryNo: string): PointInfo | undefined {
    return this.findPoint(streetId, primaryNo, true);
  }

  pointBrief(streetId: number, primaryNo: string): PointInfo | undefined {
    return this.findPoint(streetId, primaryNo, false);
  }

  /** The street's point numbered `primaryNo`, read with or without its unit list. */
  private findPoint(streetId: number, primaryNo: string, withUnits: boolean): PointInfo | undefined {
    if (!this.validStreet(streetId) || typeof primaryNo !== 'string') return undefined;
    const c = this.cols;
    const end = c.stPointStart[streetId + 1]!;
    const plain = plainNumber(primaryNo);
    if (plain >= 0) {
      // a plain number sorts first among its letters and halves, so its search compares no text; it is its own text
      const at = this.firstAtLeast(streetId, plain);
      if (at >= end || c.ptNum[at] !== plain || this.restOf(at) !== '') return undefined;
      return this.pointInfo(at, withUnits, primaryNo);
    }
    const { num, rest } = splitNumber(primaryNo);
    const at = this.lowerBound(streetId, num, rest);
    if (at >= end || c.ptNum[at] !== num || this.restOf(at) !== rest) return undefined;
    return this.pointInfo(at, withUnits, joinNumber(num, rest));
  }

  pointCount(streetId: number): number {
    if (!this.validStreet(streetId)) return 0;
    return this.cols.stPointStart[streetId + 1]! - this.cols.stPointStart[streetId]!;
  }

  numbers(streetId: number, from?: string, limit = Number.POSITIVE_INFINITY): readonly string[] {
    if (!this.validStreet(streetId)) return [];
    const c = this.cols;
    let at = c.stPointStart[streetId]!;
    if (typeof from === 'string' && from.trim() !== '') {
      const f = splitNumber(from);
      at = this.lowerBound(streetId, f.num, f.rest);
    }
    const out: string[] = [];
    for (const end = c.stPointStart[streetId + 1]!; at < end && out.length < limit; at++) {
      out.push(joinNumber(c.ptNum[at]!, this.restOf(at)));
    }
    return out;
  }

  rangesFor(streetId: number, houseNumber: number): readonly RangeInfo[] {
    if (!Number.isFinite(houseNumber) || !this.validStreet(streetId)) return [];
    const odd = Math.abs(houseNumber) % 2 === 1;
    const c = this.cols;
    const out: RangeInfo[] = [];
    // only the ranges holding the number are read out: a street can have dozens
    for (let i = c.stRangeStart[streetId]!; i < c.stRangeStart[streetId + 1]!; i++) {
      const from = c.rgFrom[i]!;
      const to = c.rgTo[i]!;
      if (houseNumber < Math.min(from, to) || houseNumber > Math.max(from, to)) continue;
      const parity = PARITY_CODES[c.rgParity[i]!] ?? 'B';
      if (parity === 'B' || (parity === 'O') === odd) out.push(this.rangeInfo(i));
    }
    return out;
  }

  ranges(streetId: number): readonly RangeInfo[] {
    if (!this.validStreet(streetId)) return [];
    const c = this.cols;
    const out: RangeInfo[] = [];
    for (let i = c.stRangeStart[streetId]!; i < c.stRangeStart[streetId + 1]!; i++) out.push(this.rangeInfo(i));
    return out;
  }

  private rangeInfo(i: number): RangeInfo {
    const c = this.cols;
    return {
      from: c.rgFrom[i]!,
      to: c.rgTo[i]!,
      parity: PARITY_CODES[c.rgParity[i]!] ?? 'B',
      zip4: this.zip4Of(c.rgZip4[i]!),
      side: SIDE_CODES[c.rgSide[i]!] ?? 'L',
    };
  }

  points(streetId: number): readonly PointInfo[] {
    if (!this.validStreet(streetId)) return [];
    const out: PointInfo[] = [];
    for (let i = this.cols.stPointStart[streetId]!; i < this.cols.stPointStart[streetId + 1]!; i++) out.push(this.pointInfo(i, true, joinNumber(this.cols.ptNum[i]!, this.restOf(i))));
    return out;
  }

  streetsByPrefix(prefix: string, scope: { zip?: string; state?: string }, limit: number): readonly StreetEntry[] {
    if (typeof prefix !== 'string' || !(limit > 0)) return [];
    const p = prefixKey(prefix);
    if (scope?.zip) {
      return this.streetsInZip(scope.zip)
        .filter((s) => this.entryKey(s.id * 2).startsWith(p) || (s.predir !== '' && this.entryKey(s.id * 2 + 1).startsWith(p)))
        .slice(0, limit);
    }
    const c = this.cols;
    const state = scope?.state ? prefixKey(scope.state).trim() : undefined;
    const found: { key: string; id: number }[] = [];
    for (let si = 0; si < c.pfxStates.length; si++) {
      if (state !== undefined && this.str.get(c.pfxStates[si]!) !== state) continue;
      this.scanPrefix(c.pfxStateStart[si]!, c.pfxStateStart[si + 1]!, p, limit, found);
    }
    found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
    const seen = new Set<number>();
    const out: StreetEntry[] = [];
    for (const f of found) {
      if (seen.has(f.id)) continue;
      seen.add(f.id);
      out.push(this.street(f.id));
      if (out.length >= limit) break;
    }
    return out;
  }

  zipCounts(zip: string): { streets: number; points: number; ranges: number } | undefined {
    const row = this.rowOf(zip);
    if (row < 0) return undefined;
    const c = this.cols;
    const a = c.zipStreetStart[row]!;
    const b = c.zipStreetStart[row + 1]!;
    return { streets: b - a, points: c.stPointStart[b]! - c.stPointStart[a]!, ranges: c.stRangeStart[b]! - c.stRangeStart[a]! };
  }

  /** a string of the table by id (builders copying from this index) */
  text(id: number): string {
    return this.str.get(id);
  }

  zipCodes(): readonly string[] {
    return Array.from(this.cols.zipNum, zipText);
  }

  citiesByState(): ReadonlyMap<string, readonly string[]> {
    // read from the columns, not through zip(): a ZipInfo for every ZIP would stay cached (~14 MB)
    const c = this.cols;
    const sets = new Map<number, Set<number>>();
    for (let row = 0; row < c.zipNum.length; row++) {
      const state = c.zipState[row]!;
      let set = sets.get(state);
      if (set === undefined) sets.set(state, (set = new Set()));
      for (let i = c.zipCityStart[row]!; i < c.zipCityStart[row + 1]!; i++) set.add(c.zipCityIds[i]!);
    }
    const out = new Map<string, string[]>();
    for (const [state, ids] of sets) out.set(this.str.get(state), [...new Set(Array.from(ids, (id) => this.str.get(id)))]);
    return out;
  }

  /** the text an entry is sorted by: the display name, or (variant 1) the name without its predir */
  entryKey(entry: number): string {
    const id = entry >>> 1;
    const c = this.cols;
    const s = this.str;
    const parts = [entry & 1 ? '' : s.get(c.stPredir[id]!), s.get(c.stName[id]!), s.get(c.stSuffix[id]!), s.get(c.stPostdir[id]!)];
    return parts.filter((x) => x !== '').join(' ');
  }

  private scanPrefix(lo: number, hi: number, p: string, limit: number, found: { key: string; id: number }[]): void {
    const entries = this.cols.pfxEntries;
    let a = lo;
    let b = hi;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (this.entryKey(entries[mid]!) < p) a = mid + 1;
      else b = mid;
    }
    // twice the limit: a street can appear under both of its keys
    for (let i = a, taken = 0; i < hi && taken < limit * 2; i++, taken++) {
      const key = this.entryKey(entries[i]!);
      if (!key.startsWith(p)) break;
      found.push({ key, id: entries[i]! >>> 1 });
    }
  }

  private firstAtLeast(streetId: number, num: number): number {
    const c = this.cols;
    return lowerBound(c.ptNum, num, c.stPointStart[streetId]!, c.stPointStart[streetId + 1]!);
  }

  private lowerBound(streetId: number, num: number, rest: string): number {
    const c = this.cols;
    let a = c.stPointStart[streetId]!;
    let b = c.stPointStart[streetId + 1]!;
    while (a < b) {
      const mid = (a + b) >>> 1;
      const m = c.ptNum[mid]!;
      // the rest is looked up only on a tie of the numeric part
      if (m < num || (m === num && compareNumber(m, this.restOf(mid), num, rest) < 0)) a = mid + 1;
      else b = mid;
    }
    return a;
  }

  /** position of point i in a sparse ascending index list, or -1 */
  private static find(at: Uint32Array, i: number): number {
    const a = lowerBound(at, i);
    return a < at.length && at[a] === i ? a : -1;
  }

  private restOf(i: number): string {
    if ((this.ptFlags[i]! & HAS_REST) === 0) return '';
    const k = PackedIndex.find(this.cols.ptRestAt, i);
    return k < 0 ? '' : this.str.get(this.cols.ptRestIds[k]!);
  }

  /** '' for none, else four digits */
  private zip4Of(v: number): string {
    if (v === NO_U16) return '';
    if (v >= ZIP4_SPACE) return String(v).padStart(4, '0');
    return (this.zip4Texts[v] ??= String(v).padStart(4, '0'));
  }

  /** `withUnits` false: the unit list is only counted (unitsListed), not built, and the coordinates stay in the columns; `primaryNo`: point i's number as text */
  private pointInfo(i: number, withUnits: boolean, primaryNo: string): PointInfo {
    const c = this.cols;
    const k = (this.ptFlags[i]! & HAS_UNITS) === 0 ? -1 : PackedIndex.find(c.ptUnitAt, i);
    let units = NO_UNITS;
    if (k >= 0 && withUnits && c.ptUnitStart[k]! < c.ptUnitStart[k + 1]!) {
      const list: string[] = [];
      for (let u = c.ptUnitStart[k]!; u < c.ptUnitStart[k + 1]!; u++) list.push(this.str.get(c.unitIds[u]!));
      units = list;
    }
    const zip4 = this.zip4Of(c.ptZip4[i]!);
    const unitCount = c.ptUnitCount[i] === NO_U16 ? 0 : c.ptUnitCount[i]!;
    const residential = RESIDENTIAL_CODES[c.ptRes[i]!] ?? '';
    if (withUnits) return { primaryNo, zip4, units, unitCount, residential, lat: fromMicro(c.ptLat[i]!), lon: fromMicro(c.ptLon[i]!) };
    const unitsListed = k < 0 ? 0 : c.ptUnitStart[k + 1]! - c.ptUnitStart[k]!;
    return new BriefPoint(c, i, primaryNo, zip4, units, unitCount, residential, unitsListed);
  }

  private zipInfo(row: number): ZipInfo {
    const c = this.cols;
    const s = this.str;
    const cities: string[] = [];
    for (let i = c.zipCityStart[row]!; i < c.zipCityStart[row + 1]!; i++) cities.push(s.get(c.zipCityIds[i]!));
    const districts: string[] = [];
    for (let i = c.zipDistStart[row]!; i < c.zipDistStart[row + 1]!; i++) districts.push(s.get(c.zipDistIds[i]!));
    return Object.freeze({
      zip: zipText(c.zipNum[row]!),
      preferredCity: s.get(c.zipCity[row]!),
      state: s.get(c.zipState[row]!),
      countyName: s.get(c.zipCounty[row]!),
      countyFips: s.get(c.zipFips[row]!),
      lat: fromMicro(c.zipLat[row]!),
      lon: fromMicro(c.zipLon[row]!),
      acceptableCities: Object.freeze(cities),
      district: districts.length === 1 ? districts[0]! : '',
      districts: Object.freeze(districts),
      hasStreets: c.zipStreetStart[row + 1]! > c.zipStreetStart[row]!,
    });
  }

  /** Every state text of the ZIPs (their city maps not built yet); notes whether one holds '|' (no real index has one). */
  private statesOf(): Map<string, Map<string, string[]> | undefined> {
    if (this.cityZipsByState === undefined) {
      const c = this.cols;
      const states = new Map<string, Map<string, string[]> | undefined>();
      for (let row = 0; row < c.zipNum.length; row++) {
        const state = this.str.get(c.zipState[row]!);
        if (states.has(state)) continue;
        states.set(state, undefined);
        if (state.includes('|')) this.barInStates = true;
      }
      this.cityZipsByState = states;
    }
    return this.cityZipsByState;
  }

  /** One state's city -> ZIPs, in row order (what indexCities holds under `${state}|${city}` for that state). */
  private indexState(state: string): Map<string, string[]> {
    const map = new Map<string, string[]>();
    const c = this.cols;
    for (let row = 0; row < c.zipNum.length; row++) {
      if (this.str.get(c.zipState[row]!) !== state) continue;
      const zip = zipText(c.zipNum[row]!);
      for (let i = c.zipCityStart[row]!; i < c.zipCityStart[row + 1]!; i++) {
        const city = this.str.get(c.zipCityIds[i]!);
        const list = map.get(city);
        if (list) list.push(zip);
        else map.set(city, [zip]);
      }
    }
    return map;
  }

  private indexCities(): Map<string, string[]> {
    const c = this.cols;
    const map = new Map<string, string[]>();
    for (let row = 0; row < c.zipNum.length; row++) {
      const state = this.str.get(c.zipState[row]!);
      for (let i = c.zipCityStart[row]!; i < c.zipCityStart[row + 1]!; i++) {
        const key = `${state}|${this.str.get(c.zipCityIds[i]!)}`;
        const list = map.get(key);
        if (list) list.push(zipText(c.zipNum[row]!));
        else map.set(key, [zipText(c.zipNum[row]!)]);
      }
    }
    return map;
  }

  /** the ZIP's row in the columns, -1 when it is not a ZIP the index holds */
  private rowOf(zip: string): number {
    const n = typeof zip === 'string' ? zipNumber(zip) : -1;
    return n < 0 ? -1 : this.zipRow[n]!;
  }

  private validStreet(id: number): boolean {
    return Number.isInteger(id) && id >= 0 && id < this.cols.stZip.length;
  }
}
