import { describe, expect, it } from 'vitest';
import { emptyParts, sameParts } from '../../../src/engine/parse/parts.js';

describe('sameParts', () => {
  it('is true for two parses that read every part the same', () => {
    expect(sameParts({ ...emptyParts(), primaryNo: '12', streetName: 'MAIN', suffix: 'ST' }, { ...emptyParts(), primaryNo: '12', streetName: 'MAIN', suffix: 'ST' })).toBe(true);
  });

  it('tells apart parses that differ in any one part', () => {
    const base = { ...emptyParts(), primaryNo: '12', streetName: 'MAIN', suffix: 'ST', zip: '05401' };
    for (const k of Object.keys(base) as (keyof typeof base)[]) {
      expect(sameParts(base, { ...base, [k]: `${base[k]}X` }), k).toBe(false);
    }
  });
});
