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
  });

  it('guesses a headerless row from its cells', () => {
    const cols = ['col1', 'col2', 'col3', 'col4', 'col5'];
    const r = resolveMapping(cols, none, ['Jane', '12 Main St', 'Springfield', 'IL', '62701']);
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
