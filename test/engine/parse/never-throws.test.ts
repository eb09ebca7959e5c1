// No parser rule throws: parseAddress turns an exception into an UNPARSEABLE failure, so "never throws" is
// checked as "never UNPARSEABLE" over random text, odd Unicode, control characters, huge inputs, address-like
// word soup that reaches every rule, and random components objects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer, MAX_INPUT_LENGTH } from '../../../src/engine/normalize/index.js';
import type { ComponentsInput, ParseResult } from '../../../src/engine/types.js';

const n = createNormalizer(loadTables());

function parsed(input: string | ComponentsInput): ParseResult {
  const r = n.parse(input);
  // (the message names the exception a rule threw, when one did)
  if (!r.ok && r.reason === 'UNPARSEABLE') expect.fail(`${JSON.stringify(input)} → ${r.message}`);
  return r;
}

// words every rule reads: box and route forms, units, firms, notes, directions, types, numbers, last-line words
const WORDS = [
  '123', '4', '10A', '12-A', '63', '1/2', '½', 'W148', 'N9748', 'ONE', 'FIRST', '1ST', '#', '#4', '&', '@', 'AND', 'AT',
  'N', 'S', 'E', 'W', 'NW', 'SE', 'NORTH', 'SO', 'NO', 'N.', 'S.E.', 'MAIN', 'OAK', 'ST', 'STREET', 'AVE', 'RD', 'CT', 'CRT',
  'PL', 'PLAZA', 'CTR', 'HWY', 'US', 'ROUTE', 'RT', 'STATE', 'COUNTY', 'CR', 'CTH', 'BUSINESS', 'OLD', 'I', 'ALT', 'CALLE',
  'APT', 'UNIT', 'STE', 'SUITE', 'BLDG', 'FL', 'FLOOR', '12TH', 'REAR', 'BSMT', 'PMB', 'RM', 'DEPT', 'TOWER', 'OFFICE',
  'PO', 'P.O.', 'BOX', 'POB', 'LOCKBOX', 'DRAWER', 'RR', 'HC', 'PSC', 'CMR', 'GENERAL', 'DELIVERY', 'URB', 'ATTN', 'ATTN:',
  'C/O', 'INC', 'ACME', 'SAINT', 'ST.', 'MOUNT', 'FORT', 'SAN', 'FRANCISCO', 'CHICAGO', 'SPRINGFIELD', 'NEW', 'YORK', 'LA',
  'IL', 'ILLINOIS', 'CA', 'NJ', 'VT', 'IN', 'NE', 'DC', 'APO', 'AE', 'FPO', '62701', '62701-1234', '627011234', '7030', '041',
  '01', '6065460610', '9151-2100', 'USA', 'UNITED', 'STATES', 'CANADA', 'FRANCE', 'TEL', 'PHONE:', '(410)', '555-0134',
  '802-555-0148', '(REAR)', '(', ')', 'O\'HARE', 'PEÑUELAS', '—', '',
];
const SEPARATORS = [' ', ' ', ' ', ', ', ',', '\n', ';', ' | ', '. ', '\t', '\r\n'];
const soup = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { maxLength: 24 })
  .map((pairs) => pairs.map(([w, s]) => w + s).join(''));

const CONTROL = [...Array(32).keys()].map((c) => String.fromCharCode(c)).concat(['\u007f', '\u0085', '\u00a0', '\u200b', '\u200e', '\u202e', '\u2028', '\ufeff']);
const odd = fc.string({ unit: fc.oneof(fc.constantFrom(...CONTROL), fc.constantFrom('½', '¼', '¾', '’', 'é', 'Ñ', 'ß', 'İ', 'ﬁ', '🏠', '\ud800', '\udc00', '#', ',', '.'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 120 });

describe('parser never throws (no parse falls back to UNPARSEABLE)', () => {
  it('random text, odd Unicode and control characters', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => void parsed(s)), { numRuns: 3000 });
    fc.assert(fc.property(odd, (s) => void parsed(s)), { numRuns: 3000 });
  });

  it('address-like word soup that reaches every rule, with odd characters between the words', () => {
    fc.assert(fc.property(soup, (s) => void parsed(s)), { numRuns: 5000 });
    fc.assert(fc.property(soup, odd, fc.nat(), (s, o, at) => void parsed(s.slice(0, at % (s.length + 1)) + o + s.slice(at % (s.length + 1)))), { numRuns: 2000 });
  });

  it('huge inputs end as TOO_LONG, never as an exception', () => {
    fc.assert(
      fc.property(soup, fc.integer({ min: 1, max: 400 }), (s, times) => {
        const text = `123 MAIN ST ${s.repeat(times)}`.padEnd(MAX_INPUT_LENGTH + 1, ' X');
        expect(parsed(text)).toMatchObject({ ok: false, reason: 'TOO_LONG' });
      }),
      { numRuns: 200 },
    );
    parsed('1'.repeat(MAX_INPUT_LENGTH));
    parsed(`${'APT 4 '.repeat(50)}`.slice(0, MAX_INPUT_LENGTH));
    parsed(`${'#'.repeat(MAX_INPUT_LENGTH)}`);
    parsed(`${'A,'.repeat(MAX_INPUT_LENGTH / 2)}`);
  });

  it('random components objects, fields of any type', () => {
    const field = fc.oneof(soup, odd, fc.string({ unit: 'binary', maxLength: 60 }), fc.constant(''), fc.anything());
    const components = fc.record(
      { fullAddress: field, streetAddress: field, aptSuiteOther: field, city: field, state: field, zipCode: field, country: field },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(components, (c) => void parsed(c as ComponentsInput)), { numRuns: 3000 });
  });
});
