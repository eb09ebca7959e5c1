import { describe, expect, it } from 'vitest';
import { looksLikeHeader, parseMapOption, requestFromCells, resolveMapping } from '../../src/io/columns.js';

const none = new Map();

describe('resolveMapping', () => {
  it('maps the LookupRequest names and common aliases, and says how', () => {
    const r = resolveMapping(['Name', 'Address 1', 'Address 2', 'Town', 'ST', 'Postal Code', 'zip_code_notes'], none);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.mapping.fields).toEqual({ street_address: [1], apt_suite_other: [2], city: [3], state: [4], zip_code: [5] });
    expect(r.mapping.described.city).toBe('Town (alias)');
  });

  it('a lone `Postal` header is the ZIP; `Postal` before another alias is still the mailing group', () => {
    const r = resolveMapping(['Street', 'City', 'State', 'Postal'], none);
    expect(r.ok && r.mapping.fields).toEqual({ street_address: [0], city: [1], state: [2], zip_code: [3] });
    const g = resolveMapping(['Postal Street', 'Postal City', 'Postal State', 'Postal Zip', 'Billing Street'], none);
    expect(g.ok && g.mapping.fields).toEqual({ street_address: [0], city: [1], state: [2], zip_code: [3] });
  });

  it('the spec name wins over an alias for the same field', () => {
    const r = resolveMapping(['zip', 'zip_code'], none);
    expect(r.ok && r.mapping.fields.zip_code).toEqual([1]);
  });

  it('one address column with no city / state / ZIP is the whole address', () => {
    const r = resolveMapping(['id', 'address'], none);
    expect(r.ok && r.mapping.fields).toEqual({ full_address: [1] });
  });

  it('--map overrides, joins columns with +, and accepts 1-based numbers', () => {
    const m = parseMapOption('street=No+Rue,city=3,zip=Postal');
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    const r = resolveMapping(['No', 'Rue', 'Ville', 'Postal', 'city'], m.map);
    expect(r.ok && r.mapping.fields).toEqual({ street_address: [0, 1], city: [2], zip_code: [3] });
    expect(r.ok && r.mapping.described.street_address).toBe('No + Rue (--map)');
  });

  it('joins a house-number column in front of the street', () => {
    const r = resolveMapping(['NUMBER', 'STREET', 'CITY', 'REGION', 'POSTCODE'], none);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(requestFromCells(r.mapping, ['12', 'MAIN ST', 'X', 'VT', '05401'])).toEqual({
      street_address: '12 MAIN ST', city: 'X', state: 'VT', zip_code: '05401',
    });
  });

  it('fails clearly when nothing maps or a --map column is missing', () => {
    const r = resolveMapping(['foo', 'bar'], none);
    expect(r).toEqual({ ok: false, message: 'no column maps to an address field (columns: foo, bar)' });
    const m = parseMapOption('street=Nope');
    expect(m.ok && resolveMapping(['a'], m.map)).toMatchObject({ ok: false, message: expect.stringMatching(/no such column/) });
    expect(parseMapOption('planet=X')).toMatchObject({ ok: false });
    // the refusal teaches the short names too (street=, zip=), not only the wire names
    expect(parseMapOption('strt=X')).toMatchObject({ ok: false, message: expect.stringMatching(/unknown field 'strt' .*; or the short street, apt, unit, zip, number, full, plus4\)$/) });
  });

  it('guesses a headerless row from its cells', () => {
    const cols = ['col1', 'col2', 'col3', 'col4', 'col5'];
    const r = resolveMapping(cols, none, [['Jane', '12 Main St', 'Springfield', 'IL', '62701']]);
    expect(r.ok && r.mapping.fields).toEqual({ street_address: [1], city: [2], state: [3], zip_code: [4] });
  });
});

describe('looksLikeHeader', () => {
  it('a known name or no digits means header; an address row does not', () => {
    expect(looksLikeHeader(['Customer', 'Addr', 'Town'])).toBe(true);
    expect(looksLikeHeader(['Foo', 'Bar'])).toBe(true);
    expect(looksLikeHeader(['Jane', '12 Main St', 'Springfield'])).toBe(false);
  });
});

