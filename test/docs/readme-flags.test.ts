// Every `usaddr <command> …` in README (shell blocks and inline code) uses only that command's flags (flags are declared once,
// in src/cli/spec): a renamed or removed flag fails here, not in a newcomer's terminal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/spec/index.js';
import { ROOT } from '../helpers/cli.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const shellLines = [...readme.matchAll(/^```sh[^\n]*\n([\s\S]*?)^```$/gm)].flatMap((m) => m[1]!.split('\n'));
/** `usaddr verify … --flag` written inline in the prose (not the `usaddr <command> --help` pattern) */
const inline = readme
  .replace(/^```[\s\S]*?^```$/gm, '')
  .split('`')
  .filter((code, i) => i % 2 === 1 && /^(\S+=\S+ )?usaddr [a-z]/.test(code) && !code.includes('<command>'));
/** each `usaddr …` command on a line (a line may pipe or chain several), without its trailing comment */
const invocations = [...shellLines, ...inline].flatMap((line) =>
  line
    .replace(/\s#.*$/, '')
    .split(/\||&&|;/)
    .map((part) => /(?:^|\s)usaddr\s+(.*)$/.exec(part.trim())?.[1])
    .filter((rest): rest is string => rest !== undefined),
);

function flagsOf(words: string[]): { command: string; flags: string[] } | undefined {
  const spec = COMMANDS.find((c) => c.name.split(' ').every((w, i) => words[i] === w));
  if (!spec) return undefined;
  return { command: spec.name, flags: words.filter((w) => /^--?[a-zA-Z]/.test(w)).map((w) => w.replace(/=.*$/, '')) };
}

describe('README shell examples use only flags their command has', () => {
  it('there are many', () => {
    expect(invocations.length).toBeGreaterThan(20);
  });

  it.each(invocations)('usaddr %s', (rest) => {
    const words = rest.split(/\s+/).filter((w) => w !== '');
    if (words[0]?.startsWith('-')) return void expect(['--help', '-h', '--version', '-V']).toContain(words[0]);
    const found = flagsOf(words);
    expect(found, `no command named by: usaddr ${rest}`).toBeDefined();
    const spec = COMMANDS.find((c) => c.name === found!.command)!;
    const known = new Set(['-h', '--help', ...spec.options.flatMap((o) => o.flags.match(/--?[a-zA-Z][\w-]*/g) ?? [])]);
    for (const flag of found!.flags) expect(known, `usaddr ${found!.command}: ${flag}`).toContain(flag);
  });
});
