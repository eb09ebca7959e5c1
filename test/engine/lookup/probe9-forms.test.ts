// Issue 15, ninth phrasing probe: a designator with 'Nbr' before its number, an ordinal's ending spaced or written in
// superscript, a ZIP+4 placeholder of X's, a list's star bullets before each line, against the synthetic town.
import { describe, expect, it } from 'vitest';
import { townEngine } from './town.js';

const town = townEngine();

function read(text: string) {
  const o = town.engine.lookupOne(text);
  return o.ok ? { status: o.status, line1: o.line1, zip: o.parts.zip } : { status: o.reason, line1: '', zip: '' };
}

const APT_2 = { status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2', zip: '05990' };
const FIFTH = { status: 'ADDRESS_FOUND', line1: '50 5TH ST', zip: '05990' };

describe("'Nbr' between a designator and its number", () => {
  it('is the number word, as No. is', () => {
    expect(read('300 N Main St Apt Nbr 2, Maple Falls, VT 05990')).toEqual(APT_2);
    expect(read('300 N Main St, Maple Falls, VT 05990\nApt. Nbr. 2')).toEqual(APT_2);
    expect(town.engine.lookupOne({ streetAddress: '300 N Main St', aptSuiteOther: 'Apt NMBR 2', city: 'Maple Falls', state: 'VT', zipCode: '05990' })).toMatchObject({ ok: true, line1: '300 N MAIN ST APT 2' });
  });
  it('answers a unit the street lacks as Apt 9 is answered, never as another unit', () => {
    expect(town.engine.lookupOne('300 N Main St Apt Nbr 9, Maple Falls, VT 05990')).toEqual(town.engine.lookupOne('300 N Main St Apt 9, Maple Falls, VT 05990'));
  });
});

describe("an ordinal's ending set apart or in superscript", () => {
  it('is the ordinal', () => {
    expect(read('50 5 th St, Maple Falls, VT 05990')).toEqual(FIFTH);
    expect(read('50 5 TH ST, Maple Falls, VT 05990')).toEqual(FIFTH);
    expect(read('50 5ᵗʰ St, Maple Falls, VT 05990')).toEqual(FIFTH);
    expect(read('50 5<sup>th</sup> St, Maple Falls, VT 05990')).toEqual(FIFTH);
  });
  it('keeps an ending that is not the number\'s own, or with nothing after it', () => {
    expect(read('50 5 ND St, Maple Falls, VT 05990').line1).not.toBe('50 5TH ST');
    expect(read('51 5 th St, Maple Falls, VT 05990').status).not.toBe('ADDRESS_FOUND');
  });
});

describe('a ZIP+4 written as a placeholder of X', () => {
  it('is the ZIP with no ZIP+4', () => {
    expect(read('300 N Main St Apt 2, Maple Falls, VT 05990-XXXX')).toEqual(APT_2);
    expect(read('300 N Main St Apt 2, Maple Falls, VT 05990-xxxx')).toEqual(APT_2);
  });
});

describe("a list's star before each line", () => {
  it('is a bullet, no note running across the lines', () => {
    expect(read('* 300 N Main St Apt 2\n* Maple Falls, VT 05990')).toEqual(APT_2);
    expect(read('** fragile **\n300 N Main St Apt 2\nMaple Falls, VT 05990')).toEqual(APT_2);
  });
});

describe('a unit after a ZIP+4 written apart from its ZIP', () => {
  it('is the unit, the last line kept', () => {
    expect(read('300 N Main St\nMaple Falls, VT 05990 1003\nApt 2')).toEqual(APT_2);
    expect(read('300 N Main St, Maple Falls, VT 05990 0000, Apt. No. 2')).toEqual(APT_2);
  });
});

describe('the numero sign (Nº, N°, №) for No.', () => {
  it('is the number word before the unit', () => {
    expect(read('300 N Main St Apt Nº 2, Maple Falls, VT 05990')).toEqual(APT_2);
    expect(read('300 N Main St Apt N°2, Maple Falls, VT 05990')).toEqual(APT_2);
    expect(town.engine.lookupOne({ streetAddress: '300 N Main St', aptSuiteOther: 'Apt nº 2', city: 'Maple Falls', state: 'VT', zipCode: '05990' })).toMatchObject({ ok: true, line1: '300 N MAIN ST APT 2' });
  });
});

describe('opening hours after the address', () => {
  it('are no part of it', () => {
    expect(read('300 N Main St Apt 2, Maple Falls, VT 05990 M-F 9:00-5:00')).toEqual(APT_2);
    expect(read('300 N Main St Apt 2, Maple Falls, VT 05990, Hours: 9am - 5pm')).toEqual(APT_2);
    expect(read('300 N Main St Apt 2, Maple Falls, VT 05990\nTue-Thu 8:30-4:30')).toEqual(APT_2);
  });
});
