import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeletionIndex, oneEditCandidates } from '../../../src/engine/match/deletion-index.js';
import { boundedDistance } from '../../../src/engine/match/edit-distance.js';

describe('deletion index', () => {
  it('finds every name one edit away, whatever the edit', () => {
    const index = buildDeletionIndex(['MAIN', 'ELM', 'WILLOW', 'MAPLE']);
    expect([...oneEditCandidates(index, 'MAIM')]).toContain('MAIN');
    expect([...oneEditCandidates(index, 'MIAN')]).toContain('MAIN');
    expect([...oneEditCandidates(index, 'MAN')]).toContain('MAIN');
    expect([...oneEditCandidates(index, 'MAINE')]).toContain('MAIN');
    expect([...oneEditCandidates(index, 'WILOW')]).toContain('WILLOW');
    expect(oneEditCandidates(index, 'MAIN')).not.toContain('MAIN');
  });

  it('misses no pair within one edit (checked against the bounded distance)', () => {
    const word = fc.stringMatching(/^[ABC]{1,7}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), word, (keys, q) => {
        const found = oneEditCandidates(buildDeletionIndex(keys), q);
        for (const k of keys) if (k !== q && boundedDistance(q, k, 1) === 1) expect(found).toContain(k);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('deletion index hashing', () => {
  it('files a long name under each of its deletions, each listed once', () => {
    const long = 'ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const index = buildDeletionIndex([long, 'MAIN']);
    expect(oneEditCandidates(index, long.slice(1))).toContain(long);
    expect(oneEditCandidates(index, `${long}Q`)).toContain(long);
    const found = oneEditCandidates(index, 'MAINN');
    expect(found.filter((k) => k === 'MAIN')).toHaveLength(1);
  });
});

describe('deletion index layout', () => {
  it('files each (deletion, name) pair once, in hash order, and answers from an empty index', () => {
    const index = buildDeletionIndex(['WILLOW', 'MAIN', 'WILLOW']);
    // WILLOW's two L deletions give one hash: filed once per distinct key position
    const pairs = new Set<string>();
    for (let i = 0; i < index.hashes.length; i++) {
      if (i > 0) expect(index.hashes[i]!).toBeGreaterThanOrEqual(index.hashes[i - 1]!);
      const pair = `${index.hashes[i]}:${index.keyAt[i]}`;
      expect(pairs.has(pair)).toBe(false);
      pairs.add(pair);
    }
    expect(oneEditCandidates(index, 'WILOW')).toEqual(['WILLOW']);
    expect(oneEditCandidates(buildDeletionIndex([]), 'MAIN')).toEqual([]);
  });
});
