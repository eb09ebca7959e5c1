import { describe, expect, it } from 'vitest';
import { leadingNumber, otherSpacing } from '../../../src/engine/match/number-evidence.js';

describe('house number readings', () => {
  it('writes a trailing letter the other way, and only a trailing letter after digits', () => {
    expect(otherSpacing('86A')).toBe('86 A');
    expect(otherSpacing('86 A')).toBe('86A');
    for (const no of ['86', 'A', ' A', 'N86A', '86-A', '12 1/2', '']) expect(otherSpacing(no)).toBe('');
  });
  it('reads at most nine leading digits, -1 when the number starts otherwise', () => {
    expect(leadingNumber('123A')).toBe(123);
    expect(leadingNumber('12-34')).toBe(12);
    expect(leadingNumber('1234567890')).toBe(123456789);
    expect(leadingNumber('N123')).toBe(-1);
    expect(leadingNumber('')).toBe(-1);
  });
});
