// Turns the builder's loose rows into sorted, merged, CSR-grouped columns.
import { NO_COORD, NO_U16, type Columns } from './columns.js';
import { FORMAT_VERSION } from './format-version.js';
import type { StringPool } from './string-table.js';
import type { IndexMeta } from './types.js';
import type { BuilderState } from './builder-state.js';
import { packPrefix } from './prefix.js';
import { statsOf } from './stats.js';

/** 'APT 2' before 'APT 10': digit runs compare as numbers (an Intl.Collator costs ~ms to create per worker) */
function naturalCompare(a: string, b: string): number {
  const ra = a.match(/\d+|\D+/g) ?? [];
  const rb = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(ra.length, rb.length); i++) {
    const x = ra[i]!;
    const y = rb[i]!;
    if (x === y) continue;
    const nx = /^\d/.test(x) && /^\d/.test(y) ? Number(x) - Number(y) : 0;
    return nx !== 0 ? nx : x < y ? -1 : 1;
  }
  return ra.length - rb.length;
}

const SMALL_GROUP = 32;

/** Sorts order[a, b) in place (cmp is a total order, so the result is the one .sort gives). */
function insertionSort(order: Uint32Array, a: number, b: number, cmp: (x: number, y: number) => number): void {
  for (let i = a + 1; i < b; i++) {
    const v = order[i]!;
    let j = i - 1;
    while (j >= a && cmp(order[j]!, v) > 0) {
      order[j + 1] = order[j]!;
      j -= 1;
    }
    order[j + 1] = v;
  }
}

function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Stable grouping of rows by a key in [0, groups): returns the row order and each group's start. */
function groupBy(keys: Uint32Array, groups: number): { order: Uint32Array; start: Uint32Array } {
  const start = new Uint32Array(groups + 1);
  for (let i = 0; i < keys.length; i++) start[keys[i]! + 1]! += 1;
  for (let g = 0; g < groups; g++) start[g + 1]! += start[g]!;
  const fill = start.slice(0, groups);
  const order = new Uint32Array(keys.length);
  for (let i = 0; i < keys.length; i++) order[fill[keys[i]!]!++] = i;
  return { order, start };
}

function displayName(s: StringPool, parts: Uint32Array, id: number, withPredir: boolean): string {
  const out: string[] = [];
  for (let k = withPredir ? 0 : 1; k < 4; k++) {
    const v = s.get(parts[id * 4 + k]!);
    if (v !== '') out.push(v);
  }
  return out.join(' ');
}

export function packColumns(st: BuilderState, metaIn: Partial<Pick<IndexMeta, 'builtAt' | 'sources'>>): { cols: Columns; meta: IndexMeta } {
  const s = st.strings;
  // ZIPs ascending
  const zipOrder = st.zips.map((_, i) => i).sort((a, b) => st.zips[a]!.num - st.zips[b]!.num);
  const zipNew = new Uint32Array(st.zips.length);
  zipOrder.forEach((old, row) => (zipNew[old] = row));
  const nz = zipOrder.length;

  // streets by ZIP, then display name
  const ns = st.stZip.length;
  const parts = st.stParts.view();
  const names = new Array<string>(ns);
  const stOrder = new Uint32Array(ns);
  for (let id = 0; id < ns; id++) {
    names[id] = displayName(s, parts, id, true);
    stOrder[id] = id;
  }
  stOrder.sort(
    (a, b) => zipNew[st.stZip.get(a)]! - zipNew[st.stZip.get(b)]! || cmpStr(names[a]!, names[b]!) || parts[a * 4]! - parts[b * 4]!,
  );
  const stNew = new Uint32Array(ns);
  stOrder.forEach((old, id) => (stNew[old] = id));

  const cols = {} as Columns;
  cols.stZip = new Uint32Array(ns);
  cols.stPredir = new Uint32Array(ns);
  cols.stName = new Uint32Array(ns);
  cols.stSuffix = new Uint32Array(ns);
  cols.stPostdir = new Uint32Array(ns);
  cols.stCity = new Uint32Array(ns);
  stOrder.forEach((old, id) => {
    cols.stZip[id] = zipNew[st.stZip.get(old)]!;
    cols.stPredir[id] = parts[old * 4]!;
    cols.stName[id] = parts[old * 4 + 1]!;
    cols.stSuffix[id] = parts[old * 4 + 2]!;
    cols.stPostdir[id] = parts[old * 4 + 3]!;
    cols.stCity[id] = st.stCity.get(old);
  });
  cols.zipStreetStart = groupBy(cols.stZip, nz).start;

  const merged = packPoints(st, stNew, ns, cols);
  packRanges(st, stNew, ns, cols);
  packZips(st, zipOrder, cols);
  packPrefix(s, cols, names, stOrder);
  const strings = s.encode();
  cols.strOffsets = strings.offsets;
  cols.strBytes = strings.bytes;

  const stats = { ...statsOf(s, cols), duplicatesMerged: merged };
  const meta: IndexMeta = {
    formatVersion: FORMAT_VERSION,
    builtAt: metaIn.builtAt ?? new Date().toISOString(),
    sources: metaIn.sources ?? [],
    counts: { points: cols.ptNum.length, streets: ns, zips: nz, ranges: cols.rgFrom.length },
    stats,
  };
  return { cols, meta };
}

