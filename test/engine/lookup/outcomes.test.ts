import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createEngine } from '../../../src/engine/index.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import { townBuilder } from '../reference/helpers.js';
import { townEngine } from './town.js';

const town = townEngine();
const look = town.look;

describe('accuracy levels and statuses', () => {
  it('ROOFTOP / FOUND when the number is a reference point on the street', () => {
    const m = look('100 N Main St, Maple Falls, VT 05990');
    expect([m.status, m.accuracy, m.line1]).toEqual(['ADDRESS_FOUND', 'ROOFTOP', '100 N MAIN ST']);
  });

  it('STREET / NOT_FOUND when the street exists but the number is not one of its points', () => {
    const m = look('999 N Main St, Maple Falls, VT 05990');
    expect([m.status, m.accuracy, m.dpv, m.dpvFootnotes]).toEqual(['ADDRESS_NOT_FOUND', 'STREET', 'N', 'AAM3']);
    expect(m.parts.zip4).toBe('');
    expect(m.message).toContain('999');
  });

  it('RANGE_INTERPOLATED / FOUND inside a TIGER range on a street without points, honouring parity', () => {
    const even = look('150 River Rd, Maple Falls, VT 05991');
    expect([even.status, even.accuracy, even.line2, even.dpv, even.dpvFootnotes]).toEqual(['ADDRESS_FOUND', 'RANGE_INTERPOLATED', 'MAPLE FALLS VT 05991-2001', '', 'AA']);
    const odd = look('151 River Rd, Maple Falls, VT 05991');
    expect([odd.accuracy, odd.parts.zip4]).toEqual(['RANGE_INTERPOLATED', '']);
    expect(look('250 River Rd, Maple Falls, VT 05991').accuracy).toBe('STREET');
  });

  it('ZIP / UNVERIFIED when the ZIP has no street data, and for PO boxes', () => {
    const m = look('1 Elm St, Birch Hill, VT 05992');
    expect([m.status, m.accuracy, m.dpv, m.dpvFootnotes, m.line1]).toEqual(['ADDRESS_UNVERIFIED', 'ZIP', '', '', '1 ELM ST']);
    const box = look('PO Box 12, Maple Falls, VT 05990');
    expect([box.status, box.accuracy, box.line1, box.dpv]).toEqual(['ADDRESS_UNVERIFIED', 'ZIP', 'PO BOX 12', '']);
    expect(box.message).toMatch(/no PO box, rural route or military delivery data/);
  });

  it('FAIL NO_DELIVERY_ADDRESS, never UNVERIFIED, for a row with no number and street, box, route or military form', () => {
    // a city and ZIP with no street at all: checked, but no delivery address
    const place = town.engine.lookupOne('Maple Falls, VT 05990');
    expect(place.ok).toBe(false);
    if (place.ok) return;
    expect(place.reason).toBe('NO_DELIVERY_ADDRESS');
    expect(place.message).toMatch(/^no street line .*; no street given/);
    expect([place.match?.status, place.match?.accuracy, place.match?.line2]).toEqual(['ADDRESS_NOT_FOUND', 'NONE', 'MAPLE FALLS VT 05990']);
    for (const junk of ['asdf qwerty, Birch Hill, VT 05992', 'N/A, Birch Hill, VT 05992', 'Elm St, Birch Hill, VT 05992', 'N Main St, Maple Falls, VT 05990']) {
      const o = town.engine.lookupOne(junk);
      expect(o.ok, junk).toBe(false);
      expect(!o.ok && [o.reason, o.match?.status, o.warnings], junk).toEqual(['NO_DELIVERY_ADDRESS', 'ADDRESS_NOT_FOUND', ['no house number']]);
      expect(!o.ok && o.message, junk).toMatch(/^no house number before /);
    }
    // the forms with no house number that still name a delivery point pass
    expect(look('PO Box 12, Maple Falls, VT 05990').status).toBe('ADDRESS_UNVERIFIED');
    expect(look('RR 2 Box 5, Birch Hill, VT 05992').status).toBe('ADDRESS_UNVERIFIED');
    expect(look('General Delivery, Birch Hill, VT 05992').status).toBe('ADDRESS_UNVERIFIED');
  });

  it('NONE / NOT_FOUND with N/A1 when the street is not in a ZIP that has street data', () => {
    const m = look('5 Nowhere Blvd, Maple Falls, VT 05990');
    expect([m.status, m.accuracy, m.dpv, m.dpvFootnotes]).toEqual(['ADDRESS_NOT_FOUND', 'NONE', 'N', 'A1']);
  });

  it('NONE when neither ZIP nor city is known', () => {
    const m = look('5 Main St, Atlantis, VT 05000');
    expect([m.status, m.accuracy, m.countyName]).toEqual(['ADDRESS_NOT_FOUND', 'NONE', '']);
  });

  it('CITY / UNVERIFIED when only a city with several ZIPs is given and no street data helps', () => {
    const m = look('PO Box 12, Maple Falls, VT');
    expect([m.status, m.accuracy, m.parts.zip]).toEqual(['ADDRESS_UNVERIFIED', 'CITY', '']);
  });
});

