import type { BulkItem, LookupRequest } from '../wire/types.js';

/**
 * What the batch path talks to. `local` runs the engine in-process; `remote` (a later issue)
 * POSTs the same chunk to /v1/addresses/lookup/bulk. Results come back one per request, in order,
 * each carrying result.lookup_index when it has a result.
 */
export interface LookupService {
  lookupBulk(items: LookupRequest[]): Promise<BulkItem[]>;
  close(): Promise<void>;
}