/** Sorts points by street and number, merging rows at the same number (units unioned). Returns rows merged. */
function packPoints(st: BuilderState, stNew: Uint32Array, ns: number, cols: Columns): number {
  const p = st.pt;
  const n = p.num.length;
  const keys = new Uint32Array(n);
  const pStreet = p.street.view();
  for (let i = 0; i < n; i++) keys[i] = stNew[pStreet[i]!]!;
  const { order, start } = groupBy(keys, ns);
  const num = p.num.view();
  const rest = p.rest.view();
  const restText = (i: number) => st.strings.get(rest[i]!);
  const cmp = (x: number, y: number) => num[x]! - num[y]! || cmpStr(restText(x), restText(y)) || x - y;
  for (let g = 0; g < ns; g++) {
    const a = start[g]!;
    const b = start[g + 1]!;
    // most streets hold a few points: an inline insertion sort beats a sort call per street
    if (b - a > SMALL_GROUP) order.subarray(a, b).sort(cmp);
    else if (b - a > 1) insertionSort(order, a, b, cmp);
  }
  const out: PointOut = {
    num: new Uint32Array(n),
    zip4: new Uint16Array(n),
    unitCount: new Uint16Array(n),
    res: new Uint8Array(n),
    lat: new Int32Array(n),
    lon: new Int32Array(n),
    restAt: [],
    restIds: [],
    unitAt: [],
    unitStart: [],
    units: [],
  };
  const stPointStart = new Uint32Array(ns + 1);
  let m = 0;
  for (let g = 0; g < ns; g++) {
    stPointStart[g] = m;
    let i = start[g]!;
    const end = start[g + 1]!;
    while (i < end) {
      const first = order[i]!;
      let j = i + 1;
      while (j < end && num[order[j]!] === num[first] && rest[order[j]!] === rest[first]) j++;
      mergeRun(p, order, i, j, m, out, st.strings);
      m += 1;
      i = j;
    }
  }
  stPointStart[ns] = m;
  out.unitStart.push(out.units.length);
  cols.stPointStart = stPointStart;
  cols.ptNum = out.num.slice(0, m);
  cols.ptRestAt = Uint32Array.from(out.restAt);
  cols.ptRestIds = Uint32Array.from(out.restIds);
  cols.ptZip4 = out.zip4.slice(0, m);
  cols.ptUnitCount = out.unitCount.slice(0, m);
  cols.ptRes = out.res.slice(0, m);
  cols.ptLat = out.lat.slice(0, m);
  cols.ptLon = out.lon.slice(0, m);
  cols.ptUnitAt = Uint32Array.from(out.unitAt);
  cols.ptUnitStart = Uint32Array.from(out.unitStart);
  cols.unitIds = Uint32Array.from(out.units);
  return n - m;
}

type PointOut = {
  num: Uint32Array;
  zip4: Uint16Array;
  unitCount: Uint16Array;
  res: Uint8Array;
  lat: Int32Array;
  lon: Int32Array;
  restAt: number[];
  restIds: number[];
  unitAt: number[];
  unitStart: number[];
  units: number[];
};

/** One point from rows order[i..j): first ZIP+4 and coordinate given, largest UNITCOUNT, Y over N over unknown. */
function mergeRun(p: BuilderState['pt'], order: Uint32Array, i: number, j: number, m: number, out: PointOut, s: StringPool): void {
  const first = order[i]!;
  out.num[m] = p.num.get(first);
  const rest = p.rest.get(first);
  if (rest !== 0) {
    out.restAt.push(m);
    out.restIds.push(rest);
  }
  // most points come from one row: copy it (the loop below would give the same values)
  if (j === i + 1) {
    out.zip4[m] = p.zip4.get(first);
    out.unitCount[m] = p.unitCount.get(first);
    out.res[m] = p.res.get(first);
    const lat = p.lat.get(first);
    out.lat[m] = lat;
    out.lon[m] = lat === NO_COORD ? NO_COORD : p.lon.get(first);
    const u = p.unit.get(first);
    if (u !== 0) {
      out.unitAt.push(m);
      out.unitStart.push(out.units.length);
      out.units.push(u);
    }
    return;
  }
  let zip4 = NO_U16;
  let uc = NO_U16;
  let res = 0;
  let lat = NO_COORD;
  let lon = NO_COORD;
  let seen: Set<number> | undefined;
  for (let k = i; k < j; k++) {
    const r = order[k]!;
    if (zip4 === NO_U16) zip4 = p.zip4.get(r);
    const c = p.unitCount.get(r);
    if (c !== NO_U16 && (uc === NO_U16 || c > uc)) uc = c;
    const rr = p.res.get(r);
    if (rr === 1 || (rr === 2 && res === 0)) res = rr;
    if (lat === NO_COORD && p.lat.get(r) !== NO_COORD) {
      lat = p.lat.get(r);
      lon = p.lon.get(r);
    }
    const u = p.unit.get(r);
    if (u !== 0) (seen ??= new Set()).add(u);
  }
  out.zip4[m] = zip4;
  out.unitCount[m] = uc;
  out.res[m] = res;
  out.lat[m] = lat;
  out.lon[m] = lon;
  if (seen) {
    out.unitAt.push(m);
    out.unitStart.push(out.units.length);
    out.units.push(...[...seen].sort((a, b) => naturalCompare(s.get(a), s.get(b))));
  }
}

