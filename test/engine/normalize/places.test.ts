// Known places: a hand-written GeoNames-style table decides where a city starts when no comma says so.
import { describe, expect, it } from 'vitest';
import { readTableTexts } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import { buildPlaces, cityStartIn } from '../../../src/engine/normalize/places.js';
import { buildTables } from '../../../src/engine/normalize/tables.js';

const ZIPS = ['US\t84060\tPark City\tUtah\tUT', 'US\t63101\tSt. Louis\tMissouri\tMO', 'US\t62701\tSpringfield\tIllinois\tIL', 'US\t10001\tNew York\tNew York\tNY', 'US\t85258\tScottsdale\tArizona\tAZ'].join('\n');

const bare = buildTables(readTableTexts());
const withPlaces = buildTables(readTableTexts());
withPlaces.places = buildPlaces(ZIPS, withPlaces);

describe('places', () => {
  it('city names are kept in match form, per state and per ZIP', () => {
    expect(withPlaces.places!.cities.get('MO')?.has('SAINT LOUIS')).toBe(true);
    expect(withPlaces.places!.zipCity.get('84060')).toBe('PARK CITY');
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
});
