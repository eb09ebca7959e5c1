// What a row's result means for a gate: verified (the address is confirmed), unverified (only its
// ZIP or city could be checked), or failed (it could not be looked up, was not found, or fits
// several addresses). --max-failures counts failed rows, --max-unverified unverified ones, and
// --rejects / --only-failures write both.
import type { BulkItem } from '../wire/types.js';

export type RowClass = 'verified' | 'unverified' | 'failed';

const FAILING = new Set(['ADDRESS_NOT_FOUND', 'ADDRESS_AMBIGUOUS']);

export function rowClass(item: BulkItem): RowClass {
  const r = item.result;
  if (item.status !== 'SUCCESS' || !r || FAILING.has(r.lookup_status)) return 'failed';
  return r.lookup_status === 'ADDRESS_FOUND' ? 'verified' : 'unverified';
}

/** A row that did not verify: what --rejects and --only-failures write. */
export function didNotVerify(item: BulkItem): boolean {
  return rowClass(item) !== 'verified';
}
