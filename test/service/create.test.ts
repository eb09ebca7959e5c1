// The worker-count policy lives in the service factory: explicit --concurrency wins, small files get one worker.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxWorkers, SHARED_CORE_INPUT_BYTES, SMALL_INPUT_BYTES, workerCount, type CreatedService } from '../../src/service/create.js';

describe('workerCount', () => {
  it('an explicit concurrency wins, whatever the input size', () => {
    expect(workerCount({ concurrency: 3, inputBytes: 10 }, 8)).toBe(3);
    expect(workerCount({ concurrency: 1, inputBytes: 10 * SMALL_INPUT_BYTES }, 8)).toBe(1);
  });

  it('one worker for an input under 4 MB; up to 24 MB one core is left to the reading thread; one per core above', () => {
    expect(SMALL_INPUT_BYTES).toBe(4 * 1_048_576);
    expect(SHARED_CORE_INPUT_BYTES).toBe(24 * 1_048_576);
    expect(workerCount({ inputBytes: 0 }, 8)).toBe(1);
    expect(workerCount({ inputBytes: SMALL_INPUT_BYTES - 1 }, 8)).toBe(1);
    expect(workerCount({ inputBytes: SMALL_INPUT_BYTES }, 2)).toBe(1);
    expect(workerCount({ inputBytes: SMALL_INPUT_BYTES }, 8)).toBe(7);
    expect(workerCount({ inputBytes: SHARED_CORE_INPUT_BYTES - 1 }, 1)).toBe(1);
    expect(workerCount({ inputBytes: SHARED_CORE_INPUT_BYTES }, 2)).toBe(2);
    expect(workerCount({ inputBytes: SHARED_CORE_INPUT_BYTES }, 8)).toBe(8);
    expect(maxWorkers(0)).toBe(1);
  });

  it('one per core when the size is unknown (stdin)', () => {
    expect(workerCount({}, 1)).toBe(1);
    expect(workerCount({}, 6)).toBe(6);
  });
});

// createLookupService starts real workers, so it runs from the build (dist/), as test/service/local.test.ts does.
const built = existsSync('dist/service/worker.js');
const load = async (): Promise<{ createLookupService: (o: object) => Promise<CreatedService> }> => import(join(process.cwd(), 'dist/service/create.js'));

describe.skipIf(!built)('createLookupService (run `npm run build` first)', () => {
  it('starts as many workers as it reports: one for a small input, the asked number otherwise', async () => {
    for (const [opts, want] of [[{ inputBytes: 100 }, 1], [{ inputBytes: 100, concurrency: 2 }, 2]] as const) {
      const made = await (await load()).createLookupService(opts);
      if (!made.ok) throw new Error(made.message);
      try {
        expect(made.workers).toBe(want);
        expect(made.nearEngine?.lanes).toBe(want);
      } finally {
        await made.service.close();
      }
    }
  });

  it('a reference that cannot be read fails with reason "reference" and no workers left running', async () => {
    const made = await (await load()).createLookupService({ reference: 'no/such/index.usaddr', inputBytes: 100 });
    expect(made).toMatchObject({ ok: false, reason: 'reference' });
  });
});
