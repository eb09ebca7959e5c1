// Builds the synthetic Maple Falls reference (fixtures/town) through the real IndexBuilder and
// normalizer, and the engine over it. Shared by the lookup tests.
import { readFileSync } from 'node:fs';
import { beforeAll } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createEngine, type Engine } from '../../../src/engine/index.js';
import { createNormalizer, type Normalizer } from '../../../src/engine/normalize/index.js';
import { IndexBuilder } from '../../../src/engine/reference/builder.js';
import type { LookupMatch } from '../../../src/engine/lookup/types.js';
import type { ReferenceIndex } from '../../../src/engine/reference/types.js';

function rows(name: string): Record<string, string>[] {
  const text = readFileSync(new URL(`../../../fixtures/town/${name}`, import.meta.url), 'utf8');
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const header = lines[0]!.split(',');
  return lines.slice(1).map((l) => {
    const cells = l.split(',');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

function must(r: { ok: boolean; reason?: string }, what: string): void {
  if (!r.ok) throw new Error(`town fixture: ${what} refused (${r.reason})`);
}

export function buildTown(): { engine: Engine; reference: ReferenceIndex; normalizer: Normalizer } {
  const tables = loadTables();
  const normalizer = createNormalizer(tables);
  const b = new IndexBuilder(normalizer);
  for (const z of rows('zips.csv')) {
    must(b.addZip({ zip: z.zip!, city: z.city!, state: z.state!, countyName: z.county_name, countyFips: z.county_fips, lat: Number(z.lat), lon: Number(z.lon) }), z.zip!);
  }
  for (const d of rows('districts.csv')) must(b.addDistrict(d.zip!, d.district!), `district ${d.zip}`);
  for (const p of rows('points.csv')) {
    must(
      b.addPoint({
        number: p.number!, street: p.street!, unit: p.unit, city: p.city, state: p.state, zip: p.zip!, zip4: p.zip4,
        unitCount: p.unit_count === '' ? 0 : Number(p.unit_count), residential: p.residential as '' | 'Y' | 'N', lat: 44.5, lon: -73.1,
      }),
      `${p.number} ${p.street}`,
    );
  }
  for (const r of rows('ranges.csv')) {
    must(b.addRange({ street: r.street!, from: r.from!, to: r.to!, parity: r.parity as 'O' | 'E' | 'B', zip: r.zip!, zip4: r.zip4, side: r.side as 'L' | 'R' }), r.street!);
  }
  const reference = b.build({ builtAt: '2026-01-01T00:00:00Z' });
  return { engine: createEngine({ normalizer, reference }), reference, normalizer };
}

/**
 * Registers a beforeAll that builds the town's engine for the calling test file. `look` gives the
 * town's match for an address and fails the test with the engine's reason when there is none.
 */
export function townEngine(): { engine: Engine; look(address: string): LookupMatch } {
  const town = {
    engine: undefined as unknown as Engine,
    look(address: string): LookupMatch {
      const o = town.engine.lookupOne(address);
      if (!o.ok) throw new Error(`expected a match for ${address}, got ${o.reason}: ${o.message}`);
      return o;
    },
  };
  beforeAll(() => {
    town.engine = buildTown().engine;
  });
  return town;
}
