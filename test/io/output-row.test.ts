import { describe, expect, it } from 'vitest';
import { parse as csvParse } from 'csv-parse/sync';
import { csvCell, neutralizeFormula } from '../../src/io/csv-cells.js';
import { rowPrefix } from '../../src/io/row-prefix.js';
import { correctionsText, csvHeader, formatRows, rowsBytes, USADDR_COLUMNS } from '../../src/io/output-row.js';
import type { BulkItem } from '../../src/wire/types.js';

const failed = (message: string): BulkItem => ({ status: 'FAIL', request: {}, message, result: null });

describe('CSV output', () => {
  it('keeps the input part as given and appends one cell per usaddr column', () => {
    const text = formatRows('csv', ['a,"b,c"'], [failed('nothing usable')], 0);
    const cells = text.trimEnd().split(',');
    expect(text.startsWith('a,"b,c",FAIL,nothing usable,')).toBe(true);
    expect(cells.length).toBe(3 + USADDR_COLUMNS.length);
    expect(csvHeader(['id', 'street'])).toBe(`id,street,${USADDR_COLUMNS.join(',')}\n`);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const bad of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeFormula(bad)).toBe(`'${bad}`);
    expect(neutralizeFormula('12 MAIN ST')).toBe('12 MAIN ST');
    const text = formatRows('csv', ['x'], [failed('=HYPERLINK("http://evil")')], 0);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"")",`);
  });

  it('quotes cells holding a comma, quote or newline', () => {
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('corrections read as field: from -> to (reason)', () => {
    expect(correctionsText([{ field: 'zip_code', from: '05401', to: '05403', reason: 'street is in 05403' }, { field: 'street_suffix', from: '', to: 'ST', reason: '' }]))
      .toBe('zip_code: 05401 -> 05403 (street is in 05403); street_suffix:  -> ST');
  });
});

describe('JSON output', () => {
  it('array elements are separated across chunks; NDJSON is one item per line', () => {
    const items = [failed('a'), failed('b')];
    const first = formatRows('json', [], items, 0);
    const second = formatRows('json', [], [failed('c')], 2);
    expect(JSON.parse(`[${first}${second}]`).map((i: { usaddr: BulkItem }) => i.usaddr.message)).toEqual(['a', 'b', 'c']);
    expect(formatRows('ndjson', [], items, 5).split('\n').filter(Boolean).map((l) => JSON.parse(l).usaddr.message)).toEqual(['a', 'b']);
  });

  it('keeps every field of the user object, the annotations beside them (an input "usaddr" field is replaced)', () => {
    const prefix = rowPrefix({ line: 2, cells: [], source: { id: 7, street: '1 Main St', nested: { a: [1] }, usaddr: 'old' } }, 'ndjson');
    const row = JSON.parse(formatRows('ndjson', [prefix], [failed('x')], 0));
    expect(row).toEqual({ id: 7, street: '1 Main St', nested: { a: [1] }, usaddr: failed('x') });
    const fromCsv = rowPrefix({ line: 2, cells: ['7', 'a\rb'], columns: ['id', 'street'] }, 'json');
    expect(JSON.parse(formatRows('json', [fromCsv], [failed('y')], 0))).toEqual({ id: '7', street: 'a\rb', usaddr: failed('y') });
  });

  it('keeps every CSV cell: a repeated header name gets _2, _3…, a __proto__ column is a field', () => {
    const columns = ['Address', 'Address', 'Address_2', '__proto__', 'Address'];
    const prefix = rowPrefix({ line: 2, cells: ['1 Main St', '2 Oak St', 'x', 'p', '3 Elm St'], columns }, 'ndjson');
    const text = formatRows('ndjson', [prefix], [failed('z')], 0);
    expect(text.startsWith('{"Address":"1 Main St","Address_2":"2 Oak St","Address_2_2":"x","__proto__":"p","Address_3":"3 Elm St","usaddr":')).toBe(true);
  });
});

