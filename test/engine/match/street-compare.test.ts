import { describe, expect, it } from 'vitest';
import { COST } from '../../../src/engine/match/costs.js';
import { compareStreet } from '../../../src/engine/match/street-compare.js';
import type { StreetEntry } from '../../../src/engine/reference/types.js';

const ref = (predir: string, name: string, suffix: string, postdir = ''): StreetEntry => ({ id: 1, zip: '05990', predir, name, suffix, postdir, city: '' });
const q = (predir: string, name: string, suffix: string, postdir = '') => ({ predir, name, suffix, postdir });

describe('compareStreet', () => {
  it('costs nothing for the same street', () => {
    expect(compareStreet(q('N', 'MAIN', 'ST'), ref('N', 'MAIN', 'ST'), 0)).toEqual({ cost: 0, changes: [] });
  });
  it('prices filling a missing part below changing a given one', () => {
    const filled = compareStreet(q('', 'MAIN', ''), ref('N', 'MAIN', 'ST'), 0);
    expect(filled.changes).toEqual(['suffix added', 'directional added']);
    expect(filled.cost).toBe(2 * COST.fillPart);
    const wrong = compareStreet(q('N', 'MAIN', 'AVE'), ref('N', 'MAIN', 'ST'), 0);
    expect(wrong.changes).toEqual(['suffix corrected']);
    expect(wrong.cost).toBeGreaterThan(filled.cost);
  });
  it('sees a directional written after the street as the same street', () => {
    expect(compareStreet(q('', 'MAIN', 'ST', 'N'), ref('N', 'MAIN', 'ST'), 0).changes).toEqual(['directional moved']);
  });
  it('names typos and highway aliases as such', () => {
    expect(compareStreet(q('', 'MIAN', 'ST'), ref('', 'MAIN', 'ST'), 1)).toEqual({ cost: COST.typoEdit, changes: ['spelling corrected'] });
    expect(compareStreet(q('', 'ROUTE 22A', ''), ref('', 'VT ROUTE 22A', ''), 0).changes).toEqual(['highway alias']);
  });
});
