// IndexBuilder: records in (through the shared normalizer), a packed ReferenceIndex out.
import { toMicro, NO_U16 } from './columns.js';
import { NON_NUMERIC, plainNumber, splitNumber } from './house-number.js';
import { PackedIndex, zipNumber } from './packed-index.js';
import type { BuilderState, ZipDraft } from './builder-state.js';
import { packColumns } from './pack.js';
import type { AddResult, PointRecord, RangeRecord, RecordNormalizer, StreetParts, ZipRecord } from './records.js';
import { StringPool } from './string-table.js';
import { Growable } from './growable.js';
import type { IndexMeta, ZipInfo } from './types.js';

const RES_CODE = { '': 0, Y: 1, N: 2 } as const;
const PARITY_CODE = { B: 0, O: 1, E: 2 } as const;

const OK: AddResult = Object.freeze({ ok: true });
const NOTES = {
  city: Object.freeze({ ok: true, notes: Object.freeze(['CITY_FROM_ZIP']) }) as AddResult,
  state: Object.freeze({ ok: true, notes: Object.freeze(['STATE_FROM_ZIP']) }) as AddResult,
  both: Object.freeze({ ok: true, notes: Object.freeze(['CITY_FROM_ZIP', 'STATE_FROM_ZIP']) }) as AddResult,
};

function fail(reason: Extract<AddResult, { ok: false }>['reason']): AddResult {
  return { ok: false, reason };
}

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v).trim();
}

const ZIP_ROWS = 2 ** 17;

/** A number sources write where the real one is unknown: all zeros, or a run of five or more 9s. */
export function placeholderNumber(n: string): boolean {
  return /^0+$/.test(n) || /^9{5,}$/.test(n);
}

export interface BuilderOptions {
  /** normalized street names that stand for "not known" (src/data/placeholder-streets.txt) */
  placeholderStreets?: ReadonlySet<string>;
}

function zip4Code(v: string): number {
  return /^\d{4}$/.test(v) ? Number(v) : NO_U16;
}

export class IndexBuilder {
  private readonly st: BuilderState;
  // the same raw text recurs on thousands of rows: normalize each distinct value once
  /** raw street text → its Pub 28 parts' id (-1: no street name) */
  private readonly streetMemo = new Map<string, number>();
  /** "predir|name|suffix|postdir" → parts id; a street's key is then a number (parts id, ZIP row) */
  private readonly partsIds = new Map<string, number>();
  /** four string ids per parts id */
  private readonly partsStrings = new Growable(Uint32Array);
  private readonly cityMemo = new Map<string, number>();
  private readonly unitMemo = new Map<string, number>();
  private readonly stateMemo = new Map<string, number>();
  /** per ZIP row: raw street text → street id */
  private readonly zipStreetMemo: (Map<string, number> | undefined)[] = [];
  /** the previous point's raw street (in its ZIP row) and raw city: consecutive rows mostly repeat them */
  private readonly last = { zipRow: -1, rawStreet: '', street: 0, rawCity: '', city: 0 };
  private readonly zipMemo = new Map<string, { ok: true; row: number; zip4: string } | Extract<AddResult, { ok: false }>>();

  /** parts ids whose name is a placeholder */
  private readonly placeholderParts = new Set<number>();

  constructor(
    private readonly normalizer: RecordNormalizer,
    private readonly opts: BuilderOptions = {},
  ) {
    const strings = new StringPool();
    this.st = {
      strings,
      zips: [],
      zipByNum: new Map(),
      streetKeys: new Map(),
      stZip: new Growable(Uint32Array),
      stParts: new Growable(Uint32Array),
      stCity: new Growable(Uint32Array),
      pt: {
        street: new Growable(Uint32Array, 4096),
        num: new Growable(Uint32Array, 4096),
        rest: new Growable(Uint32Array, 4096),
        zip4: new Growable(Uint16Array, 4096),
        unitCount: new Growable(Uint16Array, 4096),
        res: new Growable(Uint8Array, 4096),
        lat: new Growable(Int32Array, 4096),
        lon: new Growable(Int32Array, 4096),
        unit: new Growable(Uint32Array, 4096),
      },
      rg: {
        street: new Growable(Uint32Array),
        from: new Growable(Uint32Array),
        to: new Growable(Uint32Array),
        zip4: new Growable(Uint16Array),
        parity: new Growable(Uint8Array),
        side: new Growable(Uint8Array),
      },
    };
  }

