// Standardize for display (exact equality) vs expand for matching (contains).
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';

const n = createNormalizer(loadTables());
const street = (predir: string, name: string, suffix: string, postdir: string) => ({ predir, name, suffix, postdir });

describe('normalizeStreet: exactly one Pub 28 form', () => {
  it.each([
    ['north main street', street('N', 'MAIN', 'ST', '')],
    ['N. Main St.', street('N', 'MAIN', 'ST', '')],
    ['N ST', street('', 'N', 'ST', '')],
    ['N St NW', street('', 'N', 'ST', 'NW')],
    ['East Street', street('', 'EAST', 'ST', '')],
    ['Avenue N', street('', 'AVENUE N', '', '')],
    ['S 500 E', street('S', '500', '', 'E')],
    ['Main St North', street('', 'MAIN', 'ST', 'N')],
    ['W North Ave', street('W', 'NORTH', 'AVE', '')],
    ['East West Highway', street('', 'EAST WEST', 'HWY', '')],
    ['Fifth Avenue', street('', '5TH', 'AVE', '')],
    ['Twenty-First Street', street('', '21ST', 'ST', '')],
    ['09TH ST', street('', '9TH', 'ST', '')],
    ['W 003RD AVE', street('W', '3RD', 'AVE', '')],
    ['0800 RD', street('', '0800', 'RD', '')],
    ['Park Ave', street('', 'PARK', 'AVE', '')],
    ['Avenue of the Americas', street('', 'AVENUE OF THE AMERICAS', '', '')],
    ['St James Pl', street('', 'ST JAMES', 'PL', '')],
    ['VT ROUTE 22A', street('', 'VT ROUTE 22A', '', '')],
    ['VT-22A', street('', 'VT ROUTE 22A', '', '')],
    ['Vermont Rte 22A', street('', 'VT ROUTE 22A', '', '')],
    ['State Route 22A', street('', 'STATE ROUTE 22A', '', '')],
    ['US Hwy 1', street('', 'US HIGHWAY 1', '', '')],
    // third round: a common type after a route's words, NO after a type, DE LA kept as words
    ['I 35 N Frontage Rd', street('', 'INTERSTATE 35 N FRONTAGE', 'RD', '')],
    ['9th Ave No', street('', '9TH', 'AVE', 'N')],
    ['Corte De La', street('', 'CORTE DE LA', '', '')],
    ['Almaden Bl', street('', 'ALMADEN', 'BLVD', '')],
    ['U.S. Route 5 N', street('', 'US HIGHWAY 5', '', 'N')],
    ['County Road 12', street('', 'COUNTY ROAD 12', '', '')],
    ['CR 12', street('', 'COUNTY ROAD 12', '', '')],
    ['FM 1960', street('', 'FM 1960', '', '')],
    ['I-95', street('', 'INTERSTATE 95', '', '')],
    ['Highway 71 Business', street('', 'HIGHWAY 71 BUSINESS', '', '')],
    ['Saint John W St', street('', 'SAINT JOHN', 'ST', 'W')],
    ['Lucerne Dr S E', street('', 'LUCERNE', 'DR', 'SE')],
    ['Ocean Isle West Blvd', street('', 'OCEAN ISLE WEST', 'BLVD', '')],
    ['N Wells', street('N', 'WELLS', '', '')],
    ['N Court', street('', 'N', 'CT', '')],
    ['Almaden Bl', street('', 'ALMADEN', 'BLVD', '')],
    ['Key Route Bl', street('', 'KEY ROUTE', 'BLVD', '')],
    ['Alameda de la Pulga', street('', 'ALAMEDA DE LA PULGA', '', '')],
    ['', street('', '', '', '')],
  ])('%s', (input, want) => {
    expect(n.normalizeStreet(input)).toEqual(want);
  });

  it('the same input always gives the same output', () => {
    const a = n.normalizeStreet('north main street');
    expect(n.normalizeStreet('north main street')).toEqual(a);
    expect(n.normalizeStreet('NORTH MAIN STREET')).toEqual(a);
  });

  it('never throws on odd input', () => {
    for (const s of ['#', '&', '---', '1/2', 'N', 'ST', '   ', '\u0000', 'Ñandú'] as const) {
      expect(() => n.normalizeStreet(s)).not.toThrow();
    }
    expect(n.normalizeStreet(undefined as unknown as string)).toEqual(street('', '', '', ''));
  });
});

describe('streetKeys: expand for matching', () => {
  const keys = (s: string) => n.streetKeys(n.normalizeStreet(s));

  it('full key first, then without suffix, without directionals, name only', () => {
    const k = keys('N Main St');
    expect(k[0]).toBe('N MAIN ST');
    expect(k).toContain('N MAIN');
    expect(k).toContain('MAIN ST');
    expect(k).toContain('MAIN');
  });

  it('highway aliases collapse to one key', () => {
    const aliases = ['VT ROUTE 22A', 'ROUTE 22A', 'VT-22A', 'STATE ROUTE 22A', 'VT 22A', 'SR 22A', 'State Hwy 22A'];
    const shared = aliases.map(keys).reduce((acc, k) => acc.filter((x) => k.includes(x)));
    expect(shared).toContain('RT 22A');
    expect(keys('US Route 5')).toContain('US 5');
    expect(keys('US Hwy 5')).toContain('US 5');
    expect(keys('Interstate 95')[0]).toBe('I 95');
  });

  it('FIFTH = 5TH and SAINT = ST', () => {
    expect(keys('Fifth Ave')[0]).toBe(keys('5th Ave')[0]);
    expect(keys('Saint James Pl')[0]).toBe(keys('St James Pl')[0]);
  });

  it('a county road does not collapse with a state route', () => {
    expect(keys('County Road 12')).not.toContain('RT 12');
  });
});
