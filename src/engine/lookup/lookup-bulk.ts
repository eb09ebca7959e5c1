// Wire requests in, wire bulk items out: one per input, in order, never a throw.
import type { BulkItem, LookupRequest } from '../../wire/types.js';
import { toBulkItem } from '../../wire/bulk.js';
import { toComponents, type IsUsCountry } from '../../wire/request.js';
import type { ComponentsInput } from '../types.js';
import type { LookupOutcome } from './types.js';

export function createLookupBulk(lookupOne: (input: string | ComponentsInput) => LookupOutcome, isUsCountry: IsUsCountry): (items: LookupRequest[]) => BulkItem[] {
  return (items) => {
    const list: unknown[] = Array.isArray(items) ? items : [];
    const out: BulkItem[] = new Array(list.length);
    for (let i = 0; i < list.length; i++) {
      const raw = list[i];
      const request = (raw !== null && typeof raw === 'object' ? raw : {}) as LookupRequest;
      const mapped = toComponents(raw as LookupRequest, isUsCountry);
      out[i] = toBulkItem(request, i, mapped.ok ? lookupOne(mapped.input) : mapped);
    }
    return out;
  };
}
