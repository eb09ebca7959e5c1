// Issue 15: addresses as people really write them (fields in the wrong components, units first,
// phone numbers, letter and half house numbers, ZIP moves) verified against the synthetic town.
import { describe, expect, it } from 'vitest';
import type { ComponentsInput } from '../../../src/engine/types.js';
import type { LookupMatch } from '../../../src/engine/lookup/types.js';
import { townEngine } from './town.js';

const town = townEngine();
const look = town.look;

function fields(c: ComponentsInput): LookupMatch {
  const o = town.engine.lookupOne(c);
  if (!o.ok) throw new Error(`expected a match, got ${o.reason}: ${o.message}`);
  return o;
}

const reread = (m: LookupMatch) => m.corrections.filter((c) => c.field === 'fields');

describe('fields in the wrong components are re-read as one address', () => {
  const at = { city: 'Maple Falls', state: 'VT', zipCode: '05990' };
  it('the whole address in street_address, without commas', () => {
    const m = fields({ streetAddress: '102 N Main St Maple Falls VT 05990' });
    expect([m.status, m.accuracy, m.line1, m.parts.zip]).toEqual(['ADDRESS_FOUND', 'ROOFTOP', '102 N MAIN ST', '05990']);
    expect(reread(m)).toHaveLength(1);
    expect(m.message).toContain('fields re-read');
  });
  it('state and ZIP swapped, and the ZIP written in city', () => {
    const swapped = fields({ streetAddress: '9 Oak St', city: 'Maple Falls', state: '05991', zipCode: 'VT' });
    expect([swapped.status, swapped.parts.zip, swapped.parts.state]).toEqual(['ADDRESS_FOUND', '05991', 'VT']);
    const inCity = fields({ streetAddress: '9 Oak St', city: 'Maple Falls 05991', state: 'VT' });
    expect([inCity.status, inCity.parts.zip, inCity.parts.city]).toEqual(['ADDRESS_FOUND', '05991', 'MAPLE FALLS']);
    expect(reread(inCity)).toHaveLength(1);
  });
  it('the ZIP at the end of street_address is the ZIP, not a unit', () => {
    const m = fields({ streetAddress: '102 N Main St 05990', city: 'Maple Falls', state: 'VT' });
    expect([m.status, m.line1, m.parts.zip, m.dpv]).toEqual(['ADDRESS_FOUND', '102 N MAIN ST', '05990', 'Y']);
    // a building with units and none given: the ZIP read as the ZIP (D) beats it read as a unit nobody lists (S)
    const units = fields({ streetAddress: '200 N Main St 05990', city: 'Maple Falls', state: 'VT' });
    expect([units.status, units.line1, units.parts.zip, units.dpv]).toEqual(['ADDRESS_FOUND', '200 N MAIN ST', '05990', 'D']);
  });
  it('line 1 and line 2 swapped', () => {
    const m = fields({ streetAddress: 'Apt 2', aptSuiteOther: '300 N Main St', ...at });
    expect([m.status, m.line1, m.dpv]).toEqual(['ADDRESS_FOUND', '300 N MAIN ST APT 2', 'Y']);
  });
  it('fields that agree with what they hold are not re-read', () => {
    expect(reread(fields({ streetAddress: '102 N Main St', ...at }))).toEqual([]);
  });
});

describe('units and noise', () => {
  it('a unit before the house number is never taken for the number', () => {
    for (const a of ['#2 300 N Main St, Maple Falls, VT 05990', 'Apt 2, 300 N Main St, Maple Falls, VT 05990']) {
      expect([look(a).status, look(a).line1]).toEqual(['ADDRESS_FOUND', '300 N MAIN ST APT 2']);
    }
    expect(fields({ streetAddress: '# 2 300 N Main St', city: 'Maple Falls', state: 'VT', zipCode: '05990' }).line1).toBe('300 N MAIN ST APT 2');
  });
  it('drops a phone number written after the address or in street_address', () => {
    const m = look('100 N Main St, Maple Falls, VT 05990 Phone: (802) 555-0148');
    expect([m.status, m.line1, m.parts.secondaryNo]).toEqual(['ADDRESS_FOUND', '100 N MAIN ST', '']);
    const c = fields({ streetAddress: '100 N Main St 802.555.0148', city: 'Maple Falls', state: 'VT', zipCode: '05990' });
    expect([c.status, c.line1, c.dpv]).toEqual(['ADDRESS_FOUND', '100 N MAIN ST', 'Y']);
    // a phone's country code is never the last digit of the unit before it
    const unit = look('300 N Main St Apt 3 1-802-555-0148, Maple Falls, VT 05990');
    expect([unit.status, unit.line1]).toEqual(['ADDRESS_FOUND', '300 N MAIN ST APT 3']);
    expect(look('300 N Main St Apt 31 802-555-0148, Maple Falls, VT 05990').parts.secondaryNo).toBe('31');
  });
});

describe('house numbers with letters and halves', () => {
  it("matches the reference's own form of the number", () => {
    for (const a of ['63½ Cedar Ln', '63 1/2 Cedar Ln', '63-1/2 Cedar Ln']) {
      expect([look(`${a}, Maple Falls, VT 05990`).status, look(`${a}, Maple Falls, VT 05990`).parts.primaryNo]).toEqual(['ADDRESS_FOUND', '63 1/2']);
    }
    for (const a of ['64B Cedar Ln', '64-B Cedar Ln', '64 B Cedar Ln', '64b Cedar Ln']) {
      expect([look(`${a}, Maple Falls, VT 05990`).status, look(`${a}, Maple Falls, VT 05990`).parts.primaryNo]).toEqual(['ADDRESS_FOUND', '64B']);
    }
  });
  it('never matches a different number', () => {
    // 631/2 may be 63 1/2 or 631 1/2; 63 and 64 are not the numbers the reference holds
    for (const a of ['631/2 Cedar Ln', '63 Cedar Ln', '64 Cedar Ln', '64C Cedar Ln']) {
      expect(look(`${a}, Maple Falls, VT 05990`).status).toBe('ADDRESS_NOT_FOUND');
    }
  });
});

describe('ZIP moves', () => {
  it('a corrected street holding the number only in another ZIP of the city moves there, listed as a correction', () => {
    const m = look('5 Churhc St, Maple Falls, VT 05990');
    expect([m.status, m.line1, m.parts.zip]).toEqual(['ADDRESS_FOUND', '5 CHURCH ST', '05991']);
    expect(m.corrections.map((c) => c.field)).toEqual(expect.arrayContaining(['street', 'zip']));
  });
  it('a two-edit street in the ZIP given does not win over a one-edit street in the next ZIP that costs the same', () => {
    // CRAVER: RIVER ST here (2 edits) or CARVER ST in 05990 (1 edit + a ZIP change): two real addresses, no claim
    const m = look('44 Craver St, Maple Falls, VT 05991');
    expect(m.status).toBe('ADDRESS_AMBIGUOUS');
    expect(m.detail).toContain('44 CARVER ST 05990');
    expect(look('44 Carver St, Maple Falls, VT 05991').line1).toBe('44 CARVER ST');
  });
});
