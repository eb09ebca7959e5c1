// Issue 15, third phrasing probe: forms customer lists write that broke verification, against the synthetic town.
import { describe, expect, it } from 'vitest';
import type { ComponentsInput } from '../../../src/engine/types.js';
import { townEngine } from './town.js';

const town = townEngine();
const look = town.look;
const at = { city: 'Maple Falls', state: 'VT', zipCode: '05990' };

function fields(c: ComponentsInput) {
  const o = town.engine.lookupOne(c);
  return o.ok ? { status: o.status, line1: o.line1 } : { status: o.reason, line1: '' };
}

describe('house numbers', () => {
  it("a word processor's fraction slash (U+2044, U+2215) is the half's slash", () => {
    for (const a of ['63 1⁄2 Cedar Ln', '63-1⁄2 Cedar Ln', '63 1∕2 Cedar Ln']) {
      const m = look(`${a}, Maple Falls, VT 05990`);
      expect([a, m.status, m.parts.primaryNo]).toEqual([a, 'ADDRESS_FOUND', '63 1/2']);
    }
  });
});

describe('a firm and its unit written before the delivery line', () => {
  it('keeps the unit when the firm and unit are in street_address and the street in apt_suite_other', () => {
    for (const street of ['Northwind Traders, Apt 2', 'Northwind Traders\nApt 2', 'Smith & Sons Co\n#2']) {
      expect([street, fields({ streetAddress: street, aptSuiteOther: '300 N Main St', ...at })]).toEqual([street, { status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2' }]);
    }
  });
  it('reads the unit that ends apt_suite_other after a firm name', () => {
    expect(fields({ streetAddress: '300 N Main St', aptSuiteOther: 'Northwind Traders, Apt 3', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 3' });
  });
});