describe('the tie rule', () => {
  it('says ADDRESS_AMBIGUOUS when a missing directional fits two real addresses', () => {
    const m = look('100 Main St, Maple Falls, VT 05990');
    expect([m.status, m.accuracy, m.parts.predir, m.parts.zip4, m.dpv]).toEqual(['ADDRESS_AMBIGUOUS', 'NONE', '', '', '']);
    expect(m.message).toContain('100 N MAIN ST 05990');
    expect(m.message).toContain('100 S MAIN ST 05990');
  });

  it('says ADDRESS_AMBIGUOUS for a missing suffix that fits two streets, and picks when only one has the number', () => {
    expect(look('10 Elm, Maple Falls, VT 05990').status).toBe('ADDRESS_AMBIGUOUS');
    const m = look('12 Elm, Maple Falls, VT 05990');
    expect([m.status, m.line1]).toEqual(['ADDRESS_FOUND', '12 ELM ST']);
    expect(m.corrections).toContainEqual({ field: 'street', from: 'ELM', to: 'ELM ST', reason: 'suffix added' });
  });

  it('says ADDRESS_AMBIGUOUS for one street in two ZIPs of the city when no ZIP is given', () => {
    const m = look('3 Church St, Maple Falls, VT');
    expect(m.status).toBe('ADDRESS_AMBIGUOUS');
    expect(m.parts.zip).toBe('');
  });

  it('does not move a real street with an unknown number onto a neighbour with another suffix', () => {
    expect(look('12 Elm Ave, Maple Falls, VT 05990').accuracy).not.toBe('ROOFTOP');
  });
});

describe('tolerance', () => {
  it('fills a missing directional when only one side has the number', () => {
    const m = look('104 main street, maple falls vt 05990');
    expect(m.line1).toBe('104 N MAIN ST');
    expect(m.corrections.map((c) => c.reason)).toContain('directional added');
  });

  it('fixes one- and two-character typos against streets in the ZIP', () => {
    expect(look('5 Wilowbrook Ln, Maple Falls, VT 05990').line1).toBe('5 WILLOWBROOK LN');
    expect(look('7 Wilowbruok Ln, Maple Falls, VT 05990').line1).toBe('7 WILLOWBROOK LN');
    expect(look('5 Wilowbrook Ln, Maple Falls, VT 05990').corrections[0]).toMatchObject({ field: 'street', reason: 'spelling corrected' });
  });

  it('reads every alias of a Vermont route as the reference route', () => {
    for (const street of ['VT-22A', 'Route 22A', 'State Route 22A', 'Vermont Route 22A', 'VT Rte 22A']) {
      expect(look(`2916 ${street}, Maple Falls, VT 05990`).line1).toBe('2916 VT ROUTE 22A');
    }
  });

  it('reads a spelled-out numbered street', () => {
    expect(look('50 Fifth Street, Maple Falls, VT 05990').line1).toBe('50 5TH ST');
  });

  it('fills a missing ZIP from the city, and corrects a wrong ZIP of the same city', () => {
    const added = look('5 Church St, Maple Falls, VT');
    expect([added.status, added.parts.zip]).toEqual(['ADDRESS_FOUND', '05991']);
    expect(added.corrections).toContainEqual({ field: 'zip', from: '', to: '05991', reason: 'ZIP added from the city' });
    const fixed = look('5 Church St, Maple Falls, VT 05990');
    expect(fixed.parts.zip).toBe('05991');
    expect(fixed.corrections).toContainEqual({ field: 'zip', from: '05990', to: '05991', reason: 'ZIP corrected' });
    expect(fixed.message).toContain('ZIP corrected');
  });

  it('keeps the ZIP given when the street has the number there', () => {
    expect(look('1 Church St, Maple Falls, VT 05990').parts.zip).toBe('05990');
  });
});

