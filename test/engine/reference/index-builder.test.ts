import { describe, expect, it } from 'vitest';
import { townBuilder } from './helpers.js';

describe('IndexBuilder: records in, answers out', () => {
  it('normalizes every street through the shared normalizer, so spellings of one street are one street', () => {
    const b = townBuilder();
    expect(b.addPoint({ number: '10', street: 'north main street', zip: '05491' }).ok).toBe(true);
    expect(b.addPoint({ number: '12', street: 'N Main St', zip: '05491' }).ok).toBe(true);
    expect(b.addPoint({ number: '2916', street: 'Vermont Route 22A', zip: '05491' }).ok).toBe(true);
    const ix = b.build();
    const streets = ix.streetsInZip('05491');
    expect(streets.map((s) => [s.predir, s.name, s.suffix])).toEqual([
      ['N', 'MAIN', 'ST'],
      ['', 'VT ROUTE 22A', ''],
    ]);
    expect(ix.numbers(streets[0]!.id)).toEqual(['10', '12']);
  });

  it('refuses placeholder numbers (0, runs of 9s) and, when told, placeholder street names, by reason', () => {
    const b = townBuilder({ placeholderStreets: new Set(['UNKNOWN', 'UNNAMED']) });
    expect(b.addPoint({ number: '0', street: 'UNKNOWN', zip: '05491' })).toEqual({ ok: false, reason: 'PLACEHOLDER_NUMBER' });
    expect(b.addPoint({ number: '000', street: 'MAIN ST', zip: '05491' })).toEqual({ ok: false, reason: 'PLACEHOLDER_NUMBER' });
    expect(b.addPoint({ number: '99999', street: 'MAIN ST', zip: '05491' })).toEqual({ ok: false, reason: 'PLACEHOLDER_NUMBER' });
    expect(b.addPoint({ number: '14', street: 'Unknown', zip: '05491' })).toEqual({ ok: false, reason: 'PLACEHOLDER_STREET' });
    expect(b.addPoint({ number: '14', street: 'unknown', zip: '05491' })).toEqual({ ok: false, reason: 'PLACEHOLDER_STREET' });
    expect(b.addPoint({ number: '3', street: 'Unnamed Road', zip: '05491' })).toEqual({ ok: false, reason: 'PLACEHOLDER_STREET' });
    expect(b.addRange({ from: '1', to: '9', street: 'UNKNOWN', zip: '05491' })).toEqual({ ok: false, reason: 'PLACEHOLDER_STREET' });
    // real numbers and names that merely contain the word stay
    expect(b.addPoint({ number: '9999', street: 'MAIN ST', zip: '05491' }).ok).toBe(true);
    expect(b.addPoint({ number: '20', street: 'CHARBO UNKNOWN', zip: '05491' }).ok).toBe(true);
    expect(b.build().streetsInZip('05491').map((s) => s.name)).toEqual(['CHARBO UNKNOWN', 'MAIN']);
    // without the list (the embedded default, tests) a street name is never refused for its text
    expect(townBuilder().addPoint({ number: '14', street: 'UNKNOWN', zip: '05491' }).ok).toBe(true);
  });

  it('keeps house numbers sorted numerically and answers numbers(from, limit)', () => {
    const b = townBuilder();
    for (const n of ['100', '9', '10B', '10', '1000', '10A']) b.addPoint({ number: n, street: 'ELM ST', zip: '05491' });
    const ix = b.build();
    const id = ix.streetsInZip('05491')[0]!.id;
    expect(ix.numbers(id)).toEqual(['9', '10', '10A', '10B', '100', '1000']);
    expect(ix.numbers(id, '10A', 2)).toEqual(['10A', '10B']);
    expect(ix.pointCount(id)).toBe(6);
    expect(ix.point(id, '10b')?.primaryNo).toBe('10B');
    expect(ix.point(id, '11')).toBeUndefined();
  });

  it('merges rows at the same number: units unioned in natural order, first ZIP+4, Y over N, largest UNITCOUNT', () => {
    const b = townBuilder();
    b.addPoint({ number: '7', street: 'OCTAVIA ST', unit: 'Apt 10', zip: '94102', residential: 'N', unitCount: 2 });
    b.addPoint({ number: '7', street: 'OCTAVIA ST', unit: 'APT 2', zip: '94102-1234', residential: 'Y', unitCount: 4 });
    b.addPoint({ number: '7', street: 'Octavia Street', unit: 'apt 2', zip: '94102', zip4: '9999' });
    const ix = b.build();
    const s = ix.streetsInZip('94102')[0]!;
    expect(ix.pointCount(s.id)).toBe(1);
    expect(ix.point(s.id, '7')).toMatchObject({ units: ['APT 2', 'APT 10'], zip4: '1234', residential: 'Y', unitCount: 4 });
    expect(ix.meta.stats?.duplicatesMerged).toBe(2);
  });

  it('splits a ZIP+4 postcode, and an explicit ZIP4 column wins over it', () => {
    const b = townBuilder();
    b.addPoint({ number: '1', street: 'ELM ST', zip: '05491-1234' });
    b.addPoint({ number: '2', street: 'ELM ST', zip: '054911234', zip4: '0042' });
    const ix = b.build();
    const id = ix.streetsInZip('05491')[0]!.id;
    expect(ix.point(id, '1')?.zip4).toBe('1234');
    expect(ix.point(id, '2')?.zip4).toBe('0042');
  });

  it("fills a missing city from the ZIP's preferred city and notes it; other cities become acceptable", () => {
    const b = townBuilder();
    expect(b.addPoint({ number: '1', street: 'ELM ST', zip: '05491' })).toEqual({ ok: true, notes: ['CITY_FROM_ZIP'] });
    b.addPoint({ number: '2', street: 'MAIN ST', city: 'Addison', zip: '05491' });
    b.addPoint({ number: '3', street: 'MAIN ST', city: 'Addison', zip: '05491' });
    b.addPoint({ number: '4', street: 'OAK ST', city: 'Ferrisburgh', zip: '05491' });
    const ix = b.build();
    expect(ix.streetsInZip('05491').find((s) => s.name === 'ELM')?.city).toBe('VERGENNES');
    // preferred first, then by points using the name (ADDISON 2, FERRISBURGH 1), the table's alternate (0) last
    expect(ix.zip('05491')?.acceptableCities).toEqual(['VERGENNES', 'ADDISON', 'FERRISBURGH', 'PANTON']);
    expect(ix.zipsForCity('addison', 'vt')).toEqual(['05491']);
    expect(ix.zipsForCity('VERGENNES', 'NY')).toEqual([]);
  });

  it("keeps a point whose REGION differs from its ZIP's state under the ZIP's state, with a note", () => {
    const b = townBuilder();
    expect(b.addPoint({ number: '21319', street: 'GUNPOWDER RD', state: 'MD', zip: '17327' })).toEqual({
      ok: true,
      notes: ['CITY_FROM_ZIP', 'STATE_FROM_ZIP'],
    });
    const ix = b.build();
    expect(ix.meta.stats?.byState.PA?.points).toBe(1);
    expect(ix.meta.stats?.byState.MD).toBeUndefined();
  });

  it('refuses records it cannot place, with a reason', () => {
    const b = townBuilder();
    expect(b.addPoint({ number: '', street: 'ELM ST', zip: '05491' })).toEqual({ ok: false, reason: 'NO_NUMBER' });
    expect(b.addPoint({ number: '1', street: '  ', zip: '05491' })).toEqual({ ok: false, reason: 'NO_STREET' });
    expect(b.addPoint({ number: '1', street: 'ELM ST', zip: '' })).toEqual({ ok: false, reason: 'NO_ZIP' });
    expect(b.addPoint({ number: '1', street: 'ELM ST', zip: '0549' })).toEqual({ ok: false, reason: 'BAD_ZIP' });
    expect(b.addPoint({ number: '1', street: 'ELM ST', zip: '00001' })).toEqual({ ok: false, reason: 'ZIP_NOT_IN_TABLE' });
    expect(b.addPoint({ number: '1', street: 'ELM ST', zip: '05491', lon: -13575131, lat: 4483791 })).toEqual({ ok: false, reason: 'BAD_COORDINATES' });
    expect(b.addPoint({ number: '1', street: 'ELM ST', zip: '05491', lon: Number.NaN })).toEqual({ ok: false, reason: 'BAD_COORDINATES' });
    expect(b.addRange({ street: 'ELM ST', from: '12A', to: '20', zip: '05491', side: 'L' })).toEqual({ ok: false, reason: 'BAD_RANGE' });
    expect(b.addDistrict('00001', '3')).toEqual({ ok: false, reason: 'ZIP_NOT_IN_TABLE' });
    expect(b.build().meta.counts.points).toBe(0);
  });

  it('a ZIP added after a point was refused for it is found for the next point', () => {
    const b = townBuilder();
    expect(b.addPoint({ number: '1', street: 'ELM ST', zip: '05001' })).toEqual({ ok: false, reason: 'ZIP_NOT_IN_TABLE' });
    b.addZip({ zip: '05001', city: 'White River Junction', state: 'VT' });
    expect(b.addPoint({ number: '1', street: 'ELM ST', zip: '05001' }).ok).toBe(true);
  });

  it('answers ranges per street side with parity and ZIP+4; rangesFor keeps only ranges holding the number', () => {
    const b = townBuilder();
    b.addRange({ street: 'River Rd', from: 101, to: 199, parity: 'O', zip: '05491', zip4: '2001', side: 'L' });
    b.addRange({ street: 'RIVER ROAD', from: '198', to: '100', zip: '05491', side: 'R' });
    b.addRange({ street: 'River Rd', from: 101, to: 199, parity: 'O', zip: '05491', zip4: '2001', side: 'L' });
    const ix = b.build();
    const s = ix.streetsInZip('05491')[0]!;
    expect(ix.ranges(s.id)).toHaveLength(2);
    expect(ix.rangesFor(s.id, 151)).toEqual([{ from: 101, to: 199, parity: 'O', zip4: '2001', side: 'L' }]);
    // parity taken from the ends when not given; a descending range still holds its numbers
    expect(ix.rangesFor(s.id, 150)).toEqual([{ from: 198, to: 100, parity: 'E', zip4: '', side: 'R' }]);
    expect(ix.rangesFor(s.id, 201)).toEqual([]);
    expect(ix.zip('05491')?.hasStreets).toBe(true);
    expect(ix.zip('05753')?.hasStreets).toBe(false);
  });

  it('keeps a district only when the ZIP maps to exactly one', () => {
    const b = townBuilder();
    b.addDistrict('05491', '0');
    b.addDistrict('94102', '12');
    b.addDistrict('94102', '11');
    const ix = b.build();
    expect(ix.zip('05491')).toMatchObject({ district: '0', districts: ['0'] });
    expect(ix.zip('94102')).toMatchObject({ district: '', districts: ['11', '12'] });
    expect(ix.zip('05753')).toMatchObject({ district: '', districts: [] });
  });

  it('finds streets by prefix within a ZIP or a state, with or without the predirectional', () => {
    const b = townBuilder();
    b.addPoint({ number: '1', street: 'N MAIN ST', zip: '05491' });
    b.addPoint({ number: '1', street: 'MAPLE AVE', zip: '05753' });
    b.addPoint({ number: '1', street: 'MARKET ST', zip: '94102' });
    b.addPoint({ number: '1', street: 'ELM ST', zip: '05491' });
    const ix = b.build();
    const names = (list: readonly { name: string; zip: string }[]) => list.map((s) => `${s.name}@${s.zip}`);
    expect(names(ix.streetsByPrefix('ma', { state: 'VT' }, 10))).toEqual(['MAIN@05491', 'MAPLE@05753']);
    expect(names(ix.streetsByPrefix('N MA', { state: 'VT' }, 10))).toEqual(['MAIN@05491']);
    expect(names(ix.streetsByPrefix('MA', { zip: '05753' }, 10))).toEqual(['MAPLE@05753']);
    expect(names(ix.streetsByPrefix('MA', {}, 10))).toEqual(['MAIN@05491', 'MAPLE@05753', 'MARKET@94102']);
    expect(names(ix.streetsByPrefix('MA', {}, 1))).toEqual(['MAIN@05491']);
    expect(ix.streetsByPrefix('ZZ', { state: 'VT' }, 10)).toEqual([]);
  });

  it('never throws on bad query input', () => {
    const ix = townBuilder().build();
    const anyIx = ix as unknown as Record<string, (...a: unknown[]) => unknown>;
    expect(ix.zip('not a zip')).toBeUndefined();
    expect(anyIx.zip!(undefined)).toBeUndefined();
    expect(ix.streetsInZip('123')).toEqual([]);
    expect(ix.street(-1).id).toBe(-1);
    expect(ix.street(1e9).name).toBe('');
    expect(ix.point(5, '1')).toBeUndefined();
    expect(anyIx.point!(0, undefined)).toBeUndefined();
    expect(ix.numbers(Number.NaN)).toEqual([]);
    expect(ix.rangesFor(0, Number.NaN)).toEqual([]);
    expect(anyIx.streetsByPrefix!(undefined, {}, 5)).toEqual([]);
    expect(anyIx.zipsForCity!(undefined, undefined)).toEqual([]);
  });
});
