// README's runnable examples: every fenced block opened with "```sh example" is run line by line,
// as a new user would, with `usaddr` on PATH (the built bin) in a temp dir that has `fixtures/` and
// `../shared` where the clone has them. A line ending in `# exit N` must exit N, every other line 0.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, HAS_SHARED_DATA, ROOT, SHARED_DATA } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/^```sh example\n([\s\S]*?)^```$/gm)].map((m) => m[1]!.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#')));

/** A working dir laid out like the clone: fixtures/ inside, ../shared beside; `usaddr` on PATH. */
function sandbox(): { cwd: string; env: NodeJS.ProcessEnv } {
  const top = tempDir('usaddr-readme-');
  const cwd = join(top, 'clone');
  const bin = join(top, 'bin');
  mkdirSync(cwd);
  mkdirSync(bin);
  symlinkSync(join(ROOT, 'fixtures'), join(cwd, 'fixtures'));
  if (HAS_SHARED_DATA) symlinkSync(SHARED_DATA.replace(/data\/?$/, ''), join(top, 'shared'));
  writeFileSync(join(bin, 'usaddr'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(join(bin, 'usaddr'), 0o755);
  return { cwd, env: { ...process.env, NO_COLOR: '1', PATH: `${bin}:${process.env.PATH ?? ''}` } };
}

describe('README examples (```sh example blocks) run against the built bin', () => {
  it('there are some', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

  blocks.forEach((lines, n) => {
    const needsShared = lines.some((l) => l.includes('../shared/'));
    it.skipIf(needsShared && !HAS_SHARED_DATA)(`block ${n + 1}: ${lines[0]}${needsShared && !HAS_SHARED_DATA ? ' (skipped: ../shared/data is absent)' : ''}`, () => {
      const { cwd, env } = sandbox();
      for (const line of lines) {
        const want = Number(/#\s*exit (\d+)\s*$/.exec(line)?.[1] ?? 0);
        const r = spawnSync('sh', ['-c', line], { cwd, env, encoding: 'utf8', timeout: 60_000 });
        expect(r.status, `${line}\n${r.stderr}`).toBe(want);
      }
    });
  });
});
