// The normalizer: one object over the USPS tables that parses, standardizes for display and expands for matching.
import { parseAddress } from '../parse/index.js';
import { replacesUnit } from '../parse/parts.js';
import { wordsOf } from '../parse/tokenize.js';
import type { AddressParts, ComponentsInput, ParseResult } from '../types.js';
import { cityFromWords, isUsCountryWords, stateFromWords } from './city.js';
import { formatLine1, formatLine2 } from './format.js';
import { streetKeys } from './keys.js';
import { EMPTY_STREET, mayEndInTypeOrDirection, standardizeStreetWords, type StreetParts } from './street.js';
import type { Tables } from './tables.js';
import { isBareUnit, matchUnit } from './unit.js';

export type { StreetParts } from './street.js';
export type { Tables } from './tables.js';
export { buildTables, TABLE_NAMES, type TableTexts } from './tables.js';
export { MAX_INPUT_LENGTH } from '../parse/index.js';

export interface Normalizer {
  /** free text or components → labeled Pub 28 parts and lines, or a typed failure */
  parse(input: string | ComponentsInput): ParseResult;
  /** a bare street (no number, no unit) → exactly one Pub 28 form */
  normalizeStreet(street: string): StreetParts;
  /** normalizeStreet, when the street's last word may read as a street type or a direction; undefined when it reads with neither */
  normalizeTypedStreet(street: string): StreetParts | undefined;
  /** match keys for a street: the full key first, then looser ones */
  streetKeys(s: StreetParts): string[];
  /** city in one match form (upper case, ST/FT/MT spelled out) */
  normalizeCity(city: string): string;
  /** USPS two-letter code, '' when unknown */
  normalizeState(state: string): string;
  /** '' or a US spelling of countries.txt (US, U.S.A., America), read as the parser reads a country field */
  isUsCountry(country: string): boolean;
  /** 'Apt 4' → APT/4, '#4' → #/4, '4B' → #/4B; undefined when not a unit */
  normalizeUnit(text: string): { abbrev: string; no: string } | undefined;
  formatLine1(p: AddressParts): string;
  formatLine2(p: AddressParts): string;
  /** the tables it reads (autocomplete spells abbreviations both ways from them) */
  readonly tables: Tables;
}

function words(text: unknown): string[] {
  return typeof text === 'string' ? wordsOf(text) : [];
}

/** Runs f, and returns `fallback` if it throws: no normalizer function throws at its callers. */
function safe<A extends unknown[], R>(f: (...args: A) => R, fallback: () => R): (...args: A) => R {
  return (...args: A) => {
    try {
      return f(...args);
    } catch {
      return fallback();
    }
  };
}

export function createNormalizer(tables: Tables): Normalizer {
  return {
    tables,
    parse: (input) => parseAddress(input, tables),
    normalizeStreet: safe((street: string) => standardizeStreetWords(words(street), tables), () => ({ ...EMPTY_STREET })),
    // most reference names end in neither (MAIN, RICE HILL does): a per-ZIP table reads only those that may
    normalizeTypedStreet: safe((street: string) => (mayEndInTypeOrDirection(street, tables) ? standardizeStreetWords(words(street), tables) : undefined), () => ({ ...EMPTY_STREET })),
    streetKeys: safe((s: StreetParts) => streetKeys(s), () => []),
    normalizeCity: safe((city: string) => cityFromWords(words(city), tables), () => ''),
    normalizeState: safe((state: string) => stateFromWords(words(state), tables), () => ''),
    isUsCountry: safe((country: string) => isUsCountryWords(words(country), tables), () => false),
    normalizeUnit: safe(
      (text: string) => {
        const w = words(text);
        if (w.length === 0) return undefined;
        const u = matchUnit(w, 0, w.length, tables, true);
        if (u && u.len === w.length) return { abbrev: u.abbrev, no: u.no };
        // 9TH FLOOR ROOM 905: several units in a row keep the one the parser keeps
        if (u) {
          let kept = { abbrev: u.abbrev, no: u.no };
          for (let k = u.len; k < w.length; ) {
            const next = matchUnit(w, k, w.length, tables, true);
            if (!next) return undefined;
            if (replacesUnit(kept.abbrev, next.abbrev, tables)) kept = { abbrev: next.abbrev, no: next.no };
            k += next.len;
          }
          return kept;
        }
        if (isBareUnit(w)) return { abbrev: '#', no: w[0]! };
        if (w.length === 2 && w[0] === '#') return { abbrev: '#', no: w[1]! };
        return undefined;
      },
      () => undefined,
    ),
    formatLine1: safe((p: AddressParts) => formatLine1(p), () => ''),
    formatLine2: safe((p: AddressParts) => formatLine2(p), () => ''),
  };
}
