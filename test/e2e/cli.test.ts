import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../helpers/cli.js';

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
    expect(runCli(['frobnicate']).stderr).not.toMatch(/\u001b\[/);
    // not a terminal, NO_COLOR unset: still plain
    expect(runCli(['parse', '--input', 'no-such-file.txt'], { env: { NO_COLOR: undefined, CI: undefined } }).stderr).not.toMatch(/\u001b\[/);
  });

  // util-linux `script` gives the CLI a real terminal; where it is missing these say so and skip
  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  const onTerminal = (args: string, env: Record<string, string | undefined>) =>
    spawnSync('script', ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${args}`, '/dev/null'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: undefined, NO_COLOR: undefined, ...env },
    }).stdout;
  it.skipIf(!hasScript)('on a terminal, errors are red with a dim hint, unless NO_COLOR or CI is set (needs util-linux script)', () => {
    const coloured = onTerminal('parse --input no-such-file.txt', {});
    expect(coloured).toContain('\u001b[31musaddr:\u001b[39m cannot read no-such-file.txt');
    expect(coloured).toContain('\u001b[2mcheck the path given to --input');
    expect(onTerminal('frobnicate', {})).toMatch(/\u001b\[31merror: unknown command/);
    expect(onTerminal('parse --input no-such-file.txt', { NO_COLOR: '1' })).not.toMatch(/\u001b\[/);
    expect(onTerminal('parse --input no-such-file.txt', { CI: 'true' })).not.toMatch(/\u001b\[/);
  });
});
