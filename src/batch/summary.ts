// The run summary: one object for --summary-json, and its text form for stderr.
import { describeLimit, type FailureLimit } from './max-failures.js';
import type { RemoteReport } from '../service/remote.js';
import type { Tally } from './tally.js';
import type { UnwrittenKeys } from '../io/unwritten-keys.js';
import { counted } from '../io/counted.js';
import { oneLine } from '../io/one-line.js';

export interface Summary {
  input: { path: string; format: string; encoding: string; delimiter?: string; header: boolean };
  output: { path: string; format: string };
  columns: Record<string, string>;
  /** CSV: a title above the header (the first line names no address field, a later one would): what to do */
  headerHint?: string;
  rows: number;
  byStatus: Record<string, number>;
  byLookupStatus: Record<string, number>;
  byAccuracy: Record<string, number>;
  corrections: { rows: number; byField: Record<string, number> };
  malformed: number;
  /** FAIL, ADDRESS_NOT_FOUND or ADDRESS_AMBIGUOUS rows (src/batch/row-class.ts) */
  failures: number;
  maxFailures: { limit: string; exceeded: boolean } | null;
  /** rows verified only to their ZIP or city (ADDRESS_UNVERIFIED) */
  unverified: number;
  maxUnverified: { limit: string; exceeded: boolean } | null;
  /** --rejects: where the rows that did not verify went (failures + unverified of them) */
  rejects: { path: string; format: string; rows: number } | null;
  elapsedSeconds: number;
  rowsPerSecond: number;
  peakRssBytes: number;
  /** user + system CPU of the whole process (all threads): rows per CPU-second survives a busy machine */
  cpuSeconds: number;
  interrupted: boolean;
  /** rows taken over from an interrupted run (--resume) */
  resumedRows: number;
  exitCode: number;
  /** --endpoint: HTTP requests, retries, and per endpoint its requests, items answered and failed requests */
  remote?: RemoteReport;
  /** JSON / NDJSON from stdin to CSV: keys later objects had that no column holds (not written), and the rows with them */
  unwrittenKeys?: UnwrittenKeys;
}

export function summaryCounts(t: Tally): Pick<Summary, 'rows' | 'byStatus' | 'byLookupStatus' | 'byAccuracy' | 'corrections' | 'malformed' | 'failures' | 'unverified'> {
  return {
    rows: t.rows,
    byStatus: t.byStatus,
    byLookupStatus: t.byLookupStatus,
    byAccuracy: t.byAccuracy,
    corrections: { rows: t.correctedRows, byField: t.correctionsByField },
    malformed: t.malformed,
    failures: t.failures,
    unverified: t.unverified ?? 0,
  };
}

export interface SummaryParts {
  /** input path as given, or '-' */
  file: string;
  input: { format: string; encoding: string; delimiter?: string; hasHeader: boolean; mapping: { described: Record<string, string> }; headerHint?: string };
  /** absent: stdout */
  output?: string;
  format: string;
  tally: Tally;
  maxFailures?: FailureLimit;
  exceeded: boolean;
  maxUnverified?: FailureLimit;
  unverifiedExceeded?: boolean;
  rejects?: { path: string; format: string };
  elapsedMs: number;
  /** rows this run wrote (not a resumed run's), for the rate */
  written: number;
  usage: Pick<NodeJS.ResourceUsage, 'maxRSS' | 'userCPUTime' | 'systemCPUTime'>;
  interrupted: boolean;
  resumedRows: number;
  exitCode: number;
  remote?: RemoteReport;
  unwrittenKeys?: UnwrittenKeys;
}

