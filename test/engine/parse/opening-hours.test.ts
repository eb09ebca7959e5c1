// rules/opening-hours.ts: a business's opening hours come off the text; ranges that are house numbers or units stay.
import { describe, expect, it } from 'vitest';
import { dropOpeningHours } from '../../../src/engine/parse/rules/opening-hours.js';

describe('dropOpeningHours', () => {
  it('drops a range with clock times, am/pm, an HOURS label or a day range', () => {
    expect(dropOpeningHours('VT 05990 M-F 9:00-5:00').trim()).toBe('VT 05990');
    expect(dropOpeningHours('VT 05990, Hours: 9am - 5pm').trim()).toBe('VT 05990,');
    expect(dropOpeningHours('VT 05990 Mon-Fri 9-5').trim()).toBe('VT 05990');
    expect(dropOpeningHours('VT 05990\nTue-Thu 8:30-4:30').trim()).toBe('VT 05990');
  });
  it('keeps a range of house numbers, a unit range and a ZIP+4', () => {
    for (const s of ['12-14 Main St, Maple Falls, VT 05990: rear', 'Apt 9-5: side', '12 Main St, VT 05990-1234: x', '12-34 31st Ave: a', 'Ordered 2026-11-01 10:00:00 -0500']) {
      expect(dropOpeningHours(s)).toBe(s);
    }
  });
});
