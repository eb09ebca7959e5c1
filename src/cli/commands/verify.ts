// `usaddr verify`: reads the options, runs the job (src/batch/verify-job.ts), reports it and decides the code.
// Exit codes: 0 done, 1 --max-failures or --max-unverified exceeded, 2 could not run, 130 interrupted by Ctrl-C or SIGTERM (checkpoint saved).
import { constants, statSync } from 'node:fs';
import { access, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { JobError, type JobErrorReason } from '../../batch/job-error.js';
import type { OutputFormat } from '../../io/output-row.js';
import { parseMaxFailures, type FailureLimit } from '../../batch/max-failures.js';
import { summaryText, type Summary } from '../../batch/summary.js';
import { runVerifyJob, type VerifyJobSettings } from '../../batch/verify-job.js';
import { parseMapOption } from '../../io/columns.js';
import { counted } from '../../io/counted.js';
import { fsErrorText } from '../../io/fs-error.js';
import { mappingNotice } from '../../io/mapping-text.js';
import { outputFormatFor, writesCsv } from '../../io/output-format.js';
import { unwrittenKeysWarning } from '../../io/unwritten-keys.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { timerMs } from '../timer-seconds.js';
import { apiKeyOption } from '../api-key.js';
import type { VerifyRawOptions } from '../spec/verify.js';
import { loadSpinners, startProgress } from '../ui/progress.js';
import { dryRun } from './verify-dry-run.js';
import { terminalSafe } from '../ui/terminal-safe.js';
import { capChunkSize, capConcurrency } from '../../batch/run-limits.js';
import { checkpointPath, partialPath } from '../../batch/checkpoint.js';
import { sameFileAs } from '../../io/same-file.js';
import { outputTarget } from '../../io/output-target.js';

const DELIMITER_NAMES: Record<string, string> = { tab: '\t', '\\t': '\t', comma: ',', semicolon: ';', pipe: '|' };

/** What the user can do about each way a job fails to run. */
const HINTS: Record<JobErrorReason, string | undefined> = {
  resume: undefined,
  input: 'see `usaddr verify --help` for --input-format, --delimiter, --header and --map',
  reference: '--reference takes an index file written by `usaddr reference build <sources…> --out PATH`',
  startup: undefined,
  output: '-o and --rejects take a file path in a directory that exists',
  stopped: 'rows written so far are in the output; run again to redo the file',
  remote: 'once the endpoint answers and --endpoint and --api-key are right, run the same command plus --resume to continue from the checkpoint',
};

/** A path that names no file (nothing, or a directory): the column and format flags of the input hint would not help. */
const MISSING_INPUT_HINT = "check the input path: a file, or '-' to read stdin";

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `usaddr: 253 rows failed, more than --max-failures 2% allows (exit 1)`, per gate exceeded. */
function gateLines(s: Summary): string {
  let out = '';
  if (s.maxFailures?.exceeded) out += `usaddr: ${counted(s.failures, 'row')} of ${s.rows} failed, more than --max-failures ${s.maxFailures.limit} allows (exit 1)\n`;
  if (s.maxUnverified?.exceeded) out += `usaddr: ${counted(s.unverified, 'row')} of ${s.rows} unverified, more than --max-unverified ${s.maxUnverified.limit} allows (exit 1)\n`;
  return out;
}

interface VerifyOptions extends VerifyJobSettings {
  summaryJson?: string;
  quiet: boolean;
  dryRun: boolean;
  /** lines for stderr: a capped --chunk-size or --concurrency */
  notes: string[];
}

function limit(text: string | undefined, flag: string): FailureLimit | undefined {
  if (text === undefined) return undefined;
  const m = parseMaxFailures(String(text), flag);
  if (!m.ok) throw new CliError(m.message);
  return m.limit;
}

/** An output name must say a format usaddr writes, unless --format says which (main output only). */
function checkFormat(path: string | undefined, flag: string, explicit: string | undefined): void {
  if (!path) return;
  const f = outputFormatFor(path, flag, explicit as OutputFormat | undefined, 'csv');
  if (!f.ok) throw new CliError(f.message, flag === '-o' ? 'give --format csv|json|ndjson to write one of them under this name anyway' : 'name the rejects file .csv, .json, .ndjson or .jsonl');
}

function positiveInt(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`${flag} must be a whole number above 0 (got '${String(value)}')`);
  return n;
}

