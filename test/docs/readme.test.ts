import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';

describe('README', () => {
  it('its Commands section matches the CLI option specs (regenerate with `npm run docs`)', () => {
    const r = spawnSync(process.execPath, ['scripts/readme-commands.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('names the two set-up commands exactly as a new user runs them', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('npm install && node bin/usaddr.js verify fixtures/verify/town.csv');
    expect(readme).toMatch(/^npm test$/m);
  });

  it('says what the first set-up command prints: rows, usaddr_* columns in both views, nothing verified', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const m = /its (\d+)\s+rows come back on stdout with (\d+) `usaddr_\*` columns \(`--columns minimal` keeps (\d+)\)/.exec(readme);
    expect(m, 'the sentence after the first set-up command').not.toBeNull();
    const read = (args: string[]) => parse(runCli(['verify', 'fixtures/verify/town.csv', '--quiet', ...args]).stdout) as string[][];
    const [header, ...rows] = read([]);
    const minimal = read(['--columns', 'minimal'])[0]!;
    expect(rows.length).toBe(Number(m![1]));
    expect(header!.filter((c) => c.startsWith('usaddr_')).length).toBe(Number(m![2]));
    expect(minimal.filter((c) => c.startsWith('usaddr_')).length).toBe(Number(m![3]));
    const status = header!.indexOf('usaddr_lookup_status');
    expect(rows.filter((r) => r[status] === 'ADDRESS_FOUND')).toEqual([]);
  });
});
