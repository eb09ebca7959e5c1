// Answers the reference cannot back as found: another street than the one written, reached by a change nobody wrote
// (a word added to the name, or a type or direction dropped on top of a ZIP change).
import { describe, expect, it } from 'vitest';
import { townEngine } from './town.js';

const town = townEngine();

function lookup(input: string) {
  const o = town.engine.lookupOne(input);
  if (!o.ok) return { status: o.reason, line1: '', accuracy: '', zip: '', message: o.message };
  return { status: o.status, line1: o.line1, accuracy: o.accuracy, zip: o.parts.zip, message: o.message };
}

describe('a street written exactly, a longer-named street in its ZIP holding the number', () => {
  // ('703.0 MOUNTAIN RD, ADDISON, VT05491': MOUNTAIN RD lacks 703, answered 703 MOUNTAIN RD EXT at ROOFTOP)
  it('is the street written, the number not found on it (2 Dutton Ave is no 2 DUTTON AVE EXT)', () => {
    for (const a of ['2 Dutton Ave, Maple Falls VT 05990', '2 Dutton Avenue, Maple Falls, VT', '2 DUTTON AVE, MAPLE FALLS VT 05991']) {
      expect([a, lookup(a)]).toMatchObject([a, { status: 'ADDRESS_NOT_FOUND', line1: '2 DUTTON AVE', accuracy: 'STREET', zip: '05990' }]);
    }
  });
  it('is the street written with its type glued on (2 DUTTONAVE: the key of DUTTON AVE EXT ignores the space)', () => {
    expect(lookup('2 DUTTONAVE, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_NOT_FOUND', line1: '2 DUTTON AVE', accuracy: 'STREET' });
  });
  // ('21 york st', 'ext', 'poultney, vt (05764)' on three lines: EXT, set aside, is read back, YORK ST EXT holding 21)
  it('is the longer street where the word is written but set aside', () => {
    expect(lookup('2 dutton ave\next\nmaple falls, vt 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '2 DUTTON AVE EXT', accuracy: 'ROOFTOP' });
  });
  it('still finds the longer name written in full, the exact street holding the number, and a name written short where no street is named so', () => {
    expect(lookup('2 Dutton Ave Ext, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '2 DUTTON AVE EXT', accuracy: 'ROOFTOP' });
    expect(lookup('12 Dutton Ave, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '12 DUTTON AVE', accuracy: 'ROOFTOP' });
    expect(lookup('68 Rice Hill, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '68 RICE HILL RD', accuracy: 'ROOFTOP' });
  });
});

describe('a street reached only by dropping a direction or type written and changing the ZIP given', () => {
  // ('12, 12 OLD COUNTY ROAD W', LANDGROVE 05148 answered 12 OLD COUNTY RD in 05161; '4401 vt route 100 s', 05767 answered
  // VT ROUTE 100 in 05762 at ROOFTOP, where VT ROUTE 100 S, in 05767, lacks 4401)
  it('is not claimed: the street written where the ZIP given holds it, else nothing, the guess named in the message', () => {
    expect(lookup('14 Orchard Rd W, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_NOT_FOUND', line1: '14 ORCHARD RD W', accuracy: 'STREET', zip: '05990' });
    expect(lookup('14 Orchard Rd W, Maple Falls VT 05990').message).toMatch(/ORCHARD RD in ZIP 05991 has the number, but only with both the street direction and the ZIP changed: not claimed/);
    expect(lookup('9 Birchwood Ln, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_NOT_FOUND', accuracy: 'NONE' });
    expect(lookup('9 Birchwood Ln, Maple Falls VT 05990').message).toMatch(/BIRCHWOOD in ZIP 05991 has the number, but only with both the street type and the ZIP changed: not claimed/);
    expect(lookup('41 VT Route 140 W, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_NOT_FOUND', accuracy: 'NONE' });
  });
  it('finds the address where one of the two is changed alone, or a direction is added', () => {
    const found = { status: 'ADDRESS_FOUND', accuracy: 'ROOFTOP' };
    expect(lookup('14 Orchard Rd, Maple Falls VT 05990')).toMatchObject({ ...found, line1: '14 ORCHARD RD', zip: '05991' });
    expect(lookup('12 Orchard Rd, Maple Falls VT 05991')).toMatchObject({ ...found, line1: '12 ORCHARD RD W', zip: '05990' });
    expect(lookup('9 Birchwood Ln, Maple Falls VT 05991')).toMatchObject({ ...found, line1: '9 BIRCHWOOD', zip: '05991' });
    expect(lookup('9 Birchwood, Maple Falls VT 05990')).toMatchObject({ ...found, line1: '9 BIRCHWOOD', zip: '05991' });
  });
  // ('225 VT ROUTE 133 W TINMOUTHRD, TINMOUTH, VT 05774': the words set aside are read back from the guess not claimed)
  it('still reads words set aside back into the name written (VT ROUTE 140 W + TINMOUTHRD)', () => {
    expect(lookup('41 VT Route 140 W TinmouthRd, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '41 VT ROUTE 140 W TINMOUTH RD', accuracy: 'ROOFTOP', zip: '05990' });
    // (also in a record written backwards, read again in order: '05774 vt tinmouth 225 vt route 133 w tinmouthrd')
    expect(lookup('05990 vt maple falls 41 vt route 140 w tinmouthrd')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '41 VT ROUTE 140 W TINMOUTH RD', accuracy: 'ROOFTOP' });
  });
});
