// Real-world lists through the built bin: export headers of each family (fixtures/exports, one real
// header row each), headerless files, the mapping notice, --dry-run, --rejects / --only-failures,
// --columns, --max-unverified, .gz input and refused output extensions.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync, inflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const X = 'fixtures/exports/';
const tmp = (): string => tempDir('usaddr-lists-');
const csv = (text: string): string[][] => parse(text, { relax_column_count: true }) as string[][];
const col = (rows: string[][], name: string): string[] => {
  const i = rows[0]!.indexOf(name);
  expect(i, `column ${name}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]!);
};

/** --dry-run's first sample row, as the lookup would receive it. */
function firstRequest(file: string): Record<string, string> {
  const r = runCli(['verify', `${X}${file}`, '--dry-run']);
  expect(r.code, r.stderr).toBe(0);
  const m = /^ {2}line \d+: (\{.*\})$/m.exec(r.stdout);
  expect(m, r.stdout).not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, string>;
}

const ADA = { street_address: '12 Main Street', apt_suite_other: 'Apt 4', city: 'Middlebury', state: 'VT', zip_code: '05753' };

describe('export families map without --map (one fixture each, real header rows)', () => {
  it.each([
    ['shopify-orders.csv', { ...ADA, country: 'US' }], // Shipping Address1 …, never the Billing block
    ['shopify-customers.csv', { ...ADA, country: 'US' }],
    ['woocommerce-orders.csv', { street_address: '12 Main Street, Apt 4', city: 'Middlebury', state: 'VT', zip_code: '05753', country: 'US' }],
    ['woocommerce-customers.csv', { ...ADA, country: 'US' }],
    ['magento-customer-addresses.csv', { street_address: '12 Main Street', city: 'Middlebury', state: 'Vermont', zip_code: '05753', country: 'US' }],
    ['magento-customer-grid.csv', { street_address: '12 Main Street', city: 'Middlebury', state: 'Vermont', zip_code: '05753', country: 'United States' }],
    ['salesforce-contacts.csv', { street_address: '12 Main Street\nApt 4', city: 'Middlebury', state: 'VT', zip_code: '05753', country: 'United States' }],
    ['salesforce-accounts-api.csv', { street_address: '12 Main Street', city: 'Middlebury', state: 'VT', zip_code: '05753', country: 'USA' }],
    ['hubspot-contacts.csv', { street_address: '12 Main Street', city: 'Middlebury', state: 'Vermont', zip_code: '05753', country: 'United States' }],
    ['google-contacts.csv', { ...ADA, country: 'US' }],
    ['cass-style.csv', { full_address: '12 Main Street, Apt 4, Middlebury, VT 05753' }],
    ['generic-address-lines.csv', { ...ADA, country: 'USA' }],
    ['issue-headers.csv', ADA], // Address1, Province/State, Billing Zip: a header holding digits is a header
    ['headerless.csv', ADA], // mapped by the values, unit column included
  ])('%s', (file, want) => {
    expect(firstRequest(file)).toEqual(want);
  });
});

describe('mapping notice and --dry-run', () => {
  it('--dry-run on input that cannot be read to its end (a JSON array cut short, a second array, a damaged gzip) shows the rows read, then exit 2 in words, no stack', () => {
    const dir = tmp();
    const one = '{"id": "1", "street": "12 Main Street", "zip": "05753"}';
    for (const [name, bytes, words] of [
      ['cut.json', `[${one}, {"id": "2"`, /the input ends inside the array/],
      ['two.json', `[${one}] []`, /more JSON after the array's closing \]/],
      ['bad.csv.gz', Buffer.concat([gzipSync(Buffer.alloc(0)).subarray(0, 10), Buffer.from('not deflate data at all')]), /the gzip data is damaged/],
    ] as const) {
      writeFileSync(join(dir, name), bytes);
      const r = runCli(['verify', join(dir, name), '--dry-run']);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(words);
      expect(r.stderr).not.toMatch(/unexpected error|\n\s+at |were written/);
      if (name.endsWith('.json')) expect(r.stdout).toContain('"street_address":"12 Main Street"');
    }
  });

  it('a one-line mapping notice opens stderr; --quiet has none', () => {
    const r = runCli(['verify', `${X}shopify-orders.csv`]);
    expect(r.code).toBe(0);
    const first = r.stderr.split('\n')[0]!;
    expect(first).toMatch(/^columns \(CSV, header row\): street_address <- Shipping Address1 \(alias\), apt_suite_other <- Shipping Address2 \(alias\), city <- Shipping City/);
    expect(first).toMatch(/; 25 other columns not read$/);
    expect(runCli(['verify', `${X}shopify-orders.csv`, '--quiet']).stderr).toBe('');
  });

  it('--dry-run prints the mapping and at most five rows as parsed, looks nothing up, writes no output', () => {
    const dir = tmp();
    const rows = ['a,b,c', ...Array.from({ length: 9 }, (_, i) => `${i + 1} Elm St,Middlebury,05753`)].join('\n');
    writeFileSync(join(dir, 'in.csv'), `street,city,zip\n${rows.split('\n').slice(1).join('\n')}\n`);
    const r = runCli(['verify', join(dir, 'in.csv'), '--dry-run', '-o', join(dir, 'out.csv')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^mapping:\n {2}street_address <- street \(alias\)\n {2}city {11}<- city \(name\)\n {2}zip_code {7}<- zip \(alias\)$/m);
    expect(r.stdout.match(/^ {2}line \d+: /gm)).toHaveLength(5);
    expect(r.stdout).toContain('line 6: {"street_address":"5 Elm St","city":"Middlebury","zip_code":"05753"}');
    expect(existsSync(join(dir, 'out.csv'))).toBe(false);
    expect(r.stdout).not.toMatch(/usaddr_status/);
  });

  it('--dry-run reads with --encoding as the run does, and names a malformed row\'s line once', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'u16.csv'), Buffer.from('street,city,zip\r\n12 Main St,Middlebury,05753\r\n9 Elm St\r\n', 'utf16le'));
    const r = runCli(['verify', join(dir, 'u16.csv'), '--encoding', 'utf16le', '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^ {2}street_address <- street \(alias\)$/m);
    expect(r.stdout).toContain('line 2: {"street_address":"12 Main St","city":"Middlebury","zip_code":"05753"}');
    expect(r.stdout).toMatch(/^ {2}line 3: expected 3 fields, found 1$/m);
  });

  it("Excel's `sep=;` first line names the delimiter and is not a row", () => {
    const dir = tmp();
    writeFileSync(join(dir, 'sep.csv'), 'sep=;\r\nstreet;city;zip\r\n12 Main St, Apt 4;Middlebury;05753\r\n9 Elm St\r\n');
    const r = runCli(['verify', join(dir, 'sep.csv'), '--quiet', '--columns', 'minimal']);
    expect(r.code, r.stderr).toBe(0);
    const out = csv(r.stdout);
    expect(out[0]!.slice(0, 3)).toEqual(['street', 'city', 'zip']);
    expect(col(out, 'usaddr_line1')).toEqual(['12 MAIN ST APT 4', '']);
    expect(col(out, 'usaddr_message')[1]).toMatch(/^line 4: expected 3 fields, found 1/);
  });

  it('CSV output and rejects start with the header row as read: spaces kept, a blank header stays blank', () => {
    const dir = tmp();
    const header = ' Street , City,,Zip ';
    writeFileSync(join(dir, 'in.csv'), `${header}\r\n12 Main St,Middlebury,x,05753\r\n`);
    const r = runCli(['verify', join(dir, 'in.csv'), '--quiet', '--rejects', join(dir, 'rejects.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.startsWith(`${header},usaddr_status,`)).toBe(true);
    expect(readFileSync(join(dir, 'rejects.csv'), 'utf8').startsWith(`${header},usaddr_status,`)).toBe(true);
  });

  it('a headerless file keeps its unit column (verified through to line 1)', () => {
    const out = csv(runCli(['verify', `${X}headerless.csv`, '--quiet']).stdout);
    expect(col(out, 'usaddr_line1')).toEqual(['12 MAIN ST APT 4', '45 COLLEGE ST', '7 COURT SQ # 2']);
  });
});

describe('rejects, views and the unverified gate (against a small built reference)', () => {
  let dir: string;
  let index: string;
  let list: string;
  beforeAll(() => {
    dir = tmp();
    index = join(dir, 'vt.usaddr');
    const b = runCli(['reference', 'build', `${ROOT}fixtures/reference/points.oa.csv`, '--out', index, '--quiet']);
    expect(b.code, b.stderr).toBe(0);
    list = join(dir, 'list.csv');
    writeFileSync(list, [
      'id,address,city,state,zip',
      '1,12 N Main St,Vergennes,VT,05491', // found
      '2,999 N Main St,Vergennes,VT,05491', // street found, number not: a failure
      '3,5 Elm St,Middlebury,VT,05753', // no street data in 05753: unverified
      '4,1 Elm St,Vergennes,VT,05491,extra', // malformed (6 fields): a failure
      '',
    ].join('\n'));
  });

  it('--rejects writes exactly the rows that did not verify: input columns, then status, message, warnings, lookup status, accuracy', () => {
    const rejects = join(dir, 'rejects.csv');
    const r = runCli(['verify', list, '--reference', index, '--rejects', rejects, '-o', join(dir, 'all.csv'), '--summary-json', join(dir, 's.json'), '--concurrency', '2', '--chunk-size', '2']);
    expect(r.code, r.stderr).toBe(0);
    const rows = csv(readFileSync(rejects, 'utf8'));
    expect(rows[0]).toEqual(['id', 'address', 'city', 'state', 'zip', 'usaddr_status', 'usaddr_message', 'usaddr_warnings', 'usaddr_lookup_status', 'usaddr_accuracy']);
    expect(rows.slice(1).map((x) => x[0])).toEqual(['2', '3', '4']);
    expect(col(rows, 'usaddr_lookup_status').slice(0, 2)).toEqual(['ADDRESS_NOT_FOUND', 'ADDRESS_UNVERIFIED']);
    expect(col(rows, 'usaddr_status')).toEqual(['SUCCESS', 'SUCCESS', 'FAIL']);
    expect(col(rows, 'usaddr_message')[2]).toBe('line 5: expected 5 fields, found 6 (extra: "extra")');
    expect(csv(readFileSync(join(dir, 'all.csv'), 'utf8'))).toHaveLength(5);
    const s = JSON.parse(readFileSync(join(dir, 's.json'), 'utf8')) as Record<string, unknown>;
    expect(s).toMatchObject({ rows: 4, failures: 2, unverified: 1, rejects: { path: rejects, format: 'csv', rows: 3 } });
    expect(r.stderr).toMatch(/^ {2}unverified 1 \(only ZIP or city confirmed\)$/m);
  });

  it('--only-failures writes only those rows to the output; a filtered JSON array still parses', () => {
    const r = runCli(['verify', list, '--reference', index, '--only-failures', '--quiet']);
    expect(csv(r.stdout).slice(1).map((x) => x[0])).toEqual(['2', '3', '4']);
    const j = runCli(['verify', list, '--reference', index, '--only-failures', '--format', 'json', '--quiet']);
    const items = (JSON.parse(j.stdout) as { usaddr: { status: string; result: { lookup_index: number } | null } }[]).map((i) => i.usaddr);
    expect(items.map((i) => i.status)).toEqual(['SUCCESS', 'SUCCESS', 'FAIL']);
    expect(items[0]!.result!.lookup_index).toBe(1);
  });

  it('--max-unverified gates rows verified only to ZIP or city, apart from --max-failures', () => {
    const run = (...a: string[]): number | null => runCli(['verify', list, '--reference', index, '--quiet', '-o', join(dir, 'g.csv'), ...a]).code;
    expect(run('--max-unverified', '0')).toBe(1);
    expect(run('--max-unverified', '1')).toBe(0);
    expect(run('--max-unverified', '25%')).toBe(0);
    expect(run('--max-unverified', '20%')).toBe(1);
    expect(run('--max-failures', '2')).toBe(0);
    expect(run('--max-failures', '2', '--max-unverified', '0')).toBe(1);
    const bad = runCli(['verify', list, '--max-unverified', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--max-unverified 'lots' is not a number or a percentage/);
  });

  it('--columns minimal | standard | all', () => {
    const header = (view: string): string[] => csv(runCli(['verify', list, '--reference', index, '--quiet', '--columns', view]).stdout)[0]!.slice(5);
    expect(header('minimal')).toEqual(['usaddr_status', 'usaddr_message', 'usaddr_lookup_status', 'usaddr_accuracy', 'usaddr_line1', 'usaddr_line2']);
    const std = header('standard');
    expect(std).toEqual(expect.arrayContaining(['usaddr_warnings', 'usaddr_firm', 'usaddr_urbanization', 'usaddr_corrections']));
    const all = header('all');
    expect(all.length).toBeGreaterThan(std.length);
    expect(all).toEqual(expect.arrayContaining(['usaddr_carrier_route', 'usaddr_dpv_vacant', 'usaddr_lookup_index']));
    expect(runCli(['verify', list, '--columns', 'wide']).code).toBe(2);
  });

  it('firm, urbanization and warnings cells carry what the JSON result carries', () => {
    const rows = csv(runCli(['verify', list, '--reference', index, '--quiet']).stdout);
    const items = (JSON.parse(runCli(['verify', list, '--reference', index, '--quiet', '--format', 'json']).stdout) as { usaddr: { result: Record<string, any> | null } }[]).map((i) => i.usaddr);
    expect(col(rows, 'usaddr_firm')).toEqual(items.map((i) => i.result?.address_delivery_info?.building_or_firm_name ?? ''));
    expect(col(rows, 'usaddr_urbanization')).toEqual(items.map((i) => i.result?.address_breakdown?.urbanization ?? ''));
    expect(col(rows, 'usaddr_warnings')).toEqual(items.map((i) => (i.result?.warnings ?? []).join('; ')));
  });
});

describe('JSON input, CSV rejects', () => {
  it('a bad element keeps its place and its usaddr_* cells under their headers', () => {
    const dir = tmp();
    const list = join(dir, 'in.json');
    writeFileSync(list, '[{"id":1,"street_address":"12 Main St","zip_code":"05753"},\n5,\n{"id":3,"street_address":"1 Elm St","zip_code":"05753"}]\n');
    const r = runCli(['verify', list, '--rejects', join(dir, 'r.csv'), '-o', join(dir, 'o.json'), '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    const rows = csv(readFileSync(join(dir, 'r.csv'), 'utf8'));
    expect(rows[0]!.slice(0, 4)).toEqual(['id', 'street_address', 'zip_code', 'usaddr_status']);
    expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true);
    expect(col(rows, 'usaddr_status')).toEqual(['SUCCESS', 'FAIL', 'SUCCESS']);
    expect(col(rows, 'usaddr_message')[1]).toBe('line 2: not a JSON object');
  });
});

describe('.gz input and output extensions', () => {
  it('reads a .csv.gz directly: the same output as the plain file', () => {
    const dir = tmp();
    const gz = join(dir, 'town.csv.gz');
    writeFileSync(gz, gzipSync(readFileSync(`${ROOT}fixtures/verify/town.csv`)));
    const plain = runCli(['verify', 'fixtures/verify/town.csv', '--quiet']);
    const zipped = runCli(['verify', gz, '--quiet']);
    expect(zipped.code).toBe(0);
    expect(zipped.stdout).toBe(plain.stdout);
  });

  it('reads gzip from stdin too (`gzip -c list.csv | usaddr verify -`): the same output as the plain file', () => {
    const text = readFileSync(`${ROOT}fixtures/verify/town.csv`);
    const plain = runCli(['verify', '-', '--quiet'], { input: text });
    const zipped = runCli(['verify', '-', '--quiet'], { input: gzipSync(text) });
    expect(zipped.stderr).toBe('');
    expect(zipped.code).toBe(0);
    expect(zipped.stdout).toBe(plain.stdout);
  });

  it('a damaged gzip file is exit 2 in words (not a zlib code), with how to test the file', () => {
    const dir = tmp();
    const gz = join(dir, 'bad.csv.gz');
    writeFileSync(gz, Buffer.concat([gzipSync(Buffer.alloc(0)).subarray(0, 10), Buffer.from('not deflate data at all')]));
    const r = runCli(['verify', gz, '--quiet']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`usaddr: cannot read ${gz}: the gzip data is damaged\n`);
    expect(r.stderr).toContain('`gzip -t FILE` tests a gzip file');
    expect(r.stderr).not.toMatch(/Z_DATA_ERROR|--input-format|\n\s+at /);
  });

  it('a gzip file cut short part-way is exit 2 saying so: never an output that looks whole', () => {
    const dir = tmp();
    const town = readFileSync(`${ROOT}fixtures/verify/town.csv`, 'utf8').split('\n').filter((l) => l !== '');
    const rows = Array.from({ length: 6000 }, (_, i) => town[1 + (i % (town.length - 1))]!.replace(/^\d+/, String(i + 1)));
    const whole = gzipSync(`${town[0]}\n${rows.join('\n')}\n`);
    const gz = join(dir, 'cut.csv.gz');
    writeFileSync(gz, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const out = join(dir, 'out.csv');
    const r = runCli(['verify', gz, '-o', out, '--quiet']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/usaddr: cannot read .*cut\.csv\.gz to its end: the gzip data ends early \(the file is cut short\)\n/);
    expect(r.stderr).not.toMatch(/Z_BUF_ERROR|unexpected end of file|\n\s+at /);
    expect(existsSync(out)).toBe(false);
    const piped = runCli(['verify', '-', '--quiet'], { input: whole.subarray(0, 200) });
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('usaddr: cannot read stdin: the gzip data ends early (the file is cut short)\n');
  });

  it('a gzip file cut short or damaged just past its first 64 KiB (read while the mapping is found) is exit 2 in words, no stack', () => {
    const dir = tmp();
    const town = readFileSync(`${ROOT}fixtures/verify/town.csv`, 'utf8').split('\n').filter((l) => l !== '');
    // rows that do not compress away, so the damage lands where it is asked to
    let seed = 7;
    const noise = (): string => ((seed = (seed * 48271) % 2147483647) / 2147483647).toString(36).slice(2);
    const rows = Array.from({ length: 3000 }, (_, i) => `${town[1 + (i % (town.length - 1))]!.replace(/^\d+/, String(i + 1))},${noise()}`);
    const whole = gzipSync(`${town[0]},note\n${rows.join('\n')}\n`);
    const unzipped = (n: number): number => inflateRawSync(whole.subarray(10, n), { finishFlush: constants.Z_SYNC_FLUSH }).length;
    let cut = 1000;
    while (unzipped(cut) < 90 * 1024) cut += 1000;
    const damaged = Buffer.from(whole);
    damaged[cut] ^= 0xff;
    for (const [name, bytes, words] of [['cut.csv.gz', whole.subarray(0, cut), 'the gzip data ends early'], ['bad.csv.gz', damaged, 'the gzip data is damaged']] as const) {
      const gz = join(dir, name);
      writeFileSync(gz, bytes);
      for (const r of [runCli(['verify', gz, '-o', join(dir, 'out.csv'), '--quiet']), runCli(['verify', '-', '--quiet'], { input: bytes })]) {
        expect(r.code, r.stderr).toBe(2);
        expect(r.stderr).toMatch(new RegExp(`^usaddr: cannot read (\\S+${name}|stdin)(: | to its end: )${words}`));
        expect(r.stderr).not.toMatch(/unexpected error|\n\s+at /);
      }
      expect(existsSync(join(dir, 'out.csv'))).toBe(false);
    }
  });

  it('an -o extension naming no format is exit 2 naming the supported ones; --format writes it anyway', () => {
    const dir = tmp();
    const r = runCli(['verify', 'fixtures/verify/town.csv', '-o', join(dir, 'out.xlsx')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.xlsx is not a format usaddr writes \(csv \(\.csv\), json \(\.json\), ndjson \(\.ndjson, \.jsonl\)\)/);
    expect(r.stderr).toMatch(/give --format/);
    expect(existsSync(join(dir, 'out.xlsx'))).toBe(false);
    expect(runCli(['verify', 'fixtures/verify/town.csv', '-o', join(dir, 'out.xlsx'), '--format', 'csv', '--quiet']).code).toBe(0);
    expect(readFileSync(join(dir, 'out.xlsx'), 'utf8')).toMatch(/^id,name,address/);
    const rej = runCli(['verify', 'fixtures/verify/town.csv', '--rejects', join(dir, 'r.xls')]);
    expect(rej.code).toBe(2);
    expect(rej.stderr).toMatch(/--rejects .*r\.xls: \.xls is not a format/);
    expect(runCli(['verify', 'fixtures/verify/town.csv', '-o', join(dir, 'o.csv'), '--rejects', join(dir, 'r.csv'), '--resume']).stderr).toMatch(/--rejects cannot be combined with --resume/);
  });
});