function nonNegativeInt(value: unknown, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new CliError(`${flag} must be a whole number, 0 or more (got '${String(value)}')`);
  return n;
}

const positiveMs = (value: unknown, flag: string): number => timerMs(value, flag, 'must be a number above 0');

/** `raw` is commander's, typed from spec/verify.ts (which holds the defaults of --header, --chunk-size, --checkpoint-interval). */
function readOptions(raw: VerifyRawOptions): VerifyOptions {
  const mapText = raw.map ?? '';
  const map = parseMapOption(mapText);
  if (!map.ok) throw new CliError(map.message);
  let delimiter = raw.delimiter;
  if (delimiter !== undefined) {
    delimiter = DELIMITER_NAMES[delimiter.toLowerCase()] ?? delimiter;
    if (delimiter.length !== 1) throw new CliError(`--delimiter must be one character (or tab), got '${String(raw.delimiter)}'`);
    // (CSV quotes fields with " and ends records at line breaks: neither can also split fields)
    if (delimiter === '"' || delimiter === '\n' || delimiter === '\r') throw new CliError(`--delimiter cannot be ${delimiter === '"' ? 'the quote character "' : 'a line break'}: CSV uses it already`, 'choose , ; | or tab');
  }
  // '-' is stdout, as it is stdin for the input (not a file named '-')
  const output = raw.output === '-' ? undefined : raw.output;
  for (const [flag, path] of [['--rejects', raw.rejects], ['--summary-json', raw.summaryJson]] as const) {
    if (path === '-') throw new CliError(`${flag} takes a file name, not '-' (stdout is for the verified rows)`, `give ${flag} a file path`);
  }
  if (raw.resume && !output) throw new CliError('--resume needs -o FILE (the output of the interrupted run)');
  // the checkpoint keeps the main output's length only: a rejects file could not be cut back to match
  if (raw.resume && raw.rejects) throw new CliError('--rejects cannot be combined with --resume', 'run again without --resume to redo the file with its rejects');
  const endpoints = raw.endpoint ?? [];
  if (endpoints.length > 0 && raw.reference) throw new CliError('--reference and --endpoint: the endpoint looks up with its own reference', 'give one of them');
  checkFormat(output, '-o', raw.format);
  checkFormat(raw.rejects, '--rejects', undefined);
  const chunk = capChunkSize(positiveInt(raw.chunkSize, '--chunk-size')!);
  // locally it is worker threads (one per core at most); with --endpoint, requests in flight (no core cap)
  const asked = positiveInt(raw.concurrency, '--concurrency');
  const concurrency = endpoints.length > 0 ? (asked === undefined ? undefined : { value: asked }) : capConcurrency(asked);
  return {
    notes: [chunk.note, concurrency?.note].filter((n): n is string => n !== undefined),
    encoding: raw.encoding,
    sanitizeFormulas: Boolean(raw.sanitizeFormulas),
    output,
    format: raw.format,
    inputFormat: raw.inputFormat,
    delimiter,
    header: raw.header,
    map: map.map,
    mapText,
    reference: raw.reference,
    chunkSize: chunk.value,
    concurrency: concurrency?.value,
    maxFailures: limit(raw.maxFailures, '--max-failures'),
    maxUnverified: limit(raw.maxUnverified, '--max-unverified'),
    view: raw.columns,
    onlyFailures: Boolean(raw.onlyFailures),
    rejects: raw.rejects,
    dryRun: Boolean(raw.dryRun),
    summaryJson: raw.summaryJson,
    resume: Boolean(raw.resume),
    quiet: Boolean(raw.quiet),
    checkpointSeconds: positiveMs(raw.checkpointInterval, '--checkpoint-interval') / 1000,
    ...(endpoints.length > 0
      ? { remote: { endpoints, apiKey: apiKeyOption(raw.apiKey), timeoutMs: positiveMs(raw.requestTimeout, '--request-timeout'), retries: nonNegativeInt(raw.retries, '--retries') } }
      : {}),
  };
}

