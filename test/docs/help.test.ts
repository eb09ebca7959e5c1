// `usaddr <command> --help` as a new user reads it: defaults as README shows them, and what each exit code means.
import { describe, expect, it } from 'vitest';
import { COMMANDS, EXIT_CODES } from '../../src/cli/spec/index.js';
import { runCli } from '../helpers/cli.js';

const PAGES = [['verify'], ['parse'], ['suggest'], ['serve'], ['reference', 'build'], ['reference', 'info']];

describe('--help pages', () => {
  it.each(PAGES.map((p) => [p.join(' '), p] as const))('usaddr %s --help shows numeric defaults as numbers, as README does', (_, page) => {
    const r = runCli([...page, '--help']);
    expect(r.code).toBe(0);
    // commander quotes a string default: `(default: "10")` reads as if the flag wanted a quoted value
    expect(r.stdout).not.toMatch(/default: "\d+"/);
  });

  it.each(PAGES.map((p) => [p.join(' '), p] as const))('usaddr %s --help says what each of its exit codes means', (name, page) => {
    const spec = COMMANDS.find((c) => c.name === name)!;
    const r = runCli([...page, '--help']);
    const exits = r.stdout.slice(r.stdout.indexOf('\nExit codes:\n'));
    expect(exits).not.toBe('');
    expect(spec.exits.map((e) => e.code)).toContain(0);
    expect(spec.exits.map((e) => e.code)).toContain(2);
    for (const e of spec.exits) expect(exits.replace(/\s+/g, ' ')).toContain(`${e.code} ${e.when}`);
  });

  it('usaddr --help shows a first example of each command, points to each command\'s --help and lists the exit codes every command shares', () => {
    const r = runCli(['--help']);
    expect(r.stdout).toContain('usaddr <command> --help');
    for (const c of COMMANDS) expect(r.stdout).toContain(`$ ${c.examples[0]}`);
    const exits = r.stdout.slice(r.stdout.indexOf('\nExit codes:\n')).replace(/\s+/g, ' ');
    for (const e of EXIT_CODES) expect(exits).toContain(`${e.code} ${e.when}`);
  });
});
