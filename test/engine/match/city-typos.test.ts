import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cityTypos } from '../../../src/engine/match/city-typos.js';
import { boundedDistance } from '../../../src/engine/match/edit-distance.js';
import type { ReferenceIndex, ZipInfo } from '../../../src/engine/reference/types.js';

/** just enough of an index: one ZIP per city name, all in one state */
function reference(cities: readonly string[]): ReferenceIndex {
  const zips = cities.map((c, i) => ({ zip: String(10000 + i), state: 'VT', acceptableCities: [c] }) as unknown as ZipInfo);
  return { zipCodes: () => zips.map((z) => z.zip), zip: (z: string) => zips.find((x) => x.zip === z) } as unknown as ReferenceIndex;
}

describe('cityTypos', () => {
  it("finds the state's names one or two edits away, and none for short names", () => {
    const typos = cityTypos(reference(['NORTH TROY', 'TROY', 'BURLINGTON', 'BARRE']));
    expect(typos('NORT TROY', 'VT')).toEqual(['NORTH TROY']);
    expect(typos('BURLNGTN', 'VT')).toEqual(['BURLINGTON']);
    expect(typos('TRY', 'VT')).toEqual([]);
    expect(typos('NORT TROY', 'NH')).toEqual([]);
  });

  it('gives every name at the smallest distance within the bound, in list order (checked against a scan)', () => {
    const name = fc.stringMatching(/^[ABC ]{4,9}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 15 }), name, (names, q) => {
        const limit = q.length >= 6 ? 2 : 1;
        let best = limit + 1;
        for (const n of names) best = Math.min(best, boundedDistance(q, n, limit));
        const want = best <= limit ? names.filter((n) => boundedDistance(q, n, limit) === best) : [];
        expect(cityTypos(reference(names))(q, 'VT')).toEqual(want);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('citiesByState (the packed index)', () => {
  it("lists each state's postal city names once, in the order zip() gives them", async () => {
    const { buildTown } = await import('../lookup/town.js');
    const { reference } = buildTown();
    const want = new Map<string, string[]>();
    for (const z of reference.zipCodes()) {
      const info = reference.zip(z)!;
      const list = want.get(info.state) ?? [];
      for (const c of info.acceptableCities) if (!list.includes(c)) list.push(c);
      want.set(info.state, list);
    }
    expect(reference.citiesByState).toBeTypeOf('function');
    expect(new Map(reference.citiesByState!())).toEqual(want);
    // the same answers through the columns as through zip()
    const viaZip = { zipCodes: () => reference.zipCodes(), zip: (z: string) => reference.zip(z) } as unknown as ReferenceIndex;
    for (const q of ['MAPLE FALS', 'MAPEL FALLS', 'NOWHERE']) {
      for (const state of want.keys()) expect(cityTypos(reference)(q, state)).toEqual(cityTypos(viaZip)(q, state));
    }
  });
});
