// The one loader: reads the USPS data files beside this module (src/data, also found from dist/data).
import { readFileSync } from 'node:fs';
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

/** The USPS tables, read once per process. */
export function loadTables(): Tables {
  cached ??= buildTables(readTableTexts());
  return cached;
}

export type { Tables };
