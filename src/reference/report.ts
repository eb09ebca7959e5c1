// What a build tells its caller: per source, rows read / accepted / rejected by reason.
import type { AddResult } from '../engine/reference/index.js';

export type SourceKind = 'openaddresses' | 'openaddresses-geojson' | 'tiger-addrfeat' | 'districts' | 'zip-table';

/** Extra refusal codes only the importers know (the builder's own are in RejectReason). */
export const IMPORT_REJECT_MESSAGES: Record<string, string> = {
  INACTIVE: 'STATUS is INACTIVE (retired address)',
  MALFORMED_ROW: 'field count differs from the header',
  BAD_JSON: 'line is not a JSON object',
};

/** A CSV row whose field count differs from its header's. */
export const MALFORMED = { ok: false, reason: 'MALFORMED_ROW' } as const;

export interface SourceReport {
  path: string;
  kind: SourceKind;
  rows: number;
  accepted: number;
  /** reason code → rows */
  rejected: Record<string, number>;
  /** accepted rows the builder completed or overrode: note code → rows */
  notes: Record<string, number>;
  /** TIGER rows kept for one side while the other side was refused: reason code → rows */
  sideRejected?: Record<string, number>;
  /** TIGER: ranges (street sides) taken */
  ranges?: number;
  /** wall-clock seconds spent reading this source */
  seconds?: number;
}

export interface Progress {
  path: string;
  rows: number;
  bytesRead: number;
  size: number;
}

export type OnProgress = (p: Progress) => void;

export function newReport(path: string, kind: SourceKind): SourceReport {
  return { path, kind, rows: 0, accepted: 0, rejected: {}, notes: {} };
}

/** Counts one row's outcome into the report. */
export function tally(report: SourceReport, result: AddResult | { ok: false; reason: string }): void {
  report.rows += 1;
  if (result.ok) {
    report.accepted += 1;
    for (const note of result.notes ?? []) report.notes[note] = (report.notes[note] ?? 0) + 1;
  } else report.rejected[result.reason] = (report.rejected[result.reason] ?? 0) + 1;
}
