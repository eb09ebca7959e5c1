// e2e: spawns the built `usaddr parse` (npm test builds first) with NO_COLOR=1.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/usaddr.js', import.meta.url));
const built = existsSync(new URL('../../dist/cli/main.js', import.meta.url));

const FIELDS = [
  'input',
  'primary_no',
  'street_predirection',
  'street_name',
  'street_suffix_abbrev',
  'street_postdirection',
  'secondary_no',
  'secondary_abbrev',
  'city_name',
  'state',
  'zip_code',
  'zip_add_on_no',
  'urbanization',
  'building_or_firm_name',
  'address_line1',
  'address_line2',
  'record_type_code',
  'warnings',
];

function usaddr(args: string[], input?: string | Buffer) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const lines = r.stdout.split('\n').filter((l) => l !== '');
  return { code: r.status, stderr: r.stderr, out: lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe.skipIf(!built)("usaddr parse, built bin (skipped when `npm run build` has not run)", () => {
  it('prints the standardized lines for the README example', () => {
    const r = usaddr(['parse', '123 north main street apt 4, springfield, illinois 62701']);
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    expect(r.out[0]).toMatchObject({
      address_line1: '123 N MAIN ST APT 4',
      address_line2: 'SPRINGFIELD IL 62701',
      primary_no: '123',
      street_predirection: 'N',
      street_name: 'MAIN',
      street_suffix_abbrev: 'ST',
      secondary_abbrev: 'APT',
      secondary_no: '4',
      record_type_code: 'H',
    });
    expect(Object.keys(r.out[0]!)).toEqual(FIELDS);
  });

  it('one JSON object per argument, in order', () => {
    const r = usaddr(['parse', 'PO Box 5, Austin TX 78701', 'RR 2 Box 152, Mayberry NC']);
    expect(r.out.map((o) => o.address_line1)).toEqual(['PO BOX 5', 'RR 2 BOX 152']);
    expect(r.out.map((o) => o.record_type_code)).toEqual(['P', 'R']);
  });

  it('--input FILE streams every line, failures as the same object plus an error, exit 0', () => {
    const r = usaddr(['parse', '--input', 'fixtures/parse/lines.txt']);
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(5);
    expect(r.out[2]).toMatchObject({ input: '', address_line1: '', error: { reason: 'EMPTY' } });
    expect(r.out[3]).toMatchObject({ address_line1: '', city_name: '', error: { reason: 'NOT_US' } });
    expect(Object.keys(r.out[3]!)).toEqual([...FIELDS, 'error']);
    expect(r.out[4]).toMatchObject({ address_line1: 'PSC 1234 BOX 5678', address_line2: 'APO AE 09012', record_type_code: 'M' });
  });

  it('--input - reads stdin, and so does a lone - (as verify - does)', () => {
    const r = usaddr(['parse', '--input', '-'], '1 Main St, Dover DE 19901\r\n9 Elm St\n');
    expect(r.out.map((o) => o.address_line1)).toEqual(['1 MAIN ST', '9 ELM ST']);
    const dash = usaddr(['parse', '-'], '1 Main St, Dover DE 19901\n');
    expect(dash.out.map((o) => [o.input, o.address_line1])).toEqual([['1 Main St, Dover DE 19901', '1 MAIN ST']]);
  });

  it('--input reads spreadsheet encodings as verify does: UTF-16LE with a BOM, Windows-1252', () => {
    const dir = tempDir('usaddr-parse-');
    const text = '12 Peña St, Burlington VT 05401\r\nPO Box 3\r\n';
    writeFileSync(join(dir, 'u16.txt'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    writeFileSync(join(dir, 'cp1252.txt'), Buffer.from(text, 'latin1'));
    for (const file of ['u16.txt', 'cp1252.txt']) {
      const r = usaddr(['parse', '--input', join(dir, file)]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.out.map((o) => [o.input, o.address_line1])).toEqual([['12 Peña St, Burlington VT 05401', '12 PENA ST'], ['PO Box 3', 'PO BOX 3']]);
    }
    const piped = usaddr(['parse', '--input', '-'], readFileSync(join(dir, 'u16.txt')));
    expect(piped.out.map((o) => o.address_line1)).toEqual(['12 PENA ST', 'PO BOX 3']);
  });

  it('--input reads a gzipped file or pipe as verify does (the bytes say gzip); one cut short exits 2 in words', () => {
    const dir = tempDir('usaddr-parse-');
    const gz = gzipSync(Buffer.from('12 Main St, Burlington VT 05401\nPO Box 3\n'));
    writeFileSync(join(dir, 'lines.txt.gz'), gz);
    const r = usaddr(['parse', '--input', join(dir, 'lines.txt.gz')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.out.map((o) => o.address_line1)).toEqual(['12 MAIN ST', 'PO BOX 3']);
    expect(usaddr(['parse', '-'], gz).out.map((o) => o.address_line1)).toEqual(['12 MAIN ST', 'PO BOX 3']);
    writeFileSync(join(dir, 'cut.txt.gz'), gz.subarray(0, gz.length - 12));
    const cut = usaddr(['parse', '--input', join(dir, 'cut.txt.gz')]);
    expect(cut.code).toBe(2);
    expect(cut.stderr).toMatch(/cannot read .*cut\.txt\.gz/);
    expect(cut.stderr).not.toMatch(/\n\s+at /);
  });

  it('an unreadable --input exits 2 with a message', () => {
    const r = usaddr(['parse', '--input', 'fixtures/parse/no-such-file.txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot read');
    expect(r.out).toEqual([]);
  });

  it('nothing to parse is a usage error', () => {
    expect(usaddr(['parse']).code).toBe(2);
  });
});
