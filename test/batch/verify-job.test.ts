// runVerifyJob's failures are typed (JobError + reason) so the CLI can word the hint; the job itself never touches src/cli.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobError } from '../../src/batch/job-error.js';
import type { runVerifyJob as RunVerifyJob, VerifyJobSettings } from '../../src/batch/verify-job.js';
import { tempDir } from '../helpers/tmp.js';

// the job starts real lookup workers, so it runs from the build (dist/), as test/service/local.test.ts does
const built = existsSync('dist/service/worker.js');
const load = async (): Promise<{ runVerifyJob: typeof RunVerifyJob }> => import(join(process.cwd(), 'dist/batch/verify-job.js'));

const settings: VerifyJobSettings = { header: 'auto', map: new Map(), mapText: '', chunkSize: 100, resume: false, checkpointSeconds: 2 };
const dir = tempDir('usaddr-verify-job-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const io = (file: string) => ({
  file, stdin: new PassThrough(), stdout: new PassThrough(), signal: new AbortController().signal,
  exitCode: (o: { exceeded: boolean }) => (o.exceeded ? 1 : 0),
});

async function failure(run: Promise<unknown>): Promise<JobError> {
  try {
    await run;
  } catch (err) {
    return err as JobError;
  }
  throw new Error('the job did not fail');
}

describe.skipIf(!built)('runVerifyJob (run `npm run build` first)', () => {
  const input = join(dir, 'in.csv');
  writeFileSync(input, 'street,city,state,zip\n1 Main St,Middlebury,VT,05753\nasdf,,,\n');

  it('each way of not running is a JobError with its reason', async () => {
    const { runVerifyJob } = await load();
    const cases: [Partial<VerifyJobSettings>, string, string][] = [
      [{ resume: true, output: join(dir, 'o.csv') }, '-', 'resume'],
      [{}, join(dir, 'missing.csv'), 'input'],
      [{ reference: join(dir, 'missing.usaddr') }, input, 'reference'],
      [{ output: join(dir, 'no-dir', 'out.csv') }, input, 'output'],
    ];
    for (const [extra, file, reason] of cases) {
      const err = await failure(runVerifyJob({ ...settings, ...extra }, io(file)));
      expect(err.name, `${reason}: ${err.message}`).toBe('JobError');
      expect(err.reason).toBe(reason);
    }
  });

  it('writes the output, leaves no checkpoint once finished, and reports the tallies and the caller\'s exit code', async () => {
    const { runVerifyJob } = await load();
    const output = join(dir, 'out.json');
    const job = await runVerifyJob({ ...settings, output, maxFailures: { kind: 'count', max: 0 } }, io(input));
    expect(JSON.parse(readFileSync(output, 'utf8'))).toHaveLength(2);
    expect(existsSync(`${output}.usaddr-checkpoint.json`)).toBe(false);
    expect(job).toMatchObject({ interrupted: false, outputClosed: false, exceeded: true, rowsWritten: 2, checkpoint: `${output}.usaddr-checkpoint.json` });
    expect(job.summary).toMatchObject({ rows: 2, failures: 1, exitCode: 1, output: { path: output, format: 'json' }, maxFailures: { limit: '0 rows', exceeded: true } });
  });
});