describe('fields', () => {
  it('keeps an acceptable alternate city as city_name and gives the preferred one beside it', () => {
    const m = look('2916 VT Route 22A, East Maple, VT 05990');
    expect([m.parts.city, m.preferredCity, m.line2]).toEqual(['EAST MAPLE', 'MAPLE FALLS', 'EAST MAPLE VT 05990']);
    expect(m.corrections).toEqual([]);
  });

  it('replaces a city that is not a postal name for the ZIP, and infers a missing state', () => {
    const m = look('102 N Main St, Springfield, VT 05990');
    expect(m.parts.city).toBe('MAPLE FALLS');
    expect(m.corrections).toContainEqual({ field: 'city', from: 'SPRINGFIELD', to: 'MAPLE FALLS', reason: 'city replaced (not a postal name for this ZIP)' });
    const s = town.engine.lookupOne({ streetAddress: '102 N Main St', city: 'Maple Falls', zipCode: '05990' });
    expect(s.ok && s.parts.state).toBe('VT');
    expect(s.ok && s.corrections).toContainEqual({ field: 'state', from: '', to: 'VT', reason: 'state inferred from the ZIP' });
  });

  it('shows ZIP+4 only when the reference backs it, correcting or removing the one given', () => {
    expect(look('102 N Main St, Maple Falls, VT 05990').line2).toBe('MAPLE FALLS VT 05990-1001');
    const corrected = look('102 N Main St, Maple Falls, VT 05990-9999');
    expect(corrected.parts.zip4).toBe('1001');
    expect(corrected.corrections).toContainEqual({ field: 'zip4', from: '9999', to: '1001', reason: 'ZIP+4 corrected' });
    const removed = look('104 N Main St, Maple Falls, VT 05990-1234');
    expect([removed.parts.zip4, removed.line2]).toEqual(['', 'MAPLE FALLS VT 05990']);
    expect(removed.corrections).toContainEqual({ field: 'zip4', from: '1234', to: '', reason: 'ZIP+4 removed (the reference does not back it)' });
  });

  it('gives county name, 5-digit county FIPS, and a district only when the ZIP has exactly one', () => {
    const one = look('102 N Main St, Maple Falls, VT 05990');
    expect([one.countyName, one.countyFips, one.district]).toEqual(['TOWN COUNTY', '50099', '00']);
    expect(look('9 Oak St, Maple Falls, VT 05991').district).toBe('');
  });

  it('takes the residential indicator from the point, empty when the source has none', () => {
    expect(look('102 N Main St, Maple Falls, VT 05990').residential).toBe('Y');
    expect(look('104 N Main St, Maple Falls, VT 05990').residential).toBe('N');
    expect(look('10 Elm St, Maple Falls, VT 05990').residential).toBe('');
    expect(look('150 River Rd, Maple Falls, VT 05991').residential).toBe('');
  });
});

describe('spreadsheet damage and messages that name what was found', () => {
  const comp = (zipCode: string, city = 'Maple Falls', state = 'VT') => town.engine.lookupOne({ streetAddress: '100 N Main St', city, state, zipCode });

  it('restores the leading zero of a 4-digit ZIP field when that makes a ZIP of the row\'s state, as a correction', () => {
    const m = comp('5990');
    expect(m.ok && [m.status, m.parts.zip, m.corrections[0], m.warnings]).toEqual(['ADDRESS_FOUND', '05990', { field: 'zip', from: '5990', to: '05990', reason: 'leading zeros restored' }, []]);
    expect(m.ok && m.message).toMatch(/^address found \(ROOFTOP\); corrected: leading zeros restored: 5990 → 05990; /);
    // no state: the city decides; ZIP+4 stored as a number (8 digits) comes apart too
    const noState = comp('59901001', 'Maple Falls', '');
    expect(noState.ok && [noState.parts.zip, noState.parts.zip4, noState.corrections[0]]).toEqual(['05990', '1001', { field: 'zip', from: '59901001', to: '05990', reason: 'leading zeros restored' }]);
    // 3 digits: two zeros
    expect(town.engine.lookupOne({ streetAddress: '100 N Main St', state: 'VT', zipCode: '5990' }).ok).toBe(true);
  });

  it('a short ZIP with no city or state says what it may be and what would confirm it', () => {
    const m = town.engine.lookupOne({ streetAddress: '100 N Main St', zipCode: '5990' });
    expect(m.ok && m.message).toMatch(/ZIP 5990 has only 4 digits \(05990 if a spreadsheet dropped its leading zeros; a city or state would confirm it\)/);
  });

  it('does not pad into another state, and says which ZIP it could not use', () => {
    const m = comp('5990', 'Maple Falls', 'NH');
    expect(m.ok && m.corrections.some((c) => c.reason === 'leading zeros restored')).toBe(false);
    expect(m.ok && m.message).toMatch(/ZIP 5990 is not a US ZIP/);
    expect(m.ok && m.message).not.toMatch(/no ZIP given/);
  });

  it('names an unknown ZIP in the message and in the correction that replaces it', () => {
    const m = comp('09204');
    expect(m.ok && m.message).toMatch(/ZIP replaced \(not a US ZIP\): 09204 → 0599[01]|ZIP 09204 is not a US ZIP/);
    const lost = town.engine.lookupOne({ streetAddress: '100 N Main St', city: 'Nowhere', state: 'VT', zipCode: '09204' });
    expect(lost.ok && lost.message).toMatch(/ZIP 09204 is not a US ZIP, and NOWHERE VT is not a city the reference knows/);
  });

  it('a city with no state and no usable ZIP is not looked up, and says so (not that the city is unknown)', () => {
    const known = town.engine.lookupOne({ streetAddress: '100 N Main St', city: 'Maple Falls' });
    expect(known.ok && known.message).toMatch(/no ZIP given and no state: a city alone \(MAPLE FALLS\) is not looked up; give its state or the ZIP$/);
    const badZip = town.engine.lookupOne({ streetAddress: '100 N Main St', city: 'Maple Falls', zipCode: '09204' });
    expect(badZip.ok && badZip.message).toMatch(/ZIP 09204 is not a US ZIP and no state: a city alone \(MAPLE FALLS\) is not looked up; give its state; corrected: ZIP removed/);
  });

  it('a ZIP the table does not know stays out of the standardized lines, its removal listed', () => {
    const m = town.engine.lookupOne({ streetAddress: '999 Nowhere Rd', city: 'Maple Falls', state: 'VT', zipCode: '09204' });
    if (!m.ok) throw new Error(m.message);
    expect(m.line2).not.toContain('09204');
    expect(m.parts.zip).not.toBe('09204');
    expect(m.corrections.find((c) => c.field === 'zip')).toMatchObject({ from: '09204' });
  });
});

