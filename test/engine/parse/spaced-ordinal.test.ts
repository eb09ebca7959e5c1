// rules/spaced-ordinal.ts: an ordinal's ending typed apart from its number, read as the ordinal.
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';

const n = createNormalizer(loadTables());
const street = (text: string) => {
  const r = n.parse(text);
  return r.ok ? [r.parts.primaryNo, r.parts.streetName, r.parts.suffix].join('|') : r.reason;
};

describe('a spaced ordinal ending', () => {
  it('joins its number before a street type', () => {
    expect(street('69 10 TH ST, Maple Falls, VT 05990')).toBe('69|10TH|ST');
    expect(street('106 3 rd St, Maple Falls, VT 05990')).toBe('106|3RD|ST');
  });
  it('joins its number before a name word that a street type follows ("2 nd Tee Ct": 2ND TEE CT)', () => {
    expect(street('2 2 nd Tee Ct, Maple Falls, VT 05990')).toBe('2|2ND TEE|CT');
    expect(street('1 1 st Tee Ct, Maple Falls, VT 05990')).toBe('1|1ST TEE|CT');
  });
  it("keeps an ending that is not the number's own, and RD closing the street", () => {
    expect(street('12 5 ND St, Maple Falls, VT 05990')).toBe('12|5 ND|ST');
    expect(street('12 3 Rd, Maple Falls, VT 05990')).toBe('12|3|RD');
  });
});
