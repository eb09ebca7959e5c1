// One source file → the builder: picks the importer from the name (GeoJSON) or the CSV header.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { IndexBuilder } from '../engine/reference/index.js';
import { readCsvBatches } from './csv-records.js';
import { SourceError } from './errors.js';
import { addOaPoint, isOaHeader, oaColumns, type OaField } from './openaddresses.js';
import { openSource } from './open-source.js';
import { newReport, tally, type OnProgress, type SourceKind, type SourceReport } from './report.js';
import { addTigerRow, isTigerHeader, tigerColumns, type TigerField } from './tiger.js';

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
    throw new SourceError(path, `cannot read ${path}: ${(err as Error).message}`);
  } finally {
    opened.stream.destroy();
  }
}

async function importCsv(path: string, stream: Readable, builder: IndexBuilder, progress: (rows: number) => void): Promise<SourceReport> {
  let report: SourceReport | undefined;
  let addRow: ((row: string[]) => ReturnType<typeof addOaPoint>) | undefined;
  let width = 0;
  for await (const batch of readCsvBatches(stream)) {
    let k = 0;
    if (!report) {
      const header = batch.records[0]!;
      width = header.length;
      k = 1;
      if (isTigerHeader(header)) {
        const cols = tigerColumns(header);
        const rep = newReport(path, 'tiger-addrfeat');
        report = rep;
        addRow = (row) => addTigerRow(builder, (f: TigerField) => (cols[f] < 0 ? '' : row[cols[f]]!), rep);
      } else if (isOaHeader(header)) {
        const cols = oaColumns(header);
        report = newReport(path, 'openaddresses');
        addRow = (row) => addOaPoint(builder, (f: OaField) => (cols[f] < 0 ? '' : row[cols[f]]!));
      } else {
        throw new SourceError(
          path,
          `${path}: unknown source kind (header: ${header.slice(0, 6).join(',')}…); expected OpenAddresses (NUMBER, STREET, …) or TIGER ADDRFEAT (TLID, FULLNAME, LFROMHN, …)`,
        );
      }
    }
    for (; k < batch.records.length; k++) {
      const row = batch.records[k]!;
      tally(report, row.length === width ? addRow!(row) : { ok: false, reason: 'MALFORMED_ROW' });
    }
    progress(report.rows);
  }
  if (!report) throw new SourceError(path, `${path} is empty (no header line)`);
  return report;
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
