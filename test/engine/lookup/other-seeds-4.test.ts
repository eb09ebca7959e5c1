// Wrong answers, false ROOFTOPs and lost exact answers the dev set found at seeds 37-48 (issue 15, round 4): each a shape
// of input the lookup read as another address or not at all.
import { describe, expect, it } from 'vitest';
import type { ComponentsInput } from '../../../src/engine/types.js';
import { loadTables } from '../../../src/data/load.js';
import { createEngine } from '../../../src/engine/index.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import { IndexBuilder } from '../../../src/engine/reference/builder.js';
import { reslotFields } from '../../../src/engine/lookup/fields-text.js';
import { townEngine } from './town.js';

const town = townEngine();

function lookup(input: string | ComponentsInput) {
  const o = town.engine.lookupOne(input);
  if (!o.ok) return { status: o.reason, line1: '', accuracy: '' };
  return { status: o.status, line1: o.line1, accuracy: o.accuracy };
}

describe('a unit written first, joined to the house number by a dash', () => {
  it("is the unit where the number after the dash lists it ('#2-300 N Main St' is 300 N MAIN ST APT 2)", () => {
    expect(lookup('#2-300 N Main St, Maple Falls VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2', accuracy: 'ROOFTOP' });
    expect(lookup({ streetAddress: '#3-300 N MAIN ST', city: 'Maple Falls', state: 'VT', zipCode: '05990' }).line1).toBe('300 N MAIN ST APT 3');
  });
  it('stays the number written where the point does not list that unit (no unit claimed that the reference cannot back)', () => {
    const m = lookup('#9-300 N Main St, Maple Falls VT 05990');
    expect([m.status, m.line1]).toEqual(['ADDRESS_NOT_FOUND', '9-300 N MAIN ST']);
  });
  it("reads a letter unit after '#' the same ('#M-60 Rock Ln' is 60 ROCK LN # M)", () => {
    expect(lookup('#M-60 Rock Ln, Maple Falls VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '60 ROCK LN # M', accuracy: 'ROOFTOP' });
  });
});

describe('a street written before its number, then the city with no comma', () => {
  // ('TOWN LINE RD 219 MENDON VT 05701': the parser, not knowing MENDON for the ZIP, read TOWN LINE RD as a firm and 219
  // MENDON as the street, answered 219 S MENDON RD)
  it("is read as number, street, city when the words after the number are a city of the ZIP ('Willowbrook Ln 5 East Maple')", () => {
    expect(lookup('Willowbrook Ln 5 East Maple VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '5 WILLOWBROOK LN', accuracy: 'ROOFTOP' });
    expect(lookup('Stage Rd 40 Upper Maple VT 05990').line1).toBe('40 STAGE RD');
    expect(lookup({ fullAddress: 'Rice Hill Rd 68 East Maple VT 05990' }).line1).toBe('68 RICE HILL RD');
  });
  it('is not read so when those words are no city of the ZIP (a firm named like a street stays a firm)', () => {
    const m = lookup('Willowbrook Ln 5 East Mapel VT 05990');
    expect(m.line1).not.toBe('5 WILLOWBROOK LN');
  });
});

describe("a word set aside right after the street's type", () => {
  // ('2 SCHOOL ST Plae': SCHOOL ST and SCHOOL ST PL both hold 2; the parser sets PLAE aside and the answer was SCHOOL ST)
  it("is the type of the street named by the name and that type, where the word reads as it ('9 Oak St Cour' is OAK ST CT)", () => {
    expect(lookup('9 Oak St Cour, Maple Falls VT 05991')).toEqual({ status: 'ADDRESS_FOUND', line1: '9 OAK ST CT', accuracy: 'ROOFTOP' });
    expect(lookup({ streetAddress: '9 Oak St Crt', city: 'Maple Falls', state: 'VT', zipCode: '05991' }).line1).toBe('9 OAK ST CT');
  });
  it('leaves the street written where the word reads as no such type', () => {
    expect(lookup('9 Oak St, Maple Falls VT 05991').line1).toBe('9 OAK ST');
    expect(lookup('9 Oak St Plae, Maple Falls VT 05991').line1).toBe('9 OAK ST');
  });
});

describe('a street found as written only in another ZIP of the city, where the ZIP given holds the name with another type', () => {
  // ('22 MAPLE AVE, RANDOLPH, VT 05060' was MAPLE AVE in 05038 for MAPLE ST in 05060: either the ZIP or the type is wrong)
  it('is ambiguous when the ZIP given, which the city written fits, holds the number too (both listed, neither claimed)', () => {
    const o = town.engine.lookupOne('30 Pine Ave, Maple Falls VT 05990');
    expect(o.ok && [o.status, o.accuracy, o.detail.split(': ')[1]?.split(' | ').sort()]).toEqual(['ADDRESS_AMBIGUOUS', 'NONE', ['30 PINE AVE 05991', '30 PINE ST 05990']]);
  });
  it('is found where the ZIP written or none points to one street', () => {
    expect(lookup('30 Pine Ave, Maple Falls VT 05991').line1).toBe('30 PINE AVE');
    expect(lookup('30 Pine Ave, Maple Falls VT').line1).toBe('30 PINE AVE');
    expect(lookup('30 Pine St, Maple Falls VT 05991').line1).toBe('30 PINE ST');
  });
});

describe('a route written across street_address and apt_suite_other', () => {
  it("is the route written, not another state's route of that number ('11 VT ROUTE' + '12' was PR ROUTE 12)", () => {
    expect(lookup({ streetAddress: '8 VT Route', aptSuiteOther: '30', city: 'Maple Falls', state: 'VT', zipCode: '05990' }).line1).toBe('8 VT ROUTE 30');
    expect(lookup('8 VT Route 30, Maple Falls VT 05990').line1).toBe('8 VT ROUTE 30');
  });
});

describe('a number after a street the parser reads as a route (COUNTY RD 4714, ETHAN ALLEN HWY 4134)', () => {
  it('is the house number where the street written, without it, lists that number', () => {
    expect(lookup('County Rd 12, Maple Falls VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '12 COUNTY RD', accuracy: 'ROOFTOP' });
    expect(lookup({ streetAddress: 'COUNTY ROAD 12', city: 'Maple Falls', state: 'VT', zipCode: '05990' }).line1).toBe('12 COUNTY RD');
  });
  it('claims no number the street does not list', () => {
    expect(lookup('County Rd 14, Maple Falls VT 05990').status).not.toBe('ADDRESS_FOUND');
  });
});

describe('a ZIP with no street data, of the city written', () => {
  // ('134 THREE MILE BRIDGE RD, MONTPELIER, VT 05620': 05620, a typo of 05602, is a ZIP of Montpelier with no streets)
  // (a reference of its own: a street-less ZIP in the town's city would change what the town's other tests read)
  const normalizer = createNormalizer(loadTables());
  const b = new IndexBuilder(normalizer);
  for (const zip of ['05801', '05802', '05803']) b.addZip({ zip, city: 'LAKE CITY', state: 'VT', lat: 44, lon: -72 });
  for (const [number, street, zip] of [['30', 'PINE ST', '05801'], ['3', 'CHURCH ST', '05801'], ['3', 'CHURCH ST', '05803']] as const) {
    b.addPoint({ number, street, city: 'LAKE CITY', state: 'VT', zip, lat: 44, lon: -72 });
  }
  const engine = createEngine({ normalizer, reference: b.build({ builtAt: '2026-01-01T00:00:00Z' }) });
  it("is corrected where another ZIP of the city holds the street as written with the number at a point ('30 Pine St, Lake City 05802')", () => {
    const o = engine.lookupOne('30 Pine St, Lake City VT 05802');
    expect(o.ok && [o.status, o.accuracy, o.line1, o.parts.zip]).toEqual(['ADDRESS_FOUND', 'ROOFTOP', '30 PINE ST', '05801']);
  });
  it('stays unverified where no such point is, where two ZIPs of the city hold it, or with no city written', () => {
    for (const a of ['32 Pine St, Lake City VT 05802', '30 Pine Ave, Lake City VT 05802', '3 Church St, Lake City VT 05802', '30 Pine St, VT 05802']) {
      const o = engine.lookupOne(a);
      expect([a, o.ok && o.status]).toEqual([a, 'ADDRESS_UNVERIFIED']);
    }
  });
});

describe('a unit with its designator closing a firm written before the street', () => {
  // ('Acme Widgets Inc Unit 2, 1029 NATOMA ST': the unit was read as the firm's and the answer claimed no unit)
  it('is the unit where the building lists it', () => {
    expect(lookup('Acme Widgets Inc Apt 2, 300 N Main St, Maple Falls VT 05990').line1).toBe('300 N MAIN ST APT 2');
  });
  it('stays in the firm where the building does not list it', () => {
    expect(lookup('Acme Widgets Inc Apt 7, 300 N Main St, Maple Falls VT 05990').line1).toBe('300 N MAIN ST');
  });
});

describe('words set aside after a street found nowhere', () => {
  // ('121 BALD MTN CAMPGROUND': MTN read as the type, CAMPGROUND set aside; BALD MTN is no street, BALD MOUNTAIN CAMPGROUND is)
  it('are read back into the name where the ZIP holds that name', () => {
    expect(lookup('3 Bear Mtn Campground, Maple Falls VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '3 BEAR MOUNTAIN CAMPGROUND', accuracy: 'ROOFTOP' });
    expect(lookup({ streetAddress: '3 Bear Mntn Campground', city: 'Maple Falls', state: 'VT', zipCode: '05990' }).line1).toBe('3 BEAR MOUNTAIN CAMPGROUND');
  });
  it('stay set aside where no street has that name', () => {
    const m = lookup('3 Bear Mtn Campsite, Maple Falls VT 05990');
    expect(m.status).not.toBe('ADDRESS_FOUND');
  });
});

describe('a dashed house number not written after #', () => {
  // ('9 & 11 HAIGHT ST', read as 9-11: a range of numbers, no unit 9 of 11)
  it('is no unit written first, even where the point lists that unit', () => {
    for (const a of ['2-300 N Main St, Maple Falls VT 05990', '2 & 300 N Main St, Maple Falls VT 05990']) {
      const m = lookup(a);
      expect([a, m.line1 === '300 N MAIN ST APT 2']).toEqual([a, false]);
    }
  });
});

describe('a misspelt type after a spelled direction', () => {
  // ('45 SOUTH Streeet': read as S + STREEET, not found, or S STREET RD without the number)
  it('is the direction as the name and the type, where that street holds the number', () => {
    expect(lookup('15 South Streeet, Maple Falls VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '15 SOUTH ST', accuracy: 'ROOFTOP' });
    expect(lookup({ streetAddress: '17 South Stret', city: 'Maple Falls', state: 'VT', zipCode: '05990' }).line1).toBe('17 SOUTH ST');
  });
  it('stays not found where that street lacks the number', () => {
    expect(lookup('19 South Streeet, Maple Falls VT 05990').status).not.toBe('ADDRESS_FOUND');
  });
});

describe('a last line written first, before a house number that opens with letters', () => {
  // ('NEWFANE, VT 05345 - Z 8 KENOLIE CAMPGROUND': Vermont's lot numbers open with a letter group)
  it('is read after the street', () => {
    expect(lookup('Maple Falls, VT 05990 - D 9 Kenolie Campground').line1).toBe('D 9 KENOLIE CAMPGROUND');
    expect(lookup('Maple Falls VT 05990 - B 1 1/2 Kenolie Campground').line1).toBe('B 1 1/2 KENOLIE CAMPGROUND');
  });
});

describe('words set aside after a street found nowhere, with letters before the number', () => {
  // ('B 7 KENOLIE CAMPGROUND 05345 NEWFANE VT': B read as a firm, CAMPGROUND 05345 set aside, answered 7 KENOLIE CAMPGROUND)
  it("read the letters into the number ('D 3 Bear Mtn Campground' is D 3, never 3)", () => {
    expect(lookup('D 3 Bear Mtn Campground, Maple Falls VT 05990').line1).toBe('D 3 BEAR MOUNTAIN CAMPGROUND');
    expect(lookup('C 3 Bear Mtn Campground, Maple Falls VT 05990').line1).not.toBe('3 BEAR MOUNTAIN CAMPGROUND');
  });
});

describe('street_address and city swapped', () => {
  // ('NEWFANE' in street_address, 'A 15 KENOLIE CAMPGROUND' in city: no house number before NEWFANE)
  it('are read in the slots their contents fit', () => {
    expect(lookup({ streetAddress: 'Maple Falls', city: '102 N Main St', state: 'VT', zipCode: '05990' }).line1).toBe('102 N MAIN ST');
    expect(lookup({ streetAddress: 'Maple Falls', city: 'D 9 Kenolie Campground', state: 'VT', zipCode: '05990' }).line1).toBe('D 9 KENOLIE CAMPGROUND');
  });
  it("leaves a ZIP written in city to be the ZIP ('SUR 6 HORSESHOE ACRES 1 CHESTER' + city '05143')", () => {
    const r = reslotFields({ streetAddress: 'SUR 6 Horseshoe Acres 1 Chester', city: '05143', state: 'VT' }, new Map());
    expect([r?.fields.streetAddress, r?.fields.zipCode]).toEqual(['SUR 6 Horseshoe Acres 1 Chester', '05143']);
  });
});
