import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundedDistance, letterMask, maskDistance } from '../../../src/engine/match/edit-distance.js';

// plain optimal-string-alignment distance, unbounded, as the reference the banded one must agree with
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('boundedDistance', () => {
  it('counts one substitution, insertion, deletion or adjacent swap as one edit', () => {
    expect(boundedDistance('MAIN', 'MAIN', 2)).toBe(0);
    expect(boundedDistance('MAIN', 'MAIM', 2)).toBe(1);
    expect(boundedDistance('MAIN', 'MAN', 2)).toBe(1);
    expect(boundedDistance('MAIN', 'MAINE', 2)).toBe(1);
    expect(boundedDistance('MAIN', 'MIAN', 2)).toBe(1);
    expect(boundedDistance('WILLOWBROOK', 'WILOWBRUOK', 2)).toBe(2);
  });

  it('returns max + 1 as soon as the distance exceeds the bound', () => {
    expect(boundedDistance('MAIN', 'ELM', 1)).toBe(2);
    expect(boundedDistance('A', 'ABCD', 2)).toBe(3);
  });

  it('agrees with the unbounded distance whenever that is within the bound', () => {
    const word = fc.stringMatching(/^[ABC]{0,9}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const full = osa(a, b);
        expect(boundedDistance(a, b, max)).toBe(full <= max ? full : max + 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('never lets the letter-mask prefilter exceed the true distance', () => {
    const word = fc.stringMatching(/^[A-F0-9]{0,8}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(maskDistance(letterMask(a), letterMask(b))).toBeLessThanOrEqual(osa(a, b));
      }),
      { numRuns: 3000 },
    );
    expect(maskDistance(letterMask('MAIN'), letterMask('ELM'))).toBeGreaterThan(1);
  });
});
