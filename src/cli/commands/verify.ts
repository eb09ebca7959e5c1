// `usaddr verify`: wires input → batch → service → output, draws progress, and decides the code.
// Exit codes: 0 done, 1 --max-failures exceeded, 2 could not run, 130 interrupted (checkpoint saved).
import { availableParallelism } from 'node:os';
import { extname, resolve } from 'node:path';
import { stat, writeFile } from 'node:fs/promises';
import { CheckpointSession } from '../../batch/checkpoint-session.js';
import { checkpointPath, loadCheckpoint, optionsHash, removeCheckpoint, type Checkpoint } from '../../batch/checkpoint.js';
import { describeLimit, exceeds, parseMaxFailures, type FailureLimit } from '../../batch/max-failures.js';
import { runBatch } from '../../batch/run-batch.js';
import { summaryCounts, summaryText, type Summary } from '../../batch/summary.js';
import { sumTallies } from '../../batch/tally.js';
import { parseMapOption, type MapTarget } from '../../io/columns.js';
import { fsErrorText } from '../../io/fs-error.js';
import { openInput } from '../../io/open-input.js';
import { csvHeader, type OutputFormat } from '../../io/output-row.js';
import { openFileSink, streamSink, type OutputSink } from '../../io/output-sink.js';
import type { InputFormat } from '../../io/input-format.js';
import { createLookupService } from '../../service/create.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { startProgress } from '../ui/progress.js';

/** Below this input size one lookup worker is used (measured: 20k rows ran faster on one than on two). */
const SMALL_INPUT_BYTES = 4 * 1_048_576;

const OUTPUT_BY_EXTENSION: Record<string, OutputFormat> = { '.csv': 'csv', '.json': 'json', '.ndjson': 'ndjson', '.jsonl': 'ndjson' };
const DELIMITER_NAMES: Record<string, string> = { tab: '\t', '\\t': '\t', comma: ',', semicolon: ';', pipe: '|' };

interface VerifyOptions {
  output?: string;
  format?: OutputFormat;
  inputFormat?: InputFormat;
  delimiter?: string;
  header: 'auto' | 'yes' | 'no';
  map: Map<MapTarget, string[]>;
  mapText: string;
  reference?: string;
  chunkSize: number;
  concurrency?: number;
  maxFailures?: FailureLimit;
  summaryJson?: string;
  resume: boolean;
  quiet: boolean;
  checkpointSeconds: number;
}

