// '-' on the command line: stdin for the input, stdout for -o; never a file named '-'.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const TOWN = 'fixtures/verify/town.csv';

describe("verify -o - and other '-' outputs", () => {
  it('-o - writes to stdout, the same bytes as no -o, and creates no file named -', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'usaddr-stdio-'));
    const plain = runCli(['verify', join(process.cwd(), TOWN), '--quiet'], { cwd });
    const dash = runCli(['verify', join(process.cwd(), TOWN), '-o', '-', '--quiet'], { cwd });
    expect(dash.code, dash.stderr).toBe(0);
    expect(dash.stdout).not.toBe('');
    expect(dash.stdout).toBe(plain.stdout);
    expect(existsSync(join(cwd, '-'))).toBe(false);
  });

  it('--rejects - and --summary-json - are refused (exit 2) with what to do, and nothing is written', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'usaddr-stdio-'));
    for (const flag of ['--rejects', '--summary-json']) {
      const r = runCli(['verify', join(process.cwd(), TOWN), flag, '-', '-o', 'out.csv'], { cwd });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${flag} takes a file name, not '-'`);
      expect(existsSync(join(cwd, '-'))).toBe(false);
      expect(existsSync(join(cwd, 'out.csv'))).toBe(false);
    }
  });
});