  /** A ZIP from the national table; the first record for a ZIP names its preferred city. */
  addZip(rec: ZipRecord): AddResult {
    const num = zipNumber(text(rec.zip));
    if (num < 0) return fail(text(rec.zip) === '' ? 'NO_ZIP' : 'BAD_ZIP');
    const city = this.normalizer.normalizeCity(text(rec.city));
    if (city === '') return fail('NO_CITY');
    const stateId = this.stateId(text(rec.state));
    if (stateId === 0) return fail('NO_STATE');
    const s = this.st.strings;
    const existing = this.st.zipByNum.get(num);
    if (existing !== undefined) {
      this.seeCity(existing, s.id(city), 0);
      return OK;
    }
    this.addZipRow({
      num,
      state: stateId,
      city: s.id(city),
      county: s.id(text(rec.countyName).toUpperCase()),
      fips: s.id(text(rec.countyFips)),
      lat: toMicro(Number(rec.lat ?? Number.NaN)),
      lon: toMicro(Number(rec.lon ?? Number.NaN)),
      cities: undefined,
      districts: undefined,
    });
    return OK;
  }

  /**
   * A ZIP already in normalized form, taken from another index (the cached national table):
   * its cities, county and districts come over as they are, without normalizing again.
   */
  addZipInfo(info: ZipInfo): AddResult {
    const num = zipNumber(info.zip);
    if (num < 0) return fail('BAD_ZIP');
    if (this.st.zipByNum.has(num)) return OK;
    const s = this.st.strings;
    const row = this.addZipRow({
      num,
      state: s.id(info.state),
      city: s.id(info.preferredCity),
      county: s.id(info.countyName),
      fips: s.id(info.countyFips),
      lat: toMicro(info.lat),
      lon: toMicro(info.lon),
      cities: undefined,
      districts: info.districts.length > 0 ? new Set(info.districts.map((d) => s.id(d))) : undefined,
    });
    for (const city of info.acceptableCities) this.seeCity(row, s.id(city), 0);
    return OK;
  }

  /** Every ZIP of another index (the cached national table), column by column: no per-ZIP objects. */
  addZipsOf(index: PackedIndex): number {
    const c = index.cols;
    const s = this.st.strings;
    // the other index's string id → ours, each distinct string interned once
    const ours = new Int32Array(c.strOffsets.length).fill(-1);
    const id = (strId: number) => {
      let v = ours[strId]!;
      if (v < 0) ours[strId] = v = s.id(index.text(strId));
      return v;
    };
    let added = 0;
    for (let row = 0; row < c.zipNum.length; row++) {
      const num = c.zipNum[row]!;
      if (this.st.zipByNum.has(num)) continue;
      const d0 = c.zipDistStart[row]!;
      const d1 = c.zipDistStart[row + 1]!;
      const at = this.addZipRow({
        num,
        state: id(c.zipState[row]!),
        city: id(c.zipCity[row]!),
        county: id(c.zipCounty[row]!),
        fips: id(c.zipFips[row]!),
        lat: c.zipLat[row]!,
        lon: c.zipLon[row]!,
        cities: undefined,
        districts: d1 > d0 ? new Set(Array.from(c.zipDistIds.subarray(d0, d1), id)) : undefined,
      });
      for (let k = c.zipCityStart[row]!; k < c.zipCityStart[row + 1]!; k++) this.seeCity(at, id(c.zipCityIds[k]!), 0);
      added += 1;
    }
    return added;
  }

  /** A congressional district the ZIP (ZCTA) touches. */
  addDistrict(zip: string, district: string): AddResult {
    const num = zipNumber(text(zip));
    if (num < 0) return fail('BAD_ZIP');
    const row = this.st.zipByNum.get(num);
    if (row === undefined) return fail('ZIP_NOT_IN_TABLE');
    const cd = text(district);
    if (cd === '') return fail('NO_DISTRICT');
    const z = this.st.zips[row]!;
    (z.districts ??= new Set()).add(this.st.strings.id(cd));
    return OK;
  }

