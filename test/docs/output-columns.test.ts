// README's table of usaddr_* columns lists every column of src/io/output-columns.json, with its view.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const columns = JSON.parse(readFileSync(join(ROOT, 'src/io/output-columns.json'), 'utf8')) as { name: string; view: string; rejects?: boolean }[];

describe('README output columns', () => {
  it.each(columns.map((c) => [c.name, c] as const))('%s is in the table with its view', (name, c) => {
    expect(readme).toContain(`| \`${name}\` | ${c.view}${c.rejects ? ' · rejects' : ''} |`);
  });
});
