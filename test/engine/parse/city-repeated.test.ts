// rules/city-repeated.ts: the city written after the street's type and again as the next part is set aside, but a
// spelled postdirectional that only opens the next part's city is the street's (HILL RD WEST, WEST RUTLAND).
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';

const normalizer = createNormalizer(loadTables());

function read(text: string) {
  const r = normalizer.parse(text);
  if (!r.ok) throw new Error(`${r.reason}: ${r.message}`);
  const p = r.parts;
  return [[p.predir, p.streetName, p.suffix, p.postdir].filter(Boolean).join(' '), p.city, r.warnings];
}

describe('the city repeated after the street type', () => {
  it('is set aside when the whole city is repeated', () => {
    expect(read('231 West Rd Chittenden, Chittenden VT 05763')).toEqual(['WEST RD', 'CHITTENDEN', ['ignored: CHITTENDEN']]);
    expect(read('12 Hill Rd West Rutland, West Rutland VT 05777')).toEqual(['HILL RD', 'WEST RUTLAND', ['ignored: WEST RUTLAND']]);
  });
  it.each([
    ['12 Hill Rd West, West Rutland VT 05777', 'HILL RD W', 'WEST RUTLAND'],
    ['52 Main St North, North Troy VT 05859', 'MAIN ST N', 'NORTH TROY'],
    ['8 Elm St E, East Montpelier VT 05651', 'ELM ST E', 'EAST MONTPELIER'],
  ])('%s: a postdirectional that opens the city is kept', (text, street, city) => {
    expect(read(text)).toEqual([street, city, []]);
  });
});
