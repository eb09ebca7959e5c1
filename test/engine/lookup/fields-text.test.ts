import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { joinedLines, letterLineJoined, reslotFields as reslotWith } from '../../../src/engine/lookup/fields-text.js';
import type { ComponentsInput } from '../../../src/engine/types.js';

const { directionals } = loadTables();
const reslotFields = (c: ComponentsInput) => reslotWith(c, directionals);

describe('reslotFields', () => {
  it('moves values to the slot their content fits: a ZIP in state, a state code in zip_code', () => {
    expect(reslotFields({ streetAddress: '9 Oak St', city: 'Maple Falls', state: '05991', zipCode: 'VT' })?.fields).toMatchObject({ city: 'Maple Falls', state: 'VT', zipCode: '05991' });
  });

  it('keeps a state written out in state, never as a city (Nevada, MO is a city)', () => {
    const r = reslotFields({ streetAddress: '100 Main St', state: 'Nevada' });
    expect(r?.fields).toMatchObject({ city: '', state: 'Nevada' });
    expect(r?.text).toBe('100 Main St, Nevada');
    expect(reslotFields({ streetAddress: '100 Main St', city: 'Carson City', state: 'Nevada', zipCode: '89701' })?.fields).toMatchObject({ city: 'Carson City', state: 'Nevada', zipCode: '89701' });
  });

  it('a state field holding the city, with the state code in zip_code, is the city', () => {
    expect(reslotFields({ streetAddress: '9 Oak St', state: 'Maple Falls', zipCode: 'VT' })?.fields).toMatchObject({ city: 'Maple Falls', state: 'VT' });
  });
  it('drops the city, state and ZIP written again at the end of street_address when their columns hold them', () => {
    const at = { city: 'Essex Junction', state: 'VT', zipCode: '05452' };
    for (const street of ['61 Park St Essex Junction, VT 05452', '61 Park St, Essex Junction VT 05452', '61 Park St Essex Junction vt. 05452']) {
      expect([street, reslotFields({ streetAddress: street, ...at })?.fields.streetAddress]).toEqual([street, '61 Park St']);
    }
    // another ZIP, or only a ZIP, at the end stays what it is
    expect(reslotFields({ streetAddress: '61 Park St 05401', ...at })?.fields.streetAddress).toBe('61 Park St 05401');
    expect(reslotFields({ streetAddress: '05452', ...at })?.fields.streetAddress).toBe('05452');
  });
  it('keeps a street named for the city, written without its type, when only the house number would be left', () => {
    expect(reslotFields({ streetAddress: '2153 Richford', city: 'Richford', state: '05476', zipCode: 'VT' })?.fields.streetAddress).toBe('2153 Richford');
    expect(reslotFields({ streetAddress: 'Attn: Payables, 2450 North Wolcott', city: 'Wolcott 05680', state: 'vt' })?.fields.streetAddress).toBe('Attn: Payables, 2450 North Wolcott');
    // the city after a street that is more than a directional is still the city written again
    expect(reslotFields({ streetAddress: '2450 N Main Wolcott', city: 'Wolcott', state: '05680', zipCode: 'VT' })?.fields.streetAddress).toBe('2450 N Main');
  });
  it('a city written twice in city is read once', () => {
    const r = reslotFields({ streetAddress: '191 West Rd', city: 'Vernon, VERNON', state: 'VT' });
    expect([r?.fields.city, r?.text]).toEqual(['Vernon', '191 West Rd, Vernon, VT']);
    // two different names stay as written
    expect(reslotFields({ streetAddress: '191 West Rd', city: 'Vernon, Brattleboro', state: 'VT' })?.fields.city).toBe('Vernon, Brattleboro');
  });
});

describe('fourth probe: the whole address in city, line 1 cut in two', () => {
  it('reads a city column opening with a house number as the delivery line when street_address and apt_suite_other are empty', () => {
    expect(reslotFields({ city: '52 N Elm St Saint Albans VT 05478' })?.fields).toMatchObject({ streetAddress: '52 N Elm St Saint Albans VT', zipCode: '05478' });
    expect(reslotFields({ city: 'F 3 Shattuck Hill Rd, Newport, VT 05855', state: 'VT', zipCode: '05855' })?.fields).toMatchObject({ streetAddress: 'F 3 Shattuck Hill Rd, Newport', zipCode: '05855' });
    // a city alone stays the city
    expect(reslotFields({ city: 'Saint Albans', state: 'VT' })).toBeUndefined();
  });
  it('joins street_address and apt_suite_other when line 2 goes on from line 1, never a pound-sign unit', () => {
    expect(joinedLines({ streetAddress: '12 Mount', aptSuiteOther: 'Holly Rd Apt 4', city: 'X' })).toMatchObject({ streetAddress: '12 Mount Holly Rd Apt 4', aptSuiteOther: '', city: 'X' });
    expect(joinedLines({ streetAddress: '1929 VT Route', aptSuiteOther: '140 W' })?.streetAddress).toBe('1929 VT Route 140 W');
    expect(joinedLines({ streetAddress: 'P 5', aptSuiteOther: 'Kenolie Campground' })?.streetAddress).toBe('P 5 Kenolie Campground');
    expect(joinedLines({ streetAddress: '12 Main St', aptSuiteOther: '#4' })).toBeUndefined();
    expect(joinedLines({ streetAddress: 'Acme Inc', aptSuiteOther: '12 Main St' })).toBeUndefined();
    expect(joinedLines({ fullAddress: '12 Main St', streetAddress: '12 Main', aptSuiteOther: 'St' })).toBeUndefined();
  });
});

describe('letterLineJoined', () => {
  it('joins a letter group alone in street_address before a line 2 that opens with the number', () => {
    expect(letterLineJoined({ streetAddress: 'D', aptSuiteOther: '9 Kenolie Campground', city: 'X' })).toMatchObject({ streetAddress: 'D 9 Kenolie Campground', aptSuiteOther: '', city: 'X' });
    expect(letterLineJoined({ streetAddress: 'SLL', aptSuiteOther: '10 Horseshoe Acres 1' })?.streetAddress).toBe('SLL 10 Horseshoe Acres 1');
    expect(letterLineJoined({ streetAddress: 'Acme', aptSuiteOther: '12 Main St' })).toBeUndefined();
    expect(letterLineJoined({ streetAddress: '12 Main St', aptSuiteOther: 'A' })).toBeUndefined();
    expect(letterLineJoined({ streetAddress: 'D', aptSuiteOther: 'Kenolie Campground' })).toBeUndefined();
  });
});