describe('output bytes', () => {
  const found = (line1: string, corrected = false): BulkItem => ({
    status: 'SUCCESS', request: { street_address: line1 }, message: '', result: {
      original_lookup_request: {}, lookup_index: 0, address_line1: line1, address_line2: 'MONTPELIER VT 05602', lookup_status: 'ADDRESS_FOUND',
      address_accuracy_level: 'ROOFTOP', address_breakdown: { primary_no: '12', street_name: 'PEÑA', city_name: 'Montpelier' } as never,
      address_additional_info: { county_no: '023' } as never, address_delivery_info: { dpv_confirmation_indicator: 'Y' } as never,
      corrections: corrected ? [{ field: 'city', from: 'mont,pelier', to: 'MONTPELIER', reason: 'spelling' }] : [],
    },
  });
  const items = [found('12 PEÑA ST'), failed('=cmd|"x"'), found('-1 "Q" ST\n2', true), failed('\ttab'), found('@home \u{1F3E0}'), failed('+1,2')];
  const prefixes = ['a,b', 'x,"y,z"', '', 'José', '=1', 'c'];

  it('equal the encoded text of formatRows for every format, and ends mark each row', () => {
    for (const format of ['csv', 'json', 'ndjson'] as const) {
      for (const first of [0, 7]) {
        const ends = new Uint32Array(items.length);
        const bytes = rowsBytes(format, prefixes, items, first, ends);
        expect(Buffer.from(bytes).toString('utf8')).toBe(formatRows(format, prefixes, items, first));
        expect(ends[items.length - 1]).toBe(bytes.length);
        // each row's own bytes are the text of that row alone (the first element keeps its place)
        const second = Buffer.from(bytes.subarray(ends[0], ends[1])).toString('utf8');
        expect(second).toBe(formatRows(format, prefixes.slice(1, 2), items.slice(1, 2), first + 1));
      }
    }
  });
});

describe('--columns views', () => {
  it('minimal ⊂ standard ⊂ all; standard carries warnings, firm and urbanization', async () => {
    const { usaddrColumns } = await import('../../src/io/output-row.js');
    const [min, std, all] = [usaddrColumns('minimal'), usaddrColumns('standard'), usaddrColumns('all')];
    expect(min).toEqual(['usaddr_status', 'usaddr_message', 'usaddr_lookup_status', 'usaddr_accuracy', 'usaddr_line1', 'usaddr_line2']);
    for (const c of min) expect(std).toContain(c);
    for (const c of std) expect(all).toContain(c);
    expect(std).toEqual(expect.arrayContaining(['usaddr_warnings', 'usaddr_firm', 'usaddr_urbanization']));
    expect(all).toEqual(expect.arrayContaining(['usaddr_carrier_route', 'usaddr_dpv_vacant', 'usaddr_lookup_index']));
    expect(usaddrColumns('rejects')).toEqual(['usaddr_status', 'usaddr_message', 'usaddr_warnings', 'usaddr_lookup_status', 'usaddr_accuracy']);
  });
});

describe('warnings, firm and urbanization cells', () => {
  it('come from result.warnings, the delivery info firm and the breakdown urbanization; absent warnings are empty', async () => {
    const { usaddrColumns } = await import('../../src/io/output-row.js');
    const result = {
      original_lookup_request: {}, lookup_index: 0, address_line1: '150 CALLE A', address_line2: 'SAN JUAN PR 00926', lookup_status: 'ADDRESS_UNVERIFIED',
      address_accuracy_level: 'ZIP', address_breakdown: { urbanization: 'URB LAS GLADIOLAS' }, address_additional_info: {},
      address_delivery_info: { building_or_firm_name: 'LINCOLN CTR' }, corrections: [], warnings: ['no house number', 'unit not read'],
    } as unknown as BulkItem['result'];
    const cols = usaddrColumns('standard');
    const cells = csvParse(formatRows('csv', ['x'], [{ status: 'SUCCESS', request: {}, message: '', result }], 0))[0]!.slice(1);
    const at = (name: string): string => cells[cols.indexOf(name)]!;
    expect(at('usaddr_warnings')).toBe('no house number; unit not read');
    expect(at('usaddr_firm')).toBe('LINCOLN CTR');
    expect(at('usaddr_urbanization')).toBe('URB LAS GLADIOLAS');
    const none = csvParse(formatRows('csv', ['x'], [{ status: 'SUCCESS', request: {}, message: '', result: { ...result!, warnings: undefined } as never }], 0))[0]!;
    expect(none[1 + cols.indexOf('usaddr_warnings')]).toBe('');
  });
});