/** Ranges grouped by street, sorted, exact duplicates dropped (TIGER repeats a side under alternate names' TLIDs). */
function packRanges(st: BuilderState, stNew: Uint32Array, ns: number, cols: Columns): void {
  const r = st.rg;
  const n = r.from.length;
  const keys = new Uint32Array(n);
  for (let i = 0; i < n; i++) keys[i] = stNew[r.street.get(i)]!;
  const { order, start } = groupBy(keys, ns);
  const f = r.from.view();
  const t = r.to.view();
  const sd = r.side.view();
  const par = r.parity.view();
  const z4 = r.zip4.view();
  const cmp = (x: number, y: number) => f[x]! - f[y]! || t[x]! - t[y]! || sd[x]! - sd[y]! || par[x]! - par[y]! || z4[x]! - z4[y]!;
  const from: number[] = [];
  const to: number[] = [];
  const zip4: number[] = [];
  const parity: number[] = [];
  const side: number[] = [];
  const stRangeStart = new Uint32Array(ns + 1);
  for (let g = 0; g < ns; g++) {
    stRangeStart[g] = from.length;
    const seg = order.subarray(start[g]!, start[g + 1]!).sort(cmp);
    seg.forEach((x, k) => {
      if (k > 0 && cmp(seg[k - 1]!, x) === 0) return;
      from.push(f[x]!);
      to.push(t[x]!);
      zip4.push(z4[x]!);
      parity.push(par[x]!);
      side.push(sd[x]!);
    });
  }
  stRangeStart[ns] = from.length;
  cols.stRangeStart = stRangeStart;
  cols.rgFrom = Uint32Array.from(from);
  cols.rgTo = Uint32Array.from(to);
  cols.rgZip4 = Uint16Array.from(zip4);
  cols.rgParity = Uint8Array.from(parity);
  cols.rgSide = Uint8Array.from(side);
}

/** ZIP columns; acceptable cities = the preferred one, then cities points use, most used first. */
function packZips(st: BuilderState, zipOrder: number[], cols: Columns): void {
  const nz = zipOrder.length;
  const z = zipOrder.map((old) => st.zips[old]!);
  // plain loops: TypedArray.from with a map function measured ~10x slower here
  cols.zipNum = new Uint32Array(nz);
  cols.zipState = new Uint32Array(nz);
  cols.zipCity = new Uint32Array(nz);
  cols.zipCounty = new Uint32Array(nz);
  cols.zipFips = new Uint32Array(nz);
  cols.zipLat = new Int32Array(nz);
  cols.zipLon = new Int32Array(nz);
  for (let row = 0; row < nz; row++) {
    const d = z[row]!;
    cols.zipNum[row] = d.num;
    cols.zipState[row] = d.state;
    cols.zipCity[row] = d.city;
    cols.zipCounty[row] = d.county;
    cols.zipFips[row] = d.fips;
    cols.zipLat[row] = d.lat;
    cols.zipLon[row] = d.lon;
  }
  const cities: number[] = [];
  const dists: number[] = [];
  cols.zipCityStart = new Uint32Array(nz + 1);
  cols.zipDistStart = new Uint32Array(nz + 1);
  z.forEach((d, row) => {
    cols.zipCityStart[row] = cities.length;
    cities.push(d.city);
    if (d.cities) {
      const others = [...d.cities].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      for (const [id] of others) cities.push(id);
    }
    cols.zipDistStart[row] = dists.length;
    if (d.districts) dists.push(...[...d.districts].sort((a, b) => naturalCompare(st.strings.get(a), st.strings.get(b))));
  });
  cols.zipCityStart[nz] = cities.length;
  cols.zipDistStart[nz] = dists.length;
  cols.zipCityIds = Uint32Array.from(cities);
  cols.zipDistIds = Uint32Array.from(dists);
}
