// Autocomplete on the synthetic town: each query form and option the issue names.
import { describe, expect, it } from 'vitest';
import { buildTown } from '../lookup/town.js';
import type { AutocompleteOptions, Suggestion } from '../../../src/engine/index.js';
import { standardizedAddress, toAutocompleteResponse } from '../../../src/wire/autocomplete.js';

const { engine } = buildTown();

function texts(query: string, options?: AutocompleteOptions): string[] {
  const r = engine.autocomplete(query, options);
  if (!r.ok) throw new Error(r.message);
  return r.suggestions.map((s: Suggestion) => standardizedAddress(s));
}

describe('autocomplete on Maple Falls', () => {
  it('a number and a street word: the exact number first, predir optional', () => {
    expect(texts('100 n main')).toEqual(['100 N MAIN ST, MAPLE FALLS, VT 05990']);
    expect(texts('100 main')).toEqual(['100 N MAIN ST, MAPLE FALLS, VT 05990', '100 S MAIN ST, MAPLE FALLS, VT 05990']);
  });

  it('a street alone gives streets', () => {
    expect(texts('main st')).toEqual(['N MAIN ST, MAPLE FALLS, VT 05990', 'S MAIN ST, MAPLE FALLS, VT 05990']);
  });

  it('a half-typed last word, and a half-typed city after the street', () => {
    expect(texts('5 willowbr')).toEqual(['5 WILLOWBROOK LN, MAPLE FALLS, VT 05990']);
    expect(texts('100 n main st map')).toEqual(['100 N MAIN ST, MAPLE FALLS, VT 05990']);
    // BIRCH HILL has no street data: the typed street is kept and the place completed
    expect(texts('100 n main st birch')).toEqual(['100 N MAIN ST, BIRCH HILL, VT 05992']);
    expect(texts('100 n main st east m')).toEqual(['100 N MAIN ST, EAST MAPLE, VT 05990']);
    expect(texts('7 n main st maple f')).toEqual([]);
  });

  it('a city the typed words begin exactly is not hidden by a street whose city fits only with a typo', () => {
    // MAPLET is one letter from MAPLE (FALLS), which has N / S MAIN ST; MAPLETON has no street data
    expect(texts('main st, maplet')).toEqual(['MAIN ST, MAPLETON, VT 05989', 'N MAIN ST, MAPLE FALLS, VT 05990', 'S MAIN ST, MAPLE FALLS, VT 05990']);
    expect(texts('100 n main st maplet')[0]).toBe('100 N MAIN ST, MAPLETON, VT 05989');
    // a typo in the street itself keeps the street match alone (no city starting 'M' is offered for it)
    expect(texts('5 wilowbrook ln m')).toEqual(['5 WILLOWBROOK LN, MAPLE FALLS, VT 05990']);
  });

  it('a unit typed before a place with no street data is kept, and the place after it completed', () => {
    expect(texts('100 n main st apt 4 birch')).toEqual(['100 N MAIN ST APT 4, BIRCH HILL, VT 05992']);
    expect(texts('100 n main st #4, birch hill vt')).toEqual(['100 N MAIN ST # 4, BIRCH HILL, VT 05992']);
    // the unit's number still being typed: no place yet to complete
    expect(texts('100 n main st apt 4', { zips: ['05992'] })).toEqual([]);
  });

  it('one typo once a word has 4 letters, not before', () => {
    expect(texts('5 wilowbrook')).toEqual(['5 WILLOWBROOK LN, MAPLE FALLS, VT 05990']);
    expect(texts('5 wilowbr')).toEqual(['5 WILLOWBROOK LN, MAPLE FALLS, VT 05990']);
    expect(texts('10 elk st')).toEqual([]);
  });

  it('abbreviations both ways and spelled ordinals', () => {
    expect(texts('10 elm avenue')).toEqual(['10 ELM AVE, MAPLE FALLS, VT 05990']);
    expect(texts('100 north main street')).toEqual(['100 N MAIN ST, MAPLE FALLS, VT 05990']);
    expect(texts('100 nor')[0]).toBe('100 N MAIN ST, MAPLE FALLS, VT 05990');
    expect(texts('50 fifth st')).toEqual(['50 5TH ST, MAPLE FALLS, VT 05990']);
    expect(texts('50 5th st')).toEqual(['50 5TH ST, MAPLE FALLS, VT 05990']);
  });

  it('a number typed without its letter offers the lettered one', () => {
    expect(texts('86 poor farm')).toEqual(['86 A POOR FARM RD, MAPLE FALLS, VT 05990']);
    expect(texts('86 a poor farm')).toEqual(['86 A POOR FARM RD, MAPLE FALLS, VT 05990']);
  });

  it('units are offered when the building lists them, narrowed as typed', () => {
    expect(texts('300 n main st #')).toEqual([
      '300 N MAIN ST APT 1, MAPLE FALLS, VT 05990',
      '300 N MAIN ST APT 2, MAPLE FALLS, VT 05990',
      '300 N MAIN ST APT 3, MAPLE FALLS, VT 05990',
    ]);
    expect(texts('300 n main st apt 2')).toEqual(['300 N MAIN ST APT 2, MAPLE FALLS, VT 05990']);
    // a unit the building does not list (or a building that lists none) is kept as typed, not dropped
    expect(texts('300 n main st apt 9')).toEqual(['300 N MAIN ST APT 9, MAPLE FALLS, VT 05990']);
    expect(texts('100 n main st # 4')).toEqual(['100 N MAIN ST # 4, MAPLE FALLS, VT 05990']);
    // a designator still being typed opens the building's units (it is not read as a city: APT… / UNIT…)
    expect(texts('300 n main st apt')).toEqual(texts('300 n main st #'));
    expect(texts('300 n main st unit').length).toBeGreaterThan(0);
  });

  it('a ZIP after the street, a partial city, a partial ZIP', () => {
    expect(texts('3 church st 05991')).toEqual(['3 CHURCH ST, MAPLE FALLS, VT 05991']);
    expect(texts('maple f')).toEqual(['MAPLE FALLS, VT 05990', 'MAPLE FALLS, VT 05991']);
    expect(texts('0599')).toEqual(['BIRCH HILL, VT 05992', 'MAPLE FALLS, VT 05990', 'MAPLE FALLS, VT 05991']);
  });

  it('PO boxes only when the query starts with a PO box form', () => {
    expect(texts('po box 12 maple f')).toEqual(['PO BOX 12, MAPLE FALLS, VT 05990', 'PO BOX 12, MAPLE FALLS, VT 05991']);
    expect(texts('12 maple f').some((t) => t.startsWith('PO BOX'))).toBe(false);
  });

  it('filters include only; prefer lists reorder; limit caps', () => {
    expect(texts('3 church', { zips: ['05991'] })).toEqual(['3 CHURCH ST, MAPLE FALLS, VT 05991']);
    expect(texts('3 church', { preferZips: ['05991'] })[0]).toBe('3 CHURCH ST, MAPLE FALLS, VT 05991');
    expect(texts('3 church')[0]).toBe('3 CHURCH ST, MAPLE FALLS, VT 05990');
    expect(texts('3 church', { limit: 1 })).toHaveLength(1);
    expect(texts('3 church', { states: ['NY'] })).toEqual([]);
  });

  it('accented letters are read as their plain letters, as the parser reads them', () => {
    expect(texts('5 wíllowbröok')).toEqual(texts('5 willowbrook'));
    expect(texts('100 n máin st mäple f')).toEqual(texts('100 n main st maple f'));
    expect(texts('5 willowbröok')).toEqual(['5 WILLOWBROOK LN, MAPLE FALLS, VT 05990']);
  });

  it('an empty or over-long query is refused with a reason', () => {
    expect(engine.autocomplete('  ')).toMatchObject({ ok: false, reason: 'EMPTY' });
    expect(engine.autocomplete('x'.repeat(201))).toMatchObject({ ok: false, reason: 'TOO_LONG' });
  });

  it('maps to the wire shape', () => {
    const r = engine.autocomplete('300 n main st apt 2');
    expect(r.ok && toAutocompleteResponse(r.suggestions)).toEqual({
      suggestions: [
        {
          standardized_address: '300 N MAIN ST APT 2, MAPLE FALLS, VT 05990',
          components: { street_address: '300 N MAIN ST', apt_suite_other: 'APT 2', city: 'MAPLE FALLS', state: 'VT', zip_code: '05990' },
        },
      ],
    });
  });
});
