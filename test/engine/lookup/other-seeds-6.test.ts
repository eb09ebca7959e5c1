// Wrong answers the dev set found at seeds 51, 61, 71 and 72 (and the default seed at 2,000 per kind): each a reading
// that claimed another address than the one written, where the reference backs the one written or none.
import { describe, expect, it } from 'vitest';
import type { ComponentsInput } from '../../../src/engine/types.js';
import { townEngine } from './town.js';

const town = townEngine();

function lookup(input: string | ComponentsInput) {
  const o = town.engine.lookupOne(input);
  if (!o.ok) return { status: o.reason, line1: '', accuracy: '', zip: '', message: o.message };
  return { status: o.status, line1: o.line1, accuracy: o.accuracy, zip: o.parts.zip, message: o.message };
}

describe('a type misspelt after a direction, the street found only in another ZIP than the one given', () => {
  // ('6 E Sreet', ALBURGH 05440 answered 6 EAST ST in 05452: the type read from a misspelling and the ZIP changed)
  it('is not claimed: two corrections stacked', () => {
    const o = lookup('6 E Sreet, Maple Falls VT 05990');
    expect(o).not.toMatchObject({ status: 'ADDRESS_FOUND', line1: '6 EAST ST' });
    expect(o.zip).not.toBe('05991');
  });
  it('is the letter as the name where the ZIP given holds it with the number (E ST)', () => {
    expect(lookup('6 E Sreet, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '6 E ST', accuracy: 'ROOFTOP', zip: '05990' });
  });
  it('claims neither where the city written holds both with the number and no ZIP is given', () => {
    expect(lookup('6 E Sreet, Maple Falls VT').status).not.toBe('ADDRESS_FOUND');
  });
  it('is still found with the ZIP of the street, or no ZIP', () => {
    expect(lookup('6 East Sreet, Maple Falls VT 05991')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '6 EAST ST', zip: '05991' });
    expect(lookup('17 South Sreet, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '17 SOUTH ST', zip: '05990' });
  });
});

describe("a one-letter direction before a street that has none, the number with that letter listed", () => {
  // ('148 E VT ROUTE' + '100' in apt_suite_other, '148 e vt route \n100\n...' answered 148 VT ROUTE 100, the E dropped as
  // a direction, while VT ROUTE 100 lists 148 E: read back from the unit or from a line set aside, the E was lost)
  it('is the number with its letter, however the name was put back together', () => {
    const found = { status: 'ADDRESS_FOUND', line1: '148 E VT ROUTE 100', accuracy: 'ROOFTOP', zip: '05990' };
    expect(lookup('148 E VT Route 100, Maple Falls VT 05990')).toMatchObject(found);
    expect(lookup({ streetAddress: '148 E VT Route', aptSuiteOther: '100', city: 'Maple Falls', state: 'VT', zipCode: '05990' })).toMatchObject(found);
    expect(lookup('148 e vt route \n100\nmaple falls, vt (05990)')).toMatchObject(found);
  });
  it('drops the letter as a direction where the street does not list the number with it', () => {
    expect(lookup('148 W VT Route 100, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '148 VT ROUTE 100' });
    expect(lookup({ streetAddress: '148 W VT Route', aptSuiteOther: '100', city: 'Maple Falls', state: 'VT', zipCode: '05990' })).toMatchObject({ status: 'ADDRESS_FOUND', line1: '148 VT ROUTE 100' });
  });
});

describe('a name corrected to one closing in the number read as the unit', () => {
  // ('W 8 HOR5ESHOE ACRES 5, CHESTER': HOR5ESHOE ACRES corrected to HORSESHOE ACRES 5, its 5 moved to the end, and the
  // trailing 5 kept as the unit too: W 8 HORSESHOE ACRES 5 # 5, the 5 taken twice)
  it('never takes the number twice: the scanned digit is read as its letter', () => {
    expect(lookup('9 HOR5ESHOE ACRES 5, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '9 HORSESHOE ACRES 5', accuracy: 'ROOFTOP' });
    // (W 8 listed, 8 not: read without the W, the name taking the 5 twice lacks 8, an answer no better)
    expect(lookup('W 8 HOR5ESHOE ACRES 5, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: 'W 8 HORSESHOE ACRES 5', accuracy: 'ROOFTOP' });
  });
  it('still reads a name with a typo and its closing number (MAPL ACRES 6)', () => {
    expect(lookup('9 Horseshoe Acrs 5, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '9 HORSESHOE ACRES 5' });
    expect(lookup('6 Horsehoe Acres 1, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '6 HORSESHOE ACRES 1' });
  });
});

describe('a direction written that the answer drops, while a street of the same name keeps it with another type', () => {
  // ('6 E CHERRY HILL CT', REISTERSTOWN 21136 answered 6 CHERRY HILL CT, the E dropped, while E CHERRY HILL RD holds 6:
  // the E or the CT is wrong, and the reference cannot tell which)
  it('is ambiguous: both listed, neither claimed', () => {
    const o = lookup('6 E Cherry Hill Ct, Maple Falls VT 05990');
    expect(o).toMatchObject({ status: 'ADDRESS_AMBIGUOUS' });
    expect(o.message).toMatch(/6 CHERRY HILL CT 05990/);
    expect(o.message).toMatch(/6 E CHERRY HILL RD 05990/);
  });
  it('finds either street written as it is, or with the part that tells them apart', () => {
    expect(lookup('6 Cherry Hill Ct, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '6 CHERRY HILL CT' });
    expect(lookup('6 E Cherry Hill Rd, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '6 E CHERRY HILL RD' });
    expect(lookup('6 E Cherry Hill, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '6 E CHERRY HILL RD' });
    expect(lookup('6 Cherry Hill Rd, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '6 E CHERRY HILL RD' });
  });
});

describe('a type word the parse took as a bare unit after another type word', () => {
  // ('37670 CarRIaGe Circle cM, fremont CA 94536' answered CARRIAGE CIRCLE CMN # CM: Alameda County's CM is the type CMN,
  // added to the answer and kept as its unit too)
  it('is the type, the word before it part of the name', () => {
    expect(lookup('37 CarRIaGe Circle cM, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '37 CARRIAGE CIRCLE CMN', accuracy: 'ROOFTOP' });
    expect(lookup('37 Carriage Circle Common, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '37 CARRIAGE CIRCLE CMN' });
  });
  it('keeps a unit that names no type', () => {
    expect(lookup('37 Carriage Circle Cmn Apt B, Maple Falls VT 05990').line1).toBe('37 CARRIAGE CIRCLE CMN APT B');
  });
});
