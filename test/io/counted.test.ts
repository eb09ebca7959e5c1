import { describe, expect, it } from 'vitest';
import { counted, countedGrouped } from '../../src/io/counted.js';

describe('counted', () => {
  it('singular for one, the plural (given or with s) otherwise', () => {
    expect([0, 1, 2].map((n) => counted(n, 'row'))).toEqual(['0 rows', '1 row', '2 rows']);
    expect([1, 3].map((n) => counted(n, 'retry', 'retries'))).toEqual(['1 retry', '3 retries']);
  });

  it('countedGrouped groups the thousands, choosing the noun by the number itself', () => {
    expect(countedGrouped(1, 'row')).toBe('1 row');
    expect(countedGrouped(262811, 'row')).toBe('262,811 rows');
  });
});
