import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LookupRequest } from '../../src/wire/types.js';
import { lookupBulk } from '../../src/wire/lookup-bulk.js';
import { MAX_REQUEST_CHARS } from '../../src/wire/request.js';
import { townEngine } from '../engine/lookup/town.js';

const town = townEngine();

describe('lookupBulk', () => {
  it('returns one item per request, in order, each echoing its request and index', () => {
    const items: LookupRequest[] = [
      { full_address: '100 N Main St, Maple Falls, VT 05990' },
      { street_address: '5 Church St', city: 'Maple Falls', state: 'VT', country: 'USA' },
      { full_address: '24 Sussex Drive, Ottawa', country: 'Canada' },
      { full_address: '' },
      { street_address: '150 River Rd', zip_code: '05991' },
    ];
    const out = lookupBulk(town.engine, items);
    expect(out).toHaveLength(items.length);
    out.forEach((item, i) => {
      expect(item.request).toBe(items[i]);
      expect(item.result!.lookup_index).toBe(i);
      expect(item.result!.original_lookup_request).toBe(items[i]);
    });
    expect(out.map((o) => o.status)).toEqual(['SUCCESS', 'SUCCESS', 'FAIL', 'FAIL', 'SUCCESS']);
    expect(out.map((o) => o.result!.address_accuracy_level)).toEqual(['ROOFTOP', 'ROOFTOP', 'NONE', 'NONE', 'RANGE_INTERPOLATED']);
    expect(out[1]!.result!.address_line2).toBe('MAPLE FALLS VT 05991');
    expect(out[2]!.message).toMatch(/^NOT_US: /);
    expect(out[3]!.message).toMatch(/^EMPTY: /);
  });

  it('fills every wire field of a match, with the spec names', () => {
    const [item] = lookupBulk(town.engine, [{ full_address: '300 N Main St #2, Maple Falls, VT 05990' }]);
    const r = item!.result!;
    expect(r.address_line1).toBe('300 N MAIN ST APT 2');
    expect(r.address_line2).toBe('MAPLE FALLS VT 05990-1003');
    expect(r.address_breakdown).toMatchObject({ primary_no: '300', street_predirection: 'N', street_name: 'MAIN', street_suffix_abbrev: 'ST', secondary_abbrev: 'APT', secondary_no: '2', zip_add_on_no: '1003', county_name: 'TOWN COUNTY' });
    expect(r.address_additional_info).toEqual({ record_type_code: 'H', carrier_route_id: '', county_no: '50099', congressional_dist_no: '00' });
    expect(r.address_delivery_info).toMatchObject({ dpv_confirmation_indicator: 'Y', dpv_footnotes: 'AABB', residential_delivery_indicator: 'Y' });
    expect(r.corrections).toContainEqual({ field: 'secondary_no', from: '# 2', to: 'APT 2', reason: 'unit as the reference writes it' });
  });

  it('fails over-long and unparseable requests per item, with a reason', () => {
    const out = lookupBulk(town.engine, [{ full_address: `1 Main St ${'x'.repeat(MAX_REQUEST_CHARS)}` }, { full_address: '!!!' }]);
    expect(out[0]!.status).toBe('FAIL');
    expect(out[0]!.message).toMatch(/^TOO_LONG: .*limit is 300/);
    expect(out[1]!.status).toBe('FAIL');
  });

  it("one limit: a request over the parser's 300 characters is refused with the length and the limit, never a second number", () => {
    const street = `1 Main St ${'x'.repeat(390)}`;
    const [item] = lookupBulk(town.engine, [{ street_address: street, city: 'Springfield' }]);
    expect(item!.message).toBe(`TOO_LONG: address is ${street.length + 'Springfield'.length} characters; the limit is 300`);
  });

  it('never throws, whatever the items are', () => {
    const junk = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.integer(),
      fc.dictionary(fc.constantFrom('full_address', 'street_address', 'city', 'state', 'zip_code', 'country', 'apt_suite_other', 'x'), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
    );
    fc.assert(
      fc.property(fc.array(junk, { maxLength: 5 }), (items) => {
        const out = lookupBulk(town.engine, items as LookupRequest[]);
        expect(out).toHaveLength(items.length);
        out.forEach((o, i) => expect(o.result!.lookup_index).toBe(i));
      }),
      { numRuns: 300 },
    );
    expect(lookupBulk(town.engine, null as unknown as LookupRequest[])).toEqual([]);
  });
});
