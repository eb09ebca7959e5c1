// Known places: a hand-written GeoNames-style table decides where a city starts when no comma says so.
import { describe, expect, it } from 'vitest';
import { readTableTexts } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import { buildPlaces, cityStartAnywhere, cityStartIn } from '../../../src/engine/normalize/places.js';
import { buildTables } from '../../../src/engine/normalize/tables.js';

const ZIPS = ['US\t84060\tPark City\tUtah\tUT', 'US\t63101\tSt. Louis\tMissouri\tMO', 'US\t62701\tSpringfield\tIllinois\tIL', 'US\t10001\tNew York\tNew York\tNY', 'US\t85258\tScottsdale\tArizona\tAZ'].join('\n');

const texts = readTableTexts();
const bare = buildTables(texts);
const withPlaces = buildTables(texts);
withPlaces.places = buildPlaces(ZIPS, withPlaces);

describe('places', () => {
  it('city names are kept in match form, per state and per ZIP', () => {
    expect(withPlaces.places!.cities.get('MO')?.has('SAINT LOUIS')).toBe(true);
    expect(withPlaces.places!.zipCity.get('84060')).toBe('PARK CITY');
  });

  it('reads only the ZIP, city and state code of each line, whatever else the line holds or lacks', () => {
    // the GeoNames columns after the state code (county, coordinates), lines cut short, a last line with no newline
    const table = ['US\t05401\tBurlington\tVermont\tVT\tChittenden\t007\t44.48\t-73.21\t4', 'US\t05819\tSt. Johnsbury\tVermont\tvt', 'US\t1234\tToo Short\tVermont\tVT', 'US\t05001', 'US\t05602\tMontpelier\tVermont', 'US\t05701\tRutland\tVermont\tVT'].join('\n');
    const places = buildPlaces(table, bare);
    expect([...places.zipCity]).toEqual([['05401', 'BURLINGTON'], ['05819', 'SAINT JOHNSBURY'], ['05602', 'MONTPELIER'], ['05701', 'RUTLAND']]);
    // Montpelier's line has no state code: its ZIP names the city, no state lists it
    expect([...places.cities]).toEqual([['VT', new Set(['BURLINGTON', 'SAINT JOHNSBURY', 'RUTLAND'])]]);
    expect([...places.zipAreas]).toEqual(['054VT', '058VT', '057VT']);
    expect(places.maxWords).toBe(2);
  });

  it('finds the earliest known city at the end of a line', () => {
    const words = ['500', 'BROADWAY', 'NEW', 'YORK'];
    expect(cityStartIn(words, 2, 4, 'NY', '', withPlaces)).toBe(2);
    expect(cityStartIn(words, 2, 4, 'IL', '', withPlaces)).toBe(-1);
    expect(cityStartIn(words, 2, 4, '', '10001', withPlaces)).toBe(2);
    expect(cityStartIn(words, 2, 4, 'NY', '', bare)).toBe(-1);
  });

  it('lets a street without a type end where the city begins', () => {
    const line = '9221 Via de Ventura Scottsdale AZ';
    expect(createNormalizer(bare).parse(line)).toMatchObject({ line1: '9221 VIA DE VENTURA SCOTTSDALE', line2: 'AZ' });
    expect(createNormalizer(withPlaces).parse(line)).toMatchObject({ line1: '9221 VIA DE VENTURA', line2: 'SCOTTSDALE AZ' });
  });

  it('a city with many ZIPs closes a line with no state or ZIP; a small town named like a street word does not', () => {
    const big = Array.from({ length: 30 }, (_, k) => `US\t${60601 + k}\tChicago\tIllinois\tIL`);
    const t = buildTables(texts);
    t.places = buildPlaces([...big, 'US\t74359\tOaks\tOklahoma\tOK'].join('\n'), t);
    expect(cityStartAnywhere(['5429', 'WOODLAWN', 'CHICAGO'], 2, 3, t)).toBe(2);
    expect(cityStartAnywhere(['77', 'TWIN', 'OAKS'], 2, 3, t)).toBe(-1);
    // OLD CHICAGO (RD): the city's name after OLD is the street's
    expect(cityStartAnywhere(['9', 'OLD', 'CHICAGO'], 2, 3, t)).toBe(-1);
    expect(createNormalizer(t).parse('5429 Woodlawn Chicago')).toMatchObject({ line1: '5429 WOODLAWN', line2: 'CHICAGO' });
    expect(createNormalizer(t).parse('77 Twin Oaks')).toMatchObject({ line1: '77 TWIN OAKS', line2: '' });
  });
});
