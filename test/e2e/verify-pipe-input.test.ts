// An input path that is no regular file: a pipe the shell names (`usaddr verify <(zcat list.csv.gz)` reads /dev/fd/63)
// or a FIFO. It is read once, front to back, as stdin is: every row comes back; --resume is refused in words, since
// its rows cannot be read again. A directory is named as one. `reference build` refuses a pipe with what to do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const TOWN = join(ROOT, 'fixtures/verify/town.csv');
const TOWN_NDJSON = join(ROOT, 'fixtures/verify/formats/town.ndjson');
const hasShell = spawnSync('bash', ['-c', 'mkfifo --version'], { encoding: 'utf8' }).status === 0;

/** `command` run by bash in `cwd`, `$USADDR` the built CLI (process substitution needs bash); a minute at most. */
function bash(command: string, cwd: string): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync('bash', ['-c', command], { cwd, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1', USADDR: `"${process.execPath}" "${BIN}"` } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.skipIf(!hasShell)('verify from a pipe or FIFO named as its input', () => {
  it('<(cat list.csv) and <(gzip -c list.csv) give the rows the file gives, exit 0', () => {
    const cwd = tempDir('usaddr-pipe-');
    const file = runCli(['verify', TOWN, '-o', join(cwd, 'file.csv'), '--quiet']);
    expect(file.code, file.stderr).toBe(0);
    const piped = bash(`eval "$USADDR verify <(cat '${TOWN}') -o piped.csv"`, cwd);
    expect(piped.code, piped.stderr).toBe(0);
    expect(readFileSync(join(cwd, 'piped.csv'), 'utf8')).toBe(readFileSync(join(cwd, 'file.csv'), 'utf8'));
    expect(piped.stderr).toContain('/dev/fd/');
    const gz = bash(`eval "$USADDR verify <(gzip -c '${TOWN}') --quiet"`, cwd);
    expect(gz.code, gz.stderr).toBe(0);
    expect(gz.stdout).toBe(readFileSync(join(cwd, 'file.csv'), 'utf8'));
  });

  // (the writer gives up after 20 s: a build that never opens the FIFO fails the test, it does not hang it)
  it('a FIFO holding NDJSON, written to CSV: every row, the columns from the first object (as from stdin)', () => {
    const cwd = tempDir('usaddr-pipe-');
    const viaStdin = runCli(['verify', '-', '--format', 'csv', '--quiet'], { input: readFileSync(TOWN_NDJSON) });
    expect(viaStdin.code, viaStdin.stderr).toBe(0);
    const r = bash(`mkfifo in.ndjson && (timeout 20 cat '${TOWN_NDJSON}' > in.ndjson 2>/dev/null &) && eval "$USADDR verify in.ndjson --format csv --quiet"`, cwd);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(viaStdin.stdout);
    expect(r.stdout.trim().split('\n').length).toBe(readFileSync(TOWN_NDJSON, 'utf8').trim().split('\n').length + 1);
  });

  it('--resume from a pipe is refused (exit 2) with what to do, and no output is written', () => {
    const cwd = tempDir('usaddr-pipe-');
    const r = bash(`eval "$USADDR verify <(cat '${TOWN}') -o out.csv --resume"`, cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--resume needs the input as a file, not the pipe \/dev\/fd\/\d+/);
    expect(r.stderr).toContain('write the input to a file first');
    expect(existsSync(join(cwd, 'out.csv'))).toBe(false);
    expect(existsSync(join(cwd, 'out.csv.partial'))).toBe(false);
  });

  it('a directory as the input is named as one (exit 2)', () => {
    const cwd = tempDir('usaddr-pipe-');
    mkdirSync(join(cwd, 'lists'));
    const r = runCli(['verify', join(cwd, 'lists')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is a directory, not a file');
  });

  it('reference build from a pipe is refused (exit 2) in words, with what to do', () => {
    const cwd = tempDir('usaddr-pipe-');
    const r = bash(`eval "$USADDR reference build <(cat '${join(ROOT, 'fixtures/town/points.csv')}') --out town.usaddr"`, cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is a pipe or device, not a file: write it to a file first');
    expect(existsSync(join(cwd, 'town.usaddr'))).toBe(false);
  });
});
