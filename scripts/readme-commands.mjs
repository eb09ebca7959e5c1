#!/usr/bin/env node
// Renders the README's "Commands" section from the CLI's option specs (the one place flags are declared).
// `node scripts/readme-commands.mjs` rewrites README.md; `--check` exits 1 when README is stale.
import { readFileSync, writeFileSync } from 'node:fs';

const { COMMANDS, EXIT_CODES } = await import(new URL('../dist/cli/spec/index.js', import.meta.url).href);
const readmeUrl = new URL('../README.md', import.meta.url);
const START = '<!-- section: commands -->';
const END = '<!-- end: commands -->';

/** `Exit codes: `0` done; `2` …` in one line, as --help lists them (src/cli/help.ts). */
function exitsLine(exits) {
  // flags and <placeholders> as code, so markdown shows them as typed
  const code = (text) => text.replace(/(?<![\w`-])(--[a-z][a-z-]*|<[a-z]+>(?:\.[a-z]+)?)/g, '`$1`');
  return `Exit codes: ${exits.map((e) => `\`${e.code}\` ${code(e.when)}`).join('; ')}.`;
}

export function renderCommands(commands) {
  const out = ['## Commands', ''];
  out.push('| command | what it does |', '|---|---|');
  for (const c of commands) {
    const args = c.args.map((a) => (a.required ? `<${a.name}${a.variadic ? '…' : ''}>` : `[${a.name}${a.variadic ? '…' : ''}]`));
    out.push(`| \`usaddr ${[c.name, ...args].join(' ')}\` | ${c.summary} |`);
  }
  out.push('', `${exitsLine(EXIT_CODES)} Progress and summaries go to stderr, data to stdout or \`-o\`.`,
    'Colour only on a terminal, never with `NO_COLOR` or under CI. `usaddr <command> --help` shows every flag, with',
    'examples and exit codes.', '');
  for (const c of commands) {
    out.push(`### \`usaddr ${c.name}\``, '', c.summary, '');
    if (c.options.length > 0) {
      out.push('| flag | meaning |', '|---|---|');
      for (const o of c.options) {
        const extra = [o.default !== undefined ? `default \`${o.default}\`` : '', o.env ? `env \`${o.env}\`` : '', o.choices ? `one of ${o.choices.map((x) => `\`${x}\``).join(', ')}` : '']
          .filter(Boolean).join('; ');
        out.push(`| \`${o.flags.replace(/\|/g, '\\|')}\` | ${o.description.replace(/\|/g, '\\|')}${extra ? ` (${extra})` : ''} |`);
      }
      out.push('');
    }
    if (c.examples.length > 0) out.push('```sh', ...c.examples, '```', '');
    out.push(exitsLine(c.exits), '');
  }
  return out.join('\n');
}

const readme = readFileSync(readmeUrl, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start < 0 || end < start) {
  console.error(`README.md needs the markers ${START} and ${END}`);
  process.exit(2);
}
const next = `${readme.slice(0, start + START.length)}\n${renderCommands(COMMANDS)}\n${readme.slice(end)}`;
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md commands section is stale: run `npm run docs`');
    process.exit(1);
  }
} else {
  writeFileSync(readmeUrl, next);
}