/** An output flag, its path, and every file it writes there (with -o, its checkpoint; a partial file beside each), as messages name them. */
interface OutputFiles {
  flag: string;
  path: string;
  files: [name: string, path: string][];
}

function outputFiles(opts: VerifyOptions): OutputFiles[] {
  const out: OutputFiles[] = [];
  if (opts.output) out.push({ flag: '-o', path: opts.output, files: [['-o', opts.output], ['the checkpoint', checkpointPath(opts.output)], ['the partial output', partialPath(opts.output)]] });
  if (opts.rejects) out.push({ flag: '--rejects', path: opts.rejects, files: [['--rejects', opts.rejects], ['the partial rejects', partialPath(opts.rejects)]] });
  if (opts.summaryJson) out.push({ flag: '--summary-json', path: opts.summaryJson, files: [['--summary-json', opts.summaryJson], ['the partial summary', partialPath(opts.summaryJson)]] });
  return out;
}

/** Every file verify writes (-o, its checkpoint, --summary-json, --rejects) must not be the input or the --reference index, by name or through a link. */
async function refuseInputAsOutput(outputs: readonly OutputFiles[], file: string, reference: string | undefined): Promise<void> {
  if (reference) await refuseAsOutput(outputs, reference, 'the --reference index (the same file, through a link or not): writing it would destroy the index');
  if (file !== '-') await refuseAsOutput(outputs, file, 'the input file (the same file, through a link or not): writing it would destroy the input');
}

async function refuseAsOutput(outputs: readonly OutputFiles[], file: string, what: string): Promise<void> {
  for (const [flag, path] of outputs.flatMap((o) => o.files)) {
    if (resolve(path) === resolve(file) || (await sameFileAs(path, [file]))) {
      throw new CliError(`${flag} ${path} is ${what}`, 'choose another output path');
    }
  }
}

/** -o, --rejects and --summary-json (with the files beside them) are three files: one written over another would lose it. */
async function refuseOverlappingOutputs(groups: readonly OutputFiles[]): Promise<void> {
  for (let j = 1; j < groups.length; j++) {
    for (let i = 0; i < j; i++) {
      const [a, b] = [groups[i]!, groups[j]!];
      // a device such as /dev/null takes both
      if ((await isDevice(a.path)) || (await isDevice(b.path))) continue;
      const written = a.files.map(([, f]) => f);
      for (const [, f] of b.files) {
        if (written.some((g) => resolve(g) === resolve(f)) || (await sameFileAs(f, written))) {
          throw new CliError(`${b.flag} ${b.path} is the ${a.flag} file (the same file, through a link or not): one would be written over the other`, `choose another path for ${b.flag}`);
        }
      }
    }
  }
}

async function isDevice(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() === false;
}

const SUMMARY_HINT = '--summary-json takes a file path in a directory that exists';

