// The columns an earlier usaddr run wrote (usaddr_status, usaddr_line1… of any --columns view, or the
// `usaddr` field of its JSON output): re-verifying that output replaces them in CSV output instead of
// appending a second set of the same names, and the column mapping never reads an address from them.
import defs from './output-columns.json' with { type: 'json' };
import { ANNOTATION_KEY } from './row-prefix.js';

const NAMES = new Set<string>([...defs.map((d) => d.name), ANNOTATION_KEY]);

/** A header usaddr itself writes (compared trimmed and lower-case: a spreadsheet may have touched it). */
export function isEarlierAnnotation(name: string): boolean {
  return NAMES.has(name.trim().toLowerCase());
}

export interface CsvUserColumns {
  /** the user's columns CSV output writes before this run's usaddr_* columns */
  header: readonly string[];
  /** the cell indexes kept, when some are left out */
  keep?: readonly number[];
  /** the names left out (an earlier run's annotations), for stderr */
  replaced: readonly string[];
}

/** The input's columns as CSV output writes them: an earlier run's annotations left out (this run's are appended). */
export function csvUserColumns(header: readonly string[]): CsvUserColumns {
  const keep: number[] = [];
  const replaced: string[] = [];
  header.forEach((name, i) => (isEarlierAnnotation(name) ? replaced.push(name) : keep.push(i)));
  if (replaced.length === 0) return { header, replaced };
  return { header: keep.map((i) => header[i]!), keep, replaced };
}
