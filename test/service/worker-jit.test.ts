// The compiler budgets worker-start.ts sets (see JIT_FLAGS there) are flags this Node's V8 knows: V8 prints
// "unrecognized flag" to stderr for one it does not, and the CLI's stderr is the user's.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JIT_FLAGS } from '../../src/service/worker-start.js';

const built = fileURLToPath(new URL('../../dist/service/worker-start.js', import.meta.url));

describe('worker-start.ts compiler budgets', () => {
  it('names only flags this V8 lists', () => {
    const listed = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    expect(JIT_FLAGS.length).toBeGreaterThan(0);
    for (const flag of JIT_FLAGS) expect(listed).toContain(`  ${flag.slice(0, flag.indexOf('='))} (`);
  });

  it('sets them without a word on stderr', () => {
    const probe = `import(${JSON.stringify(built)}).then(() => process.stdout.write('loaded'))`;
    const run = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('loaded');
  });
});
