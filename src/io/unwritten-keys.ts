// JSON / NDJSON from stdin to CSV output: the header is the first object's keys (stdin cannot be read
// twice), so a key only later objects have has no column. Counted here, never dropped in silence.
import { counted } from './counted.js';
import { isEarlierAnnotation } from './earlier-annotations.js';

export interface UnwrittenKeys {
  /** the keys, in first-seen order */
  keys: string[];
  /** rows holding at least one of them */
  rows: number;
}

export class UnwrittenKeyCount {
  private readonly keys = new Set<string>();
  private rows = 0;

  constructor(private readonly columns: ReadonlySet<string>) {}

  /** The keys of an object's shape that have no column (an earlier run's annotations are replaced anyway). */
  missingOf(keys: readonly string[]): string[] {
    return keys.filter((k) => !this.columns.has(k) && !isEarlierAnnotation(k));
  }

  /** One row whose shape lacks columns for `missing`. */
  count(missing: readonly string[]): void {
    if (missing.length === 0) return;
    this.rows += 1;
    for (const k of missing) this.keys.add(k);
  }

  result(): UnwrittenKeys {
    return { keys: [...this.keys], rows: this.rows };
  }
}

/** Keys named in the warning; the summary JSON lists them all. */
const SHOWN = 10;

/** One stderr line: what was not written, why, and how to avoid it. */
export function unwrittenKeysWarning(u: UnwrittenKeys): string {
  const names = u.keys.slice(0, SHOWN).map((k) => JSON.stringify(k)).join(', ') + (u.keys.length > SHOWN ? `, and ${u.keys.length - SHOWN} more` : '');
  return `warning: ${counted(u.rows, 'row')} had keys the first object lacks, not written to the CSV output (${names}): stdin cannot be read twice, so its CSV columns are the first object's keys; give the file path instead of stdin (a first pass then finds every key), or write JSON / NDJSON, which keeps every field\n`;
}
