// What one lookup concludes, in domain terms; src/wire/bulk.ts turns it into the API's shape.
import type { AddressParts, ComponentsInput, ParseResult } from '../types.js';
import type { ReferenceIndex } from '../reference/types.js';

/**
 * ADDRESS_FOUND: the house number is confirmed on the street (reference point or TIGER range).
 * ADDRESS_NOT_FOUND: nothing, or only the street / ZIP, could be confirmed.
 * ADDRESS_AMBIGUOUS: two different real addresses fit the input equally well.
 * ADDRESS_UNVERIFIED: city / state (/ ZIP) agree but the reference has no street data there.
 */
export type LookupStatus = 'ADDRESS_FOUND' | 'ADDRESS_NOT_FOUND' | 'ADDRESS_AMBIGUOUS' | 'ADDRESS_UNVERIFIED';

export type AccuracyLevel = 'ROOFTOP' | 'RANGE_INTERPOLATED' | 'STREET' | 'ZIP' | 'CITY' | 'NONE';

/** Y confirmed, S unit given but not confirmed, D units exist and none given, N not confirmed, '' no data. */
export type DpvConfirmation = 'Y' | 'S' | 'D' | 'N' | '';

export type CorrectionField =
  | 'primaryNo'
  | 'street'
  | 'secondary'
  | 'city'
  | 'state'
  | 'zip'
  | 'zip4'
  /** the components were re-read as one freeform address */
  | 'fields';

export interface DomainCorrection {
  field: CorrectionField;
  from: string;
  to: string;
  reason: string;
}

export interface LookupMatch {
  ok: true;
  status: LookupStatus;
  accuracy: AccuracyLevel;
  /** the standardized address as the reference backs it ('' where it cannot) */
  parts: AddressParts;
  line1: string;
  line2: string;
  preferredCity: string;
  countyName: string;
  /** 5-digit county FIPS (state + county) */
  countyFips: string;
  district: string;
  dpv: DpvConfirmation;
  /** concatenated two-letter USPS DPV footnote codes, e.g. 'AABB' */
  dpvFootnotes: string;
  residential: '' | 'Y' | 'N';
  corrections: DomainCorrection[];
  /** what the lookup found beyond its status ('street not found in ZIP 05401'), '' when nothing to add */
  detail: string;
  /** human summary: status, detail and what was changed */
  message: string;
  /** the parser's warnings on the input ('no house number', 'ignored: …') */
  warnings: string[];
  /**
   * a street of another ZIP that has the number only with the type or direction written changed too, as it would have
   * been answered: not claimed (the message names it), kept for the words set aside to be read back from it (lookup-one)
   */
  unclaimed?: LookupMatch;
}

/** NO_DELIVERY_ADDRESS: parsed, but no house number and street, PO box, rural route or military form. */
export type LookupFailureReason = 'NOT_US' | 'EMPTY' | 'TOO_LONG' | 'UNPARSEABLE' | 'INCOMPLETE' | 'INTERSECTION' | 'NO_DELIVERY_ADDRESS' | 'INTERNAL';

export interface LookupFailure {
  ok: false;
  reason: LookupFailureReason;
  message: string;
  /** NO_DELIVERY_ADDRESS: what could be checked anyway (city, state, ZIP), as ADDRESS_NOT_FOUND / NONE */
  match?: LookupMatch;
  /** the parser's warnings, when the input parsed */
  warnings?: string[];
}

export type LookupOutcome = LookupMatch | LookupFailure;

/** What the engine needs from the normalizer (issue 2), structurally. */
export interface LookupNormalizer {
  parse(input: string | ComponentsInput): ParseResult;
  /** a bare street (no number, no unit) in Pub 28 parts */
  normalizeStreet(street: string): { predir: string; name: string; suffix: string; postdir: string } | undefined;
  /** a city in the form ZIP records hold it ('' when it is none): a re-reading moves the street / city boundary */
  normalizeCity(city: string): string;
  /** normalizeStreet, or undefined when the street reads with neither suffix nor postdirectional (a cheap test first) */
  normalizeTypedStreet?(street: string): { predir: string; name: string; suffix: string; postdir: string } | undefined;
  formatLine1(p: AddressParts): string;
  formatLine2(p: AddressParts): string;
  /** '' or a US spelling: lookupBulk refuses a request naming another country */
  isUsCountry(country: string): boolean;
  /**
   * directionNames N → NORTH: a re-reading spells a postdirectional back into a name (PRIVATE WEST 1); directionals
   * (NORTH → N) and suffixNames (HL → HILL): one reads WEST HL as W HILL; directionals also tell a directional left
   * alone in street_address
   */
  readonly tables: {
    readonly directionNames: ReadonlyMap<string, string>;
    readonly directionals: ReadonlyMap<string, string>;
    readonly suffixNames: ReadonlyMap<string, string>;
    /** every written street type → its Pub 28 abbreviation: a street written before its number ends in one (ROAD, RD) */
    readonly suffixes: ReadonlyMap<string, string>;
    /** the county forms of street types C1 does not list (CM → CMN): a word read as a unit may be one (street-suffixes-extra.txt) */
    readonly extraSuffixes: ReadonlyMap<string, string>;
    /** ST → SAINT in city names: a city written twice is the same city however each copy spells it */
    readonly cityWords: ReadonlyMap<string, string>;
    /** every C2 variant → designator: a re-reading spells a unit word back into a name (BAY FRNT → BAY FRONT) */
    readonly units: ReadonlyMap<string, { readonly abbrev: string; readonly needsNumber: boolean }>;
    /** the words a street name's match key spells out (street-key.ts), and the number words it writes for leading numbers */
    readonly nameWords: ReadonlyMap<string, string>;
    readonly nameWordsAlone: ReadonlySet<string>;
    readonly cardinalWords: ReadonlyMap<string, string>;
  };
}

export interface LookupDeps {
  normalizer: LookupNormalizer;
  reference: ReferenceIndex;
}
