import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createNormalizer } from '../../src/engine/normalize/index.js';
import { loadTables } from '../../src/data/load.js';
import { referenceNormalizer } from '../../src/reference/normalizer.js';

const REF = fileURLToPath(new URL('../../../shared/data/reference/', import.meta.url));
const HAVE = existsSync(REF);

/** Distinct values of the named columns in a source file (split naively: enough for a sample). */
function distinct(path: string, columns: string[]): Set<string> {
  const raw = readFileSync(path);
  const lines = (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8').split('\n');
  const header = lines[0]!.replace(/\r$/, '').split(',');
  const cols = columns.map((c) => header.indexOf(c)).filter((c) => c >= 0);
  const out = new Set<string>();
  for (const l of lines.slice(1)) {
    const f = l.replace(/\r$/, '').split(',');
    for (const c of cols) if (f[c]) out.add(f[c]!);
  }
  return out;
}

const HAND = ['north main street', 'N Main St', 'Saint James Pl', 'ST LOUIS AVE', 'Avenue of the Americas', 'VT ROUTE 22A', 'US HWY 1', 'Fifth Ave', 'OCEAN ISLE WEST BLVD', 'SW FREEWAY', 'COUNTY ROAD 12', 'Springfield', 'Mt Vernon', 'Ft Worth', 'APT 4', '#4', 'Illinois', 'N.Y.', ''];

function expectSameAnswers(values: Iterable<string>): void {
  const full = createNormalizer(loadTables());
  const ref = referenceNormalizer();
  for (const v of values) {
    expect(ref.normalizeStreet(v), v).toEqual(full.normalizeStreet(v));
    expect(ref.normalizeCity(v), v).toBe(full.normalizeCity(v));
    expect(ref.normalizeState(v), v).toBe(full.normalizeState(v));
    expect(ref.normalizeUnit(v), v).toEqual(full.normalizeUnit(v));
  }
}

describe('the reference normalizer (tables without the known-places list)', () => {
  it('answers hand-written streets, cities, states and units exactly as the full normalizer', () => {
    expectSameAnswers(HAND);
  });

  it.skipIf(!HAVE)(`answers every distinct street, city and unit of ../shared/data/reference as the full normalizer${HAVE ? '' : ' (skipped: ../shared/data is absent)'}`, () => {
    const values = new Set<string>();
    for (const [file, cols] of [
      ['ca-alameda-sample.oa.csv', ['STREET', 'CITY', 'UNIT', 'REGION']],
      ['ca-san-francisco-excerpt.oa.csv', ['STREET', 'CITY', 'UNIT']],
      ['ca-santa-clara-sample.oa.csv', ['STREET', 'CITY']],
      ['mt-meagher-tiger-addrfeat.csv', ['FULLNAME']],
      ['md-baltimore-county.oa.csv.gz', ['STREET', 'CITY']],
      ['vt-e911-statewide.oa.csv.gz', ['STREET', 'CITY', 'REGION']],
    ] as const) {
      for (const v of distinct(join(REF, file), [...cols])) values.add(v);
    }
    expect(values.size).toBeGreaterThan(10_000);
    expectSameAnswers(values);
  }, 60_000);
});
