// A verified CSV verified again, end to end: its usaddr_* columns are replaced, not duplicated (the
// output and --rejects), and the address is read from the user's own columns, never from them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const TOWN = 'fixtures/verify/town.csv';
const tmp = (): string => tempDir('usaddr-reverify-');
const csv = (text: string): string[][] => parse(text) as string[][];

describe('verify: a verified CSV verified again (e2e)', () => {
  it('its usaddr_* columns (any --columns view) are replaced, not duplicated, in the output and in --rejects', () => {
    const dir = tmp();
    const first = runCli(['verify', TOWN, '-o', join(dir, 'v1.csv'), '--columns', 'all', '--quiet']);
    expect(first.code).toBe(0);
    const r = runCli(['verify', join(dir, 'v1.csv'), '-o', join(dir, 'v2.csv'), '--rejects', join(dir, 'r.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^replacing 40 usaddr columns from an earlier run \(usaddr_status, usaddr_message, .*\) with this run's; the address is read from the other columns$/m);
    // the fixture holds a bare quote inside a cell on purpose
    const town = parse(readFileSync(join(ROOT, TOWN), 'utf8').replace(',extra-cell', ''), { relax_quotes: true }) as string[][];
    const v1 = csv(readFileSync(join(dir, 'v1.csv'), 'utf8'));
    const v2 = csv(readFileSync(join(dir, 'v2.csv'), 'utf8'));
    const standard = csv(runCli(['verify', TOWN, '--quiet']).stdout)[0]!;
    expect(v2[0]).toEqual(standard);
    expect(v2.slice(1).map((row) => row.slice(0, 7))).toEqual(town.slice(1));
    // the same answers as the first run: the address was read from the user's columns
    const at = (rows: string[][], name: string, i: number): string => rows[i]![rows[0]!.indexOf(name)]!;
    for (let i = 1; i < v2.length; i++) {
      if (i === 18) continue; // malformed in the first run (an extra cell), whole in its output
      for (const name of ['usaddr_status', 'usaddr_line1', 'usaddr_line2', 'usaddr_lookup_status']) expect(at(v2, name, i), `${name} row ${i}`).toBe(at(v1, name, i));
    }
    const rejects = csv(readFileSync(join(dir, 'r.csv'), 'utf8'));
    expect(new Set(rejects[0]).size).toBe(rejects[0]!.length);
    expect(rejects[0]!.slice(0, 7)).toEqual(town[0]);
  });

  it('the address is read from the user\'s columns even when usaddr_* columns come first and look like a street', () => {
    const dir = tmp();
    const path = join(dir, 'moved.csv');
    writeFileSync(path, 'usaddr_line1,usaddr_line2,who,street_text,zip_text\n99 ELM ST,BURLINGTON VT 05401,Ada,12 Main Street,05753\n5 PEARL ST,BURLINGTON VT 05401,Bo,1 Park Street,05401\n');
    const r = runCli(['verify', path, '--columns', 'minimal']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/street_address <- street_text \(from its values\)/);
    const out = csv(r.stdout);
    expect(out[0]).toEqual(['who', 'street_text', 'zip_text', 'usaddr_status', 'usaddr_message', 'usaddr_lookup_status', 'usaddr_accuracy', 'usaddr_line1', 'usaddr_line2']);
    expect(out.slice(1).map((row) => row[7])).toEqual(['12 MAIN ST', '1 PARK ST']);
  });
});
