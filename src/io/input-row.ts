import type { LookupRequest } from '../wire/types.js';

/** One input row, ready for the batch path. */
export interface InputRow {
  line: number;
  /** absent when the row is malformed */
  request?: LookupRequest;
  /** "line 7: expected 5 fields, found 6 …": the row's FAIL message */
  error?: string;
  /** CSV: the input cells to write back untouched (header width) */
  cells: string[];
  /** CSV: the record's own text when it can be written back as-is */
  raw?: string;
}
