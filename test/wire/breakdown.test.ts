// The one parts → address_breakdown mapping, shared by the bulk result and `usaddr parse`.
import { describe, expect, it } from 'vitest';
import { emptyParts } from '../../src/engine/parse/parts.js';
import type { AddressParts } from '../../src/engine/types.js';
import { emptyBreakdown, toBreakdown } from '../../src/wire/breakdown.js';
import { toParseOutput } from '../../src/wire/parse-output.js';

/** every field a distinct value, so a field mapped from the wrong part shows */
function distinctParts(): AddressParts {
  const p = emptyParts();
  for (const k of Object.keys(p) as (keyof AddressParts)[]) (p as unknown as Record<string, string>)[k] = `<${k}>`;
  return p;
}

describe('toBreakdown', () => {
  it('maps each part to its own breakdown field, and the matched ZIP\'s city and county', () => {
    expect(toBreakdown(distinctParts(), 'PREFERRED', 'COUNTY')).toEqual({
      primary_no: '<primaryNo>',
      street_predirection: '<predir>',
      street_name: '<streetName>',
      street_suffix_abbrev: '<suffix>',
      street_postdirection: '<postdir>',
      secondary_no: '<secondaryNo>',
      secondary_abbrev: '<secondaryAbbrev>',
      city_name: '<city>',
      preferred_city_name: 'PREFERRED',
      state: '<state>',
      zip_code: '<zip>',
      zip_add_on_no: '<zip4>',
      county_name: 'COUNTY',
      urbanization: '<urbanization>',
    });
  });

  it('an empty breakdown has every field, each ""', () => {
    const b = emptyBreakdown();
    expect(Object.keys(b)).toEqual(Object.keys(toBreakdown(distinctParts())));
    expect(Object.values(b).every((v) => v === '')).toBe(true);
  });

  it('`usaddr parse` prints the same fields as the breakdown, less the two only a lookup fills', () => {
    const p = distinctParts();
    const out = toParseOutput('x', { ok: true, parts: p, line1: 'L1', line2: 'L2', warnings: [] } as never);
    const { preferred_city_name: _c, county_name: _n, ...shared } = toBreakdown(p);
    expect(out).toMatchObject(shared);
    expect(Object.keys(out).slice(1, 1 + Object.keys(shared).length)).toEqual(Object.keys(shared));
    expect(out).toMatchObject({ building_or_firm_name: '<firm>', record_type_code: '<recordType>', address_line1: 'L1' });
  });
});
