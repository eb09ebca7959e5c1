import type { LookupRequest } from '../wire/types.js';

/** One input row, ready for the batch path. */
export interface InputRow {
  line: number;
  /** absent when the row is malformed */
  request?: LookupRequest;
  /** "line 7: expected 5 fields, found 6 …": the row's FAIL message */
  error?: string;
  /** the input cells, header width (CSV, or the first JSON object's keys) */
  cells: string[];
  /** JSON / NDJSON input: the object itself, written back whole in JSON output */
  source?: Record<string, unknown>;
  /** CSV input: the column names (one shared array), so JSON output can name the cells */
  columns?: readonly string[];
}
