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

describe('a letter with a number the reference lists without it', () => {
  it('is never dropped as a misspelling of the street to claim the bare number', () => {
    for (const a of ['14B Elm St', '14 B Elm St', '14 X Elm St']) {
      const m = look(`${a}, Maple Falls, VT 05990`);
      expect([a, m.status, m.accuracy]).toEqual([a, 'ADDRESS_NOT_FOUND', 'STREET']);
    }
    // the letter the reference lists, with the number or opening the name, is still found
    expect(look('86 A Poor Farm Rd, Maple Falls, VT 05990').parts.primaryNo).toBe('86 A');
    expect(look('202R Abel Ln, Maple Falls, VT 05990').line1).toBe('202 R ABEL LN');
    expect(look('14 Elm St, Maple Falls, VT 05990').status).toBe('ADDRESS_FOUND');
  });
});

describe('numbered streets', () => {
  it("finds 5TH ST written 5 St or 5th, the ordinal ending left out", () => {
    for (const a of ['50 5 St', '50 5th St', '50 Fifth St']) expect([a, look(`${a}, Maple Falls, VT 05990`).line1]).toEqual([a, '50 5TH ST']);
  });
});

describe('order numbers and dates written with the address', () => {
  it('are no unit, no house number and no ZIP', () => {
    for (const a of [
      '102 N Main St Order #12345, Maple Falls, VT 05990',
      'Invoice 88812, 102 N Main St, Maple Falls, VT 05990',
      '102 N Main St, Maple Falls, VT 05990, Ref: A1234',
      '2025-01-15 102 N Main St, Maple Falls, VT 05990',
      'Jan 15, 2025, 102 N Main St, Maple Falls, VT 05990',
      '3/4/25\n102 N Main St, Maple Falls, VT 05990',
    ]) {
      const m = look(a);
      expect([a, m.status, m.line1]).toEqual([a, 'ADDRESS_FOUND', '102 N MAIN ST']);
    }
    expect(fields({ streetAddress: '300 N Main St Apt 2 01/15/2025', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2' });
    expect(fields({ streetAddress: '300 N Main St Apt 2 Acct #5541', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '300 N MAIN ST APT 2' });
  });
});

describe('unit designators', () => {
  it('keeps the unit when its building is written after it', () => {
    for (const a of ['300 N Main St Apt 2, Bldg 5', '300 N Main St # 2 Building C', '300 N Main St Unit 2 Bldg. 3']) {
      const m = look(`${a}, Maple Falls, VT 05990`);
      expect([a, m.status, m.line1, m.dpv]).toEqual([a, 'ADDRESS_FOUND', '300 N MAIN ST APT 2', 'Y']);
    }
  });
  it("reads Sp as a space (SPC), as mobile-home parks write it", () => {
    // (the reference's unit 2 is APT 2: the number written after Sp is the one it confirms)
    const m = look('300 N Main St Sp 2, Maple Falls, VT 05990');
    expect([m.status, m.line1, m.dpv]).toEqual(['ADDRESS_FOUND', '300 N MAIN ST APT 2', 'Y']);
  });
});

describe('spreadsheet exports', () => {
  it('reads a float house number, a thousands comma and a state glued to its ZIP', () => {
    expect(look('102.0 N Main St, Maple Falls, VT 05990').line1).toBe('102 N MAIN ST');
    expect(fields({ streetAddress: '2,916 VT Route 22A', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '2916 VT ROUTE 22A' });
    for (const a of ['102 N Main St, Maple Falls, VT05990', '102 N Main St Maple Falls VT05990', '102 N Main St, Maple Falls, VT059901001']) {
      const m = look(a);
      expect([a, m.status, m.parts.zip, m.parts.state]).toEqual([a, 'ADDRESS_FOUND', '05990', 'VT']);
    }
  });
});

describe('the last line written first', () => {
  it('is read after the street, listed as a correction', () => {
    for (const a of ['Maple Falls, VT 05990, 102 N Main St', 'Maple Falls VT 05990\n300 N Main St Apt 2', 'Maple Falls, VT 05990 - 102 N Main St']) {
      const m = look(a);
      expect([a, m.status, m.parts.zip]).toEqual([a, 'ADDRESS_FOUND', '05990']);
      expect(m.corrections.map((c) => c.reason)).toContain('last line read after the street');
    }
  });
  it('leaves a text that does not open with a ZIP-ending part alone', async () => {
    const { lastLineAfter } = await import('../../../src/engine/lookup/last-line-first.js');
    expect(lastLineAfter('Maple Falls, VT 05990, 102 N Main St')).toBe('102 N Main St, Maple Falls, VT 05990');
    expect(lastLineAfter('102 N Main St, Maple Falls, VT 05990')).toBeUndefined();
    expect(lastLineAfter('Acme Inc, 102 N Main St, Maple Falls, VT 05990')).toBeUndefined();
  });
});

describe("an export's empty cell in apt_suite_other", () => {
  it('reads a lone 0 as no unit (a placeholder), a designated 0 still as unit 0', () => {
    for (const apt of ['0', '00', 'N/A', 'none', '-']) {
      expect([apt, fields({ streetAddress: '102 N Main St', aptSuiteOther: apt, ...at })]).toEqual([apt, { status: 'ADDRESS_FOUND', line1: '102 N MAIN ST' }]);
    }
    expect(fields({ streetAddress: '102 N Main St', aptSuiteOther: 'Apt 0', ...at }).line1).toBe('102 N MAIN ST APT 0');
  });
});

describe('web forms and exports', () => {
  it('reads HTML line breaks and entities and escaped line breaks as what they stand for', () => {
    for (const a of ['102 N Main St<br>Maple Falls, VT 05990', '102&nbsp;N Main St<BR />Maple Falls, VT 05990', '300 N Main St\\nApt 2\\r\\nMaple Falls, VT 05990']) {
      const m = look(a);
      expect([a, m.status, m.dpv]).toEqual([a, 'ADDRESS_FOUND', 'Y']);
    }
    // a stray \r at the end of street_address is no unit R
    expect(fields({ streetAddress: '102 N Main St\\r', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '102 N MAIN ST' });
  });
});

describe('a Tel/Fax label', () => {
  it('goes with the phone number after it', () => {
    expect(fields({ streetAddress: '2916 VT Route 22A Tel/Fax: 802-555-0148', ...at })).toEqual({ status: 'ADDRESS_FOUND', line1: '2916 VT ROUTE 22A' });
    expect(look('102 N Main St, Maple Falls, VT 05990 Ph/Fax 802.555.0148').line1).toBe('102 N MAIN ST');
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
