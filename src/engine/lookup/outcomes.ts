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

const NON_STREET = new Set(['P', 'R', 'M', 'G']);

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

// district files write '3' and '0' (at-large); the API carries two digits
function district(info: ZipInfo | undefined): string {
  return info === undefined || info.district === '' ? '' : info.district.padStart(2, '0');
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
): LookupMatch {
  const fixes = corrections(input, out, streetChanges);
  return {
    ok: true,
    status,
    accuracy,
    parts: out,
    line1: n.formatLine1(out),
    line2: n.formatLine2(out),
    preferredCity: info?.preferredCity ?? '',
    countyName: info?.countyName ?? '',
    countyFips: info?.countyFips ?? '',
    district: district(info),
    dpv: dpv.confirmation,
    dpvFootnotes: dpv.footnotes,
    residential,
    corrections: fixes,
    message: matchMessage(status, accuracy, detail, fixes),
  };
}

/** The chosen candidate: street from the reference, number and unit as far as it confirms them. */
export function candidateMatch(n: LookupNormalizer, input: AddressParts, c: Candidate, streetHasPoints: boolean): LookupMatch {
  const info = c.zip.info;
  const s = c.street;
  const ev = c.evidence;
  const point = ev.level === 'ROOFTOP' ? ev.point : undefined;
  const unitGiven = input.secondaryNo !== '' || input.secondaryAbbrev !== '';
  const unit = point !== undefined && unitGiven ? c.unit : undefined;
  const zip4 = point !== undefined ? point.zip4 : ev.level === 'RANGE_INTERPOLATED' ? ev.range.zip4 : '';
  const out: AddressParts = {
    ...input,
    primaryNo: point?.primaryNo ?? input.primaryNo,
    predir: s.predir,
    streetName: s.name,
    suffix: s.suffix,
    postdir: s.postdir,
    secondaryAbbrev: unit !== undefined ? unit.abbrev : input.secondaryAbbrev,
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
  return finish(n, input, out, info, accuracy, statusOf(accuracy), detail, dpv, point?.residential ?? '', c.fit.changes);
}

/** Several different real addresses fit equally: the input is standardized, nothing is picked. */
export function ambiguousMatch(n: LookupNormalizer, input: AddressParts, tied: readonly Candidate[]): LookupMatch {
  const zips = new Set(tied.map((c) => c.zip.info.zip));
  const info = zips.size === 1 ? tied[0]!.zip.info : undefined;
  const out: AddressParts = { ...input, zip4: '' };
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
  return finish(n, input, out, info, 'NONE', 'ADDRESS_AMBIGUOUS', detail, dpv, '', []);
}

/**
 * No street-level answer. `info` is the ZIP the input's city / ZIP settle on (undefined when they
 * do not settle on one); `streetData` says whether the reference could have found the street there.
 */
export function zipLevelMatch(n: LookupNormalizer, input: AddressParts, info: ZipInfo | undefined, cityOnly: boolean, streetData: boolean): LookupMatch {
  const out: AddressParts = { ...input, zip4: '' };
  let accuracy: AccuracyLevel = 'NONE';
  let detail =
    input.zip === '' && input.city === ''
      ? 'no ZIP and no city given: nothing to look the street up in'
      : 'neither the ZIP nor the city and state are in the reference';
  if (info !== undefined) {
    out.zip = info.zip;
    out.state = info.state;
    out.city = cityFor(info, input.city, '');
    accuracy = streetData ? 'NONE' : 'ZIP';
    detail = streetData
      ? `street not found in ZIP ${info.zip}`
      : input.streetName === '' || NON_STREET.has(input.recordType)
        ? 'the reference holds no PO box, rural route or military delivery data'
        : `the reference has no street data for ZIP ${info.zip}`;
  } else if (cityOnly && !streetData) {
    accuracy = 'CITY';
    detail = 'city and state agree; no ZIP given and the city has several';
  } else if (cityOnly) {
    detail = "street not found in the city's ZIPs";
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
  return finish(n, input, out, info, accuracy, statusOf(accuracy), detail, dpv, '', []);
}
