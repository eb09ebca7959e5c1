// The bulk route's JSON schemas: fastify validates requests and serializes responses with them, the
// OpenAPI document shows them, and the lookup workers serialize responses by them (bulk-json-task.ts).
import type { AccuracyLevel, LookupStatus } from '../engine/index.js';

const LOOKUP_STATUSES = ['ADDRESS_FOUND', 'ADDRESS_NOT_FOUND', 'ADDRESS_AMBIGUOUS', 'ADDRESS_UNVERIFIED'] as const satisfies readonly LookupStatus[];
const ACCURACY_LEVELS = ['ROOFTOP', 'RANGE_INTERPOLATED', 'STREET', 'ZIP', 'CITY', 'NONE'] as const satisfies readonly AccuracyLevel[];

export const REQUEST_FIELDS = ['full_address', 'street_address', 'apt_suite_other', 'city', 'state', 'zip_code', 'country'] as const;
const text = { type: 'string' } as const;
const texts = (names: readonly string[]): Record<string, typeof text> => Object.fromEntries(names.map((n) => [n, text]));
const allTexts = (names: readonly string[]) => ({ type: 'object', required: [...names], properties: texts(names) }) as const;

export const lookupRequestSchema = {
  $id: 'LookupRequest',
  type: 'object',
  description:
    'One address: full_address alone, or the components. Every field is optional text (a JSON number or boolean is read as its text, null as ""); ' +
    'an object or array in a field is a 422. Unknown fields are ignored and not echoed back. country must be empty or a US spelling (US, USA, United States…), else the item is a FAIL.',
  properties: texts(REQUEST_FIELDS),
} as const;

export const lookupResultSchema = {
  $id: 'LookupResult',
  type: 'object',
  description:
    'Always present, also on FAIL (then ADDRESS_NOT_FOUND / NONE and every other text field is "", except NO_DELIVERY_ADDRESS, which keeps what it read (the two lines, street words, record type) and the city, state, ZIP and county it checked). A field the reference cannot back is "".',
  required: ['original_lookup_request', 'lookup_index', 'address_line1', 'address_line2', 'lookup_status', 'address_accuracy_level', 'address_breakdown', 'address_additional_info', 'address_delivery_info', 'corrections', 'warnings'],
  properties: {
    original_lookup_request: { $ref: 'LookupRequest#' },
    lookup_index: { type: 'integer', minimum: 0, description: "the item's index in the request's items" },
    address_line1: text,
    address_line2: text,
    lookup_status: {
      type: 'string',
      enum: [...LOOKUP_STATUSES],
      description: 'ADDRESS_FOUND: the house number is confirmed on the street. ADDRESS_NOT_FOUND: only the street / ZIP, or nothing, confirmed (also on FAIL). ' +
        'ADDRESS_AMBIGUOUS: two different real addresses fit equally well. ADDRESS_UNVERIFIED: city / state / ZIP agree, no street data there.',
    },
    address_accuracy_level: {
      type: 'string',
      enum: [...ACCURACY_LEVELS],
      description: 'ROOFTOP: a reference point. RANGE_INTERPOLATED: inside a TIGER range. STREET: the street in the ZIP. ZIP / CITY: only those agree. NONE: nothing confirmed.',
    },
    address_breakdown: allTexts([
      'primary_no', 'street_predirection', 'street_name', 'street_suffix_abbrev', 'street_postdirection', 'secondary_no', 'secondary_abbrev',
      'city_name', 'preferred_city_name', 'state', 'zip_code', 'zip_add_on_no', 'county_name', 'urbanization',
    ]),
    address_additional_info: allTexts(['record_type_code', 'carrier_route_id', 'county_no', 'congressional_dist_no']),
    address_delivery_info: allTexts([
      'dpv_confirmation_indicator', 'dpv_cmra_indicator', 'dpv_door_not_accessible_indicator', 'dpv_drop_indicator', 'dpv_false_positive_indicator',
      'dpv_footnotes', 'dpv_no_stats_indicator', 'dpv_no_stats_reason_code', 'dpv_no_secure_location', 'dpv_pbsa_indicator', 'dpv_vacant_indicator',
      'residential_delivery_indicator', 'building_or_firm_name',
    ]),
    corrections: {
      type: 'array',
      description: 'ours: what the lookup changed relative to the input (field, from, to, reason)',
      items: allTexts(['field', 'from', 'to', 'reason']),
    },
    warnings: {
      type: 'array',
      description: "ours: what the parser noticed and could not fix ('no house number', 'ignored: …'); [] when none",
      items: text,
    },
  },
} as const;

export const bulkItemSchema = {
  $id: 'BulkItem',
  type: 'object',
  required: ['status', 'request', 'message', 'result'],
  properties: {
    status: { type: 'string', enum: ['SUCCESS', 'FAIL'], description: 'FAIL: the item could not be looked up; message starts with the reason (NOT_US, EMPTY, TOO_LONG, UNPARSEABLE, INCOMPLETE, INTERSECTION, NO_DELIVERY_ADDRESS, INTERNAL)' },
    request: { $ref: 'LookupRequest#' },
    message: text,
    result: { $ref: 'LookupResult#' },
  },
} as const;

/** The 200 answer: one BulkItem per input item, in order. */
export const bulkResponseSchema = { description: 'one BulkItem per input item, in order', type: 'array', items: { $ref: 'BulkItem#' } } as const;
