// Census TIGER/Line ADDRFEAT rows → one range per street side (left, right) in IndexBuilder.
import type { AddResult, IndexBuilder } from '../engine/reference/index.js';
import type { SourceReport } from './report.js';

const SIDES = [
  { side: 'L', from: 'LFROMHN', to: 'LTOHN', zip: 'ZIPL', parity: 'PARITYL', plus4: 'PLUS4L' },
  { side: 'R', from: 'RFROMHN', to: 'RTOHN', zip: 'ZIPR', parity: 'PARITYR', plus4: 'PLUS4R' },
] as const;

export const TIGER_FIELDS = ['FULLNAME', 'LFROMHN', 'LTOHN', 'RFROMHN', 'RTOHN', 'ZIPL', 'ZIPR', 'PARITYL', 'PARITYR', 'PLUS4L', 'PLUS4R'] as const;
export type TigerField = (typeof TIGER_FIELDS)[number];

export function isTigerHeader(header: readonly string[]): boolean {
  const upper = new Set(header.map((h) => h.trim().toUpperCase()));
  return upper.has('TLID') && upper.has('FULLNAME') && upper.has('LFROMHN');
}

export function tigerColumns(header: readonly string[]): Record<TigerField, number> {
  const upper = header.map((h) => h.trim().toUpperCase());
  return Object.fromEntries(TIGER_FIELDS.map((f) => [f, upper.indexOf(f)])) as Record<TigerField, number>;
}

/**
 * Adds both sides of one segment. The row counts as accepted when either side gave a range; a side
 * with a range that was refused while the other side was taken is counted in sideRejected.
 */
export function addTigerRow(builder: IndexBuilder, get: (f: TigerField) => string, report: SourceReport): AddResult {
  const results = SIDES.map((s) => {
    if (get(s.from).trim() === '' && get(s.to).trim() === '') return undefined;
    const parity = get(s.parity).trim().toUpperCase();
    return builder.addRange({
      street: get('FULLNAME'),
      from: get(s.from),
      to: get(s.to),
      parity: parity === 'O' || parity === 'E' || parity === 'B' ? parity : '',
      zip: get(s.zip),
      zip4: get(s.plus4),
      side: s.side,
    });
  });
  const taken = results.filter((r) => r?.ok).length;
  report.ranges = (report.ranges ?? 0) + taken;
  const refused = results.filter((r): r is Extract<AddResult, { ok: false }> => r !== undefined && !r.ok);
  if (taken > 0) {
    for (const r of refused) {
      report.sideRejected ??= {};
      report.sideRejected[r.reason] = (report.sideRejected[r.reason] ?? 0) + 1;
    }
    return { ok: true };
  }
  return refused[0] ?? { ok: false, reason: 'BAD_RANGE' };
}
