// A typo is a misspelling inside a name, never a whole word more or less ('53 A River St' is no 53 RIVER ST).
import { describe, expect, it } from 'vitest';
import { wordApart } from '../../../src/engine/match/candidates.js';
import { townEngine } from '../lookup/town.js';

const town = townEngine();

describe('wordApart', () => {
  it('tells a name with a word more or less from a misspelling', () => {
    expect(wordApart('A RIVER', 'RIVER')).toBe(true);
    expect(wordApart('POINT', 'NO POINT')).toBe(true);
    expect(wordApart('0 KENOLIE CAMPGROUND', 'KENOLIE CAMPGROUND')).toBe(true);
    expect(wordApart('OLD A MILL', 'OLD MILL')).toBe(true);
    expect(wordApart('RIVERS', 'RIVER')).toBe(false);
    expect(wordApart('HORSESHOE ACRES', 'HORSESHOE ACRES 1')).toBe(false);
    expect(wordApart('MC KINLEY', 'MCKINLEY')).toBe(false);
    expect(wordApart('LARKIN', 'LAKRIN')).toBe(false);
  });
});

describe('the lookup', () => {
  it('does not drop a short word as a misspelling (44 Xy River St, 44 Ol River St are not 44 RIVER ST)', () => {
    for (const a of ['44 Xy River St, Maple Falls VT 05991', '44 Ol River St, Maple Falls VT 05991']) {
      const o = town.engine.lookupOne(a);
      expect([a, o.ok && o.status]).toEqual([a, 'ADDRESS_NOT_FOUND']);
    }
  });
  it('still corrects a misspelt name (44 Rivr St)', () => {
    const o = town.engine.lookupOne('44 Rivr St, Maple Falls VT 05991');
    expect(o.ok && [o.status, o.line1]).toEqual(['ADDRESS_FOUND', '44 RIVER ST']);
  });
});
