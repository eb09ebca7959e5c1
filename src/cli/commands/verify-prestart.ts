// Before `usaddr verify` loads: its lookup workers, started from the arguments alone, so each loads its tables
// while the rest of the command loads and opens the input. The count is the one the run will pick; anything
// the arguments leave unclear (a bad --concurrency, an input that cannot be read) starts none, and the run
// says what is wrong as it always did.
import { statSync } from 'node:fs';
import { capConcurrency } from '../../batch/run-limits.js';
import { workerCount } from '../../service/create.js';
import { prestartWorkers, releasePrestarted } from '../../service/prestart.js';
import type { VerifyRawOptions } from '../spec/verify.js';

/** Starts the workers a local verify of `file` will use; returns what stops the ones it never took. */
export async function prestart(raw: VerifyRawOptions, file: unknown): Promise<(() => Promise<void>) | undefined> {
  // remote lookups, --dry-run: no workers
  if ((raw.endpoint?.length ?? 0) > 0 || raw.dryRun || typeof file !== 'string') return undefined;
  const asked = raw.concurrency === undefined ? undefined : Number(raw.concurrency);
  if (asked !== undefined && !(Number.isInteger(asked) && asked >= 1)) return undefined;
  let inputBytes: number | undefined;
  if (file !== '-') {
    try {
      const st = statSync(file);
      // (a directory is no input: none; a pipe, `<(zcat big.csv.gz)`, has no size: as stdin, every core's worker)
      if (st.isDirectory()) return undefined;
      inputBytes = st.isFile() ? st.size : undefined;
    } catch {
      return undefined;
    }
  }
  prestartWorkers(workerCount({ concurrency: capConcurrency(asked)?.value, inputBytes }), raw.reference);
  return releasePrestarted;
}