  addPoint(rec: PointRecord): AddResult {
    const number = text(rec.number);
    if (number === '') return fail('NO_NUMBER');
    if (placeholderNumber(number)) return fail('PLACEHOLDER_NUMBER');
    const z = this.zipOf(text(rec.zip));
    if (!z.ok) return z;
    const hasCoord = rec.lat !== undefined || rec.lon !== undefined;
    const lat = typeof rec.lat === 'number' ? rec.lat : Number.NaN;
    const lon = typeof rec.lon === 'number' ? rec.lon : Number.NaN;
    if (hasCoord && !(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return fail('BAD_COORDINATES');
    const zipRow = z.row;
    const rawStreet = typeof rec.street === 'string' ? rec.street : undefined;
    // one street per (ZIP, raw text): most rows skip normalizing and keying entirely
    let street = rawStreet !== undefined && zipRow === this.last.zipRow && rawStreet === this.last.rawStreet ? this.last.street : undefined;
    let memo: Map<string, number> | undefined;
    if (street === undefined && rawStreet !== undefined) {
      memo = this.zipStreetMemo[zipRow] ??= new Map();
      street = memo.get(rawStreet);
    }
    const zip = this.st.zips[zipRow]!;
    const rawCity = text(rec.city);
    const cityId = rawCity === '' ? zip.city : this.cityId(rawCity);
    if (street === undefined) {
      const parts = this.streetParts(rec.street);
      if (parts < 0) return fail('NO_STREET');
      if (this.placeholderParts.has(parts)) return fail('PLACEHOLDER_STREET');
      street = this.streetId(zipRow, parts, cityId);
      memo?.set(rawStreet!, street);
    } else if (this.st.stCity.get(street) === 0 && cityId !== 0) {
      this.st.stCity.set(street, cityId);
    }
    if (rawStreet !== undefined) {
      this.last.zipRow = zipRow;
      this.last.rawStreet = rawStreet;
      this.last.street = street;
    }
    const stateNote = rec.state ? this.stateDiffers(text(rec.state), zip.state) : false;
    if (rawCity !== '') this.seeCity(zipRow, cityId, 1);
    const p = this.st.pt;
    p.street.push(street);
    const plain = plainNumber(number);
    if (plain >= 0) {
      p.num.push(plain);
      p.rest.push(0);
    } else {
      const { num, rest } = splitNumber(number);
      p.num.push(num);
      p.rest.push(rest === '' ? 0 : this.st.strings.id(rest));
    }
    p.zip4.push(zip4Code(text(rec.zip4) || z.zip4));
    const uc = Number(rec.unitCount);
    p.unitCount.push(uc > 0 ? Math.min(uc, NO_U16 - 1) : NO_U16);
    p.res.push(RES_CODE[rec.residential ?? ''] ?? 0);
    p.lat.push(toMicro(lat));
    p.lon.push(toMicro(lon));
    p.unit.push(rec.unit ? this.unitId(text(rec.unit)) : 0);
    return rawCity === '' ? (stateNote ? NOTES.both : NOTES.city) : stateNote ? NOTES.state : OK;
  }

  addRange(rec: RangeRecord): AddResult {
    const from = Number(text(rec.from));
    const to = Number(text(rec.to));
    const valid = (n: number) => Number.isInteger(n) && n >= 0 && n < NON_NUMERIC;
    if (text(rec.from) === '' || text(rec.to) === '' || !valid(from) || !valid(to)) return fail('BAD_RANGE');
    const z = this.zipOf(text(rec.zip));
    if (!z.ok) return z;
    const parts = this.streetParts(rec.street);
    if (parts < 0) return fail('NO_STREET');
    if (this.placeholderParts.has(parts)) return fail('PLACEHOLDER_STREET');
    const street = this.streetId(z.row, parts, 0);
    const given = text(rec.parity).toUpperCase();
    const parity = given === 'O' || given === 'E' || given === 'B' ? given : from % 2 === to % 2 ? (from % 2 ? 'O' : 'E') : 'B';
    const r = this.st.rg;
    r.street.push(street);
    r.from.push(from);
    r.to.push(to);
    r.zip4.push(zip4Code(text(rec.zip4)));
    r.parity.push(PARITY_CODE[parity]);
    r.side.push(rec.side === 'R' ? 1 : 0);
    return OK;
  }

  /** whether the ZIP table holds this ZIP (importers check before doing costly work) */
  hasZip(zip: string): boolean {
    return this.st.zipByNum.has(zipNumber(zip));
  }

  /** the normalized preferred city of a ZIP already added ('' if unknown) */
  preferredCity(zip: string): string {
    const row = this.st.zipByNum.get(zipNumber(zip));
    return row === undefined ? '' : this.st.strings.get(this.st.zips[row]!.city);
  }

  build(meta: Partial<Pick<IndexMeta, 'builtAt' | 'sources'>> = {}): PackedIndex {
    const packed = packColumns(this.st, meta);
    return new PackedIndex(packed.cols, packed.meta);
  }

  /** Appends a ZIP row and returns it. */
  private addZipRow(draft: ZipDraft): number {
    const row = this.st.zips.length;
    this.zipMemo.clear(); // a ZIP looked up before it was added must not stay "not in the table"
    this.st.zips.push(draft);
    this.st.zipByNum.set(draft.num, row);
    return row;
  }

  private zipOf(raw: string): { ok: true; row: number; zip4: string } | Extract<AddResult, { ok: false }> {
    let z = this.zipMemo.get(raw);
    if (z === undefined) {
      z = this.parseZip(raw);
      this.zipMemo.set(raw, z);
    }
    return z;
  }

  private parseZip(raw: string): { ok: true; row: number; zip4: string } | Extract<AddResult, { ok: false }> {
    if (raw === '') return { ok: false, reason: 'NO_ZIP' };
    const m = /^(\d{5})(?:-?(\d{4}))?$/.exec(raw);
    if (!m) return { ok: false, reason: 'BAD_ZIP' };
    const row = this.st.zipByNum.get(Number(m[1]));
    if (row === undefined) return { ok: false, reason: 'ZIP_NOT_IN_TABLE' };
    return { ok: true, row, zip4: m[2] ?? '' };
  }

  private stateDiffers(raw: string, zipState: number): boolean {
    if (raw === '') return false;
    const id = this.stateId(raw);
    return id !== 0 && id !== zipState;
  }

  private stateId(raw: string): number {
    let id = this.stateMemo.get(raw);
    if (id === undefined) {
      id = this.st.strings.id(this.normalizer.normalizeState(raw));
      this.stateMemo.set(raw, id);
    }
    return id;
  }

  /** The parts id of a street (raw text or parts), -1 when it has no name. */
  private streetParts(street: string | StreetParts): number {
    if (typeof street !== 'string') {
      const name = text(street?.name).toUpperCase();
      return name === '' ? -1 : this.partsId(text(street?.predir).toUpperCase(), name, text(street?.suffix).toUpperCase(), text(street?.postdir).toUpperCase());
    }
    const raw = street.trim();
    let id = this.streetMemo.get(raw);
    if (id === undefined) {
      const n = raw === '' ? undefined : this.normalizer.normalizeStreet(raw);
      id = n && n.name ? this.partsId(n.predir ?? '', n.name, n.suffix ?? '', n.postdir ?? '') : -1;
      this.streetMemo.set(raw, id);
    }
    return id;
  }

  private partsId(predir: string, name: string, suffix: string, postdir: string): number {
    const key = `${predir}|${name}|${suffix}|${postdir}`;
    let id = this.partsIds.get(key);
    if (id === undefined) {
      const s = this.st.strings;
      id = this.partsIds.size;
      this.partsIds.set(key, id);
      for (const v of [predir, name, suffix, postdir]) this.partsStrings.push(s.id(v));
      if (this.opts.placeholderStreets?.has(name)) this.placeholderParts.add(id);
    }
    return id;
  }

  private cityId(raw: string): number {
    if (raw === this.last.rawCity) return this.last.city;
    let id = this.cityMemo.get(raw);
    if (id === undefined) {
      id = this.st.strings.id(this.normalizer.normalizeCity(raw));
      this.cityMemo.set(raw, id);
    }
    this.last.rawCity = raw;
    this.last.city = id;
    return id;
  }

  private unitId(raw: string): number {
    if (raw === '') return 0;
    let id = this.unitMemo.get(raw);
    if (id === undefined) {
      const u = this.normalizer.normalizeUnit(raw);
      const textForm = u ? `${u.abbrev} ${u.no}`.trim() : raw.toUpperCase().replace(/\s+/g, ' ');
      id = this.st.strings.id(textForm);
      this.unitMemo.set(raw, id);
    }
    return id;
  }

  private seeCity(zipRow: number, cityId: number, n: number): void {
    if (cityId === 0) return;
    const z = this.st.zips[zipRow]!;
    if (cityId === z.city) return;
    z.cities ??= new Map();
    z.cities.set(cityId, (z.cities.get(cityId) ?? 0) + n);
  }

  private streetId(zipRow: number, parts: number, cityId: number): number {
    // ZIP rows stay below 2^17 (five-digit ZIPs), so the key is exact up to 2^36 distinct parts
    const key = parts * ZIP_ROWS + zipRow;
    let id = this.st.streetKeys.get(key);
    if (id === undefined) {
      id = this.st.stZip.length;
      this.st.streetKeys.set(key, id);
      this.st.stZip.push(zipRow);
      for (let k = 0; k < 4; k++) this.st.stParts.push(this.partsStrings.get(parts * 4 + k));
      this.st.stCity.push(cityId);
    } else if (this.st.stCity.get(id) === 0 && cityId !== 0) {
      this.st.stCity.set(id, cityId);
    }
    return id;
  }
}