describe('units and DPV', () => {
  it('Y/BB and record type H for a listed unit written any way, in the reference form', () => {
    for (const unit of ['Apt 2', '#2', '# 2', 'Unit 2']) {
      const m = look(`300 N Main St ${unit}, Maple Falls, VT 05990`);
      expect([m.line1, m.dpv, m.dpvFootnotes, m.parts.recordType]).toEqual(['300 N MAIN ST APT 2', 'Y', 'AABB', 'H']);
    }
    const comp = town.engine.lookupOne({ streetAddress: '300 N Main St', aptSuiteOther: 'apt 3', city: 'Maple Falls', state: 'VT', zipCode: '05990' });
    expect(comp.ok && comp.line1).toBe('300 N MAIN ST APT 3');
  });

  it("keeps the person's designator when the reference lists the unit without one (APT 8, never # 8)", () => {
    const b = townBuilder();
    b.addPoint({ number: '300', street: 'LINDEN ST', unit: '8', zip: '94102' });
    b.addPoint({ number: '300', street: 'LINDEN ST', unit: '7', zip: '94102' });
    const engine = createEngine({ normalizer: createNormalizer(loadTables()), reference: b.build() });
    const apt = engine.lookupOne({ streetAddress: '300 Linden St', aptSuiteOther: 'Apt 8', city: 'San Francisco', state: 'CA', zipCode: '94102' });
    expect(apt.ok && [apt.line1, apt.dpv, apt.corrections]).toEqual(['300 LINDEN ST APT 8', 'Y', []]);
    const bare = engine.lookupOne('300 Linden St 7, San Francisco CA 94102');
    expect(bare.ok && [bare.line1, bare.dpv]).toEqual(['300 LINDEN ST # 7', 'Y']);
  });

  it('S/C1 for a unit the building does not list; D/N1 when the building has units and none was given', () => {
    const s = look('300 N Main St Apt 9, Maple Falls, VT 05990');
    expect([s.status, s.accuracy, s.dpv, s.dpvFootnotes, s.line1]).toEqual(['ADDRESS_FOUND', 'ROOFTOP', 'S', 'AAC1', '300 N MAIN ST APT 9']);
    expect(look('300 N Main St, Maple Falls, VT 05990')).toMatchObject({ dpv: 'D', dpvFootnotes: 'AAN1' });
  });

  it('uses UNITCOUNT when units are not listed: D without a unit, S with one', () => {
    expect(look('200 N Main St, Maple Falls, VT 05990')).toMatchObject({ dpv: 'D', dpvFootnotes: 'AAN1' });
    expect(look('200 N Main St Apt 3, Maple Falls, VT 05990')).toMatchObject({ dpv: 'S', dpvFootnotes: 'AAC1' });
  });

  it('S/CC for a unit on a single-unit building; Y/BB and record type S without one', () => {
    const unit = look('102 N Main St Apt 1, Maple Falls, VT 05990');
    expect([unit.dpv, unit.dpvFootnotes, unit.parts.recordType]).toEqual(['S', 'AACC', 'S']);
    expect(look('200 N Main St, Maple Falls, VT 05990').parts.recordType).toBe('H');
    const m = look('102 N Main St, Maple Falls, VT 05990');
    expect([m.dpv, m.dpvFootnotes, m.parts.recordType]).toEqual(['Y', 'AABB', 'S']);
  });
});
