// The first lookup worker of a local `usaddr verify`, started by bin/usaddr.js before the CLI loads: commander,
// the command specs and verify's own modules take ~40 ms before verify's prestart (verify-prestart.ts) would
// start it, and a worker's start (~75 ms) is what the first lookup waits for. Only what that worker needs is
// read here: the command and its --reference. Anything that may mean no local lookups (--endpoint, --dry-run,
// help) or that this reading cannot settle starts nothing. Verify's prestart keeps the worker when it wants one
// for the same reference, and stops it otherwise, as it stops every worker a run never takes.
import { prestartWorkers } from '../service/prestart.js';

const NO_LOCAL_LOOKUPS = new Set(['--endpoint', '--dry-run', '-h', '--help']);

/**
 * The reference the first worker of `usaddr <argv>` opens: { reference: path } (absent = the embedded default),
 * or undefined when it is not a local verify or the arguments leave it unclear.
 */
export function firstWorkerFor(argv: readonly string[]): { reference?: string } | undefined {
  if (argv[0] !== 'verify') return undefined;
  let reference: string | undefined;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') return undefined;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const name = eq === -1 ? a : a.slice(0, eq);
    if (NO_LOCAL_LOOKUPS.has(name)) return undefined;
    if (name !== '--reference') continue;
    // given twice, or with nothing after it: left to the CLI to say what is wrong
    const value = eq === -1 ? argv[++i] : a.slice(eq + 1);
    if (value === undefined || value === '' || reference !== undefined) return undefined;
    reference = value;
  }
  return reference === undefined ? {} : { reference };
}

/** Starts the first lookup worker when `argv` is a local verify (see firstWorkerFor). Never throws. */
export function startFirstWorker(argv: readonly string[]): void {
  try {
    const first = firstWorkerFor(argv);
    if (first) prestartWorkers(1, first.reference);
  } catch {
    // verify's own prestart starts its workers as before
  }
}
