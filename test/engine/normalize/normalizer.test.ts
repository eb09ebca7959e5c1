// City, state and unit normalizers, line formatting, components input, limits, and "never throws".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer, MAX_INPUT_LENGTH } from '../../../src/engine/normalize/index.js';
import { emptyParts } from '../../../src/engine/parse/parts.js';
import type { AddressParts } from '../../../src/engine/types.js';

const n = createNormalizer(loadTables());

describe('normalizeCity / normalizeState / normalizeUnit', () => {
  it.each([
    ['St. Louis', 'SAINT LOUIS'],
    ['saint louis', 'SAINT LOUIS'],
    ['Ft Worth', 'FORT WORTH'],
    ['Mt. Vernon', 'MOUNT VERNON'],
    ['Ste Genevieve', 'SAINTE GENEVIEVE'],
    ['Port St Lucie', 'PORT SAINT LUCIE'],
    ['  springfield ', 'SPRINGFIELD'],
    // EST is EAST with a letter dropped, never ESTATE; ESTS is ESTATES
    ['Est Calais', 'EST CALAIS'],
    ['Hoffman Ests', 'HOFFMAN ESTATES'],
  ])('city %s → %s', (input, want) => expect(n.normalizeCity(input)).toBe(want));

  it.each([
    ['IL', 'IL'],
    ['Illinois', 'IL'],
    ['N.Y.', 'NY'],
    ['New York', 'NY'],
    ['Calif', 'CA'],
    ['Penn', 'PA'],
    ['district of columbia', 'DC'],
    ['AE', 'AE'],
    ['Narnia', ''],
    ['', ''],
  ])('state %s → %s', (input, want) => expect(n.normalizeState(input)).toBe(want));

  it.each([
    ['Apt 4', { abbrev: 'APT', no: '4' }],
    ['#4', { abbrev: '#', no: '4' }],
    ['# 4', { abbrev: '#', no: '4' }],
    ['Suite 100', { abbrev: 'STE', no: '100' }],
    ['Suite100', { abbrev: 'STE', no: '100' }],
    ['2nd Floor', { abbrev: 'FL', no: '2' }],
    ['Basement', { abbrev: 'BSMT', no: '' }],
    ['4B', { abbrev: '#', no: '4B' }],
    ['Unit B', { abbrev: 'UNIT', no: 'B' }],
    ['Unit-Condo 215', { abbrev: 'CONDO', no: '215' }],
  ])('unit %s', (input, want) => expect(n.normalizeUnit(input)).toEqual(want));

  it('a designator dashed to another designator reads as the inner one, after the street too', () => {
    const p = n.parse('8424 N Lake Dr Unit-Condo D, Dublin, CA 94568');
    expect([p.ok && p.parts.secondaryAbbrev, p.ok && p.parts.secondaryNo, p.ok && p.parts.streetName]).toEqual(['CONDO', 'D', 'LAKE']);
  });

  it('text that is not a unit', () => {
    expect(n.normalizeUnit('care of John')).toBeUndefined();
    expect(n.normalizeUnit('')).toBeUndefined();
  });
});

describe('formatLine1 / formatLine2', () => {
  const parts = (p: Partial<AddressParts>): AddressParts => ({ ...emptyParts(), recordType: 'S', ...p });

  it('street, box and last lines', () => {
    expect(n.formatLine1(parts({ primaryNo: '123', predir: 'N', streetName: 'MAIN', suffix: 'ST', secondaryAbbrev: 'APT', secondaryNo: '4' }))).toBe(
      '123 N MAIN ST APT 4',
    );
    expect(n.formatLine1(parts({ recordType: 'P', streetName: 'PO BOX', primaryNo: '12' }))).toBe('PO BOX 12');
    expect(n.formatLine2(parts({ city: 'SPRINGFIELD', state: 'IL', zip: '62701', zip4: '1234' }))).toBe('SPRINGFIELD IL 62701-1234');
    expect(n.formatLine2(parts({ city: 'SPRINGFIELD', state: 'IL' }))).toBe('SPRINGFIELD IL');
  });
});

