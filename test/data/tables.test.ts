// Tests over the USPS data files themselves: complete against Pub 28, no conflicting duplicates, well formed.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTables, readTableTexts } from '../../src/data/load.js';
import { parseTableText, rowsOf } from '../../src/engine/normalize/table-text.js';
import { TABLE_NAMES } from '../../src/engine/normalize/tables.js';

const PUB28 = new URL('../../../shared/data/pub28/', import.meta.url);
const hasPub28 = existsSync(PUB28);
const texts = readTableTexts();
const tables = loadTables();

function csv(name: string): string[][] {
  return readFileSync(new URL(name, PUB28), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => (l.match(/("[^"]*"|[^,]*)(,|$)/g) ?? []).map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').trim()));
}

describe('data file format', () => {
  it.each(TABLE_NAMES.map((n) => [n]))('%s.txt: every row has a value, upper case, no blank cells', (name) => {
    const sections = parseTableText(texts[name]);
    const rows = sections.flatMap((s) => s.rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const cell of row) {
        expect(cell, `${name}: ${row.join('|')}`).not.toBe('');
        expect(cell, `${name}: ${row.join('|')}`).toBe(cell.toUpperCase());
      }
    }
  });

  it('a comment line needs "# ", so the pound designator row is data', () => {
    const sections = parseTableText('# a comment\n#|#\n[s]\nA|B\n');
    expect(sections).toEqual([
      { name: '', rows: [['#', '#']] },
      { name: 's', rows: [['A', 'B']] },
    ]);
    expect(rowsOf(sections, 's')).toEqual([['A', 'B']]);
  });
});

describe('street suffixes (Appendix C1)', () => {
  it('no variant maps to two different abbreviations', () => {
    const seen = new Map<string, string>();
    for (const row of rowsOf(parseTableText(texts['street-suffixes']), '')) {
      for (const v of row) {
        const prev = seen.get(v);
        expect(prev === undefined || prev === row[0] || v === row[0], `${v}: ${prev} vs ${row[0]}`).toBe(true);
        if (prev === undefined) seen.set(v, row[0]!);
      }
    }
  });

  it('every abbreviation maps to itself', () => {
    for (const abbr of tables.suffixNames.keys()) expect(tables.suffixes.get(abbr)).toBe(abbr);
  });

  describe.skipIf(!hasPub28)('against ../shared/data/pub28 (skipped: the shared data is absent)', () => {
    it('every C1 variant maps to its standard abbreviation', () => {
      const rows = csv('street-suffixes-c1.csv');
      expect(rows.length).toBeGreaterThan(500);
      const wrong = rows.filter(([, variant, abbr]) => {
        const got = tables.suffixes.get(variant!);
        // MDW is listed under MEADOW and MEADOWS; it maps to MEADOW's own abbreviation (commented in the file)
        return got !== abbr && !(variant === 'MDW' && got === 'MDW');
      });
      expect(wrong).toEqual([]);
    });
  });
});

describe('states, directionals, secondary units', () => {
  it('states: 50 states, DC, territories and the military AA / AE / AP', () => {
    expect(tables.stateCodes.size).toBeGreaterThanOrEqual(62);
    for (const code of ['AA', 'AE', 'AP']) expect(tables.militaryStates.has(code)).toBe(true);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(tables.stateCodes.has(code)).toBe(true);
  });

  it('no state variant names two states', () => {
    const seen = new Map<string, string>();
    for (const row of rowsOf(parseTableText(texts.states), '').concat(rowsOf(parseTableText(texts.states), 'military'))) {
      for (const v of row) {
        expect(seen.get(v) ?? row[0], v).toBe(row[0]);
        seen.set(v, row[0]!);
      }
    }
  });

  it('secondary units: which designators need a number', () => {
    expect(tables.units.get('APARTMENT')).toEqual({ abbrev: 'APT', needsNumber: true });
    expect(tables.units.get('SUITE')).toEqual({ abbrev: 'STE', needsNumber: true });
    expect(tables.units.get('BASEMENT')).toEqual({ abbrev: 'BSMT', needsNumber: false });
    expect(tables.units.get('#')).toEqual({ abbrev: '#', needsNumber: true });
  });

  describe.skipIf(!hasPub28)('against ../shared/data/pub28 (skipped: the shared data is absent)', () => {
    it('every Pub 28 state code and name is known', () => {
      for (const [name, code] of csv('states.csv')) {
        expect(tables.stateCodes.has(code!), code).toBe(true);
        // military rows have long descriptive names; the others must resolve by name
        if (!tables.militaryStates.has(code!)) expect(tables.stateNames.get(code!), code).toBe(name!.toUpperCase());
      }
    });

    it('every Pub 28 directional maps to its abbreviation', () => {
      for (const [name, abbr] of csv('directionals.csv')) {
        expect(tables.directionals.get(name!)).toBe(abbr);
        expect(tables.directionals.get(abbr!)).toBe(abbr);
      }
    });

    it('every C2 designator maps to its abbreviation', () => {
      for (const [name, abbr] of csv('secondary-units-c2.csv')) {
        expect(tables.units.get(name!)?.abbrev, name).toBe(abbr);
        expect(tables.units.get(abbr!)?.abbrev, abbr).toBe(abbr);
      }
    });
  });
});

describe('highways, boxes, rural routes, military, ordinals', () => {
  it('highway forms map to one display form each', () => {
    const first = (w: string) => tables.highways.get(w.split(' ')[0]!)?.find((p) => p.words.join(' ') === w)?.value.display;
    expect(first('US HWY')).toBe('US HIGHWAY');
    expect(first('SR')).toBe('STATE ROUTE');
    expect(first('CR')).toBe('COUNTY ROAD');
    expect(first('FARM TO MARKET ROAD')).toBe('FM');
    expect(first('I')).toBe('INTERSTATE');
  });

  it('PO box, rural route, highway contract and military forms', () => {
    expect(tables.poBox.get('POST')?.some((p) => p.words.join(' ') === 'POST OFFICE BOX' && p.value === 'PO BOX')).toBe(true);
    expect(tables.rural.get('RURAL')?.[0]?.value).toBe('RR');
    expect(tables.rural.get('HCR')?.[0]?.value).toBe('HC');
    expect(tables.militaryUnits.get('PSC')?.[0]?.value).toBe('PSC');
    expect(tables.militaryPostOffices.get('FLEET')?.[0]?.value).toBe('FPO');
  });

  it('ordinal and tens words', () => {
    expect(tables.ordinals.get('FIFTH')).toBe('5TH');
    expect(tables.ordinals.get('TWELFTH')).toBe('12TH');
    expect(tables.tens.get('TWENTY')).toBe(20);
    expect(tables.cardinals.get('ONE')).toBe('1');
  });
});

describe('street-suffixes-extra (county-file abbreviations)', () => {
  it('map to a C1 standard abbreviation and never override a C1 variant', () => {
    const c1 = new Set(rowsOf(parseTableText(texts['street-suffixes']), '').flat());
    for (const row of rowsOf(parseTableText(texts['street-suffixes-extra']), '')) {
      expect(tables.suffixNames.has(row[0]!), row[0]).toBe(true);
      for (const v of row.slice(1)) {
        expect(c1.has(v), `${v} is already a C1 variant`).toBe(false);
        expect(tables.extraSuffixes.get(v)).toBe(row[0]);
        expect(tables.suffixes.has(v)).toBe(false);
      }
    }
  });
});

describe('third-round tables', () => {
  it('NO is a postdirectional only after a street type, never a directional on its own', () => {
    expect(tables.typeDirectionals.get('NO')).toBe('N');
    expect(tables.directionals.has('NO')).toBe(false);
  });
  it('name particles are the words that follow an initial inside a street name', () => {
    expect([...tables.nameParticles]).toEqual(expect.arrayContaining(['DE', 'VAN']));
    expect(tables.nameParticles.has('SOUTH')).toBe(false);
  });
});
