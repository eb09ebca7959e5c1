// Wire requests in, wire bulk items out: one per input, in order, never a throw. The engine speaks
// domain types only; this is where the v1 request and result shapes meet it.
import type { Engine } from '../engine/index.js';
import { toBulkItem } from './bulk.js';
import { toComponents } from './request.js';
import type { BulkItem, LookupRequest } from './types.js';

export type BulkEngine = Pick<Engine, 'lookupOne' | 'isUsCountry'>;

export function lookupBulk(engine: BulkEngine, items: LookupRequest[]): BulkItem[] {
  const list: unknown[] = Array.isArray(items) ? items : [];
  const out: BulkItem[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const raw = list[i];
    const request = (raw !== null && typeof raw === 'object' ? raw : {}) as LookupRequest;
    // (a request naming another country is refused with the normalizer's own list of US spellings)
    const mapped = toComponents(raw as LookupRequest, engine.isUsCountry);
    out[i] = toBulkItem(request, i, mapped.ok ? engine.lookupOne(mapped.input) : mapped);
  }
  return out;
}
