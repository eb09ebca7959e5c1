// One-typo street types: read where a street type stands, only when the spelling can mean nothing else.
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';

const tables = loadTables();
const n = createNormalizer(tables);

describe('suffix typos', () => {
  it.each([
    ['Peachtree Stree', 'PEACHTREE', 'ST'],
    ['State Steet', 'STATE', 'ST'],
    ['Palm Beach Lakes Boulevar', 'PALM BEACH LAKES', 'BLVD'],
    ['Fresh Pond Pakway', 'FRESH POND', 'PKWY'],
    ['Imperial Hgwy', 'IMPERIAL', 'HWY'],
    ['Paradise Harbour Bvd', 'PARADISE HARBOUR', 'BLVD'],
    ['MLK Bkvd', 'MLK', 'BLVD'],
    // the short two-letter types' names with two letters swapped
    ['Hogback Raod', 'HOGBACK', 'RD'],
    ['Seven Saplings Lnae', 'SEVEN SAPLINGS', 'LN'],
    ['Lakeview Drvie', 'LAKEVIEW', 'DR'],
    ['Elm Palce', 'ELM', 'PL'],
    ['Harbor Cuort', 'HARBOR', 'CT'],
  ])('%s → %s %s', (text, name, suffix) => {
    expect(n.normalizeStreet(text)).toEqual({ predir: '', name, suffix, postdir: '' });
  });

  it.each([
    // real words one edit from a type, plurals, and words that already mean something stay names
    ['Prince of Peace', 'PRINCE OF PEACE'],
    ['County Line', 'COUNTY LINE'],
    ['Wagon Train', 'WAGON TRAIN'],
    ['Fresh Start', 'FRESH START'],
    ['The Terraces', 'THE TERRACES'],
    ['Sugar Cane', 'SUGAR CANE'],
    ['Lower Rod', 'LOWER ROD'],
    ['Appeals Trial', 'APPEALS TRIAL'],
  ])('%s stays a name', (text, name) => {
    expect(n.normalizeStreet(text)).toEqual({ predir: '', name, suffix: '', postdir: '' });
  });

  it('a typo alone is no street type: a name must come before it', () => {
    expect(n.normalizeStreet('Stree')).toEqual({ predir: '', name: 'STREE', suffix: '', postdir: '' });
  });

  it('no typo is itself a suffix variant, and every typo maps to a common type', () => {
    for (const [w, abbr] of tables.suffixTypos) {
      expect(tables.suffixes.has(w), w).toBe(false);
      expect(tables.commonSuffixes.has(abbr), w).toBe(true);
    }
  });

  it('ends a street before a city with no comma (Airline Hgwy Laplace LA)', () => {
    const r = n.parse('130 E Airline Hgwy Laplace LA 70068');
    expect(r.ok && [r.parts.streetName, r.parts.suffix, r.parts.city]).toEqual(['AIRLINE', 'HWY', 'LAPLACE']);
  });
});
