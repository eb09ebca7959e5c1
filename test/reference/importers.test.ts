import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceIndex } from '../../src/engine/reference/index.js';
import { buildReference, type BuildReport } from '../../src/reference/build.js';
import { SourceError } from '../../src/reference/errors.js';
import { tempDir } from '../helpers/tmp.js';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/reference/${name}`, import.meta.url));

function streetIn(ix: ReferenceIndex, zip: string, name: string) {
  const s = ix.streetsInZip(zip).find((x) => x.name === name);
  if (!s) throw new Error(`no ${name} in ${zip}`);
  return s;
}

describe('OpenAddresses CSV importer (plain and gzip)', () => {
  let plain: { index: ReferenceIndex; report: BuildReport };
  let gz: { index: ReferenceIndex; report: BuildReport };
  beforeAll(async () => {
    plain = await buildReference([fixture('points.oa.csv')]);
    // the .gz is made here from the fixture, and named without .gz: gzip is detected from the bytes
    const dir = tempDir('usaddr-ref-test-');
    const gzPath = join(dir, 'points.oa.csv.bin');
    writeFileSync(gzPath, gzipSync(readFileSync(fixture('points.oa.csv'))));
    gz = await buildReference([gzPath]);
  });

  it('counts every row: accepted, or rejected by reason (nothing silently dropped)', () => {
    const r = plain.report.sources[0]!;
    expect(r.kind).toBe('openaddresses');
    expect(r.rows).toBe(17);
    expect(r.rejected).toEqual({ INACTIVE: 1, NO_NUMBER: 1, NO_STREET: 1, BAD_ZIP: 1, ZIP_NOT_IN_TABLE: 1, NO_ZIP: 1, MALFORMED_ROW: 1 });
    expect(r.accepted + Object.values(r.rejected).reduce((a, b) => a + b, 0)).toBe(r.rows);
    expect(r.notes).toEqual({ CITY_FROM_ZIP: 3, STATE_FROM_ZIP: 1 });
  });

  it('reads the gzip file to the same report and index', () => {
    expect({ ...gz.report.sources[0]!, path: '', seconds: 0 }).toEqual({ ...plain.report.sources[0]!, path: '', seconds: 0 });
    expect(gz.index.meta.counts).toEqual(plain.index.meta.counts);
  });

  it('uses the extra columns: ZIP4, SITETYPE → residential flag, UNITCOUNT, and merges duplicates', () => {
    const ix = plain.index;
    const main = streetIn(ix, '05491', 'MAIN');
    expect(ix.point(main.id, '10')?.zip4).toBe('1234');
    expect(ix.point(main.id, '12')).toMatchObject({ zip4: '5678', residential: '' });
    const route = streetIn(ix, '05491', 'VT ROUTE 22A');
    expect(ix.point(route.id, '2916')).toMatchObject({ residential: 'Y', unitCount: 1 });
    // COMMERCIAL and MULTI-FAMILY rows at 2852 merge: residential wins, the larger UNITCOUNT stays
    expect(ix.point(route.id, '2852')).toMatchObject({ residential: 'Y', unitCount: 4 });
    const octavia = streetIn(ix, '94102', 'OCTAVIA');
    expect(ix.point(octavia.id, '7')?.units).toEqual(['# 2', 'APT 2', 'APT 10']);
    expect(ix.numbers(octavia.id)).toEqual(['7', '9']);
  });

  it('gives rows without CITY the postal city of their ZIP, and cross-border ZIPs their mailing state', () => {
    const ix = plain.index;
    expect(streetIn(ix, '17327', 'GUNPOWDER').city).toBe('GLEN ROCK');
    expect(ix.zip('17327')?.state).toBe('PA');
    expect(ix.zip('05491')?.acceptableCities[0]).toBe('VERGENNES');
    expect(ix.zip('05491')?.acceptableCities).toContain('ADDISON');
  });

  it('rejects the ANYTOWN test row by rule (it has no ZIP), so ANYTOWN never becomes a city', () => {
    expect(plain.index.zipsForCity('ANYTOWN', 'CA')).toEqual([]);
    expect(plain.index.streetsByPrefix('FAKE', {}, 5)).toEqual([]);
  });

  it('always includes the national ZIP table', () => {
    expect(plain.report.zipTable.accepted).toBeGreaterThan(40000);
    expect(plain.index.zip('99553')?.preferredCity).toBe('AKUTAN');
    expect(plain.index.zip('99553')?.hasStreets).toBe(false);
  });
});

describe('OpenAddresses GeoJSON-lines importer', () => {
  it('reads features, counts bad lines, splits ZIP+4 and merges repeated points', async () => {
    const { index, report } = await buildReference([fixture('points.geojsonl')]);
    const r = report.sources[0]!;
    expect(r.kind).toBe('openaddresses-geojson');
    expect(r).toMatchObject({ rows: 7, accepted: 4, rejected: { BAD_JSON: 2, NO_NUMBER: 1 } });
    const santaClara = streetIn(index, '94501', 'SANTA CLARA');
    expect(index.point(santaClara.id, '1216')).toMatchObject({ zip4: '1234', units: ['APT 3'] });
    expect(index.numbers(streetIn(index, '94502', 'CENTRE').id)).toEqual(['516', '600']);
  });
});

describe('TIGER ADDRFEAT importer', () => {
  it('adds one range per side, refuses rows with no usable range, and drops repeated ranges', async () => {
    const { index, report } = await buildReference([fixture('tiger.csv')]);
    const r = report.sources[0]!;
    expect(r.kind).toBe('tiger-addrfeat');
    expect(r).toMatchObject({ rows: 7, accepted: 4, rejected: { BAD_RANGE: 2, NO_ZIP: 1 }, sideRejected: { ZIP_NOT_IN_TABLE: 1 }, ranges: 6 });
    const main = streetIn(index, '59645', 'MAIN');
    expect(index.ranges(main.id)).toHaveLength(3);
    expect(index.rangesFor(main.id, 151)).toEqual([{ from: 101, to: 199, parity: 'O', zip4: '1001', side: 'L' }]);
    expect(index.rangesFor(main.id, 150)).toEqual([{ from: 100, to: 198, parity: 'E', zip4: '', side: 'R' }]);
    expect(index.rangesFor(main.id, 250)).toEqual([]);
    expect(index.zip('59645')?.hasStreets).toBe(true);
    expect(index.meta.counts.ranges).toBe(4);
  });
});

describe('ZCTA → district importer', () => {
  it('sets a district for one-district ZIPs only and counts refused rows', async () => {
    const { index, report } = await buildReference([], { districts: fixture('districts.csv') });
    expect(report.districts).toMatchObject({ rows: 6, accepted: 4, rejected: { ZIP_NOT_IN_TABLE: 1, MALFORMED_ROW: 1 } });
    expect(index.zip('05491')?.district).toBe('0');
    expect(index.zip('94501')).toMatchObject({ district: '', districts: ['12', '14'] });
  });
});

describe('source errors', () => {
  it('a CSV that is neither OpenAddresses nor TIGER, or a missing file, is a SourceError naming the file', async () => {
    await expect(buildReference([fixture('unknown-kind.csv')])).rejects.toThrow(SourceError);
    await expect(buildReference([fixture('unknown-kind.csv')])).rejects.toThrow(/unknown source kind/);
    await expect(buildReference([fixture('no-such-file.csv')])).rejects.toThrow(/cannot read .*no-such-file\.csv: no such file$/);
  });
});
