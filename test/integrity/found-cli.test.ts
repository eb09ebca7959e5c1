// Issue 13 "Found", command side: each defect through the built bin, as a user would meet it.
import { copyFileSync, existsSync, linkSync, statSync, openSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const tmp = (): string => tempDir('usaddr-integrity-');
const TOWN = `${ROOT}fixtures/verify/town.csv`;

describe('output paths that are the input (found)', () => {
  it('-o through a symlink or a hard link to the input is refused, the input untouched (was: overwritten, exit 0)', () => {
    const dir = tmp();
    const input = join(dir, 'in.csv');
    copyFileSync(TOWN, input);
    const before = readFileSync(input, 'utf8');
    symlinkSync(input, join(dir, 'sym.csv'));
    linkSync(input, join(dir, 'hard.csv'));
    for (const out of ['sym.csv', 'hard.csv']) {
      const r = runCli(['verify', input, '-o', join(dir, out)]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/is the input file/);
    }
    expect(readFileSync(input, 'utf8')).toBe(before);
  });

  it('--summary-json INPUT is refused before anything is written (was: the input overwritten)', () => {
    const dir = tmp();
    const input = join(dir, 'in.csv');
    copyFileSync(TOWN, input);
    const r = runCli(['verify', input, '-o', join(dir, 'out.csv'), '--summary-json', input]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--summary-json .* is the input file/);
    expect(readFileSync(input, 'utf8')).toBe(readFileSync(TOWN, 'utf8'));
  });

  it('--summary-json naming -o or --rejects (or a link to one) is refused before the run (was: the verified rows replaced by the summary, exit 0)', () => {
    const dir = tmp();
    const out = join(dir, 'out.csv');
    const rejects = join(dir, 'rejects.csv');
    writeFileSync(out, 'an earlier run\n');
    symlinkSync(out, join(dir, 'to-out.json'));
    linkSync(out, join(dir, 'hard.json'));
    for (const args of [
      ['-o', out, '--summary-json', out],
      ['-o', out, '--summary-json', join(dir, 'to-out.json')],
      ['-o', out, '--summary-json', join(dir, 'hard.json')],
      ['-o', join(dir, 'o2.csv'), '--rejects', rejects, '--summary-json', rejects],
      ['-o', join(dir, 'o2.csv'), '--rejects', join(dir, 'to-out.json'), '--format', 'csv', '--summary-json', out],
    ]) {
      const r = runCli(['verify', TOWN, '--quiet', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^usaddr: --(summary-json|rejects) .* is the (-o|--rejects|--summary-json) file/);
    }
    expect(readFileSync(out, 'utf8')).toBe('an earlier run\n');
    expect(existsSync(join(dir, 'o2.csv'))).toBe(false);
    expect(runCli(['verify', TOWN, '--quiet', '-o', '/dev/null', '--rejects', '/dev/null', '--format', 'csv']).code).toBe(0);
  });

  it('-o, --rejects or --summary-json naming the --reference index (or a link to it) is refused (was: the index overwritten, exit 0)', () => {
    const dir = tmp();
    const index = join(dir, 'ref.usaddr');
    expect(runCli(['reference', 'build', `${ROOT}fixtures/reference/points.oa.csv`, '--out', index, '--quiet']).code).toBe(0);
    const before = readFileSync(index);
    symlinkSync(index, join(dir, 'link.csv'));
    for (const args of [['-o', index, '--format', 'csv'], ['-o', join(dir, 'link.csv')], ['-o', join(dir, 'o.csv'), '--summary-json', index], ['-o', join(dir, 'o.csv'), '--rejects', join(dir, 'link.csv')]]) {
      const r = runCli(['verify', TOWN, '--reference', index, '--quiet', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^usaddr: (-o|--summary-json|--rejects) .* is the --reference index/);
    }
    expect(readFileSync(index).equals(before)).toBe(true);
  });

  it('reference build SRC --out SRC (or a link to it) is refused (was: the source overwritten)', () => {
    const dir = tmp();
    const src = join(dir, 'tiger.csv');
    copyFileSync(`${ROOT}fixtures/reference/tiger.csv`, src);
    symlinkSync(src, join(dir, 'link.usaddr'));
    for (const out of [src, join(dir, 'link.usaddr')]) {
      const r = runCli(['reference', 'build', src, '--out', out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/is the source/);
    }
    expect(readFileSync(src, 'utf8')).toBe(readFileSync(`${ROOT}fixtures/reference/tiger.csv`, 'utf8'));
  });
});

describe('encoding and formulas', () => {
  it('--encoding: auto says what it decided on stderr; latin1 and utf16le read what they say', () => {
    const dir = tmp();
    const latin = join(dir, 'latin.csv');
    writeFileSync(latin, Buffer.from('street,city,state,zip\n12 Main Street,Espa\xf1ola,NM,87532\n', 'latin1'));
    const auto = runCli(['verify', latin]);
    expect(auto.stderr).toMatch(/^encoding: latin1 \(auto: invalid UTF-8/m);
    expect((parse(auto.stdout) as string[][])[1]![1]).toBe('Española');
    const utf16 = join(dir, 'u16.csv');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('street,city,state,zip\n12 Main Street,Española,NM,87532\n', 'utf16le')]));
    expect((parse(runCli(['verify', utf16, '--quiet']).stdout) as string[][])[1]![1]).toBe('Española');
    const asUtf8 = runCli(['verify', latin, '--encoding', 'utf8', '--quiet']);
    expect((parse(asUtf8.stdout) as string[][])[1]![4]).toBe('FAIL');
  });

  it('user cells are verbatim by default; --sanitize-formulas neutralises them too; appended cells never start with = + - @', () => {
    const dir = tmp();
    const input = join(dir, 'f.csv');
    writeFileSync(input, 'street,city,state,zip,note\n12 Main Street,Middlebury,VT,05753,=1+1\n@SUM(A1),Middlebury,VT,05753,-2\n');
    const plain = parse(runCli(['verify', input, '--quiet']).stdout) as string[][];
    expect(plain.slice(1).map((r) => r.slice(0, 5))).toEqual([['12 Main Street', 'Middlebury', 'VT', '05753', '=1+1'], ['@SUM(A1)', 'Middlebury', 'VT', '05753', '-2']]);
    for (const r of plain.slice(1)) for (const c of r.slice(5)) expect(c).not.toMatch(/^[=+\-@]/);
    const safe = parse(runCli(['verify', input, '--quiet', '--sanitize-formulas']).stdout) as string[][];
    expect(safe[1]![4]).toBe("'=1+1");
    expect(safe[2]![0]).toBe("'@SUM(A1)");
  });
});

describe('partial outputs', () => {
  it('a complete run renames <out>.partial into place; a device output is written directly, never renamed over', () => {
    const dir = tmp();
    const out = join(dir, 'out.csv');
    expect(runCli(['verify', TOWN, '-o', out, '--quiet']).code).toBe(0);
    expect(existsSync(`${out}.partial`)).toBe(false);
    expect(parse(readFileSync(out, 'utf8'), { relax_quotes: true }).length).toBeGreaterThan(1);
    const rejects = join(dir, 'to-fix.csv');
    const summary = join(dir, 'summary.json');
    expect(runCli(['verify', TOWN, '-o', out, '--rejects', rejects, '--summary-json', summary, '--quiet']).code).toBe(0);
    for (const f of [out, rejects, summary]) expect([existsSync(f), existsSync(`${f}.partial`)]).toEqual([true, false]);
    expect(JSON.parse(readFileSync(summary, 'utf8')).rows).toBeGreaterThan(0);
    expect(runCli(['verify', TOWN, '-o', '/dev/null', '--quiet']).code).toBe(0);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });
});

describe('write errors and limits (found)', () => {
  it('a full disk on stdout is one line and exit 2, no stack (was: a stack trace, exit 1)', () => {
    for (const args of [['verify', TOWN], ['parse', '1 Main St, Springfield IL 62701']]) {
      const r = runCli(args, { stdio: ['pipe', devFull(), 'pipe'] });
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n').pop()).toBe('usaddr: cannot write stdout: no space left on the device');
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    }
  });

  it('--concurrency and --chunk-size past their caps are lowered with a message', () => {
    const r = runCli(['verify', TOWN, '--concurrency', '1000', '--chunk-size', '10000000']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/--chunk-size 10000000 is capped at 5000/);
    expect(r.stderr).toContain(`--concurrency 1000 is capped at ${availableParallelism()}, one worker per core`);
    expect(parse(r.stdout, { relax_quotes: true })).toHaveLength((parse(readFileSync(TOWN, 'utf8'), { relax_quotes: true, relax_column_count: true }) as unknown[]).length);
  });
});

describe('terminal safety and output shape (found)', () => {
  it('escape sequences in header names and file names do not reach stderr raw', () => {
    const dir = tmp();
    const input = join(dir, 'evil\u001b]0;pwned\u0007.csv');
    writeFileSync(input, 'street\u001b[2J,city\u009b31m,state,zip\n12 Main Street,Middlebury,VT,05753\n');
    const r = runCli(['verify', input, '--map', 'street=1,city=2']);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/[\u001b\u0007\u009b]/);
    expect(r.stderr).toContain('street\\x1b[2J');
    expect(r.stderr).toContain('city\\x9b31m');
    const missing = runCli(['verify', join(dir, 'no\u001b[31m.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).not.toMatch(/\u001b\[31m/);
  });

  it('a line break in a file name or a header cell does not start a line of its own on stderr (no forged summary line)', () => {
    const dir = tmp();
    const input = join(dir, 'in\n  failures 0.csv');
    writeFileSync(input, 'id,"street\n  status   SUCCESS 99",city,state,zip\n1,12 Main Street,Middlebury,VT,05753\n');
    for (const args of [['-o', join(dir, 'out\r\n  unverified 0.csv'), '--map', 'street=2'], ['--dry-run']]) {
      const r = runCli(['verify', input, ...args]);
      expect(r.code, r.stderr).toBe(0);
      const lines = `${r.stderr}${args[0] === '--dry-run' ? r.stdout : ''}`.split('\n');
      expect(lines.filter((l) => /^ +(failures 0\.csv|status +SUCCESS 99|unverified 0\.csv)/.test(l))).toEqual([]);
      expect(`${r.stderr}${r.stdout}`).toContain('in\\n  failures 0.csv');
      expect(`${r.stderr}${r.stdout}`).toContain('street\\n  status   SUCCESS 99');
    }
    // and in the one line of an error
    const missing = runCli(['verify', join(dir, 'gone\n  failures 0.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n').filter((l) => /^ +failures 0\.csv/.test(l))).toEqual([]);
    expect(missing.stderr).toMatch(/^usaddr: cannot read .*gone\\n  failures 0\.csv: no such file\n/);
  });

  it('JSON in, CSV out: FAIL rows have the full column width (was: short)', () => {
    const dir = tmp();
    const input = join(dir, 'in.ndjson');
    writeFileSync(input, '{"id": 1, "street": "12 Main Street", "zip": "05753"}\n{broken\n[1]\n');
    const rows = parse(runCli(['verify', input, '--format', 'csv', '--quiet']).stdout, { relax_column_count: true }) as string[][];
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.length)).size).toBe(1);
  });

  it('NDJSON out keeps the user’s own fields beside the annotations (was: the id dropped)', () => {
    const dir = tmp();
    const input = join(dir, 'in.ndjson');
    writeFileSync(input, '{"id": "A-1", "street": "12 Main Street", "zip": "05753", "tags": ["x"]}\n');
    const out = JSON.parse(runCli(['verify', input, '--quiet']).stdout) as Record<string, unknown>;
    expect(out).toMatchObject({ id: 'A-1', street: '12 Main Street', zip: '05753', tags: ['x'] });
    expect(out.usaddr).toMatchObject({ status: expect.any(String) });
  });

  it('a bare CR inside an unquoted cell of a CRLF file stays in its cell and is quoted on output (was: written unquoted)', () => {
    const dir = tmp();
    const input = join(dir, 'cr.csv');
    writeFileSync(input, 'street,note,zip\r\n12 Main Street,a\rb,05753\r\n1 Park St,c,05401\r\n');
    const text = runCli(['verify', input, '--quiet']).stdout;
    expect(text).toContain('"a\rb"');
    const rows = parse(text) as string[][];
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([['12 Main Street', 'a\rb', '05753'], ['1 Park St', 'c', '05401']]);
  });

  it('a CR inside a cell is quoted in CSV output, from JSON input too', () => {
    const dir = tmp();
    const input = join(dir, 'in.ndjson');
    writeFileSync(input, '{"street": "12 Main Street", "note": "a\\rb", "zip": "05753"}\n');
    const text = runCli(['verify', input, '--format', 'csv', '--quiet']).stdout;
    expect(text).toContain('"a\rb"');
    expect((parse(text) as string[][])[1]!.slice(0, 3)).toEqual(['12 Main Street', 'a\rb', '05753']);
  });
});

/** /dev/full as a file descriptor: every write fails with ENOSPC. */
function devFull(): number {
  return openSync('/dev/full', 'w');
}
