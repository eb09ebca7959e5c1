import { describe, expect, it } from 'vitest';
import { canonicalNumber, compareNumber, joinNumber, NON_NUMERIC, splitNumber } from '../../../src/engine/reference/house-number.js';

describe('house numbers', () => {
  it('split into a numeric part and the rest, and join back to the same text', () => {
    for (const text of ['123', '123A', '123 1/2', '12-34', '0', 'N123W456', '0012']) {
      const { num, rest } = splitNumber(text);
      expect(joinNumber(num, rest)).toBe(text);
    }
    expect(splitNumber('123A')).toEqual({ num: 123, rest: 'A' });
    expect(splitNumber('12-34')).toEqual({ num: 12, rest: '-34' });
  });

  it('treats numbers that would not survive a round trip as non-numeric', () => {
    expect(splitNumber('0012').num).toBe(NON_NUMERIC);
    expect(splitNumber('N123W456')).toEqual({ num: NON_NUMERIC, rest: 'N123W456' });
    expect(splitNumber('1234567890').num).toBe(NON_NUMERIC);
  });

  it('canonical form is upper case with single spaces', () => {
    expect(canonicalNumber('  123   1/2 ')).toBe('123 1/2');
    expect(canonicalNumber('12a')).toBe('12A');
  });

  it('orders numerically, then by the rest', () => {
    const sorted = ['100', '9', '10B', '10', '10A', 'N1W2'].map(splitNumber).sort((a, b) => compareNumber(a.num, a.rest, b.num, b.rest));
    expect(sorted.map((s) => joinNumber(s.num, s.rest))).toEqual(['9', '10', '10A', '10B', '100', 'N1W2']);
  });
});
