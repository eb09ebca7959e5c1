import { describe, expect, it } from 'vitest';
import { loadTables } from '../../src/data/load.js';
import { createNormalizer } from '../../src/engine/normalize/index.js';
import { MAX_REQUEST_CHARS, toComponents as toComponentsWith } from '../../src/wire/request.js';
import type { LookupRequest } from '../../src/wire/types.js';

const normalizer = createNormalizer(loadTables());
const toComponents = (request: LookupRequest | null | undefined) => toComponentsWith(request, normalizer.isUsCountry);

describe('toComponents', () => {
  it('maps every LookupRequest field to its camelCase component, trimmed', () => {
    const r = toComponents({ street_address: ' 1 Main St ', apt_suite_other: 'Apt 2', city: 'Maple Falls', state: 'VT', zip_code: '05990', country: 'USA' });
    const components = { fullAddress: '', streetAddress: '1 Main St', aptSuiteOther: 'Apt 2', city: 'Maple Falls', state: 'VT', zipCode: '05990', country: 'USA' };
    expect(r).toEqual({ ok: true, components, input: components });
  });
  it('hands a lone full_address on as plain text', () => {
    const r = toComponents({ full_address: ' 1 Main St, Maple Falls VT ', country: 'US' });
    expect(r.ok && r.input).toBe('1 Main St, Maple Falls VT');
  });
  it('takes numbers as text and ignores values of other types', () => {
    const r = toComponents({ street_address: '1 Main St', zip_code: 5990, city: null } as unknown as LookupRequest);
    expect(r.ok && r.components.zipCode).toBe('5990');
    expect(r.ok && r.components.city).toBe('');
  });
  it('fails a country that is not the US, accepting every US spelling of countries.txt', () => {
    expect(toComponents({ full_address: '1 Main St', country: 'Canada' })).toMatchObject({ ok: false, reason: 'NOT_US' });
    expect(toComponents({ full_address: '1 Main St', country: 'United States Canada' })).toMatchObject({ ok: false, reason: 'NOT_US' });
    for (const country of ['', 'us', 'U.S.A.', 'United States', 'united states of america', 'America']) {
      expect(normalizer.isUsCountry(country)).toBe(true);
      expect(toComponents({ full_address: '1 Main St', country }).ok).toBe(true);
    }
  });
  it('accepts exactly the countries the parser accepts (one list, src/data/countries.txt)', () => {
    const parse = normalizer.parse;
    for (const country of ['America', 'U S A', 'Canada', 'Mexico', 'USA Canada', 'Americas']) {
      const parserSaysUs = (parse({ streetAddress: '1 Main St', city: 'Maple Falls', state: 'VT', country }) as { reason?: string }).reason !== 'NOT_US';
      expect(toComponents({ full_address: '1 Main St', country }).ok, country).toBe(parserSaysUs);
    }
  });
  it('fails empty and over-long requests, and non-objects', () => {
    expect(toComponents({ full_address: '  ', country: 'US' })).toMatchObject({ ok: false, reason: 'EMPTY' });
    expect(toComponents({ full_address: 'x'.repeat(MAX_REQUEST_CHARS + 1) })).toMatchObject({ ok: false, reason: 'TOO_LONG' });
    expect(toComponents({ full_address: 'x'.repeat(MAX_REQUEST_CHARS) }).ok).toBe(true);
    expect(toComponents(null)).toMatchObject({ ok: false, reason: 'EMPTY' });
    expect(toComponents('1 Main St' as unknown as LookupRequest)).toMatchObject({ ok: false, reason: 'EMPTY' });
  });
});
