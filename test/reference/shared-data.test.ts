import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeholderNumber, type ReferenceIndex } from '../../src/engine/reference/index.js';
import { buildReference, type BuildReport } from '../../src/reference/build.js';
import { readIndexFile, writeIndexFile } from '../../src/reference/index-file.js';
import { referenceNormalizer } from '../../src/reference/normalizer.js';
import { loadTables } from '../../src/data/load.js';
import { createNormalizer } from '../../src/engine/normalize/index.js';
import { createNameKey } from '../../src/engine/match/street-key.js';
import { buildZipStreets } from '../../src/engine/match/zip-streets.js';
import { tempDir } from '../helpers/tmp.js';

const SHARED = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
const REF = join(SHARED, 'reference');
const DISTRICTS = join(SHARED, 'zip/zcta-congressional-district-119.csv');
const HAVE = existsSync(REF) && existsSync(DISTRICTS);
const FILES = ['ca-alameda-sample.oa.csv', 'ca-san-francisco-excerpt.oa.csv', 'ca-santa-clara-sample.oa.csv', 'md-baltimore-county.oa.csv.gz', 'mt-meagher-tiger-addrfeat.csv', 'vt-e911-statewide.oa.csv.gz'];

/** The file's data lines, split naively (these files quote nothing that matters here). */
function rows(name: string): string[][] {
  const raw = readFileSync(join(REF, name));
  const text = (name.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.slice(1).map((l) => l.replace(/\r$/, '').split(','));
}

const TITLE = HAVE ? 'a build from all of ../shared/data/reference' : 'a build from ../shared/data/reference (skipped: ../shared/data is absent)';

describe.skipIf(!HAVE)(TITLE, () => {
  let index: ReferenceIndex;
  let report: BuildReport;
  const byName = (name: string) => report.sources.find((s) => s.path.endsWith(name))!;
  beforeAll(async () => {
    ({ index, report } = await buildReference(
      FILES.map((f) => join(REF, f)),
      { districts: DISTRICTS },
    ));
  }, 120_000);

  it('reads every row of every file and accounts for each one', () => {
    for (const name of FILES) {
      const r = byName(name);
      expect(r.rows, name).toBe(rows(name).length);
      expect(r.accepted + Object.values(r.rejected).reduce((a, b) => a + b, 0), name).toBe(r.rows);
    }
    expect(byName('mt-meagher-tiger-addrfeat.csv').kind).toBe('tiger-addrfeat');
  });

  it('rejects exactly the INACTIVE Baltimore County rows as INACTIVE', () => {
    const inactive = rows('md-baltimore-county.oa.csv.gz').filter((r) => r[12] === 'INACTIVE').length;
    expect(inactive).toBeGreaterThan(0);
    expect(byName('md-baltimore-county.oa.csv.gz').rejected.INACTIVE).toBe(inactive);
  });

  it("gives Vermont rows without CITY their ZIP's postal city", () => {
    const vt = rows('vt-e911-statewide.oa.csv.gz');
    const noCity = vt.filter((r) => r[5] === '');
    const notes = byName('vt-e911-statewide.oa.csv.gz').notes.CITY_FROM_ZIP ?? 0;
    const rejected = Object.values(byName('vt-e911-statewide.oa.csv.gz').rejected).reduce((a, b) => a + b, 0);
    expect(notes).toBeGreaterThanOrEqual(noCity.length - rejected);
    const norm = referenceNormalizer();
    // (house number 0 marks an unaddressed structure, ACCESSORY BUILDING mostly: not indexed)
    const sample = noCity.filter((r, i) => i % 997 === 0 && !placeholderNumber(r[2]!));
    for (const r of sample) {
      const parts = norm.normalizeStreet(r[3]!);
      const zip = r[8]!;
      const street = index.streetsInZip(zip).find((s) => s.name === parts.name && s.suffix === parts.suffix && s.predir === parts.predir && s.postdir === parts.postdir);
      expect(street, `${r[2]} ${r[3]} ${zip}`).toBeDefined();
      expect(index.point(street!.id, r[2]!), `${r[2]} ${r[3]} ${zip}`).toBeDefined();
      expect(index.zip(zip)?.acceptableCities).toContain(index.zip(zip)?.preferredCity);
    }
  });

  it('rejects the ANYTOWN test rows by rule (no ZIP), so the name never becomes an acceptable city', () => {
    expect(byName('ca-alameda-sample.oa.csv').rejected.NO_ZIP).toBeGreaterThanOrEqual(1);
    expect(index.zipsForCity('ANYTOWN', 'CA')).toEqual([]);
  });

  it('splits ZIP+4 postcodes from the Alameda sample into the point ZIP+4', () => {
    const r = rows('ca-alameda-sample.oa.csv').find((x) => /^\d{5}-\d{4}$/.test(x[8] ?? '') && x[4] === '')!;
    const parts = referenceNormalizer().normalizeStreet(r[3]!);
    const zip = r[8]!.slice(0, 5);
    const street = index.streetsInZip(zip).find((s) => s.name === parts.name && s.suffix === parts.suffix)!;
    expect(index.point(street.id, r[2]!)?.zip4).toBe(r[8]!.slice(6));
  });

  it('adds districts and keeps the TIGER ranges', () => {
    expect(report.districts?.accepted).toBeGreaterThan(40000);
    expect(index.meta.counts.ranges).toBeGreaterThan(0);
    expect(index.meta.stats?.backed.zipsWithDistrict).toBeGreaterThan(30000);
  });

  it("answers zipsForCity with every ZIP listing the city, in index order, state by state", () => {
    const expected = new Map<string, string[]>();
    for (const zip of index.zipCodes()) {
      const info = index.zip(zip)!;
      for (const city of info.acceptableCities) {
        const key = `${info.state}|${city}`;
        expected.set(key, [...(expected.get(key) ?? []), zip]);
      }
    }
    expect(expected.size).toBeGreaterThan(1000);
    for (const [key, zips] of expected) {
      const [state, city] = key.split('|') as [string, string];
      expect(index.zipsForCity(city, state), key).toEqual(zips);
    }
    expect(index.zipsForCity(' burlington ', 'vt')).toEqual(expected.get('VT|BURLINGTON'));
    expect(index.zipsForCity('BURLINGTON', 'VT|X')).toEqual([]);
    expect(index.zipsForCity('NOWHERE', 'VT')).toEqual([]);
    expect(index.zipsForCity('BURLINGTON', 'ZZ')).toEqual([]);
  });

  it("builds every ZIP's shortened names the same when only streets ending in a type or direction are read in full", () => {
    const norm = createNormalizer(loadTables());
    const key = createNameKey(norm.tables);
    let keys = 0;
    for (const zip of index.zipCodes()) {
      const streets = index.streetsInZip(zip);
      const all = buildZipStreets(streets, (s) => norm.normalizeStreet(s), key);
      const typed = buildZipStreets(streets, (s) => norm.normalizeTypedStreet(s), key);
      expect([...typed.shortened], zip).toEqual([...all.shortened]);
      expect(typed.shortenedBits, zip).toBe(all.shortenedBits);
      keys += all.shortened.size;
    }
    // thousands of names are shortened (RICE HILL RD read as RICE HL): the comparison is not between empty maps
    expect(keys).toBeGreaterThan(1000);
  });

  it('round trip through a file answers the same on a sample of real streets', () => {
    const path = join(tempDir('usaddr-shared-'), 'shared.usaddr');
    writeIndexFile(path, index);
    const back = readIndexFile(path);
    expect(back.meta).toEqual(index.meta);
    const zips = index.zipCodes().filter((z) => index.zip(z)?.hasStreets);
    for (const zip of zips.filter((_, i) => i % 7 === 0)) {
      expect(back.streetsInZip(zip)).toEqual(index.streetsInZip(zip));
      const s = index.streetsInZip(zip)[0]!;
      expect(back.points(s.id)).toEqual(index.points(s.id));
    }
  });
});
