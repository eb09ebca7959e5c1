// The reference importers' own dictionaries (src/data/*.txt, the same format as the Pub 28 tables).
import { readFileSync } from 'node:fs';
import { parseTableText, rowsOf } from '../engine/normalize/table-text.js';

function readDataFile(name: string): string {
  // two levels up works from both src/reference (tests) and dist/reference (the built CLI)
  return readFileSync(new URL(`../../src/data/${name}`, import.meta.url), 'utf8');
}

let fips: Map<string, string> | undefined;
let siteTypes: Map<string, 'Y' | 'N'> | undefined;

/** USPS state code → 2-digit state FIPS. */
export function stateFips(): Map<string, string> {
  fips ??= new Map(rowsOf(parseTableText(readDataFile('state-fips.txt')), '').map((r) => [r[0]!, r[1]!]));
  return fips;
}

/** SITETYPE (upper case) → Y residential / N commercial; absent means unknown. */
export function siteTypeFlags(): Map<string, 'Y' | 'N'> {
  if (!siteTypes) {
    const sections = parseTableText(readDataFile('site-types.txt'));
    siteTypes = new Map([
      ...rowsOf(sections, 'residential').map((r): [string, 'Y'] => [r[0]!, 'Y']),
      ...rowsOf(sections, 'commercial').map((r): [string, 'N'] => [r[0]!, 'N']),
    ]);
  }
  return siteTypes;
}

const flagMemo = new Map<string, '' | 'Y' | 'N'>();
const last: { siteType: string; flag: '' | 'Y' | 'N' } = { siteType: '', flag: '' };

/** The residential flag for a SITETYPE value ('' when the value says neither). */
export function residentialFlag(siteType: string): '' | 'Y' | 'N' {
  if (siteType === '') return '';
  // rows come grouped: the previous row's value is usually this one (often the very same string)
  if (siteType === last.siteType) return last.flag;
  let flag = flagMemo.get(siteType);
  if (flag === undefined) {
    flag = siteTypeFlags().get(siteType.trim().toUpperCase().replace(/\s+/g, ' ')) ?? '';
    flagMemo.set(siteType, flag);
  }
  last.siteType = siteType;
  last.flag = flag;
  return flag;
}

let placeholders: Set<string> | undefined;

/** Normalized street names that stand for "not known" (UNKNOWN, UNNAMED): never indexed. */
export function placeholderStreets(): ReadonlySet<string> {
  placeholders ??= new Set(rowsOf(parseTableText(readDataFile('placeholder-streets.txt')), 'street').map((r) => r[0]!));
  return placeholders;
}

let militaryRanges: { from: number; to: number; state: string }[] | undefined;

/** AA / AE / AP for a military ZIP from its range (src/data/military-zips.txt); '' outside them. */
export function militaryState(zip: string): string {
  militaryRanges ??= rowsOf(parseTableText(readDataFile('military-zips.txt')), '').map((r) => ({ from: Number(r[0]), to: Number(r[1]), state: r[2]! }));
  if (!/^\d{5}$/.test(zip)) return '';
  const area = Number(zip.slice(0, 3));
  return militaryRanges.find((r) => area >= r.from && area <= r.to)?.state ?? '';
}
