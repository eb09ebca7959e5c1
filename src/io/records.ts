// What every input reader yields: one record per input row, malformed ones included (never dropped).

export type InputFormat = 'csv' | 'json' | 'ndjson';

export interface InputRecord {
  /** 1-based line of the input where the record starts */
  line: number;
  /** CSV: the cells in column order (padded / cut to the header width when malformed) */
  cells?: string[];
  /** JSON / NDJSON: the object as parsed */
  object?: Record<string, unknown>;
  /** CSV: the record's exact text when it can be written back as-is (comma-delimited, well-formed) */
  raw?: string;
  /** why the record is malformed; it then becomes a FAIL row carrying this reason */
  error?: string;
}
