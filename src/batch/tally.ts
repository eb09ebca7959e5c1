// Counts for the summary, built per chunk (where the results are) and merged in order.
import type { BulkItem } from '../wire/types.js';
import { rowClass } from './row-class.js';

export interface Tally {
  rows: number;
  byStatus: Record<string, number>;
  byLookupStatus: Record<string, number>;
  byAccuracy: Record<string, number>;
  /** rows the engine corrected something in */
  correctedRows: number;
  correctionsByField: Record<string, number>;
  /** rows that could not be read (wrong field count, bad quote, invalid JSON) */
  malformed: number;
  /** rows that count against --max-failures: FAIL, ADDRESS_NOT_FOUND or ADDRESS_AMBIGUOUS */
  failures: number;
  /** rows that count against --max-unverified: looked up, but only the ZIP or city confirmed (ADDRESS_UNVERIFIED) */
  unverified: number;
}

export function emptyTally(): Tally {
  return { rows: 0, byStatus: {}, byLookupStatus: {}, byAccuracy: {}, correctedRows: 0, correctionsByField: {}, malformed: 0, failures: 0, unverified: 0 };
}

function bump(counts: Record<string, number>, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

export function countItem(t: Tally, item: BulkItem, malformed: boolean): void {
  t.rows += 1;
  bump(t.byStatus, item.status);
  if (malformed) t.malformed += 1;
  const r = item.result;
  if (r) {
    bump(t.byLookupStatus, r.lookup_status || '(none)');
    bump(t.byAccuracy, r.address_accuracy_level || '(none)');
    if (r.corrections && r.corrections.length > 0) {
      t.correctedRows += 1;
      for (const c of r.corrections) bump(t.correctionsByField, c.field);
    }
  }
  // ADDRESS_UNVERIFIED is a limit of the reference (no street data there), not a bad address: counted apart
  const cls = rowClass(item);
  if (cls === 'failed') t.failures += 1;
  else if (cls === 'unverified') t.unverified += 1;
}

export function mergeTally(into: Tally, add: Tally): void {
  into.rows += add.rows;
  into.correctedRows += add.correctedRows;
  into.malformed += add.malformed;
  into.failures += add.failures;
  // a checkpoint written before this count existed has none
  into.unverified += add.unverified ?? 0;
  for (const [k, v] of Object.entries(add.byStatus)) bump(into.byStatus, k, v);
  for (const [k, v] of Object.entries(add.byLookupStatus)) bump(into.byLookupStatus, k, v);
  for (const [k, v] of Object.entries(add.byAccuracy)) bump(into.byAccuracy, k, v);
  for (const [k, v] of Object.entries(add.correctionsByField)) bump(into.correctionsByField, k, v);
}

/** A new tally holding the sum of the given ones (absent ones count as empty). */
export function sumTallies(...parts: (Readonly<Tally> | undefined)[]): Tally {
  const sum = emptyTally();
  for (const t of parts) if (t) mergeTally(sum, t);
  return sum;
}