/** A run stopped part-way: a failed write to the output (a full disk) in words; anything else, such as a crashed worker, as it came. */
function stoppedError(err: unknown, output: string | undefined): CliError {
  const e = err as NodeJS.ErrnoException;
  const message = e?.syscall === 'write' ? `cannot write ${output ?? 'stdout'}: ${fsErrorText(e, 'write')}` : `verify stopped: ${e?.message ?? String(err)}`;
  return new CliError(message, 'rows written so far are in the output; run again to redo the file');
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

/** `raw` is commander's: the defaults (--header, --chunk-size, --checkpoint-interval) come from spec/verify.ts. */
function readOptions(raw: Record<string, unknown>): VerifyOptions {
  const mapText = typeof raw.map === 'string' ? raw.map : '';
  const map = parseMapOption(mapText);
  if (!map.ok) throw new CliError(map.message);
  let maxFailures: FailureLimit | undefined;
  if (raw.maxFailures !== undefined) {
    const m = parseMaxFailures(String(raw.maxFailures));
    if (!m.ok) throw new CliError(m.message);
    maxFailures = m.limit;
  }
  let delimiter = raw.delimiter === undefined ? undefined : String(raw.delimiter);
  if (delimiter !== undefined) {
    delimiter = DELIMITER_NAMES[delimiter.toLowerCase()] ?? delimiter;
    if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n') throw new CliError(`--delimiter must be one character (or tab), got '${String(raw.delimiter)}'`);
  }
  const output = raw.output as string | undefined;
  if (raw.resume && !output) throw new CliError('--resume needs -o FILE (the output of the interrupted run)');
  return {
    output,
    format: raw.format as OutputFormat | undefined,
    inputFormat: raw.inputFormat as InputFormat | undefined,
    delimiter,
    header: raw.header as VerifyOptions['header'],
    map: map.map,
    mapText,
    reference: raw.reference as string | undefined,
    chunkSize: positiveInt(raw.chunkSize, '--chunk-size')!,
    concurrency: positiveInt(raw.concurrency, '--concurrency'),
    maxFailures,
    summaryJson: raw.summaryJson as string | undefined,
    resume: Boolean(raw.resume),
    quiet: Boolean(raw.quiet),
    checkpointSeconds: positiveNumber(raw.checkpointInterval, '--checkpoint-interval'),
  };
}

export async function run(ctx: CliContext, rawOpts: Record<string, unknown>, file: string): Promise<number> {
  const opts = readOptions(rawOpts);
  if (opts.output && file !== '-' && resolve(opts.output) === resolve(file)) {
    throw new CliError('-o is the input file: writing it would destroy the input', 'choose another output path');
  }
  const started = Date.now();
  const hash = optionsHash({
    input: file === '-' ? '-' : resolve(file),
    inputFormat: opts.inputFormat, delimiter: opts.delimiter, header: opts.header, map: opts.mapText,
    format: opts.format, reference: opts.reference ? resolve(opts.reference) : '',
  });
  let resumed: Checkpoint | undefined;
  if (opts.resume) {
    if (file === '-') throw new CliError('--resume needs the input as a file, not stdin');
    const check = await loadCheckpoint(opts.output!, hash, file);
    if (!check.ok) throw new CliError(check.message);
    resumed = check.checkpoint;
  }

  const opened = await openInput({
    path: file, stdin: ctx.stdin, format: opts.inputFormat, delimiter: opts.delimiter, header: opts.header, map: opts.map,
  });
  if (!opened.ok) throw new CliError(opened.message, 'see `usaddr verify --help` for --input-format, --delimiter, --header and --map');
  const input = opened.input;
  const inputStat = file === '-' ? undefined : await stat(file);
  const format: OutputFormat = opts.format ?? (opts.output ? OUTPUT_BY_EXTENSION[extname(opts.output).toLowerCase()] : undefined) ?? input.format;

  // each worker warms its own JIT and caches (~1.3 CPU-s): on a small file a second one costs more than it gives
  const workers = opts.concurrency ?? (input.size !== undefined && input.size < SMALL_INPUT_BYTES ? 1 : availableParallelism());
  const made = await createLookupService({ reference: opts.reference, concurrency: workers });
  if (!made.ok) throw new CliError(made.message, made.reason === 'reference' ? '--reference takes an index file written by `usaddr reference build <sources…> --out PATH`' : undefined);
  const service = made.service;

  let sink: OutputSink;
  try {
    if (opts.output) {
      const s = await openFileSink(opts.output, resumed?.outputBytes);
      if (!s.ok) throw new CliError(s.message, '-o takes a file path in a directory that exists');
      sink = s.sink;
    } else {
      sink = streamSink(ctx.stdout, 0, false);
    }
  } catch (err) {
    await service.close();
    throw err;
  }

  // a fresh run's output starts empty: an older run's checkpoint no longer describes it
  if (opts.output && !resumed) await removeCheckpoint(opts.output);
  const interactive = ctx.interactive && !opts.quiet;
  const resumedRows = resumed?.rowsWritten ?? 0;
  // a checkpoint needs a file on both sides: the input to read past, the output to cut back
  const session = opts.output && inputStat
    ? new CheckpointSession(
        { output: opts.output, optionsHash: hash, input: { path: resolve(file), size: inputStat.size, mtimeMs: inputStat.mtimeMs }, resumed, startedMs: started },
        sink,
        opts.checkpointSeconds,
      )
    : undefined;

  let done = 0;
  const progress = startProgress(ctx.stderr, interactive, () => ({ rows: done, bytesRead: input.bytesRead(), size: input.size }));
  let outcome;
  try {
    if (!resumed) await sink.write(format === 'csv' ? csvHeader(input.mapping.columns) : format === 'json' ? '[\n' : '');
    outcome = await runBatch({
      rows: input.rows, service, format, sink, signal: ctx.signal,
      chunkSize: opts.chunkSize, maxInFlight: 2 * workers + 1, skip: resumedRows,
      onProgress: (n, t) => {
        done = n;
        session?.mark(n, sink.bytesWritten, t);
      },
    });
  } catch (err) {
    // a crashed worker or a failing disk (the engine itself never throws): one line, no stack
    throw stoppedError(err, opts.output);
  } finally {
    progress.stop();
    await service.close();
    await session?.stop();
  }
  const dataBytes = sink.bytesWritten;
  // a JSON array is closed even when interrupted, so the partial output parses; resume cuts it off
  try {
    if (format === 'json') await sink.write('\n]\n');
    await sink.end();
  } catch (err) {
    throw stoppedError(err, opts.output);
  }

  const tally = sumTallies(resumed?.tally, outcome.tally);
  const elapsedMs = Date.now() - started;

  if (session && outcome.interrupted) await session.save(outcome.written, dataBytes, outcome.tally);
  else if (opts.output) await removeCheckpoint(opts.output);

  const exceeded = opts.maxFailures ? exceeds(opts.maxFailures, tally.failures, tally.rows) : false;
  const code = outcome.interrupted ? EXIT.INTERRUPTED : outcome.outputClosed ? EXIT.OK : exceeded ? EXIT.FAILURES_EXCEEDED : EXIT.OK;
  const usage = process.resourceUsage();
  const summary: Summary = {
    input: { path: file, format: input.format, encoding: input.encoding, ...(input.delimiter ? { delimiter: input.delimiter } : {}), header: input.hasHeader },
    output: { path: opts.output ?? 'stdout', format },
    columns: input.mapping.described,
    ...summaryCounts(tally),
    maxFailures: opts.maxFailures ? { limit: describeLimit(opts.maxFailures), exceeded } : null,
    elapsedSeconds: elapsedMs / 1000,
    rowsPerSecond: elapsedMs > 0 ? (outcome.written * 1000) / elapsedMs : 0,
    peakRssBytes: usage.maxRSS * 1024,
    cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    interrupted: outcome.interrupted,
    resumedRows,
    exitCode: code,
  };
  if (opts.summaryJson) {
    try {
      await writeFile(opts.summaryJson, `${JSON.stringify(summary, null, 2)}\n`);
    } catch (err) {
      throw new CliError(`cannot write --summary-json ${opts.summaryJson}: ${fsErrorText(err, 'write')}`, 'the verified output itself is complete; --summary-json takes a file path in a directory that exists');
    }
  }
  if (!opts.quiet && !outcome.outputClosed) {
    ctx.stderr.write(summaryText(summary));
    if (outcome.interrupted) {
      ctx.stderr.write(session
        ? `interrupted: ${resumedRows + outcome.written} rows written; continue with the same command plus --resume (checkpoint ${checkpointPath(opts.output!)})\n`
        : 'interrupted: the output holds the rows written so far (no checkpoint without -o FILE and a file input)\n');
    }
  }
  return code;
}
