import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import { IndexBuilder, type BuilderOptions } from '../../../src/engine/reference/index.js';

/** A builder over the real normalizer with a few real ZIPs (values typed by hand). */
export function townBuilder(opts?: BuilderOptions): IndexBuilder {
  const b = new IndexBuilder(createNormalizer(loadTables()), opts);
  b.addZip({ zip: '05491', city: 'Vergennes', state: 'VT', countyName: 'Addison', countyFips: '50001', lat: 44.13, lon: -73.28 });
  b.addZip({ zip: '05491', city: 'Panton', state: 'VT' });
  b.addZip({ zip: '05753', city: 'Middlebury', state: 'VT', countyName: 'Addison', countyFips: '50001', lat: 44.0, lon: -73.1 });
  b.addZip({ zip: '17327', city: 'Glen Rock', state: 'PA', countyName: 'York', countyFips: '42133' });
  b.addZip({ zip: '94102', city: 'San Francisco', state: 'CA' });
  return b;
}
