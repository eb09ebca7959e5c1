// Generators of bad (and some good) requests for the sweep: broken JSON, wrong types, huge strings, deep
// nesting, control characters and odd Unicode, 0 to 1,001 items, wrong methods, keys and content types.
import fc from 'fast-check';
import { KEY } from './helpers.js';

export const BULK = '/v1/addresses/lookup/bulk';

export interface Sent {
  method: 'POST' | 'GET' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const odd = fc.constantFrom('\u0000', '\u0007', '\u001b[31m', '\uFEFF', '\u202E', '\uD800', '\uDFFF', '\u200D', 'e\u0301', '🏠', '\r\n', '"', '\\', '{"items":[]}', '__proto__', 'constructor');
const text = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.array(odd, { maxLength: 6 }).map((a) => a.join('')), weight: 2 },
  { arbitrary: fc.constantFrom('12 Main St', 'Middlebury', 'VT', '05753', 'US', 'Canada', ''), weight: 3 },
  { arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 500, max: 60_000 })).map(([s, n]) => s.repeat(n)), weight: 1 },
);
const smallText = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('12 Main St', 'Middlebury', 'VT', '05753', ''));
const nested = fc.integer({ min: 1, max: 1_000 }).map((d) => JSON.parse(`${'['.repeat(d)}${']'.repeat(d)}`) as unknown);
/** nesting too deep to build as objects here: written as text, up to 200,000 levels */
const deepText = fc.tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('[', '{"a":')).map(([d, open]) =>
  `{"items":[{"city":"x","deep":${open.repeat(d)}0${(open === '[' ? ']' : '}').repeat(d)}}]}`);
const value = fc.oneof(
  { arbitrary: text, weight: 10 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: nested, weight: 1 },
);
const FIELDS = ['full_address', 'street_address', 'apt_suite_other', 'city', 'state', 'zip_code', 'country'];
const field = fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 6 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 });
const lookupItem = fc.oneof(
  { arbitrary: fc.dictionary(field, value, { maxKeys: 5 }), weight: 12 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);
/** 0 to 1,001 items: mostly a few, now and then a full (or over-full) request of cheap items */
const items = fc.oneof(
  { arbitrary: fc.array(lookupItem, { maxLength: 6 }), weight: 60 },
  {
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 1001 }), fc.dictionary(fc.constantFrom(...FIELDS), smallText, { maxKeys: 3 })).map(([n, item]) => Array.from({ length: n }, () => item)),
    weight: 1,
  },
);
const jsonBody = fc.oneof(
  { arbitrary: items.map((i) => ({ items: i })), weight: 12 },
  { arbitrary: fc.record({ items: value, extra: value }, { requiredKeys: [] }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 1 },
  { arbitrary: nested.map((n) => ({ items: [{ city: 'x', deep: n }] })), weight: 1 },
);
const bodyText = fc.oneof(
  { arbitrary: jsonBody.map((b) => JSON.stringify(b) ?? 'null'), weight: 240 },
  // broken JSON: cut short, a byte flipped, or plain noise
  { arbitrary: fc.tuple(jsonBody, fc.nat()).map(([b, n]) => { const s = JSON.stringify(b) ?? ''; return s.slice(0, s.length > 1 ? n % s.length : 0); }), weight: 60 },
  { arbitrary: fc.tuple(jsonBody, fc.nat(), fc.constantFrom('{', '"', ',', '\u0000', ']', 'x')).map(([b, n, c]) => { const s = JSON.stringify(b) ?? ''; const i = n % (s.length + 1); return s.slice(0, i) + c + s.slice(i + 1); }), weight: 40 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 20 },
  { arbitrary: deepText, weight: 10 },
  // over the 5 MB body limit
  { arbitrary: fc.integer({ min: 5 * 1024 * 1024 - 8, max: 6 * 1024 * 1024 }).map((n) => `{"items":[{"city":"${'x'.repeat(n)}"}]}`), weight: 1 },
);
const body = fc.oneof({ arbitrary: bodyText, weight: 20 }, { arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)), weight: 1 });
const headers = fc.oneof(
  { arbitrary: fc.constant({ authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }), weight: 20 },
  { arbitrary: fc.constantFrom({ 'content-type': 'application/json' }, { authorization: 'Basic abc', 'content-type': 'application/json' }, { authorization: 'Bearer wrong', 'content-type': 'application/json' }), weight: 1 },
  { arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data', '').map((t) => ({ authorization: `Bearer ${KEY}`, 'content-type': t })), weight: 1 },
);
export const request: fc.Arbitrary<Sent> = fc.oneof(
  { arbitrary: fc.record({ method: fc.constant('POST' as const), path: fc.constant(BULK), headers, body }), weight: 30 },
  { arbitrary: fc.record({ method: fc.constantFrom('GET' as const, 'PUT' as const, 'DELETE' as const), path: fc.constantFrom(BULK, '/healthz', '/v1/addresses/autocomplete?query=%00%FF', '/%2e%2e/etc', '/v1/addresses/lookup/bulk/x'), headers }), weight: 1 },
);

