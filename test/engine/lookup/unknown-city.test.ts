// The ZIP table holds one name a ZIP; USPS accepts others (RIVIERA BEACH for 33404, where the table says WEST PALM
// BEACH). A city the table does not know in the state, and that is no misspelling of one it knows, is kept at ZIP level.
import { describe, expect, it } from 'vitest';
import { townEngine } from './town.js';

const town = townEngine();

describe('a city the ZIP table cannot judge', () => {
  it('is kept as written in a ZIP-level answer, and the message says what the table names the ZIP', () => {
    const m = town.look('5 Oak St, Willow Glen, VT 05992');
    expect([m.status, m.parts.city, m.line2]).toEqual(['ADDRESS_UNVERIFIED', 'WILLOW GLEN', 'WILLOW GLEN VT 05992']);
    expect(m.corrections.some((c) => c.field === 'city')).toBe(false);
    expect(m.message).toContain('WILLOW GLEN is not a city the ZIP table knows in VT: kept as written (the table names ZIP 05992 BIRCH HILL)');
  });

  it('a misspelling of a city the table knows is still corrected', () => {
    const m = town.look('5 Oak St, Birch Hil, VT 05992');
    expect(m.parts.city).toBe('BIRCH HILL');
  });

  it("a city the table knows for other ZIPs of the state is still replaced by the ZIP's", () => {
    const m = town.look('5 Nowhere Ln, Maple Falls, VT 05992');
    expect([m.parts.city, m.corrections.find((c) => c.field === 'city')?.to]).toEqual(['BIRCH HILL', 'BIRCH HILL']);
  });

  it('a state other than the ZIP\'s leaves the city to the usual rule', () => {
    expect(town.look('5 Oak St, Willow Glen, NH 05992').parts.city).toBe('BIRCH HILL');
  });
});
