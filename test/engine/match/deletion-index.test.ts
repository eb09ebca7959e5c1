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
