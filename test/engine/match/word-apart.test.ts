// A typo is a misspelling inside a name, never a whole word more or less ('53 A River St' is no 53 RIVER ST).
import { describe, expect, it } from 'vitest';
import { wordApart as apart } from '../../../src/engine/match/candidates.js';
import { townEngine } from '../lookup/town.js';

const town = townEngine();

describe('wordApart', () => {
  it('tells a name with a word more or less from a misspelling', () => {
    const street = (name: string, parts: Partial<{ predir: string; suffix: string; postdir: string }> = {}) => ({ name, predir: '', suffix: '', postdir: '', ...parts });
    const wordApart = (written: string, s: ReturnType<typeof street>, predir = '') => apart({ name: written, predir, suffix: '', postdir: '' }, s);
    expect(wordApart('A RIVER', street('RIVER'))).toBe(true);
    expect(wordApart('NO POINT', street('POINT', { suffix: 'RD' }))).toBe(true);
    expect(wordApart('POINT', street('NO POINT'))).toBe(true);
    expect(wordApart('0 KENOLIE CAMPGROUND', street('KENOLIE CAMPGROUND'))).toBe(true);
    expect(wordApart('OLD A MILL', street('OLD MILL'))).toBe(true);
    expect(wordApart('RIVERS', street('RIVER'))).toBe(false);
    expect(wordApart('HORSESHOE ACRES', street('HORSESHOE ACRES 1'))).toBe(false);
    expect(wordApart('MC KINLEY', street('MCKINLEY'))).toBe(false);
    expect(wordApart('LAKRIN', street('LARKIN'))).toBe(false);
    // the street's own direction or type, folded into the written name by the parse
    expect(wordApart('RIVER E', street('RIVER', { suffix: 'RD', postdir: 'E' }))).toBe(false);
    expect(wordApart('GLEN ARM RD', street('GLEN ARM', { suffix: 'RD' }))).toBe(false);
    expect(wordApart('NO MAIN', street('MAIN', { predir: 'N', suffix: 'ST' }))).toBe(false);
    expect(wordApart('TIMBERBROOK NO', street('TIMBERBROOK', { postdir: 'N' }))).toBe(false);
    expect(wordApart('E POND', street('POND', { predir: 'SE', suffix: 'RD' }), 'S')).toBe(false);
    expect(wordApart('A RIVER', street('RIVER', { predir: 'N' }))).toBe(true);
    // (a type word opening the name is no type: S + RD LANDGROVE is no LANDGROVE RD)
    expect(wordApart('RD LANDGROVE', street('LANDGROVE', { suffix: 'RD' }), 'S')).toBe(true);
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

describe('a name written without its last word and its type', () => {
  it('is not taken for a shortening (68 Rice is no 68 RICE HILL RD; 68 Rice Hill is)', () => {
    const o = town.engine.lookupOne('68 Rice, Maple Falls VT 05990');
    expect(o.ok && o.status).not.toBe('ADDRESS_FOUND');
    const m = town.engine.lookupOne('68 Rice Hill, Maple Falls VT 05990');
    expect(m.ok && [m.status, m.line1]).toEqual(['ADDRESS_FOUND', '68 RICE HILL RD']);
  });
});
