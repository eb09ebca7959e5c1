// One source file → the builder: picks the importer from the name (GeoJSON) or the CSV header.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { AddResult, IndexBuilder } from '../engine/reference/index.js';
import { readCsvPicked, type PickedRowSink } from './csv-columns.js';
import { fsErrorText, GZIP_DAMAGE_HINT, isGzipDamage } from '../io/fs-error.js';
import { SourceError } from './errors.js';
import { addOaPoint, addOaValues, isOaHeader, OA_FIELDS, oaColumns, scratchPoint } from './openaddresses.js';
import { openSource } from './open-source.js';
import { MALFORMED, newReport, tally, type OnProgress, type SourceKind, type SourceReport } from './report.js';
import { addTigerRow, isTigerHeader, TIGER_FIELDS, tigerColumns, type TigerField } from './tiger.js';

const GEOJSON_NAME = /\.(geojsonl?|geojsonseq|ndjson|jsonl)(\.gz)?$/i;

export function kindFromName(path: string): SourceKind | undefined {
  return GEOJSON_NAME.test(path) ? 'openaddresses-geojson' : undefined;
}

export async function importSource(path: string, builder: IndexBuilder, onProgress?: OnProgress): Promise<SourceReport> {
  const opened = openSource(path);
  const progress = (rows: number) => onProgress?.({ path, rows, bytesRead: opened.bytesRead(), size: opened.size });
  try {
    if (kindFromName(path) === 'openaddresses-geojson') return await importGeojson(path, opened.stream, builder, progress);
    return await importCsv(path, opened.stream, builder, progress);
  } catch (err) {
    if (err instanceof SourceError) throw err;
    if (isGzipDamage(err)) throw new SourceError(path, `cannot read ${path} to its end: ${fsErrorText(err)}`, GZIP_DAMAGE_HINT);
    throw new SourceError(path, `cannot read ${path}: ${(err as Error).message}`);
  } finally {
    opened.stream.destroy();
  }
}

async function importCsv(path: string, stream: Readable, builder: IndexBuilder, progress: (rows: number) => void): Promise<SourceReport> {
  let report: SourceReport | undefined;
  let addRow: ((values: string[]) => AddResult | { ok: false; reason: string }) | undefined;
  let width = 0;
  const sink: PickedRowSink = {
    header(header) {
      width = header.length;
      if (isTigerHeader(header)) {
        const cols = tigerColumns(header);
        const rep = newReport(path, 'tiger-addrfeat');
        report = rep;
        addRow = (v) => addTigerRow(builder, (f: TigerField) => v[TIGER_FIELDS.indexOf(f)]!, rep);
        return TIGER_FIELDS.map((f) => cols[f]);
      }
      if (isOaHeader(header)) {
        const cols = oaColumns(header);
        report = newReport(path, 'openaddresses');
        const rec = scratchPoint();
        addRow = (v) => addOaValues(builder, v, rec);
        return OA_FIELDS.map((f) => cols[f]);
      }
      throw new SourceError(path, unknownKind(path, header));
    },
    row(values, w) {
      tally(report!, w === width ? addRow!(values) : MALFORMED);
    },
  };
  await readCsvPicked(stream, sink, () => report && progress(report.rows));
  if (!report) throw new SourceError(path, `${path} is empty (no header line)`);
  return report;
}

const OTHER_DELIMITERS = [';', '\t', '|'] as const;

/** Why a header is no known source's, in words: binary bytes, another delimiter, or a short look at it. */
function unknownKind(path: string, header: readonly string[]): string {
  const first = header.join(',');
  if (first.includes('\u0000')) return `${path} is not a CSV text file (its first bytes are binary data)`;
  const delimiter = header.length === 1 ? OTHER_DELIMITERS.find((d) => first.includes(d)) : undefined;
  if (delimiter !== undefined) {
    const cells = first.split(delimiter);
    if (isOaHeader(cells) || isTigerHeader(cells)) {
      const name = delimiter === '\t' ? 'tabs' : `'${delimiter}'`;
      return `${path}: its columns are separated by ${name}; sources are comma-separated CSV (as OpenAddresses and TIGER publish them)`;
    }
  }
  const shown = header.slice(0, 6).map((h) => (h.length > 24 ? `${h.slice(0, 24)}…` : h)).join(',');
  return `${path}: unknown source kind (header: ${shown}${header.length > 6 ? ',…' : ''}); expected OpenAddresses (NUMBER, STREET, …) or TIGER ADDRFEAT (TLID, FULLNAME, LFROMHN, …)`;
}

async function importGeojson(path: string, stream: Readable, builder: IndexBuilder, progress: (rows: number) => void): Promise<SourceReport> {
  const report = newReport(path, 'openaddresses-geojson');
  for await (const raw of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
    const line = raw.trim();
    if (line === '') continue;
    let feature: { properties?: Record<string, unknown>; geometry?: { coordinates?: unknown[] } | null };
    try {
      feature = JSON.parse(line) as typeof feature;
    } catch {
      tally(report, { ok: false, reason: 'BAD_JSON' });
      continue;
    }
    if (typeof feature !== 'object' || feature === null || typeof feature.properties !== 'object' || feature.properties === null) {
      tally(report, { ok: false, reason: 'BAD_JSON' });
      continue;
    }
    const props = new Map(Object.entries(feature.properties).map(([k, v]) => [k.toUpperCase(), v === null || v === undefined ? '' : String(v)]));
    const coords = Array.isArray(feature.geometry?.coordinates) ? feature.geometry.coordinates : [];
    if (coords.length >= 2) {
      props.set('LON', String(coords[0]));
      props.set('LAT', String(coords[1]));
    }
    tally(report, addOaPoint(builder, (f) => props.get(f) ?? ''));
    if (report.rows % 50000 === 0) progress(report.rows);
  }
  progress(report.rows);
  return report;
}