/** The summary is written last: a path it cannot be written to is refused before the run, not after it. */
async function checkSummaryPath(path: string): Promise<void> {
  try {
    const existing = await stat(path).catch(() => undefined);
    if (existing?.isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    const dir = dirname(resolve(path));
    if (!(await stat(dir)).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    await access(dir, constants.W_OK);
  } catch (err) {
    throw new CliError(`cannot write --summary-json ${path}: ${fsErrorText(err, 'write')}`, SUMMARY_HINT);
  }
}

export async function run(ctx: CliContext, rawOpts: VerifyRawOptions, file: string): Promise<number> {
  const opts = readOptions(rawOpts);
  const outputs = outputFiles(opts);
  await refuseInputAsOutput(outputs, file, opts.reference);
  await refuseOverlappingOutputs(outputs);
  if (opts.summaryJson && !opts.dryRun) await checkSummaryPath(opts.summaryJson);
  if (opts.dryRun) {
    return dryRun(ctx, {
      path: file, format: opts.inputFormat, delimiter: opts.delimiter, header: opts.header, map: opts.map, encoding: opts.encoding,
      csvOutput: (f) => writesCsv(opts, f),
    });
  }
  const interactive = ctx.interactive && !opts.quiet;
  const spinners = await loadSpinners(ctx.stderr, interactive);
  if (!opts.quiet) for (const note of opts.notes) ctx.stderr.write(`${note}\n`);
  // SIGTERM (a CI job cancelled, a container stopped) stops the run as Ctrl-C does: the rows in flight are
  // written and a checkpoint saved for --resume; a second SIGTERM is not caught and ends the process at once
  const stop = new AbortController();
  const onInterrupt = (): void => stop.abort(ctx.signal.reason);
  const onTerm = (): void => stop.abort(new Error('terminated'));
  ctx.signal.addEventListener('abort', onInterrupt);
  process.once('SIGTERM', onTerm);
  let job;
  try {
    job = await runVerifyJob(opts, {
      file, stdin: ctx.stdin, stdout: ctx.stdout, signal: stop.signal,
      startProgress: (read) => startProgress(ctx.stderr, spinners, read),
      onMapping: opts.quiet ? undefined : (input) => ctx.stderr.write(terminalSafe(mappingNotice(input))),
      onNotice: opts.quiet ? undefined : (line) => ctx.stderr.write(terminalSafe(`${line}\n`)),
      exitCode: (o) => (o.interrupted ? EXIT.INTERRUPTED : o.outputClosed ? EXIT.OK : o.exceeded ? EXIT.FAILURES_EXCEEDED : EXIT.OK),
    });
  } catch (err) {
    if (err instanceof JobError) throw new CliError(err.message, err.hint ?? (err.reason === 'input' && file !== '-' && !isFile(file) ? MISSING_INPUT_HINT : HINTS[err.reason]));
    throw err;
  } finally {
    process.off('SIGTERM', onTerm);
    ctx.signal.removeEventListener('abort', onInterrupt);
  }
  const { summary } = job;
  if (opts.summaryJson) {
    try {
      const text = `${JSON.stringify(summary, null, 2)}\n`;
      // a device or a link to one (/dev/stderr) is written through, never renamed over
      const target = await outputTarget(opts.summaryJson);
      if (!target.viaPartial) await writeFile(target.path, text);
      else {
        // whole or not at all: a reader polling for the summary never sees half of it
        await writeFile(partialPath(target.path), text);
        await rename(partialPath(target.path), target.path);
      }
    } catch (err) {
      throw new CliError(`cannot write --summary-json ${opts.summaryJson}: ${fsErrorText(err, 'write')}`, `the verified output itself is complete; ${SUMMARY_HINT}`);
    }
  }
  if (!opts.quiet && !job.outputClosed) {
    ctx.stderr.write(terminalSafe(`${job.encodingNote}\n${summaryText(summary)}`));
    if (job.interrupted) {
      ctx.stderr.write(terminalSafe(job.checkpoint
        ? `interrupted: ${job.rowsWritten} rows written; continue with the same command plus --resume (checkpoint ${job.checkpoint})\n`
        : 'interrupted: the output holds the rows written so far (no checkpoint without -o FILE and a file input)\n'));
    }
  }
  // data left out of the output is said even with --quiet, and so is why a gate failed the run (a CI log shows it)
  if (job.unwrittenKeys) ctx.stderr.write(terminalSafe(unwrittenKeysWarning(job.unwrittenKeys)));
  if (opts.quiet && !job.interrupted && !job.outputClosed) ctx.stderr.write(gateLines(summary));
  return summary.exitCode;
}
