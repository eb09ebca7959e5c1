// Runs in a lookup worker (NearEngine.lookupThen): the 200 body of the bulk route serialized where the
// results are, by the compiler and schemas fastify uses for that route, and only its UTF-8 crosses back to the
// main thread: bytes moved, instead of a structured clone of every item that the main thread then serialized
// and encoded.
import { createRequire } from 'node:module';
import type { BulkItem } from '../wire/types.js';
import { bulkItemSchema, bulkResponseSchema, lookupRequestSchema, lookupResultSchema } from './bulk-schemas.js';

export interface BulkJson {
  /** UTF-8 of exactly what fastify's serializer writes for these items under bulkResponseSchema (moved, not copied, to the main thread) */
  json: Uint8Array;
  /** [status, lookup_status, items] for /metrics */
  tally: [string, string, number][];
}

type Serializer = (items: BulkItem[]) => string;
type SerializerSelector = () => (external: Record<string, unknown>, opts: unknown) => (route: { schema: unknown; method: string; url: string; httpStatus: string }) => Serializer;

let serialize: Serializer | undefined;
// (not Buffer.from: a small Buffer shares a pooled ArrayBuffer, which must not be transferred)
const utf8 = new TextEncoder();

/** fastify's own response compiler (resolved from fastify, so it is the very version the route would use). */
function serializer(): Serializer {
  if (!serialize) {
    const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
    const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: SerializerSelector };
    const external = { LookupRequest: lookupRequestSchema, LookupResult: lookupResultSchema, BulkItem: bulkItemSchema };
    serialize = SerializerSelector()(external, undefined)({ schema: bulkResponseSchema, method: 'POST', url: '/v1/addresses/lookup/bulk', httpStatus: '200' });
  }
  return serialize;
}

export function bulkJson(items: BulkItem[]): BulkJson {
  const counts = new Map<string, [string, string, number]>();
  for (const item of items) {
    const lookupStatus = item.result?.lookup_status ?? '';
    const key = `${item.status} ${lookupStatus}`;
    const c = counts.get(key);
    if (c) c[2] += 1;
    else counts.set(key, [item.status, lookupStatus, 1]);
  }
  return { json: utf8.encode(serializer()(items)), tally: [...counts.values()] };
}

export const BULK_JSON_TASK = { module: import.meta.url, name: 'bulkJson' } as const;
