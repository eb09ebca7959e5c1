// Issue 15, seventh phrasing probe: a street type glued to the name, a whole record written reversed (ZIP first,
// street last), a scanned digit inside a name word, against the synthetic town.
import { describe, expect, it } from 'vitest';
import { townEngine } from './town.js';

const town = townEngine();

function read(text: string) {
  const o = town.engine.lookupOne(text);
  return o.ok ? { status: o.status, line1: o.line1, zip: o.parts.zip } : { status: o.reason, line1: '', zip: '' };
}

describe('a street type glued to the name', () => {
  it('is read apart where the ZIP holds the name without it', () => {
    expect(read('10 ElmSt, Maple Falls, VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '10 ELM ST', zip: '05990' });
    // (ELM AVE also holds 10: the type glued is the one kept)
    expect(read('10 ELMAVE, Maple Falls, VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '10 ELM AVE', zip: '05990' });
    expect(read('5 WillowbrookLn, Maple Falls, VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '5 WILLOWBROOK LN', zip: '05990' });
    expect(read('300 N MainSt Apt 2, Maple Falls, VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2', zip: '05990' });
  });
  it('never finds a number the street lacks', () => {
    expect(read('16 ElmSt, Maple Falls, VT 05990').status).not.toBe('ADDRESS_FOUND');
  });
});

describe('a whole record reversed', () => {
  it('is read with its last line after the street', () => {
    expect(read('VT 05990, Maple Falls, 300 N Main St Apt 2')).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2', zip: '05990' });
    expect(read('05990 VT Maple Falls 1919 W Shore Rd')).toEqual({ status: 'ADDRESS_FOUND', line1: '1919 W SHORE RD', zip: '05990' });
    expect(read('05990, Maple Falls, VT, 5 Willowbrook Ln')).toEqual({ status: 'ADDRESS_FOUND', line1: '5 WILLOWBROOK LN', zip: '05990' });
    expect(read('05991 vt maple falls 9 oak st')).toEqual({ status: 'ADDRESS_FOUND', line1: '9 OAK ST', zip: '05991' });
  });
  it('keeps a letter group before the number (D 9 beside 9 on KENOLIE CAMPGROUND)', () => {
    expect(read('VT 05990, Maple Falls, D 9 Kenolie Campground')).toEqual({ status: 'ADDRESS_FOUND', line1: 'D 9 KENOLIE CAMPGROUND', zip: '05990' });
    expect(read('05990 VT Maple Falls D 9 Kenolie Campground')).toEqual({ status: 'ADDRESS_FOUND', line1: 'D 9 KENOLIE CAMPGROUND', zip: '05990' });
  });
  it('never finds a number the street lacks', () => {
    expect(read('VT 05990, Maple Falls, 16 Elm St').status).not.toBe('ADDRESS_FOUND');
    expect(read('05990 VT Maple Falls 11 Willowbrook Ln').status).not.toBe('ADDRESS_FOUND');
  });
});

describe('a scanned digit inside a name word', () => {
  it('is read as the letter it looks like', () => {
    // (read before as VT ROUTE R0UTE # 22A and WI ROUTE 1LOWBROOK: a route glued to its number)
    expect(read('2916 VT R0UTE 22A, Maple Falls, VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '2916 VT ROUTE 22A', zip: '05990' });
    expect(read('5 Wi1lowbrook Ln, Maple Falls, VT 05990')).toEqual({ status: 'ADDRESS_FOUND', line1: '5 WILLOWBROOK LN', zip: '05990' });
    const o = town.engine.lookupOne({ streetAddress: '8 VT R0UTE 30', city: 'Maple Falls', state: 'VT', zipCode: '05990' });
    expect(o.ok && o.status === 'ADDRESS_FOUND' ? o.line1 : o).toBe('8 VT ROUTE 30');
  });
  it('never finds a number the street lacks', () => {
    expect(read('11 Wi1lowbrook Ln, Maple Falls, VT 05990').status).not.toBe('ADDRESS_FOUND');
    expect(read('2918 VT R0UTE 22A, Maple Falls, VT 05990').status).not.toBe('ADDRESS_FOUND');
  });
});
