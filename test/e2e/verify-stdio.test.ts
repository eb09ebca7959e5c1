// '-' on the command line: stdin for the input, stdout for -o; never a file named '-'. A link to a
// pipe (/dev/stdout under `| head`) is written through, never replaced.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, lstatSync, openSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const TOWN = 'fixtures/verify/town.csv';

describe("verify -o - and other '-' outputs", () => {
  it('-o - writes to stdout, the same bytes as no -o, and creates no file named -', () => {
    const cwd = tempDir('usaddr-stdio-');
    const plain = runCli(['verify', join(process.cwd(), TOWN), '--quiet'], { cwd });
    const dash = runCli(['verify', join(process.cwd(), TOWN), '-o', '-', '--quiet'], { cwd });
    expect(dash.code, dash.stderr).toBe(0);
    expect(dash.stdout).not.toBe('');
    expect(dash.stdout).toBe(plain.stdout);
    expect(existsSync(join(cwd, '-'))).toBe(false);
  });

  it('--rejects - and --summary-json - are refused (exit 2) with what to do, and nothing is written', () => {
    const cwd = tempDir('usaddr-stdio-');
    for (const flag of ['--rejects', '--summary-json']) {
      const r = runCli(['verify', join(process.cwd(), TOWN), flag, '-', '-o', 'out.csv'], { cwd });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${flag} takes a file name, not '-'`);
      expect(existsSync(join(cwd, '-'))).toBe(false);
      expect(existsSync(join(cwd, 'out.csv'))).toBe(false);
    }
  });

  // /dev/stdout is such a link; a link of the test's own stands in for it, so the system's is never at risk
  it.skipIf(!existsSync('/proc/self/fd/1'))('-o through a link to a pipe (/dev/stdout under | head) writes to the pipe and leaves the link a link', () => {
    const cwd = tempDir('usaddr-stdio-');
    symlinkSync('/proc/self/fd/1', join(cwd, 'stdout'));
    const plain = runCli(['verify', join(process.cwd(), TOWN), '--quiet'], { cwd });
    // through `| cat`: a pipe, as in a shell (spawnSync's own stdout is a socket, which cannot be opened by name)
    const linked = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" verify "${join(process.cwd(), TOWN)}" -o stdout --format csv --quiet | cat`], { cwd, encoding: 'utf8' });
    expect(linked.status, linked.stderr).toBe(0);
    expect(linked.stderr).toBe('');
    expect(linked.stdout).toBe(plain.stdout);
    expect(lstatSync(join(cwd, 'stdout')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(cwd, 'stdout.partial'))).toBe(false);
  });

  it.skipIf(!existsSync('/proc/self/fd/2'))('--summary-json through a link to stderr (/dev/stderr) writes the summary there and leaves the link a link', () => {
    const cwd = tempDir('usaddr-stdio-');
    symlinkSync('/proc/self/fd/2', join(cwd, 'stderr'));
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" verify "${join(process.cwd(), TOWN)}" -o /dev/null --summary-json stderr --quiet 2>&1 | cat`], { cwd, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ rows: expect.any(Number), exitCode: 0 });
    expect(lstatSync(join(cwd, 'stderr')).isSymbolicLink()).toBe(true);
  });

  // a full disk under a log file, or `2>&1 | head -1`: the messages are lost, never the rows, and exit 1 stays the gates' code
  it.skipIf(!existsSync('/dev/full'))('stderr that cannot be written (2>/dev/full) still writes the whole output, exit 0', () => {
    const cwd = tempDir('usaddr-stdio-');
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [BIN, 'verify', join(process.cwd(), TOWN), '-o', 'out.csv'], { cwd, stdio: ['ignore', 'pipe', full] });
      expect(r.status).toBe(0);
    } finally {
      closeSync(full);
    }
    const plain = runCli(['verify', join(process.cwd(), TOWN), '--quiet']);
    expect(readFileSync(join(cwd, 'out.csv'), 'utf8')).toBe(plain.stdout);
  });
});
