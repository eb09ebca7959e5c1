import { describe, expect, it } from 'vitest';
import { toBulkItem } from '../../src/wire/bulk.js';
import type { LookupMatch } from '../../src/engine/lookup/types.js';
import type { AddressParts } from '../../src/engine/types.js';

const parts: AddressParts = {
  firm: 'ACME', urbanization: '', primaryNo: '300', predir: 'N', streetName: 'MAIN', suffix: 'ST', postdir: '',
  secondaryAbbrev: 'APT', secondaryNo: '2', city: 'EAST MAPLE', state: 'VT', zip: '05990', zip4: '1003', country: 'US', recordType: 'H',
};
const match: LookupMatch = {
  ok: true, status: 'ADDRESS_FOUND', accuracy: 'ROOFTOP', parts, line1: '300 N MAIN ST APT 2', line2: 'EAST MAPLE VT 05990-1003',
  preferredCity: 'MAPLE FALLS', countyName: 'TOWN COUNTY', countyFips: '50099', district: '00', dpv: 'Y', dpvFootnotes: 'AABB',
  residential: 'Y', corrections: [{ field: 'zip', from: '05991', to: '05990', reason: 'ZIP corrected' }], detail: '', message: 'found',
  warnings: ['ignored: ATTN BOB'],
};

describe('toBulkItem', () => {
  it('carries the parser warnings and the urbanization; a NO_DELIVERY_ADDRESS FAIL keeps what it checked', () => {
    const pr = toBulkItem({}, 0, { ...match, parts: { ...parts, urbanization: 'LAS GLADIOLAS' } }).result!;
    expect([pr.warnings, pr.address_breakdown.urbanization, pr.address_delivery_info.building_or_firm_name]).toEqual([['ignored: ATTN BOB'], 'LAS GLADIOLAS', 'ACME']);
    const checked: LookupMatch = { ...match, status: 'ADDRESS_NOT_FOUND', accuracy: 'NONE', warnings: ['no house number'] };
    const fail = toBulkItem({}, 3, { ok: false, reason: 'NO_DELIVERY_ADDRESS', message: 'no house number before MAIN ST', match: checked, warnings: checked.warnings });
    expect([fail.status, fail.message, fail.result?.lookup_status, fail.result?.address_accuracy_level, fail.result?.address_line2, fail.result?.warnings]).toEqual([
      'FAIL', 'NO_DELIVERY_ADDRESS: no house number before MAIN ST', 'ADDRESS_NOT_FOUND', 'NONE', 'EAST MAPLE VT 05990-1003', ['no house number'],
    ]);
    expect(toBulkItem({}, 1, { ok: false, reason: 'EMPTY', message: 'empty' }).result?.warnings).toEqual([]);
  });

  it('maps every domain field to its wire name', () => {
    const req = { full_address: 'x' };
    const item = toBulkItem(req, 7, match);
    expect(item.status).toBe('SUCCESS');
    expect(item.request).toBe(req);
    expect(item.message).toBe('found');
    const r = item.result!;
    expect(r.lookup_index).toBe(7);
    expect(r.original_lookup_request).toBe(req);
    expect([r.address_line1, r.address_line2, r.lookup_status, r.address_accuracy_level]).toEqual(['300 N MAIN ST APT 2', 'EAST MAPLE VT 05990-1003', 'ADDRESS_FOUND', 'ROOFTOP']);
    expect(r.address_breakdown).toEqual({
      primary_no: '300', street_predirection: 'N', street_name: 'MAIN', street_suffix_abbrev: 'ST', street_postdirection: '',
      secondary_no: '2', secondary_abbrev: 'APT', city_name: 'EAST MAPLE', preferred_city_name: 'MAPLE FALLS', state: 'VT',
      zip_code: '05990', zip_add_on_no: '1003', county_name: 'TOWN COUNTY', urbanization: '',
    });
    expect(r.address_additional_info).toEqual({ record_type_code: 'H', carrier_route_id: '', county_no: '50099', congressional_dist_no: '00' });
    expect(r.address_delivery_info).toMatchObject({ dpv_confirmation_indicator: 'Y', dpv_footnotes: 'AABB', residential_delivery_indicator: 'Y', building_or_firm_name: 'ACME', dpv_vacant_indicator: '' });
    expect(r.corrections).toEqual([{ field: 'zip_code', from: '05991', to: '05990', reason: 'ZIP corrected' }]);
  });

  it('gives a FAIL item a full result carrying its index, with nothing claimed', () => {
    const item = toBulkItem({ country: 'CA' }, 3, { ok: false, reason: 'NOT_US', message: "country 'CA' is not US or USA" });
    expect(item.status).toBe('FAIL');
    expect(item.message).toContain('NOT_US');
    expect(item.result!.lookup_index).toBe(3);
    expect(item.result!.lookup_status).toBe('ADDRESS_NOT_FOUND');
    expect(item.result!.address_accuracy_level).toBe('NONE');
    const values = [
      ...Object.values(item.result!.address_breakdown),
      ...Object.values(item.result!.address_additional_info),
      ...Object.values(item.result!.address_delivery_info),
    ];
    expect(values.every((v) => v === '')).toBe(true);
  });
});
