import { describe, expect, it } from 'vitest';
import { counted } from '../../src/io/counted.js';

describe('counted', () => {
  it('singular for one, the plural (given or with s) otherwise', () => {
    expect([0, 1, 2].map((n) => counted(n, 'row'))).toEqual(['0 rows', '1 row', '2 rows']);
    expect([1, 3].map((n) => counted(n, 'retry', 'retries'))).toEqual(['1 retry', '3 retries']);
  });

  it('shows the number as formatted when given, choosing the noun by the number itself', () => {
    const grouped = new Intl.NumberFormat('en-US');
    expect(counted(1, 'row', undefined, grouped)).toBe('1 row');
    expect(counted(262811, 'row', undefined, grouped)).toBe('262,811 rows');
  });
});
