import { describe, expect, it } from 'vitest';
import { findUnit, splitUnit } from '../../../src/engine/match/units.js';

describe('splitUnit', () => {
  it('splits a designator from its identifier, and keeps one-letter prefixes in the identifier', () => {
    expect(splitUnit('APT 4')).toEqual({ abbrev: 'APT', no: '4' });
    expect(splitUnit('# 4')).toEqual({ abbrev: '#', no: '4' });
    expect(splitUnit('#4')).toEqual({ abbrev: '#', no: '4' });
    expect(splitUnit('BSMT')).toEqual({ abbrev: 'BSMT', no: '' });
    expect(splitUnit('302')).toEqual({ abbrev: '', no: '302' });
    expect(splitUnit('R B')).toEqual({ abbrev: '', no: 'R B' });
  });
});

describe('findUnit', () => {
  const known = ['APT 1', 'APT 2', 'STE 2', 'BSMT', 'APT 04'];
  it('finds a unit by its number whatever designator was written', () => {
    expect(findUnit({ abbrev: '#', no: '1' }, known)).toEqual({ abbrev: 'APT', no: '1' });
    expect(findUnit({ abbrev: 'UNIT', no: '1' }, known)).toEqual({ abbrev: 'APT', no: '1' });
    expect(findUnit({ abbrev: 'APT', no: '4' }, known)).toEqual({ abbrev: 'APT', no: '04' });
  });
  it('prefers the designator written when two units share a number', () => {
    expect(findUnit({ abbrev: 'STE', no: '2' }, known)).toEqual({ abbrev: 'STE', no: '2' });
    expect(findUnit({ abbrev: 'APT', no: '2' }, known)).toEqual({ abbrev: 'APT', no: '2' });
  });
  it('matches number-less designators by name and reports units that are not there', () => {
    expect(findUnit({ abbrev: 'BSMT', no: '' }, known)).toEqual({ abbrev: 'BSMT', no: '' });
    expect(findUnit({ abbrev: 'APT', no: '9' }, known)).toBeUndefined();
    expect(findUnit({ abbrev: 'FRNT', no: '' }, known)).toBeUndefined();
    expect(findUnit({ abbrev: 'APT', no: '1' }, [])).toBeUndefined();
  });
});
