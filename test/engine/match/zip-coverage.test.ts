// A ZIP whose only street data is filed under another city (one Alburgh camp in Burlington's 05401) cannot say that a
// Burlington street is not there: the answer is unverified, and "not found" stays for the cities the data covers.
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createEngine } from '../../../src/engine/index.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import { IndexBuilder } from '../../../src/engine/reference/builder.js';

function engine() {
  const normalizer = createNormalizer(loadTables());
  const b = new IndexBuilder(normalizer);
  const zip = (z: string, city: string) => b.addZip({ zip: z, city, state: 'VT', countyName: 'TOWN COUNTY', countyFips: '50099', lat: 44.5, lon: -73.1 });
  const point = (number: string, street: string, city: string, z: string) => b.addPoint({ number, street, city, state: 'VT', zip: z, lat: 44.5, lon: -73.1 });
  zip('05961', 'MAPLE CITY');
  zip('05962', 'ELM VILLAGE');
  point('81', 'CEDARVALE EST', 'OAK HARBOR', '05961');
  point('5', 'BIRCH RD', '', '05962');
  return createEngine({ normalizer, reference: b.build({ builtAt: '2026-01-01T00:00:00Z' }) });
}

describe('street data that covers only some cities of a ZIP', () => {
  const e = engine();
  const look = (a: string) => {
    const o = e.lookupOne(a);
    if (!o.ok) throw new Error(o.message);
    return o;
  };

  it('a street of a city the ZIP holds no streets of is unverified, not "not found"', () => {
    const o = look('149 Church St, Maple City VT 05961');
    expect(o.status).toBe('ADDRESS_UNVERIFIED');
    expect(o.message).toContain('the reference has no street data for MAPLE CITY in ZIP 05961');
  });

  it('with no city, the ZIP stands for its preferred city', () => {
    expect(look('149 Church St 05961').status).toBe('ADDRESS_UNVERIFIED');
  });

  it('the city the ZIP\'s streets are filed under is covered: a street missing there is not found', () => {
    const o = look('149 Church St, Oak Harbor VT 05961');
    expect(o.status).toBe('ADDRESS_NOT_FOUND');
    expect(look('81 Cedarvale Est, Oak Harbor VT 05961').status).toBe('ADDRESS_FOUND');
  });

  it('streets filed with no city of their own cover their ZIP', () => {
    expect(look('9 Church St, Elm Village VT 05962').status).toBe('ADDRESS_NOT_FOUND');
  });

  it('a city written without its ZIP, whose ZIP does not cover it, is unverified too', () => {
    expect(look('149 Church St, Maple City VT').status).toBe('ADDRESS_UNVERIFIED');
  });
});
