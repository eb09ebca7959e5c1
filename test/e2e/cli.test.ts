import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

describe('usaddr CLI shell', () => {
  it('--help lists every command and exits 0', () => {
    const r = runCli(['--help']);
    expect(r.code).toBe(0);
    for (const cmd of ['verify', 'parse', 'reference']) expect(r.stdout).toContain(cmd);
    // a command group says what it is for, not just 'reference commands'
    expect(r.stdout).toMatch(/reference\s+Build a reference index/);
  });

  it('--version prints the package version', () => {
    const r = runCli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('an unknown command is a usage error: exit 2, message on stderr, nothing on stdout', () => {
    const r = runCli(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown command 'frobnicate'/);
    expect(r.stdout).toBe('');
  });

  it('a missing required argument is a usage error (exit 2)', () => {
    const r = runCli(['verify']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/missing required argument/);
  });

  it('subcommand help shows its examples', () => {
    const r = runCli(['reference', 'info', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Examples:/);
  });

  it('never writes colour escapes when NO_COLOR is set or output is not a terminal', () => {
    const r = runCli(['frobnicate']);
    expect(r.stderr).not.toMatch(/\u001b\[/);
  });
});
