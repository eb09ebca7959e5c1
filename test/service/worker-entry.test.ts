// Workers run the one-file bundle `npm run build` makes, unless a later build by tsc alone left it stale.
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { workerEntry } from '../../src/service/worker-start.js';
import { tempDir } from '../helpers/tmp.js';

const root = tempDir('usaddr-entry-');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A dist/service/ with worker.js (and worker.bundle.js when `bundleAge` is given) written `age` seconds ago. */
function serviceDir(name: string, modulesAge: number, bundleAge?: number): URL {
  const dir = join(root, name);
  const now = Date.now() / 1000;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(join(dir, 'worker.js'), '');
  utimesSync(join(dir, 'worker.js'), now - modulesAge, now - modulesAge);
  if (bundleAge !== undefined) {
    writeFileSync(join(dir, 'worker.bundle.js'), '');
    utimesSync(join(dir, 'worker.bundle.js'), now - bundleAge, now - bundleAge);
  }
  return pathToFileURL(`${dir}/`);
}

const entry = (dir: URL): string => workerEntry(dir).pathname.split('/').pop()!;

describe('workerEntry', () => {
  it('takes the bundle made after the modules', () => {
    expect(entry(serviceDir('fresh', 60, 30))).toBe('worker.bundle.js');
  });

  it('takes the modules when the bundle is older than them (rebuilt by tsc alone since)', () => {
    expect(entry(serviceDir('stale', 30, 60))).toBe('worker.js');
  });

  it('takes the modules when there is no bundle', () => {
    expect(entry(serviceDir('none', 30))).toBe('worker.js');
  });
});

describe('this build', () => {
  const dist = new URL('../../dist/service/', import.meta.url);
  const bundled = existsSync(new URL('worker.bundle.js', dist));
  it.skipIf(!bundled)('runs its workers from the bundle (run `npm run build`, not tsc alone, if this fails)', () => {
    expect(entry(dist)).toBe('worker.bundle.js');
  });
});
