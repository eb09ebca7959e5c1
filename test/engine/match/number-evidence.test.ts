import { describe, expect, it } from 'vitest';
import { leadingNumber, otherForms } from '../../../src/engine/match/number-evidence.js';

describe('house number readings', () => {
  it('writes a trailing letter or half the other ways, never as a different number', () => {
    expect(otherForms('86A')).toEqual(['86 A', '86-A']);
    expect(otherForms('86 A')).toEqual(['86A', '86-A']);
    expect(otherForms('86-A')).toEqual(['86A', '86 A']);
    expect(otherForms('63 1/2')).toEqual(['63-1/2']);
    expect(otherForms('12-1/2')).toEqual(['12 1/2']);
    // '121/2' is 12 1/2 or 121 1/2: no reading offered
    for (const no of ['86', 'A', ' A', 'N86A', '121/2', '12 3/4', '86AB', '']) expect(otherForms(no)).toEqual([]);
  });
  it('writes a leading letter the other ways (C5, C-5, C 5), never as a different number', () => {
    expect(otherForms('C5')).toEqual(['C 5', 'C-5']);
    expect(otherForms('A-15')).toEqual(['A15', 'A 15']);
    expect(otherForms('B 14')).toEqual(['B14', 'B-14']);
    for (const no of ['AB5', 'N123W456', 'C5A', 'C']) expect(otherForms(no)).toEqual([]);
  });
  it('reads at most nine leading digits, -1 when the number starts otherwise', () => {
    expect(leadingNumber('123A')).toBe(123);
    expect(leadingNumber('12-34')).toBe(12);
    expect(leadingNumber('1234567890')).toBe(123456789);
    expect(leadingNumber('N123')).toBe(-1);
    expect(leadingNumber('')).toBe(-1);
  });
});
