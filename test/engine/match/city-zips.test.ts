import { beforeAll, describe, expect, it } from 'vitest';
import { cityZipsCache, type CityZipsCache } from '../../../src/engine/match/city-zips.js';
import { COST } from '../../../src/engine/match/costs.js';
import { zipCandidates } from '../../../src/engine/match/zip-candidates.js';
import { createNameKey } from '../../../src/engine/match/street-key.js';
import { zipStreetsCache } from '../../../src/engine/match/zip-streets.js';
import type { ReferenceIndex } from '../../../src/engine/reference/types.js';
import { buildTown } from '../lookup/town.js';

let reference: ReferenceIndex;
let cities: CityZipsCache;
beforeAll(() => {
  const town = buildTown();
  reference = town.reference;
  const normalizer = town.normalizer;
  cities = cityZipsCache(reference, zipStreetsCache(reference, (s) => normalizer.normalizeStreet(s), createNameKey(normalizer.tables)));
});

describe('city ZIPs', () => {
  it("merges the city's street tables ZIP by ZIP, exact names before shortened ones", () => {
    const maple = cities('MAPLE FALLS', 'VT');
    expect(maple.infos.map((z) => z.zip)).toEqual(['05990', '05991']);
    const church = maple.named('CHURCH')!.map((s) => `${maple.infos[s.at]!.zip} ${s.street.name} ${s.street.suffix}`);
    expect(church).toEqual(['05990 CHURCH ST', '05991 CHURCH ST']);
    // RICE HILL RD is reached by RICE (HILL read as its suffix) only as a shortened name
    expect(maple.named('RICE')!.every((s) => s.shortened !== undefined)).toBe(true);
    expect(maple.named('NOWHERE')).toBeUndefined();
    expect(cities('NOWHERE', 'VT').infos).toEqual([]);
  });

  it('answers the same for a name after thousands of names the city does not hold', () => {
    const maple = cities('MAPLE FALLS', 'VT');
    const church = maple.named('CHURCH')!.map((s) => [s.at, s.street.id, s.shortened?.asWritten.name]);
    for (let i = 0; i < 10_000; i++) expect(maple.named(`NO SUCH ${i}`)).toBeUndefined();
    expect(maple.named('CHURCH')!.map((s) => [s.at, s.street.id, s.shortened?.asWritten.name])).toEqual(church);
    expect(maple.named('RICE')!.map((s) => s.shortened?.asWritten.suffix)).toEqual(['HL']);
  });

  it('shares one candidate list per cost and keeps the ZIP given out of the city list', () => {
    const maple = cities('MAPLE FALLS', 'VT');
    expect(maple.candidates(COST.zipChanged, false)).toBe(maple.candidates(COST.zipChanged, false));
    expect(cities('MAPLE FALLS', 'VT')).toBe(maple);
    const wrong = zipCandidates(reference, cities, '05991', 'MAPLE FALLS', 'VT');
    expect(wrong.cityZips.map((z) => [z.info.zip, z.cost])).toEqual([['05990', COST.zipChanged]]);
    const none = zipCandidates(reference, cities, '', 'MAPLE FALLS', 'VT');
    expect(none.cityZips.map((z) => [z.info.zip, z.cost])).toEqual([['05990', 0], ['05991', 0]]);
    expect(none.cityStreetZips.map((z) => z.info.zip)).toEqual(['05990', '05991']);
  });
});

describe('pointBrief', () => {
  it('is the point without its unit list, counting the units instead', () => {
    const maple = cities('MAPLE FALLS', 'VT');
    const main = maple.named('MAIN')!.find((s) => s.street.predir === 'N')!.street;
    const full = reference.point(main.id, '300')!;
    const brief = reference.pointBrief!(main.id, '300')!;
    expect(full.units).toEqual(['APT 1', 'APT 2', 'APT 3']);
    // (its coordinates are getters over the columns: read one by one, not spread)
    const { primaryNo, zip4, units, unitCount, residential, lat, lon, unitsListed } = brief;
    expect({ primaryNo, zip4, units, unitCount, residential, lat, lon, unitsListed }).toEqual({ ...full, units: [], unitsListed: 3 });
    expect(reference.pointBrief!(main.id, '200')).toMatchObject({ unitCount: 4, unitsListed: 0 });
    expect(reference.pointBrief!(main.id, '301')).toBeUndefined();
    const poor = maple.named('POORFARM')?.[0] ?? maple.named('POOR FARM')?.[0];
    expect(poor).toBeDefined();
    expect(reference.pointBrief!(poor!.street.id, '86 A')?.primaryNo).toBe(reference.point(poor!.street.id, '86 A')?.primaryNo);
  });
});
