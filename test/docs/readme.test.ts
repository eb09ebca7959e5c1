import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

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
});
