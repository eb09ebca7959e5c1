// Pelias-style keystroke tests on real addresses: each target is typed one character at a time; it
// must be in the top 3 once its street name is complete and stay there to the end of the address.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createEngine, type Engine } from '../../../src/engine/index.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import type { ReferenceIndex } from '../../../src/engine/reference/types.js';
import { buildReference } from '../../../src/reference/build.js';

const DIR = new URL('../../../../shared/data/reference/', import.meta.url);
const FILES = ['ca-san-francisco-excerpt.oa.csv', 'ca-alameda-sample.oa.csv'].map((f) => new URL(f, DIR).pathname);
const present = FILES.every((f) => existsSync(f));
if (!present) console.log('keystroke tests skipped: ../shared/data/reference is absent');

interface Target {
  line: string;
  zip: string;
  typed: string;
  streetEnd: number;
}

/** every 37th point of the index, in ZIP and street order: a spread of real addresses */
function targets(index: ReferenceIndex, count: number): Target[] {
  const out: Target[] = [];
  let k = 0;
  for (const zip of index.zipCodes()) {
    for (const s of index.streetsInZip(zip)) {
      for (const no of index.numbers(s.id)) {
        if (k++ % 37 !== 0 || out.length >= count) continue;
        const line = `${no} ${[s.predir, s.name, s.suffix, s.postdir].filter(Boolean).join(' ')}`;
        const info = index.zip(zip)!;
        const street = line.toLowerCase();
        out.push({ line, zip, typed: `${street}, ${(s.city || info.preferredCity).toLowerCase()} ${info.state.toLowerCase()} ${zip}`, streetEnd: street.length });
      }
    }
  }
  return out;
}

describe.runIf(present)('keystrokes on real addresses', () => {
  let engine: Engine;
  let index: ReferenceIndex;
  beforeAll(async () => {
    index = (await buildReference(FILES)).index;
    engine = createEngine({ normalizer: createNormalizer(loadTables()), reference: index });
  }, 60_000);

  it('the target is in the top 3 by street-complete and stays there as the rest is typed', () => {
    const list = targets(index, 60);
    expect(list.length).toBe(60);
    const misses: string[] = [];
    for (const t of list) {
      for (let k = t.streetEnd; k <= t.typed.length; k++) {
        const r = engine.autocomplete(t.typed.slice(0, k));
        const rank = r.ok ? r.suggestions.findIndex((s) => s.street === t.line && s.zip === t.zip) : -1;
        if (rank < 0 || rank > 2) {
          misses.push(`${t.typed.slice(0, k)} → rank ${rank}`);
          break;
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('with one letter of the street name changed, the target is still in the top 3', () => {
    const misses: string[] = [];
    for (const t of targets(index, 60)) {
      const words = t.line.split(' ');
      const i = words.findIndex((w, j) => j > 0 && w.length >= 5 && /^[A-Z]+$/.test(w));
      if (i < 0) continue;
      const w = words[i]!;
      words[i] = w.slice(0, 2) + (w[2] === 'X' ? 'Y' : 'X') + w.slice(3);
      const r = engine.autocomplete(words.join(' ').toLowerCase());
      const rank = r.ok ? r.suggestions.findIndex((s) => s.street === t.line && s.zip === t.zip) : -1;
      if (rank < 0 || rank > 2) misses.push(`${words.join(' ')} → ${rank}`);
    }
    expect(misses).toEqual([]);
  });
});