describe('parse: components and limits', () => {
  it('components in, the same standard lines out', () => {
    const r = n.parse({ streetAddress: '123 north main street', aptSuiteOther: 'apt 4', city: 'springfield', state: 'illinois', zipCode: '62701' });
    expect(r.ok && [r.line1, r.line2]).toEqual(['123 N MAIN ST APT 4', 'SPRINGFIELD IL 62701']);
  });

  it('a bare unit number in apt_suite_other', () => {
    const r = n.parse({ streetAddress: '9 Elm St', aptSuiteOther: '4B', zipCode: '05401' });
    expect(r.ok && r.line1).toBe('9 ELM ST # 4B');
  });

  it('full_address wins, the other fields fill gaps', () => {
    const r = n.parse({ fullAddress: '9 Elm St, Burlington', state: 'VT', zipCode: '05401-1234' });
    expect(r.ok && r.line2).toBe('BURLINGTON VT 05401-1234');
  });

  it('a non-US country and an empty request are typed failures', () => {
    expect(n.parse({ streetAddress: '9 Elm St', country: 'Canada' })).toMatchObject({ ok: false, reason: 'NOT_US' });
    expect(n.parse({ streetAddress: '9 Elm St', country: 'USA' }).ok).toBe(true);
    expect(n.parse({})).toMatchObject({ ok: false, reason: 'EMPTY' });
  });

  it(`over ${MAX_INPUT_LENGTH} characters is TOO_LONG`, () => {
    expect(n.parse(`123 Main St ${'x'.repeat(MAX_INPUT_LENGTH)}`)).toMatchObject({ ok: false, reason: 'TOO_LONG' });
    expect(n.parse(`123 Main St ${'x'.repeat(MAX_INPUT_LENGTH - 20)}`).ok).toBe(true);
  });

  it('an intersection carries both streets', () => {
    const r = n.parse('Main St & Oak Ave, Springfield IL 62701');
    expect(r).toMatchObject({ ok: false, reason: 'INTERSECTION', partial: { city: 'SPRINGFIELD', state: 'IL', zip: '62701' } });
    expect(!r.ok && r.streets).toEqual([
      { predir: '', name: 'MAIN', suffix: 'ST', postdir: '' },
      { predir: '', name: 'OAK', suffix: 'AVE', postdir: '' },
    ]);
  });

  it('a ZIP that lost its leading zero is repaired with a warning', () => {
    const r = n.parse('216 Bloomfield St, Hoboken, NJ 7030');
    expect(r.ok && r.parts.zip).toBe('07030');
    expect(r.ok && r.warnings.join(' ')).toContain('7030');
  });
});

describe('never throws', () => {
  it('any string or components object gives a result', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const r = n.parse(s);
        expect(typeof r.ok).toBe('boolean');
        // (parseAddress turns an exception into UNPARSEABLE: that would be a rule that threw)
        expect(r.ok || r.reason).not.toBe('UNPARSEABLE');
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('123', 'N', 'MAIN', 'ST', 'APT', '#', '4', ',', 'PO', 'BOX', 'RR', '&', 'IL', '62701', 'US', 'HWY', '1/2', 'UNIT', 'CT'), { maxLength: 12 }), (words) => {
        const r = n.parse(words.join(' '));
        expect(r.ok || r.reason).not.toBe('UNPARSEABLE');
        if (r.ok) expect(r.line1 + r.line2).not.toContain('undefined');
      }),
      { numRuns: 2000 },
    );
    expect(n.parse(null as unknown as string).ok).toBe(false);
    expect(n.formatLine1(undefined as unknown as AddressParts)).toBe('');
    expect(n.streetKeys(null as unknown as { predir: string; name: string; suffix: string; postdir: string })).toEqual([]);
    expect(n.normalizeCity(42 as unknown as string)).toBe('');
    expect(n.parse({ streetAddress: 5 as unknown as string })).toMatchObject({ ok: false, reason: 'EMPTY' });
  });
});