/** The summary of a finished (or interrupted) run; key order is the --summary-json layout. */
export function buildSummary(p: SummaryParts): Summary {
  const { input, usage } = p;
  return {
    input: { path: p.file, format: input.format, encoding: input.encoding, ...(input.delimiter ? { delimiter: input.delimiter } : {}), header: input.hasHeader },
    output: { path: p.output ?? 'stdout', format: p.format },
    columns: input.mapping.described,
    ...(input.headerHint ? { headerHint: input.headerHint } : {}),
    ...summaryCounts(p.tally),
    maxFailures: p.maxFailures ? { limit: describeLimit(p.maxFailures), exceeded: p.exceeded } : null,
    maxUnverified: p.maxUnverified ? { limit: describeLimit(p.maxUnverified), exceeded: p.unverifiedExceeded === true } : null,
    rejects: p.rejects ? { ...p.rejects, rows: p.tally.failures + (p.tally.unverified ?? 0) } : null,
    elapsedSeconds: p.elapsedMs / 1000,
    rowsPerSecond: p.elapsedMs > 0 ? (p.written * 1000) / p.elapsedMs : 0,
    peakRssBytes: usage.maxRSS * 1024,
    cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    interrupted: p.interrupted,
    resumedRows: p.resumedRows,
    exitCode: p.exitCode,
    ...(p.remote ? { remote: p.remote } : {}),
    ...(p.unwrittenKeys ? { unwrittenKeys: p.unwrittenKeys } : {}),
  };
}

const counts = (c: Record<string, number>): string =>
  Object.entries(c)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || '-';

export function summaryText(s: Summary): string {
  const lines = [
    `${s.interrupted ? 'interrupted after' : 'verified'} ${counted(s.rows, 'row')} in ${s.elapsedSeconds.toFixed(1)}s (${Math.round(s.rowsPerSecond)} rows/s)${s.resumedRows ? `, ${s.resumedRows} of them by the interrupted run` : ''}`,
    `  input    ${oneLine(s.input.path)} (${s.input.format}${s.input.delimiter ? `, delimiter ${JSON.stringify(s.input.delimiter)}` : ''}, ${s.input.encoding}${s.input.format === 'csv' ? (s.input.header ? ', header' : ', no header') : ''})`,
    `  columns  ${Object.entries(s.columns).map(([k, v]) => `${k} <- ${oneLine(v)}`).join('; ') || '-'}`,
    ...(s.headerHint ? [`  hint     ${oneLine(s.headerHint)}`] : []),
    `  output   ${oneLine(s.output.path)} (${s.output.format})`,
    `  status   ${counts(s.byStatus)}${s.malformed ? ` (${s.malformed} malformed)` : ''}`,
    `  lookup   ${counts(s.byLookupStatus)}`,
    `  accuracy ${counts(s.byAccuracy)}`,
    `  corrected ${counted(s.corrections.rows, 'row')}${s.corrections.rows ? ` (${counts(s.corrections.byField)})` : ''}`,
    `  failures ${s.failures}${s.maxFailures ? ` (limit ${s.maxFailures.limit}${s.maxFailures.exceeded ? ': EXCEEDED' : ''})` : ''}`,
    `  unverified ${s.unverified} (only ZIP or city confirmed)${s.maxUnverified ? ` (limit ${s.maxUnverified.limit}${s.maxUnverified.exceeded ? ': EXCEEDED' : ''})` : ''}`,
  ];
  if (s.remote) {
    lines.push(`  remote   ${counted(s.remote.requests, 'request')}, ${counted(s.remote.retries, 'retry', 'retries')}`);
    // (a failed request was sent again, here or to another endpoint: its rows are counted where they were answered)
    for (const e of s.remote.endpoints) lines.push(`    ${e.url}: ${counted(e.requests, 'request')} (${e.failures} failed), ${counted(e.items, 'row')} answered`);
  }
  if (s.rejects) lines.push(`  rejects  ${counted(s.rejects.rows, 'row')} to ${oneLine(s.rejects.path)} (${s.rejects.format})`);
  // an export that came out empty passes any limit: say so, so a CI log shows it
  if (s.rows === 0 && !s.interrupted) lines.push('  warning  the input has no rows (an empty file, or a header only): nothing was checked');
  return `${lines.join('\n')}\n`;
}
