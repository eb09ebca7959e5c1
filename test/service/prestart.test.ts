// Workers started before verify loads (src/service/prestart.ts) are the ones the local service then answers
// with; workers started for another reference are stopped; held workers never keep a process alive. Real
// workers run built code, so this runs from the build (dist/), as local.test.ts does.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceResult } from '../../src/service/local.js';
import type { StartingWorker } from '../../src/service/worker-start.js';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const built = existsSync('dist/service/worker.js');
const dist = (p: string): string => join(process.cwd(), 'dist', p);
const local = async (): Promise<{ createLocalService: (o: object) => Promise<ServiceResult> }> => import(dist('service/local.js'));
const pre = async (): Promise<{
  prestartWorkers: (count: number, reference?: string) => readonly StartingWorker[];
  takePrestarted: (reference: string | undefined, count: number) => StartingWorker[];
  releasePrestarted: () => Promise<void>;
}> => import(dist('service/prestart.js'));

/** Resolves true once the worker has exited. */
const exited = (w: StartingWorker): { now: () => boolean; done: Promise<void> } => {
  let gone = false;
  const done = new Promise<void>((resolve) => w.worker.once('exit', () => resolve(void (gone = true))));
  return { now: () => gone, done };
};

const request = { street_address: '12 Main St', city: 'Middlebury', state: 'VT', zip_code: '05753' };

describe.skipIf(!built)('prestarted lookup workers (run `npm run build` first)', () => {
  let dir: string;
  let index: string;
  beforeAll(() => {
    dir = tempDir('usaddr-prestart-');
    index = join(dir, 'fixtures.usaddr');
    const b = runCli(['reference', 'build', 'fixtures/reference/points.oa.csv', '--out', index, '--quiet']);
    expect(b.code, b.stderr).toBe(0);
  }, 60_000);
  afterEach(async () => (await pre()).releasePrestarted());

  it('the service answers with the workers started for its reference, and closing it stops them', async () => {
    const early = (await pre()).prestartWorkers(2, index);
    expect(early).toHaveLength(2);
    expect(early.every((w) => w.waiting)).toBe(true);
    const gone = early.map(exited);
    const made = await (await local()).createLocalService({ reference: index, concurrency: 2 });
    if (!made.ok) throw new Error(made.message);
    const [item] = await made.service.lookupBulk([request]);
    expect(item!.result!.address_line1).toBe('12 MAIN ST');
    // taken, not stopped: they are the service's threads
    expect(gone.map((g) => g.now())).toEqual([false, false]);
    expect((await pre()).takePrestarted(index, 2)).toEqual([]);
    await made.service.close();
    await Promise.all(gone.map((g) => g.done));
  }, 60_000);

  it('workers already held for the same reference count among the ones asked for again; another reference stops them', async () => {
    const [first] = (await pre()).prestartWorkers(1, index); // what bin/usaddr.js starts before the CLI loads
    const again = (await pre()).prestartWorkers(2, index); // verify's own prestart, arguments parsed
    expect(again).toHaveLength(2);
    expect(again[0]).toBe(first);
    const gone = again.map(exited);
    const other = (await pre()).prestartWorkers(1);
    expect(other[0]).not.toBe(first);
    await Promise.all(gone.map((g) => g.done));
  }, 60_000);

  it('workers started for another reference are stopped; the service starts its own', async () => {
    const early = (await pre()).prestartWorkers(1); // the embedded default
    expect(early[0]!.waiting).toBe(false);
    const gone = exited(early[0]!);
    const made = await (await local()).createLocalService({ reference: index, concurrency: 1 });
    if (!made.ok) throw new Error(made.message);
    await gone.done;
    const [item] = await made.service.lookupBulk([request]);
    expect(item!.result!.address_line1).toBe('12 MAIN ST');
    await made.service.close();
  }, 60_000);

  it('an index that fails its check stops the waiting workers and says so as a reference error', async () => {
    const bad = join(dir, 'bad.usaddr');
    writeFileSync(bad, 'not an index');
    const early = (await pre()).prestartWorkers(1, bad);
    const gone = exited(early[0]!);
    const made = await (await local()).createLocalService({ reference: bad, concurrency: 1 });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.reason).toBe('reference');
    await gone.done;
  }, 60_000);

  it('held workers do not keep a process alive: a run that never takes them exits on its own', async () => {
    // (a script file: workers inherit execArgv, and --input-type would stop them)
    const script = join(dir, 'held.mjs');
    const started = `const ws = m.prestartWorkers(2, ${JSON.stringify(index)}); if (ws.length !== 2) process.exit(3);`;
    writeFileSync(script, `import(${JSON.stringify(dist('service/prestart.js'))}).then((m) => { ${started} });\n`);
    const child = spawn(process.execPath, [script]);
    const outcome = await new Promise<string>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('still running after 20 s');
      }, 20_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(`exit ${code}`);
      });
    });
    expect(outcome).toBe('exit 0');
  }, 30_000);
});
