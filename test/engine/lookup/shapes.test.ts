import { describe, expect, it } from 'vitest';
import { townEngine } from './town.js';

const town = townEngine();
const look = town.look;

describe('address shapes found in real reference data', () => {
  it('lets a listed unit decide between candidates: the ZIP is corrected rather than a directional invented', () => {
    const m = look('20 Park Ave Apt 5, Maple Falls, VT 05991');
    expect([m.line1, m.parts.zip, m.dpv]).toEqual(['20 PARK AVE APT 5', '05990', 'Y']);
    expect(look('20 Park Ave, Maple Falls, VT 05991').line1).toBe('20 S PARK AVE');
  });

  it('reads a bare trailing number as the end of a street name when such a street exists', () => {
    const m = look('12 Maple Acres 6, Maple Falls, VT 05990');
    expect([m.status, m.line1, m.parts.secondaryNo]).toEqual(['ADDRESS_FOUND', '12 MAPLE ACRES 6', '']);
    expect(look('7 FS Rd 12, Maple Falls, VT 05990').line1).toBe('7 FS RD 12');
  });

  it('with a wrong ZIP, a bare trailing number still ends a name the city holds rather than becoming a unit', () => {
    const m = look('12 Maple Acres 6, Maple Falls, VT 05991');
    expect([m.status, m.line1, m.parts.zip, m.parts.secondaryNo]).toEqual(['ADDRESS_FOUND', '12 MAPLE ACRES 6', '05990', '']);
  });

  it('moves a misspelt street to the ZIP of the city that holds its number, a unit written or not', () => {
    // CHURCH ST is in both ZIPs; 5 only in 05991
    for (const a of ['5 Chrch St, Maple Falls, VT 05990', '5 Chrch St #2, Maple Falls, VT 05990', '5 Chrch St Apt 2, Maple Falls, VT 05990']) {
      const m = look(a);
      expect([m.status, m.parts.streetName, m.parts.zip], a).toEqual(['ADDRESS_FOUND', 'CHURCH', '05991']);
    }
  });

  it('a misspelt name ending in a number is not given that number again as a unit', () => {
    for (const a of ['12 Mapl Acres 6, Maple Falls, VT 05991', '12 Maple Acre 6, Maple Falls, VT 05990']) {
      const m = look(a);
      expect([m.status, m.line1, m.parts.secondaryNo], a).toEqual(['ADDRESS_FOUND', '12 MAPLE ACRES 6', '']);
    }
  });

  it("reads Vermont's odder numbers and names as the reference lists them, in freeform text with noise", () => {
    const cases: [string, string][] = [
      ['37 Lot 6 Westminster West Rd, Maple Falls, VT 05990', '37 LOT 6 WESTMINSTER WEST RD'],
      ['H Horseshoe Acres 7, Maple Falls, VT 05990, (corner of 5th Ave)', 'H HORSESHOE ACRES 7'],
      ['B 1 1/2 Kenolie Campground, Maple Falls, VT 05990 [Gate Code 4411]', 'B 1 1/2 KENOLIE CAMPGROUND'],
      ['28 Private West 1, Maple Falls, VT 05990', '28 PRIVATE WEST 1'],
      ['28 Private W 1, Maple Falls, VT 05990', '28 PRIVATE WEST 1'],
    ];
    for (const [a, line1] of cases) {
      const m = look(a);
      expect([m.status, m.accuracy, m.line1], a).toEqual(['ADDRESS_FOUND', 'ROOFTOP', line1]);
    }
  });

  it('never reaches those readings through a typo or a number the reference does not list', () => {
    // HORSESHOE ACRES 99 is two edits from HORSESHOE ACRES 7, and Q is not its number
    expect(town.engine.lookupOne('H Horseshoe Acres 99, Maple Falls, VT 05990').ok).toBe(false);
    expect(town.engine.lookupOne('Q Horseshoe Acres 7, Maple Falls, VT 05990').ok).toBe(false);
    expect(look('37 Lot 9 Westminster West Rd, Maple Falls, VT 05990').status).not.toBe('ADDRESS_FOUND');
    expect(look('99 Private West 1, Maple Falls, VT 05990').status).not.toBe('ADDRESS_FOUND');
  });

  it('looks for a typo in the ZIP given even when the misspelt name exists elsewhere in the city', () => {
    const m = look('40 Sage Rd, Maple Falls, VT 05990');
    expect([m.status, m.line1, m.parts.zip]).toEqual(['ADDRESS_FOUND', '40 STAGE RD', '05990']);
  });

  it('reads a letter between number and street either way', () => {
    expect(look('86 A Poor Farm Rd, Maple Falls, VT 05990').line1).toBe('86 A POOR FARM RD');
    expect(look('86A Poor Farm Rd, Maple Falls, VT 05990').line1).toBe('86 A POOR FARM RD');
    expect(look('202R Abel Ln, Maple Falls, VT 05990').line1).toBe('202 R ABEL LN');
    expect(look('202 R Abel Ln, Maple Falls, VT 05990').line1).toBe('202 R ABEL LN');
    expect(look('D 9 Kenolie Campground, Maple Falls, VT 05990').line1).toBe('D 9 KENOLIE CAMPGROUND');
    expect(look('9 Kenolie Campground, Maple Falls, VT 05990').line1).toBe('9 KENOLIE CAMPGROUND');
  });

  it('reads a letter group after a business name as part of the number the reference lists', () => {
    const m = look('Acme Widgets Inc, D 9 Kenolie Campground, Maple Falls, VT 05990');
    expect([m.status, m.line1]).toEqual(['ADDRESS_FOUND', 'D 9 KENOLIE CAMPGROUND']);
    expect(look('Acme Widgets Inc, 9 Kenolie Campground, Maple Falls, VT 05990').line1).toBe('9 KENOLIE CAMPGROUND');
  });

  it("reads a one-letter directional as the number's letter when the reference lists that number and no such directional", () => {
    for (const zip of ['05990', '05991']) {
      const m = look(`54 E Starbird Rd, Maple Falls, VT ${zip}`);
      expect([m.status, m.line1, m.parts.zip]).toEqual(['ADDRESS_FOUND', '54 E STARBIRD RD', '05990']);
    }
    expect(look('54 E Starbrid Rd, Maple Falls, VT 05990').line1).toBe('54 E STARBIRD RD');
    expect(look('56 W Starbird Rd, Maple Falls, VT 05990').line1).toBe('56 W STARBIRD RD');
    expect(look('54 Starbird Rd, Maple Falls, VT 05990').line1).toBe('54 STARBIRD RD');
    // a directional the street has stays a directional
    expect(look('100 N Main St, Maple Falls, VT 05990').line1).toBe('100 N MAIN ST');
  });

  it('reads a number word opening the street as the second part of the house number, never as a typo to drop', () => {
    const m = look('48 7 Outerbay Way, Maple Falls, VT 05990');
    expect([m.status, m.line1]).toEqual(['ADDRESS_FOUND', '48 7 OUTERBAY WAY']);
    expect(look('48 7 Outrebay Way, Maple Falls, VT 05991').line1).toBe('48 7 OUTERBAY WAY');
    expect(look('48 Outerbay Way, Maple Falls, VT 05990').line1).toBe('48 OUTERBAY WAY');
    // a street whose name opens with a number keeps it: only a listed point has a two-word number
    const range = look('151 71 Ranch Rd, Maple Falls, VT 05991');
    expect([range.status, range.accuracy, range.line1]).toEqual(['ADDRESS_FOUND', 'RANGE_INTERPOLATED', '151 71 RANCH RD']);
  });

  it('finds a street written without its suffix when its last word reads as one', () => {
    const m = look('68 Rice Hill, Maple Falls, VT 05990');
    expect([m.status, m.line1]).toEqual(['ADDRESS_FOUND', '68 RICE HILL RD']);
    expect(m.corrections[0]).toMatchObject({ field: 'street', to: 'RICE HILL RD', reason: 'suffix added' });
    expect(look('1919 W Shore, Maple Falls, VT 05990').line1).toBe('1919 W SHORE RD');
    // a last word that reads as a postdirectional: STRATTON WEST is not STRATTON RIDGE RD with its W dropped
    expect(look('7 Stratton West, Maple Falls, VT 05990').line1).toBe('7 STRATTON WEST RD');
    expect(look('7 Stratton Ridge, Maple Falls, VT 05990').line1).toBe('7 STRATTON RIDGE RD');
  });

  it('takes two highway names of one road in one ZIP as one address, not a tie', () => {
    for (const street of ['Route 9', 'State Hwy 9', 'VT-9']) {
      const m = look(`51 ${street}, Maple Falls, VT 05991`);
      expect([m.status, m.accuracy]).toEqual(['ADDRESS_FOUND', 'RANGE_INTERPOLATED']);
    }
  });

  it("corrects a misspelt city when no ZIP is given, through the state's postal city names", () => {
    const m = look('5 Church St, Mapel Falls, VT');
    expect([m.status, m.parts.zip, m.parts.city]).toEqual(['ADDRESS_FOUND', '05991', 'MAPLE FALLS']);
    expect(m.corrections).toContainEqual({ field: 'city', from: 'MAPEL FALLS', to: 'MAPLE FALLS', reason: 'city replaced (not a postal name for this ZIP)' });
    expect(look('5 Church St, Mxyzptlk, VT').status).toBe('ADDRESS_NOT_FOUND');
  });
});
