// Building results: empty parts, typed failures (intersections carry both streets), finished lines.
import { formatLine1, formatLine2 } from '../normalize/format.js';
import { matchPhrase } from '../normalize/phrases.js';
import type { StreetParts } from '../normalize/street.js';
import type { Tables } from '../normalize/tables.js';
import type { AddressParts, ParseFailure, ParseFailureReason, ParseResult } from '../types.js';
import type { StreetLine } from './street-line.js';

export function fail(reason: ParseFailureReason, message: string, partial?: Partial<AddressParts>): ParseFailure {
  return partial ? { ok: false, reason, message, partial } : { ok: false, reason, message };
}

function streetText(s: StreetParts): string {
  return [s.predir, s.name, s.suffix, s.postdir].filter((p) => p !== '').join(' ');
}

export function intersection(streets: [StreetParts, StreetParts], where: Partial<AddressParts>): ParseFailure {
  const [a, b] = streets;
  return {
    ok: false,
    reason: 'INTERSECTION',
    message: `an intersection (${streetText(a)} & ${streetText(b)}), not a delivery address`,
    partial: { ...where, predir: a.predir, streetName: a.name, suffix: a.suffix, postdir: a.postdir },
    streets,
  };
}

export function emptyParts(): AddressParts {
  return {
    firm: '',
    urbanization: '',
    primaryNo: '',
    predir: '',
    streetName: '',
    suffix: '',
    postdir: '',
    secondaryAbbrev: '',
    secondaryNo: '',
    city: '',
    state: '',
    zip: '',
    zip4: '',
    country: '',
    recordType: '',
  };
}

export function applyStreet(parts: AddressParts, s: StreetLine): void {
  parts.firm = s.firm;
  parts.urbanization = s.urbanization;
  parts.primaryNo = s.primaryNo;
  parts.predir = s.predir;
  parts.streetName = s.streetName;
  parts.suffix = s.suffix;
  parts.postdir = s.postdir;
  parts.secondaryAbbrev = s.secondaryAbbrev;
  parts.secondaryNo = s.secondaryNo;
  parts.recordType = s.recordType;
}

export function finish(parts: AddressParts, warnings: string[], t: Tables): ParseResult {
  if (t.militaryStates.has(parts.state) && parts.city !== '') {
    const cityWords = parts.city.split(' ');
    const military = matchPhrase(t.militaryPostOffices, cityWords, 0);
    if (military && military.words.length === cityWords.length) parts.city = military.value;
  }
  if (parts.streetName === '' && parts.city === '' && parts.zip === '') {
    return fail('INCOMPLETE', 'no street, city or ZIP could be recognised', parts);
  }
  if (parts.streetName === '') warnings.push('no street line');
  else if (parts.primaryNo === '' && parts.recordType !== 'G') warnings.push('no house number');
  if (parts.city === '' && parts.zip === '') warnings.push('no city or ZIP');
  if (parts.secondaryAbbrev !== '' && parts.recordType === 'S') parts.recordType = 'H';
  if (parts.firm !== '' && parts.recordType === 'S') parts.recordType = 'F';
  return { ok: true, parts, line1: formatLine1(parts), line2: formatLine2(parts), warnings };
}
