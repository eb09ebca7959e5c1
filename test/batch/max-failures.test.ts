import { describe, expect, it } from 'vitest';
import { exceeds, parseMaxFailures } from '../../src/batch/max-failures.js';

describe('--max-failures', () => {
  it('a count is exceeded only above it', () => {
    const r = parseMaxFailures('3');
    expect(r).toEqual({ ok: true, limit: { kind: 'count', max: 3 } });
    if (!r.ok) return;
    expect(exceeds(r.limit, 3, 10)).toBe(false);
    expect(exceeds(r.limit, 4, 10)).toBe(true);
  });

  it('a percentage is of all rows', () => {
    const r = parseMaxFailures('2.5%');
    if (!r.ok) throw new Error(r.message);
    expect(exceeds(r.limit, 25, 1000)).toBe(false);
    expect(exceeds(r.limit, 26, 1000)).toBe(true);
    expect(exceeds(r.limit, 0, 0)).toBe(false);
  });

  it('rejects what is not a limit', () => {
    for (const bad of ['', 'ten', '5x', '101%', '1.5']) expect(parseMaxFailures(bad).ok).toBe(false);
  });
});