describe('export headers (src/data/column-aliases.json)', () => {
  it('matches group words before or after an alias, case- and punctuation-insensitively', () => {
    const r = resolveMapping(['Order', 'Address1', 'Address2', 'City', 'Province/State', 'Billing Zip'], none);
    expect(r.ok && r.mapping.fields).toEqual({ street_address: [1], apt_suite_other: [2], city: [3], state: [4], zip_code: [5] });
    const w = resolveMapping(['Address 1&2 (Billing)', 'City (Billing)', 'Postcode (Billing)'], none);
    expect(w.ok && w.mapping.fields).toEqual({ street_address: [0], city: [1], zip_code: [2] });
  });

  it('takes every field from one group: shipping over billing, never mixed', () => {
    const cols = ['Billing Address1', 'Billing City', 'Billing Zip', 'Shipping Address1', 'Shipping City', 'Shipping Zip'];
    const r = resolveMapping(cols, none);
    expect(r.ok && r.mapping.fields).toEqual({ street_address: [3], city: [4], zip_code: [5] });
    // the group that places more fields wins over a preferred but thinner one
    const m = resolveMapping(['Street Address', 'City', 'ZIP', 'Shipping Address'], none);
    expect(m.ok && m.mapping.fields).toEqual({ street_address: [0], city: [1], zip_code: [2] });
  });

  it('a delivery line and a last line make one full address; a ZIP+4 column joins the ZIP', () => {
    const r = resolveMapping(['Delivery Line 1', 'Delivery Line 2', 'Last Line'], none);
    expect(r.ok && requestFromCells(r.mapping, ['12 Main St', 'Apt 4', 'Middlebury VT 05753'])).toEqual({ full_address: '12 Main St, Apt 4, Middlebury VT 05753' });
    const z = resolveMapping(['Address', 'City', 'ZIP', 'ZIP+4'], none);
    expect(z.ok && requestFromCells(z.mapping, ['1 A St', 'X', '05753', '1234']).zip_code).toBe('05753-1234');
    expect(z.ok && requestFromCells(z.mapping, ['1 A St', 'X', '05753', '']).zip_code).toBe('05753');
  });

  it('headers holding digits are headers; a data row is not', () => {
    expect(looksLikeHeader(['Shipping Address1', 'Shipping Address2', 'Shipping Zip'])).toBe(true);
    expect(looksLikeHeader(['Foo 1', 'Bar2'])).toBe(true);
    expect(looksLikeHeader(['Ada', '12 Main St', 'Apt 4', 'Middlebury', 'VT', '05753'])).toBe(false);
  });

  it('maps a headerless file by its values, unit column included', () => {
    const rows = [
      ['Ada Green', '12 Main Street', 'Apt 4', 'Middlebury', 'VT', '05753'],
      ['Bo Ortiz', '45 College St', '', 'Middlebury', 'Vermont', '05753'],
      ['Cy Park', '7 Court Square', '#2', 'Middlebury', 'VT', '05753-1234'],
    ];
    const r = resolveMapping(rows[0]!.map((_, i) => `col${i + 1}`), none, rows);
    expect(r.ok && r.mapping.fields).toEqual({ street_address: [1], apt_suite_other: [2], city: [3], state: [4], zip_code: [5] });
    expect(r.ok && r.mapping.described.apt_suite_other).toBe('col3 (from its values)');
    // ZIPs a spreadsheet stripped of their leading zero still make the ZIP column
    const stripped = [['1 Beacon St', 'Boston', 'MA', '2108'], ['2 Elm St', 'Salem', 'MA', '1970'], ['3 Oak St', 'Albany', 'NY', '12207']];
    const z = resolveMapping(['col1', 'col2', 'col3', 'col4'], none, stripped);
    expect(z.ok && z.mapping.fields).toEqual({ street_address: [0], city: [1], state: [2], zip_code: [3] });
    const one = resolveMapping(['col1', 'col2'], none, [['7', '12 Main St, Middlebury VT 05753']]);
    expect(one.ok && one.mapping.fields).toEqual({ full_address: [1] });
  });
});
