// Wire LookupRequest -> domain ComponentsInput, with the request-level checks the API documents.
import type { ComponentsInput } from '../engine/types.js';
import type { LookupFailure } from '../engine/lookup/types.js';
import { matchPhrase } from '../engine/normalize/phrases.js';
import type { Tables } from '../engine/normalize/tables.js';
import { wordsOf } from '../engine/parse/tokenize.js';
import type { LookupRequest } from './types.js';

/** Longest request (all address fields together, in characters) the engine will look at. */
export const MAX_REQUEST_CHARS = 512;

/** The US spellings of src/data/countries.txt, as the normalizer's tables hold them; the caller passes them in. */
export type UsCountries = Tables['usCountry'];

/** JSON callers send numbers for ZIPs and null for blanks: anything not a string becomes text or "". */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** '' or a US spelling, read word by word as the parser reads a country field, so both accept the same. */
export function isUsCountry(country: string, us: UsCountries): boolean {
  const words = wordsOf(country);
  if (words.length === 0) return true;
  const match = matchPhrase(us, words, 0);
  return match !== undefined && match.words.length === words.length;
}

export type RequestMapping = { ok: true; components: ComponentsInput; input: string | ComponentsInput } | LookupFailure;

export function toComponents(request: LookupRequest | null | undefined, us: UsCountries): RequestMapping {
  if (request === null || typeof request !== 'object') {
    return { ok: false, reason: 'EMPTY', message: 'request is not an object' };
  }
  const full = fieldText(request.full_address).trim();
  const components: ComponentsInput = {
    fullAddress: full,
    streetAddress: fieldText(request.street_address).trim(),
    aptSuiteOther: fieldText(request.apt_suite_other).trim(),
    city: fieldText(request.city).trim(),
    state: fieldText(request.state).trim(),
    zipCode: fieldText(request.zip_code).trim(),
    country: fieldText(request.country).trim(),
  };
  // checked here, not left to the parser: a lone full_address goes on as plain text, without its country
  if (!isUsCountry(components.country ?? '', us)) {
    return { ok: false, reason: 'NOT_US', message: `country '${components.country}' is not US or USA` };
  }
  const length =
    full.length +
    components.streetAddress!.length +
    components.aptSuiteOther!.length +
    components.city!.length +
    components.state!.length +
    components.zipCode!.length;
  if (length === 0) return { ok: false, reason: 'EMPTY', message: 'no address given: every address field is empty' };
  if (length > MAX_REQUEST_CHARS) {
    return { ok: false, reason: 'TOO_LONG', message: `address is ${length} characters; the limit is ${MAX_REQUEST_CHARS}` };
  }
  // a lone full_address parses faster as plain text, with the same result
  const alone = components.streetAddress === '' && components.aptSuiteOther === '' && components.city === '' && components.state === '' && components.zipCode === '';
  return { ok: true, components, input: alone ? full : components };
}
