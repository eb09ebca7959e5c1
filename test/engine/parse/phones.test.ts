// A phone number written with the address comes out in every form the pattern knows; digits that only look
// numerous (a ZIP+4, a house number and a ZIP) stay, whatever short cut skips the regex for them.
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { dropPhones } from '../../../src/engine/parse/phones.js';

const t = loadTables();

describe('dropPhones', () => {
  it.each([
    '12 MAIN ST (802) 555-0148',
    '12 MAIN ST (802)555-0148',
    '12 MAIN ST 802-555-0148',
    '12 MAIN ST 802.555.0148',
    '12 MAIN ST 802 555 0148',
    '12 MAIN ST +1 802 555 0148',
    '12 MAIN ST 1-802-555-0148',
    '12 MAIN ST TEL 8025550148',
    '12 MAIN ST Phone: 802-555-0148',
    '12 MAIN ST +18025550148',
    '12 MAIN ST 1 (802) 555-0148',
    '12 MAIN ST 1 802 555 0148',
    '12 MAIN ST (802)-555-0148',
    '12 MAIN ST 802-555-0148 x123',
    '12 MAIN ST (802) 555-0148 ext. 12',
    '12 MAIN ST 802.555.0148 EXT 4',
    '12 MAIN ST 802-555-0148 X 9',
    '12 MAIN ST phone # 802-555-0148',
    // a line pasted with its spaces doubled (fourth probe)
    '12 MAIN ST +1  802  555  0148',
    '12 MAIN ST 802  555  0148',
    // one letter with its colon is a label (a scanned letterhead: T: tel, F: fax)
    '12 MAIN ST T: 802.555.0148',
    '12 MAIN ST t: (802) 555-0148',
  ])('drops the phone in %s', (text) => {
    expect(dropPhones(text, t).trim()).toBe('12 MAIN ST');
  });

  // a 1 after a word that takes a number is that unit's, box's or route's, not a country code
  it.each([
    ['12 MAIN ST APT 1 802 555 0148', '12 MAIN ST APT 1'],
    ['12 MAIN ST # 1 (802) 555-0148', '12 MAIN ST # 1'],
    ['PO BOX 1 802 555 0148', 'PO BOX 1'],
    ['COUNTY RD 1 (802) 555-0148', 'COUNTY RD 1'],
    ['VT ROUTE 1 802 555 0148', 'VT ROUTE 1'],
    ['RR 1 802 555 0148', 'RR 1'],
    ['12 MAIN ST TRAILER 1 802 555 0148', '12 MAIN ST TRAILER 1'],
    ['12 LOOP 1 802 555 0148', '12 LOOP 1'],
    ['12 US HWY 1 (802) 555-0148', '12 US HWY 1'],
    ['12 N HWY 1 802 555 0148', '12 N HWY 1'],
    // a letter without a colon is no label: the unit T stays
    ['12 MAIN ST APT T 802-555-0148', '12 MAIN ST APT T'],
  ])('keeps the number in %s', (text, kept) => {
    expect(dropPhones(text, t).trim()).toBe(kept);
  });

  // the same words with a comma (or a line break) before the 1: the phone is a part of its own, the 1 its country code
  it.each([
    ['69 BUZZELL LOOP, 1 802 555 0148, MORGAN', '69 BUZZELL LOOP, , MORGAN'],
    ['1161 ETHAN ALLEN HWY, 1 (802) 555-0148, FAIRFAX', '1161 ETHAN ALLEN HWY, , FAIRFAX'],
    ['174 GATEHOUSE TRL; 1 802 555 0148', '174 GATEHOUSE TRL;'],
    ['12 MAIN ST APT 4\n1 802 555 0148', '12 MAIN ST APT 4'],
  ])('drops the country code of a phone in a part of its own: %s', (text, kept) => {
    expect(dropPhones(text, t).replace(/\s+/g, ' ').trim()).toBe(kept);
  });

  it('reads a street type that is also a unit word (TRL: trail or trailer) as closing the street: the 1 is the phone\'s', () => {
    expect(dropPhones('343 LONE PINE TRL 1 (802) 555-0148', t).trim()).toBe('343 LONE PINE TRL');
  });

  it('reads a route word closing a name (DARRAH LOOP, ETHAN ALLEN HWY) as the street\'s type: the 1 is the phone\'s', () => {
    expect(dropPhones('11 DARRAH LOOP 1 802 555 0148', t).trim()).toBe('11 DARRAH LOOP');
    expect(dropPhones('1161 ETHAN ALLEN HWY 1 (802) 555-0148', t).trim()).toBe('1161 ETHAN ALLEN HWY');
  });

  it('never takes a city and ZIP after the phone for its extension', () => {
    expect(dropPhones('12 MAIN ST 802-555-0148, X 05301', t).replace(/\s+/g, ' ')).toBe('12 MAIN ST , X 05301');
  });

  it.each(['12345 MAIN ST, SPRINGFIELD, IL 62701-1234', '12345 MAIN ST 62701', 'PO BOX 5550148, X 05301', '12  MAIN  ST,  SPRINGFIELD,  IL  62701  1234'])('keeps %s as it is', (text) => {
    expect(dropPhones(text, t)).toBe(text);
  });
});
