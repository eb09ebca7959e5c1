// Wire LookupRequest -> domain ComponentsInput, with the request-level checks the API documents.
import type { ComponentsInput } from '../engine/types.js';
import type { LookupFailure } from '../engine/lookup/types.js';
import { MAX_INPUT_LENGTH } from '../engine/parse/index.js';
import type { LookupRequest } from './types.js';

/** Longest request (all address fields together, in characters): the engine's own limit, so one number and one message. */
export const MAX_REQUEST_CHARS = MAX_INPUT_LENGTH;

/** '' or a US spelling of src/data/countries.txt: the normalizer's isUsCountry, passed in by the engine. */
export type IsUsCountry = (country: string) => boolean;

/** JSON callers send numbers for ZIPs and null for blanks: anything not a string becomes text or "". */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export type RequestMapping = { ok: true; components: ComponentsInput; input: string | ComponentsInput } | LookupFailure;

export function toComponents(request: LookupRequest | null | undefined, isUsCountry: IsUsCountry): RequestMapping {
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
  if (!isUsCountry(components.country ?? '')) {
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
