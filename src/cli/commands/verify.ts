// `usaddr verify`: reads the options, runs the job (src/batch/verify-job.ts), reports it and decides the code.
// Exit codes: 0 done, 1 --max-failures exceeded, 2 could not run, 130 interrupted (checkpoint saved).
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { JobError, type JobErrorReason } from '../../batch/job-error.js';
import { parseMaxFailures, type FailureLimit } from '../../batch/max-failures.js';
import { summaryText } from '../../batch/summary.js';
import { runVerifyJob, type VerifyJobSettings } from '../../batch/verify-job.js';
import { parseMapOption } from '../../io/columns.js';
import { fsErrorText } from '../../io/fs-error.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import type { VerifyRawOptions } from '../spec/verify.js';
import { startProgress } from '../ui/progress.js';

const DELIMITER_NAMES: Record<string, string> = { tab: '\t', '\\t': '\t', comma: ',', semicolon: ';', pipe: '|' };

/** What the user can do about each way a job fails to run. */
const HINTS: Record<JobErrorReason, string | undefined> = {
  resume: undefined,
  input: 'see `usaddr verify --help` for --input-format, --delimiter, --header and --map',
  reference: '--reference takes an index file written by `usaddr reference build <sources…> --out PATH`',
  startup: undefined,
  output: '-o takes a file path in a directory that exists',
  stopped: 'rows written so far are in the output; run again to redo the file',
};

interface VerifyOptions extends VerifyJobSettings {
  summaryJson?: string;
  quiet: boolean;
}

function positiveInt(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`${flag} must be a whole number above 0 (got '${String(value)}')`);
  return n;
}

function positiveNumber(value: unknown, flag: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new CliError(`${flag} must be a number above 0 (got '${String(value)}')`);
  return n;
}

/** `raw` is commander's, typed from spec/verify.ts (which holds the defaults of --header, --chunk-size, --checkpoint-interval). */
function readOptions(raw: VerifyRawOptions): VerifyOptions {
  const mapText = raw.map ?? '';
  const map = parseMapOption(mapText);
  if (!map.ok) throw new CliError(map.message);
  let maxFailures: FailureLimit | undefined;
  if (raw.maxFailures !== undefined) {
    const m = parseMaxFailures(String(raw.maxFailures));
    if (!m.ok) throw new CliError(m.message);
    maxFailures = m.limit;
  }
  let delimiter = raw.delimiter;
  if (delimiter !== undefined) {
    delimiter = DELIMITER_NAMES[delimiter.toLowerCase()] ?? delimiter;
    if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n') throw new CliError(`--delimiter must be one character (or tab), got '${String(raw.delimiter)}'`);
  }
  const output = raw.output;
  if (raw.resume && !output) throw new CliError('--resume needs -o FILE (the output of the interrupted run)');
  return {
    output,
    format: raw.format,
    inputFormat: raw.inputFormat,
    delimiter,
    header: raw.header,
    map: map.map,
    mapText,
    reference: raw.reference,
    chunkSize: positiveInt(raw.chunkSize, '--chunk-size')!,
    concurrency: positiveInt(raw.concurrency, '--concurrency'),
    maxFailures,
    summaryJson: raw.summaryJson,
    resume: Boolean(raw.resume),
    quiet: Boolean(raw.quiet),
    checkpointSeconds: positiveNumber(raw.checkpointInterval, '--checkpoint-interval'),
  };
}

export async function run(ctx: CliContext, rawOpts: VerifyRawOptions, file: string): Promise<number> {
  const opts = readOptions(rawOpts);
  if (opts.output && file !== '-' && resolve(opts.output) === resolve(file)) {
    throw new CliError('-o is the input file: writing it would destroy the input', 'choose another output path');
  }
  const interactive = ctx.interactive && !opts.quiet;
  let job;
  try {
    job = await runVerifyJob(opts, {
      file, stdin: ctx.stdin, stdout: ctx.stdout, signal: ctx.signal,
      startProgress: (read) => startProgress(ctx.stderr, interactive, read),
      exitCode: (o) => (o.interrupted ? EXIT.INTERRUPTED : o.outputClosed ? EXIT.OK : o.exceeded ? EXIT.FAILURES_EXCEEDED : EXIT.OK),
    });
  } catch (err) {
    if (err instanceof JobError) throw new CliError(err.message, HINTS[err.reason]);
    throw err;
  }
  const { summary } = job;
  if (opts.summaryJson) {
    try {
      await writeFile(opts.summaryJson, `${JSON.stringify(summary, null, 2)}\n`);
    } catch (err) {
      throw new CliError(`cannot write --summary-json ${opts.summaryJson}: ${fsErrorText(err, 'write')}`, 'the verified output itself is complete; --summary-json takes a file path in a directory that exists');
    }
  }
  if (!opts.quiet && !job.outputClosed) {
    ctx.stderr.write(summaryText(summary));
    if (job.interrupted) {
      ctx.stderr.write(job.checkpoint
        ? `interrupted: ${job.rowsWritten} rows written; continue with the same command plus --resume (checkpoint ${job.checkpoint})\n`
        : 'interrupted: the output holds the rows written so far (no checkpoint without -o FILE and a file input)\n');
    }
  }
  return summary.exitCode;
}
