// A CSV export whose first line is a title (`Customer list exported 2026-11-01`) and whose header is on line 2:
// verify says so and what to do, on stderr and in the summary, and still writes every row back (none dropped or made up).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const HEADER = 'name,street,city,state,zip\n';
const ROWS = 'Ann,12 Main St,Burlington,VT,05401\nBob,9 Elm St,Dover,DE,19901\n';

function file(text: string): { dir: string; path: string } {
  const dir = tempDir('usaddr-title-');
  const path = join(dir, 'customers.csv');
  writeFileSync(path, text);
  return { dir, path };
}

describe('usaddr verify: a title line above the header', () => {
  it('a title with no delimiter: every line still comes back a row, and stderr and the summary say line 2 is the header', () => {
    const { dir, path } = file(`Customer list exported 2026-11-01\n${HEADER}${ROWS}`);
    const r = runCli(['verify', path, '--summary-json', join(dir, 's.json')]);
    expect(r.code, r.stderr).toBe(0);
    expect((parse(r.stdout, { relax_column_count: true }) as string[][]).map((row) => row[0])).toEqual(['col1', 'Customer list exported 2026-11-01', 'name', 'Ann', 'Bob']);
    expect(r.stderr).toMatch(/line 2 \(name, street, city, state, zip\) looks like the header row, with a title above it: delete line 1 \(tail -n \+2 \S*customers\.csv > \S*customers\.no-title\.csv, then verify that file\)/);
    const summary = JSON.parse(readFileSync(join(dir, 's.json'), 'utf8')) as { headerHint?: string };
    expect(summary.headerHint).toMatch(/^line 2 \(name, street, city, state, zip\) looks like the header row/);
  });

  it('a title with a comma (no column maps): the exit-2 error says the same', () => {
    const { path } = file(`Customer list, exported 2026-11-01\n${HEADER}${ROWS}`);
    const r = runCli(['verify', path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no column maps to an address field/);
    expect(r.stderr).toMatch(/line 2 \(name, street, city, state, zip\) looks like the header row, with a title above it: delete line 1/);
  });

  it('two title lines and a blank one, from stdin: lines 1-3 to delete, said for a pipe', () => {
    const r = runCli(['verify', '-'], { input: `Customers\nexported 2026-11-01\n\n${HEADER}${ROWS}` });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/line 4 \(name, street, city, state, zip\) looks like the header row, with a title above it: delete lines 1-3 \(… \| tail -n \+4 \| usaddr verify -\)/);
    const dry = runCli(['verify', '-', '--dry-run'], { input: `Customers\nexported 2026-11-01\n\n${HEADER}${ROWS}` });
    expect(dry.stdout).toMatch(/\nhint: line 4 \(name, street, city, state, zip\) looks like the header row/);
  });

  it('a file whose header is on line 1 gets no such hint', () => {
    const { path } = file(`${HEADER}${ROWS}`);
    const r = runCli(['verify', path]);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/looks like the header/);
  });
});
