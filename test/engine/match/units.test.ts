import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('findUnit against the plain definition', () => {
  // the definition the fast scan must agree with: split every listed unit, compare identifier keys
  const key = (no: string): string => no.replace(/[^0-9A-Z]/g, '').replace(/^0+(?=\d)/, '');
  function plain(given: { abbrev: string; no: string }, known: readonly string[]): { abbrev: string; no: string } | undefined {
    if (given.no !== '' && known.includes(`${given.abbrev} ${given.no}`)) return { abbrev: given.abbrev, no: given.no };
    const k = key(given.no);
    let fallback;
    for (const unit of known) {
      const u = splitUnit(unit);
      if (k === '') {
        if (u.no === '' && u.abbrev === given.abbrev) return u;
        continue;
      }
      if (key(u.no) !== k && key(u.abbrev + u.no) !== k) continue;
      if (u.abbrev === given.abbrev) return u;
      fallback ??= u;
    }
    return fallback;
  }
  const designator = fc.constantFrom('', '#', 'APT', 'STE', 'UNIT', 'PH', 'BSMT');
  const id = fc.stringMatching(/^(0{0,2}[0-9]{1,3}[A-C]?|[A-C]{1,2}[0-9]?|[0-9]-[0-9]|[A-C] [A-C])$/);
  const listed = fc.tuple(designator, id).map(([d, n]) => (d === '' ? n : d === 'BSMT' ? d : `${d} ${n}`));

  it('finds the same unit in every list', () => {
    fc.assert(
      fc.property(fc.tuple(designator, fc.oneof(id, fc.constant(''))), fc.array(listed, { maxLength: 30 }), ([abbrev, no], known) => {
        expect(findUnit({ abbrev, no }, known)).toEqual(plain({ abbrev, no }, known));
      }),
      { numRuns: 3000 },
    );
  });

  it('does not take unit 14 or 4A for unit 4, and takes 04', () => {
    expect(findUnit({ abbrev: 'APT', no: '4' }, ['APT 14', 'APT 4A', 'APT 24'])).toBeUndefined();
    expect(findUnit({ abbrev: '#', no: '4' }, ['APT 14', 'APT 004'])).toEqual({ abbrev: 'APT', no: '004' });
  });
});
