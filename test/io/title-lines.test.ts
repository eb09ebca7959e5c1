import { describe, expect, it } from 'vitest';
import { headerBelowTitle as below } from '../../src/io/title-lines.js';

const file = (path: string, gz = false) => ({ path, gz });
/** The first record as the CSV reader gives it: here, the first non-blank line split on `delimiter`. */
function headerBelowTitle(head: string, input: { path: string; gz: boolean }, delimiter = ','): string | undefined {
  const lines = head.split('\n');
  const i = lines.findIndex((l) => l.trim() !== '');
  return below(head, { line: i + 1, cells: lines[i]!.split(delimiter) }, input);
}

describe('headerBelowTitle', () => {
  it('a header on line 2 below a title, in a semicolon file whose title has a comma', () => {
    const head = 'Export, 2026-11-01\nName;Address;City;State;Zip\nAnn;12 Main St;Burlington;VT;05401\n';
    expect(headerBelowTitle(head, file('list.csv'))).toBe(
      'line 2 (Name, Address, City, State, Zip) looks like the header row, with a title above it: delete line 1 (tail -n +2 list.csv > list.no-title.csv, then verify that file)',
    );
  });

  it('a gzipped file, and a path the shell must see as one word', () => {
    const head = 'Customers\nstreet,city,zip\n12 Main St,Burlington,05401\n';
    expect(headerBelowTitle(head, file("my list's.csv.gz", true))).toMatch(/\(gzip -dc 'my list'\\''s\.csv\.gz' \| tail -n \+2 > 'my list'\\''s\.no-title\.csv', then verify that file\)$/);
  });

  it('nothing when the first record names fields (a quoted line break in a header cell too), when no later line does, or beyond the first few lines', () => {
    const quoted = 'id,"street\n  status",city,zip\n1,12 Main St,Burlington,05401\n';
    expect(below(quoted, { line: 1, cells: ['id', 'street\n  status', 'city', 'zip'] }, file('a.csv'))).toBeUndefined();
    expect(headerBelowTitle('\n\nstreet,city,zip\n12 Main St,Burlington,05401\n', file('a.csv'))).toBeUndefined();
    expect(headerBelowTitle('12 Main St Burlington VT 05401\n9 Elm St Dover DE 19901\n', file('a.csv'))).toBeUndefined();
    expect(headerBelowTitle(`Title\n${'x\n'.repeat(5)}street,city,zip\n`, file('a.csv'))).toBeUndefined();
  });
});
