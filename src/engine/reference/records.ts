// What the IndexBuilder accepts: records as sources give them (raw text), and why it may refuse one.

import type { StreetParts } from '../normalize/street.js';

/** Pub 28 street parts, when a caller has them already split: the normalizer's own type */
export type { StreetParts };

/** The slice of the normalizer every record passes through (the same one queries use). */
export interface RecordNormalizer {
  normalizeStreet(street: string): StreetParts | undefined;
  normalizeCity(city: string): string;
  normalizeState(state: string): string;
  normalizeUnit(text: string): { abbrev: string; no: string } | undefined;
}

export interface PointRecord {
  number: string;
  street: string | StreetParts;
  unit?: string;
  /** postal city; empty → the ZIP's preferred city */
  city?: string;
  /** when it differs from the ZIP's state the ZIP wins (USPS mails by the ZIP's post office) */
  state?: string;
  /** '12345' or '12345-6789' (the add-on is used when zip4 is empty) */
  zip: string;
  zip4?: string;
  lat?: number;
  lon?: number;
  unitCount?: number;
  residential?: '' | 'Y' | 'N';
}

export interface RangeRecord {
  street: string | StreetParts;
  from: number | string;
  to: number | string;
  /** O odd, E even, B both; empty → taken from the ends */
  parity?: 'O' | 'E' | 'B' | '';
  zip: string;
  zip4?: string;
  side: 'L' | 'R';
}

export interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  countyName?: string;
  countyFips?: string;
  lat?: number;
  lon?: number;
}

/** Stable codes for refused records; the build summary counts them. */
export type RejectReason =
  | 'NO_NUMBER'
  | 'NO_STREET'
  | 'NO_ZIP'
  | 'BAD_ZIP'
  | 'ZIP_NOT_IN_TABLE'
  | 'BAD_COORDINATES'
  | 'BAD_RANGE'
  | 'NO_CITY'
  | 'NO_STATE'
  | 'NO_DISTRICT'
  | 'PLACEHOLDER_NUMBER'
  | 'PLACEHOLDER_STREET';

/** Things the builder filled in or overrode on an accepted record (counted, never silent). */
export type AcceptNote = 'CITY_FROM_ZIP' | 'STATE_FROM_ZIP';

export type AddResult = { ok: true; notes?: readonly AcceptNote[] } | { ok: false; reason: RejectReason };

export const NOTE_MESSAGES: Record<AcceptNote, string> = {
  CITY_FROM_ZIP: "no CITY: the ZIP's preferred city was used",
  // a Maryland house served by the Glen Rock, PA post office is mailed as GLEN ROCK PA 17327
  STATE_FROM_ZIP: "REGION differs from the ZIP's state: kept under the ZIP's (mailing) state",
};

export const REJECT_MESSAGES: Record<RejectReason, string> = {
  NO_NUMBER: 'no house number',
  NO_STREET: 'no street name',
  NO_ZIP: 'no ZIP code',
  BAD_ZIP: 'ZIP code is not 5 digits (or ZIP+4)',
  ZIP_NOT_IN_TABLE: 'ZIP code not in the national ZIP table',
  BAD_COORDINATES: 'coordinates outside lon -180..180 / lat -90..90',
  BAD_RANGE: 'no usable house-number range',
  NO_CITY: 'no city name',
  NO_STATE: 'no state code',
  NO_DISTRICT: 'no district number',
  PLACEHOLDER_NUMBER: 'placeholder house number (0, or a run of five or more 9s)',
  PLACEHOLDER_STREET: 'placeholder street name (UNKNOWN, UNNAMED, …)',
};
