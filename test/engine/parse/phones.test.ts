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
  ])('drops the phone in %s', (text) => {
    expect(dropPhones(text, t).trim()).toBe('12 MAIN ST');
  });

  it.each(['12345 MAIN ST, SPRINGFIELD, IL 62701-1234', '12345 MAIN ST 62701', 'PO BOX 5550148, X 05301'])('keeps %s as it is', (text) => {
    expect(dropPhones(text, t)).toBe(text);
  });
});
