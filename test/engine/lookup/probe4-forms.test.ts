// Issue 15, fourth phrasing probe: fields moved further than one column, against the synthetic town.
import { describe, expect, it } from 'vitest';
import type { ComponentsInput } from '../../../src/engine/types.js';
import { townEngine } from './town.js';

const town = townEngine();

function fields(c: ComponentsInput) {
  const o = town.engine.lookupOne(c);
  return o.ok ? { status: o.status, line1: o.line1 } : { status: o.reason, line1: '' };
}

describe('the whole address in the city column', () => {
  it('is found, street_address and apt_suite_other empty', () => {
    expect(fields({ city: '300 N Main St Apt 2 Maple Falls VT 05990' })).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2' });
    expect(fields({ city: '1919 W Shore Rd, Maple Falls, VT 05990', state: 'VT', zipCode: '05990' })).toEqual({ status: 'ADDRESS_FOUND', line1: '1919 W SHORE RD' });
    expect(fields({ city: 'D 9 Kenolie Campground, Maple Falls', state: 'VT', zipCode: '05990' })).toEqual({ status: 'ADDRESS_FOUND', line1: 'D 9 KENOLIE CAMPGROUND' });
  });
  it('never finds an absent number', () => {
    expect(fields({ city: '306 N Main St, Maple Falls, VT 05990' }).status).not.toBe('ADDRESS_FOUND');
  });
});

describe('line 1 cut at a word into street_address and apt_suite_other', () => {
  it('is read joined', () => {
    const at = { city: 'Maple Falls', state: 'VT', zipCode: '05990' };
    expect(fields({ streetAddress: '2916 VT Route', aptSuiteOther: '22A', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '2916 VT ROUTE 22A' });
    expect(fields({ streetAddress: '5 Willowbrook', aptSuiteOther: 'Ln', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '5 WILLOWBROOK LN' });
    expect(fields({ streetAddress: '300 N Main', aptSuiteOther: 'St Apt 3', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 3' });
    expect(fields({ streetAddress: 'D 9', aptSuiteOther: 'Kenolie Campground', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: 'D 9 KENOLIE CAMPGROUND' });
    // an absent number stays not found
    expect(fields({ streetAddress: '8 Willowbrook', aptSuiteOther: 'Ln', ...at }).status).not.toBe('ADDRESS_FOUND');
  });
});

describe('the house number after the street, or the whole address in apt_suite_other', () => {
  const at = { city: 'Maple Falls', state: 'VT', zipCode: '05990' };
  it('reads a bare number after a street with no number as the house number, on a name the ZIP holds as written', () => {
    expect(fields({ streetAddress: 'Willowbrook Ln 7', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '7 WILLOWBROOK LN' });
    expect(town.look('Stage Rd 40, Maple Falls, VT 05990').status).toBe('ADDRESS_FOUND');
    // an absent number stays not found; a designated unit is never the house number
    expect(fields({ streetAddress: 'Willowbrook Ln 9', ...at }).status).not.toBe('ADDRESS_FOUND');
    expect(fields({ streetAddress: 'Willowbrook Ln Apt 7', ...at }).status).not.toBe('ADDRESS_FOUND');
  });
  it('re-reads the whole address typed into apt_suite_other', () => {
    expect(fields({ aptSuiteOther: '300 N Main St Apt 2, Maple Falls, VT 05990' })).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2' });
    expect(fields({ aptSuiteOther: '306 N Main St, Maple Falls, VT 05990' }).status).not.toBe('ADDRESS_FOUND');
  });
});

describe('the house number written twice', () => {
  it('is one number where the name without it is one the ZIP holds', () => {
    const m = town.look('2916 2916 VT Route 22A, Maple Falls, VT 05990');
    expect([m.status, m.line1]).toEqual(['ADDRESS_FOUND', '2916 VT ROUTE 22A']);
    expect(fields({ streetAddress: '202 202 R Abel Ln', city: 'Maple Falls', state: 'VT', zipCode: '05990' })).toEqual({ status: 'ADDRESS_FOUND', line1: '202 R ABEL LN' });
    // a number-named street keeps its number word (50 5TH ST), and an absent number stays not found
    expect([town.look('50 5th St, Maple Falls, VT 05990').status, town.look('50 5th St, Maple Falls, VT 05990').line1]).toEqual(['ADDRESS_FOUND', '50 5TH ST']);
    expect(town.look('2917 2917 VT Route 22A, Maple Falls, VT 05990').status).not.toBe('ADDRESS_FOUND');
  });
});

describe('the last line first with only a space before the street', () => {
  it('is read after the street', () => {
    const m = town.look('Maple Falls VT 05990 1919 W Shore Rd');
    expect([m.status, m.line1]).toEqual(['ADDRESS_FOUND', '1919 W SHORE RD']);
    expect(town.look('Maple Falls VT 05990 1918 W Shore Rd').status).not.toBe('ADDRESS_FOUND');
  });
});
