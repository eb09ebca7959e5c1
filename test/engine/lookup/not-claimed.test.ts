// Answers the reference cannot back as found: another street than the one written, reached by a change nobody wrote
// (a word added to the name).
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
  it('still finds the longer name written in full, the exact street holding the number, and a name written short where no street is named so', () => {
    expect(lookup('2 Dutton Ave Ext, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '2 DUTTON AVE EXT', accuracy: 'ROOFTOP' });
    expect(lookup('12 Dutton Ave, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '12 DUTTON AVE', accuracy: 'ROOFTOP' });
    expect(lookup('68 Rice Hill, Maple Falls VT 05990')).toMatchObject({ status: 'ADDRESS_FOUND', line1: '68 RICE HILL RD', accuracy: 'ROOFTOP' });
  });
});
