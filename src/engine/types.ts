// Domain types shared by every engine stage. Component names follow usaddress / FGDC meaning;
// the API's snake_case names appear only in src/wire.

/**
 * S street, H high-rise (street address with a secondary unit), P PO box, R rural route /
 * highway contract, G general delivery, F firm, M military (PSC / CMR / UNIT with APO/FPO/DPO;
 * ours: USPS files these under P, we keep them apart so callers can tell).
 */
export type RecordType = 'S' | 'H' | 'P' | 'R' | 'G' | 'F' | 'M' | '';

/** One address in USPS Publication 28 form. Every field is "" when absent. */
export interface AddressParts {
  /** building or firm name written before the number */
  firm: string;
  /** Puerto Rico urbanization name without the URB designator */
  urbanization: string;
  /** house / box number: '123', '123A', '123 1/2', '12-34'; for PO BOX the box number */
  primaryNo: string;
  predir: string;
  /** 'MAIN', '5TH', 'US HIGHWAY 1', 'AVENUE OF THE AMERICAS', 'PO BOX', 'RR 2 BOX'… */
  streetName: string;
  /** Pub 28 C1 standard abbreviation */
  suffix: string;
  postdir: string;
  /** Pub 28 C2 abbreviation ('APT', 'STE', '#') */
  secondaryAbbrev: string;
  secondaryNo: string;
  city: string;
  /** two-letter USPS code */
  state: string;
  zip: string;
  zip4: string;
  /** 'US' when given as any US form, else the text given */
  country: string;
  recordType: RecordType;
}

export type ParseFailureReason =
  | 'EMPTY'
  | 'TOO_LONG'
  | 'NOT_US'
  | 'UNPARSEABLE'
  | 'INCOMPLETE'
  | 'INTERSECTION';

export interface ParseFailure {
  ok: false;
  reason: ParseFailureReason;
  message: string;
  /** what could be recognised anyway (intersections carry both streets here) */
  partial?: Partial<AddressParts>;
  /** INTERSECTION only: both crossing streets in Pub 28 form */
  streets?: { predir: string; name: string; suffix: string; postdir: string }[];
}

export interface ParseSuccess {
  ok: true;
  parts: AddressParts;
  /** USPS delivery line, e.g. '123 N MAIN ST APT 4' */
  line1: string;
  /** USPS last line, e.g. 'SPRINGFIELD IL 62701-1234' */
  line2: string;
  warnings: string[];
}

export type ParseResult = ParseSuccess | ParseFailure;

/** Components as a caller may hand them in (the LookupRequest fields, camelCased). */
export interface ComponentsInput {
  fullAddress?: string;
  streetAddress?: string;
  aptSuiteOther?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}
