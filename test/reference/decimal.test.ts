import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../src/reference/decimal.js';

describe('parseDecimal (coordinates)', () => {
  it('equals Number() on plain decimals of any length, sign and digit count', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{0,9}$/), fc.boolean(), fc.stringMatching(/^\d{0,12}$/))
      .map(([neg, int, dot, frac]) => `${neg ? '-' : ''}${int}${dot ? '.' : ''}${dot ? frac : ''}`);
    fc.assert(fc.property(decimal, (s) => Object.is(parseDecimal(s), Number(s))), { numRuns: 20_000 });
  });

  it('falls back to Number() for everything else (blanks, exponents, signs, garbage)', () => {
    for (const s of ['', ' ', ' -72.5 ', '1e5', '+3.5', '-', '.', '0x1F', '1.2.3', '-72,5', '12345678901234567.5', 'NaN']) {
      expect(Object.is(parseDecimal(s), Number(s)), s).toBe(true);
    }
    expect(parseDecimal('-72.5731204')).toBe(-72.5731204);
  });
});
