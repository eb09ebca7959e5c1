// One verify run: input → lookup service → output, checkpointed so an interrupted run can resume, ending in its summary.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { MapTarget } from '../io/columns.js';
import { counted } from '../io/counted.js';
import { fsErrorText, GZIP_DAMAGE_HINT, isGzipDamage } from '../io/fs-error.js';
import type { InputFormat } from '../io/input-format.js';
import { InputSyntaxError, openInput, type InputSource } from '../io/open-input.js';
import { runFormats, writesCsv } from '../io/output-format.js';
import { readOnce, readOnceName } from '../io/read-once.js';
import type { UnwrittenKeys } from '../io/unwritten-keys.js';
import { checkCsvHeader } from './resume-header.js';
import { csvHeader, JSON_CLOSE, JSON_OPEN, type ColumnView, type OutputFormat } from '../io/output-row.js';
import type { EncodingChoice } from '../io/text-encoding.js';
import { openFileSink, streamSink, type OutputSink, type SinkWriteError } from '../io/output-sink.js';
import { createLookupService, type RemoteSettings } from '../service/create.js';
import { LookupStopped } from '../service/lookup-service.js';
import { CheckpointSession } from './checkpoint-session.js';
import { checkpointPath, loadCheckpoint, optionsHash, partialPath, removeCheckpoint, type Checkpoint } from './checkpoint.js';
import { newOutputHash } from '../io/output-hash.js';
import { outputTarget, type OutputTarget } from '../io/output-target.js';
import { lockOutput, type OutputLock } from '../io/output-lock.js';
import type { Hash } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { JobError } from './job-error.js';
import { exceeds, type FailureLimit } from './max-failures.js';
import { runBatch } from './run-batch.js';
import { chunksInFlight } from './run-limits.js';
import { buildSummary, type Summary } from './summary.js';
import { emptyTally, sumTallies, type Tally } from './tally.js';

/** The settings of one run, already validated. */
export interface VerifyJobSettings {
  output?: string;
  format?: OutputFormat;
  inputFormat?: InputFormat;
  delimiter?: string;
  header: 'auto' | 'yes' | 'no';
  encoding: EncodingChoice;
  /** --sanitize-formulas: neutralise the user's own CSV cells too */
  sanitizeFormulas: boolean;
  map: Map<MapTarget, string[]>;
  /** --map as typed: part of the checkpoint's options hash */
  mapText: string;
  reference?: string;
  chunkSize: number;
  concurrency?: number;
  maxFailures?: FailureLimit;
  /** --max-unverified: rows verified only to ZIP or city */
  maxUnverified?: FailureLimit;
  /** --columns (CSV) */
  view?: ColumnView;
  /** --only-failures: the output gets only the rows that did not verify */
  onlyFailures?: boolean;
  /** --rejects FILE: the rows that did not verify, also written here */
  rejects?: string;
  resume: boolean;
  checkpointSeconds: number;
  /** --endpoint: look up through these v1 services */
  remote?: RemoteSettings;
}

export interface JobProgressState {
  rows: number;
  bytesRead: number;
  size?: number;
  /** 'keys': the first pass over a JSON / NDJSON file for CSV output's columns (no row looked up yet) */
  phase?: 'keys';
}

export interface VerifyJobIo {
  /** input path, or '-' for stdin */
  file: string;
  stdin: Readable;
  stdout: Writable;
  signal: AbortSignal;
  /** starts a progress display reading `read()`; stopped when the rows are done */
  startProgress?: (read: () => JobProgressState) => { stop(): void };
  /** told the input's format and column mapping once they are known, before any row is looked up */
  onMapping?: (input: InputSource) => void;
  /** a line for stderr about the output's columns (an earlier run's usaddr_* columns replaced) */
  onNotice?: (line: string) => void;
  /** the process exit code the run will end with, recorded in the summary */
  exitCode: (o: { interrupted: boolean; outputClosed: boolean; exceeded: boolean }) => number;
}

export interface VerifyJobResult {
  summary: Summary;
  interrupted: boolean;
  /** the reader of stdout went away: not an error */
  outputClosed: boolean;
  exceeded: boolean;
  /** this run's rows plus a resumed run's */
  rowsWritten: number;
  /** the checkpoint file, when this run can save one (-o FILE and a file input) */
  checkpoint?: string;
  /** what was decided about the input encoding, for stderr */
  encodingNote: string;
  /** JSON / NDJSON from stdin to CSV: keys no CSV column holds, when some row had one */
  unwrittenKeys?: UnwrittenKeys;
}

/**
 * A run stopped part-way: a failed write to the output (a full disk), a gzipped input cut short or damaged, or a JSON
 * array that cannot be read on, in words; anything else, such as a crashed worker, as it came.
 */
export function stoppedError(err: unknown, output: string | undefined, input?: string): JobError {
  const e = err as SinkWriteError;
  if (e?.syscall === 'write') return new JobError(`cannot write ${e.outputName ?? output ?? 'stdout'}: ${fsErrorText(e, 'write')}`, 'stopped');
  if (isGzipDamage(e)) return new JobError(`cannot read ${input && input !== '-' ? input : 'stdin'} to its end: ${fsErrorText(e)}`, 'stopped', GZIP_DAMAGE_HINT);
  // (where JSON cannot be read on: the rows before that place are in the output, in order)
  if (err instanceof InputSyntaxError) return new JobError(`verify stopped: ${err.message}; the rows before it were written`, 'stopped');
  return new JobError(`verify stopped: ${e?.message ?? String(err)}`, 'stopped');
}

/** Runs the job; throws JobError when it cannot run or stops part-way. */
export async function runVerifyJob(opts: VerifyJobSettings, io: VerifyJobIo): Promise<VerifyJobResult> {
  const started = Date.now();
  const target = opts.output ? await outputTarget(opts.output) : undefined;
  // the rejects file, like -o, takes its name only when the run completes
  const rejectsTarget = opts.rejects ? await outputTarget(opts.rejects) : undefined;
  const locks: OutputLock[] = [];
  try {
    for (const [t, shown] of [[target, opts.output], [rejectsTarget, opts.rejects]] as const) {
      if (!t?.viaPartial) continue;
      const l = await lockOutput(t.path, shown!);
      if (!l.ok) throw new JobError(l.message, 'output', l.hint);
      locks.push(l.lock);
    }
    return await runLocked(opts, io, started, target, rejectsTarget);
  } finally {
    for (const l of locks) await l.release();
  }
}

/** The job, once no other run writes its outputs. */
async function runLocked(opts: VerifyJobSettings, io: VerifyJobIo, started: number, target: OutputTarget | undefined, rejectsTarget: OutputTarget | undefined): Promise<VerifyJobResult> {
  const { file } = io;
  const hash = optionsHash({
    input: file === '-' ? '-' : resolve(file),
    inputFormat: opts.inputFormat, delimiter: opts.delimiter, header: opts.header, map: opts.mapText,
    encoding: opts.encoding, sanitizeFormulas: opts.sanitizeFormulas,
    format: opts.format, reference: opts.reference ? resolve(opts.reference) : '',
    // absent unless given, so a checkpoint from before these options still matches
    ...(opts.view && opts.view !== 'standard' ? { columns: opts.view } : {}),
    ...(opts.onlyFailures ? { onlyFailures: true } : {}),
  });
  let resumed: Checkpoint | undefined;
  let keptHash: Hash | undefined;
  if (opts.resume) {
    if (readOnce(file)) throw new JobError(`--resume needs the input as a file, not ${readOnceName(file)}`, 'resume', 'write the input to a file first, then verify that file (a run from a pipe cannot be resumed: its rows cannot be read again)');
    if (!target!.viaPartial) throw new JobError(`--resume needs -o to be a regular file (${opts.output} is not)`, 'resume');
    const check = await loadCheckpoint(target!.path, hash, file);
    if (!check.ok) throw new JobError(check.message, 'resume', check.hint);
    resumed = check.checkpoint;
    keptHash = check.hash;
  }

  const opened = await openInput({
    path: file, stdin: io.stdin, format: opts.inputFormat, delimiter: opts.delimiter, header: opts.header, map: opts.map,
    encoding: opts.encoding, csvOutput: (f) => writesCsv(opts, f),
    keyPassProgress: io.startProgress && ((read) => io.startProgress!(() => ({ rows: 0, ...read(), phase: 'keys' }))),
  });
  if (!opened.ok) throw new JobError(opened.message, 'input', opened.hint);
  const input = opened.input;
  // (a checkpoint names a file to read past again: none for stdin or a pipe)
  const st = file === '-' ? undefined : await stat(file);
  const inputStat = st?.isFile() ? st : undefined;
  const formats = runFormats(opts, input.format);
  if (!formats.main.ok) throw new JobError(formats.main.message, 'output');
  const format = formats.main.format;
  const rejectsFormat = formats.rejects;
  if (rejectsFormat && !rejectsFormat.ok) throw new JobError(rejectsFormat.message, 'output');
  const csvColumns = input.csvColumns;
  if (resumed && format === 'csv') {
    const header = await checkCsvHeader(partialPath(target!.path), csvHeader(csvColumns.header, opts.view));
    if (!header.ok) throw new JobError(header.message, 'resume');
  }
  io.onMapping?.(input);
  if (input.headerHint) io.onNotice?.(`hint: ${input.headerHint}`);
  const replaced = csvColumns.replaced.length;
  if (replaced > 0 && writesCsv(opts, input.format)) {
    io.onNotice?.(`replacing ${counted(replaced, 'usaddr column')} from an earlier run (${csvColumns.replaced.join(', ')}) with this run's; the address is read from the other columns`);
  }

  const made = await createLookupService({ reference: opts.reference, concurrency: opts.concurrency, inputBytes: input.size, remote: opts.remote && { ...opts.remote, signal: io.signal } });
  if (!made.ok) throw new JobError(made.message, made.reason);
  const { service, workers, nearEngine } = made;

  let sink: OutputSink;
  let rejects: { sink: OutputSink; format: OutputFormat } | undefined;
  /** the -o .partial this run created, removed again if the run stops before writing (a resumed one holds earlier rows) */
  let freshPartial: OutputSink | undefined;
  try {
    if (opts.output) {
      // the output is hashed as it is written when a checkpoint may vouch for it
      const s = target!.viaPartial
        ? await openFileSink(partialPath(target!.path), resumed?.outputBytes, keptHash ?? (inputStat ? newOutputHash() : undefined), opts.output)
        : await openFileSink(target!.path, undefined, undefined, opts.output);
      if (!s.ok) throw new JobError(s.message, 'output');
      sink = s.sink;
      if (target!.viaPartial && !resumed) freshPartial = s.sink;
    } else {
      sink = streamSink(io.stdout, 0, false);
    }
    if (opts.rejects && rejectsFormat?.ok) {
      const r = await openFileSink(rejectsTarget!.viaPartial ? partialPath(rejectsTarget!.path) : rejectsTarget!.path, undefined, undefined, opts.rejects);
      if (!r.ok) throw new JobError(r.message, 'output');
      rejects = { sink: r.sink, format: rejectsFormat.format };
    }
  } catch (err) {
    if (freshPartial) {
      await freshPartial.end().catch(() => undefined);
      await rm(partialPath(target!.path), { force: true });
    }
    await service.close();
    throw err;
  }

  // a fresh run's output starts empty: an older run's checkpoint no longer describes it
  if (target && !resumed) await removeCheckpoint(target.path);
  const resumedRows = resumed?.rowsWritten ?? 0;
  // a checkpoint needs a file on both sides: the input to read past, the output to cut back
  const session = target?.viaPartial && inputStat
    ? new CheckpointSession(
        { output: target.path, optionsHash: hash, input: { path: resolve(file), size: inputStat.size, mtimeMs: inputStat.mtimeMs }, resumed, startedMs: started },
        sink,
        opts.checkpointSeconds,
      )
    : undefined;

  let done = 0;
  // the last chunk written: where a run the endpoints stopped checkpoints
  let last = { rows: 0, bytes: sink.bytesWritten, hash: session ? sink.digest!() : '', tally: undefined as Readonly<Tally> | undefined };
  let remoteStop: LookupStopped | undefined;
  const progress = io.startProgress?.(() => ({ rows: done, bytesRead: input.bytesRead(), size: input.size }));
  let outcome;
  try {
    if (!resumed) await sink.write(format === 'csv' ? csvHeader(csvColumns.header, opts.view) : format === 'json' ? JSON_OPEN : '');
    // an endpoint that stops the run before its first chunk checkpoints here: after the header, which --resume does not rewrite
    last = { ...last, bytes: sink.bytesWritten, hash: session ? sink.digest!() : '' };
    if (rejects) await rejects.sink.write(rejects.format === 'csv' ? csvHeader(csvColumns.header, 'rejects') : rejects.format === 'json' ? JSON_OPEN : '');
    outcome = await runBatch({
      rows: input.rows, service, near: nearEngine, format, sink, signal: io.signal, view: opts.view, onlyFailures: opts.onlyFailures, rejects, csvKeep: csvColumns.keep,
      chunkSize: opts.chunkSize, maxInFlight: chunksInFlight(workers, opts.chunkSize), skip: resumedRows, sanitizeFormulas: opts.sanitizeFormulas,
      onProgress: (n, t) => {
        done = n;
        const hash = session ? sink.digest!() : '';
        last = { rows: n, bytes: sink.bytesWritten, hash, tally: t };
        if (session) session.mark(n, sink.bytesWritten, hash, t);
      },
    });
  } catch (err) {
    // a crashed worker or a failing disk (the engine itself never throws): one line, no stack
    if (!(err instanceof LookupStopped)) throw stoppedError(err, opts.output, file);
    remoteStop = err;
  } finally {
    progress?.stop();
    await service.close();
    await session?.stop();
  }
  if (remoteStop || !outcome) throw await stopRemote(remoteStop!, { format, sink, rejects, session, last, resumedRows });
  const dataBytes = sink.bytesWritten;
  const dataHash = session ? sink.digest!() : '';
  // a JSON array is closed even when interrupted, so the partial output parses; resume cuts it off
  try {
    if (format === 'json') await sink.write(JSON_CLOSE);
    await sink.end();
    if (rejects?.format === 'json') await rejects.sink.write(JSON_CLOSE);
    await rejects?.sink.end();
  } catch (err) {
    throw stoppedError(err, opts.output);
  }

  const tally = sumTallies(resumed?.tally, outcome.tally);
  const elapsedMs = Date.now() - started;

  if (session && outcome.interrupted) await session.save(outcome.written, dataBytes, dataHash, outcome.tally);
  else if (target) await removeCheckpoint(target.path);
  // only a complete run's output takes the output's name; an interrupted one stays <output>.partial for --resume
  if (!outcome.interrupted) {
    for (const [t, shown] of [[target, opts.output], [rejectsTarget, opts.rejects]] as const) {
      if (!t?.viaPartial) continue;
      try {
        await rename(partialPath(t.path), t.path);
      } catch (err) {
        throw new JobError(`cannot write ${shown}: ${fsErrorText(err, 'write')}`, 'output');
      }
    }
  }

  const failuresExceeded = opts.maxFailures ? exceeds(opts.maxFailures, tally.failures, tally.rows) : false;
  const unverifiedExceeded = opts.maxUnverified ? exceeds(opts.maxUnverified, tally.unverified, tally.rows) : false;
  const exceeded = failuresExceeded || unverifiedExceeded;
  const { interrupted, outputClosed } = outcome;
  const unwritten = input.unwrittenKeys?.();
  const unwrittenKeys = unwritten && unwritten.rows > 0 ? unwritten : undefined;
  const summary = buildSummary({
    file, input, output: opts.output, format, tally, maxFailures: opts.maxFailures, exceeded: failuresExceeded,
    maxUnverified: opts.maxUnverified, unverifiedExceeded,
    ...(rejects ? { rejects: { path: opts.rejects!, format: rejects.format } } : {}),
    elapsedMs, written: outcome.written, usage: process.resourceUsage(), interrupted, resumedRows,
    exitCode: io.exitCode({ interrupted, outputClosed, exceeded }),
    ...(made.report ? { remote: made.report() } : {}),
    ...(unwrittenKeys ? { unwrittenKeys } : {}),
  });
  return {
    summary, interrupted, outputClosed, exceeded,
    rowsWritten: resumedRows + outcome.written,
    encodingNote: input.encodingNote,
    ...(unwrittenKeys ? { unwrittenKeys } : {}),
    ...(session ? { checkpoint: checkpointPath(target!.path) } : {}),
  };
}

/** A remote run stopped with no checkpoint (stdout, or stdin): what to run once the endpoint is right. */
const NO_CHECKPOINT_REMOTE_HINT = 'once the endpoint answers and --endpoint and --api-key are right, run the command again (with -o FILE and a file input, a stopped run keeps a checkpoint and --resume continues it)';

/**
 * The endpoints failed past --retries (or refused the key): the rows written so far stay, nothing
 * after them is written as verified, and the checkpoint lets --resume continue from the last chunk.
 */
async function stopRemote(
  stop: LookupStopped,
  st: {
    format: OutputFormat; sink: OutputSink; rejects?: { sink: OutputSink; format: OutputFormat }; session?: CheckpointSession;
    last: { rows: number; bytes: number; hash: string; tally?: Readonly<Tally> }; resumedRows: number;
  },
): Promise<JobError> {
  try {
    if (st.format === 'json') await st.sink.write(JSON_CLOSE);
    await st.sink.end();
    if (st.rejects?.format === 'json') await st.rejects.sink.write(JSON_CLOSE);
    await st.rejects?.sink.end();
    if (st.session) await st.session.save(st.last.rows, st.last.bytes, st.last.hash, st.last.tally ?? emptyTally());
  } catch (err) {
    return stoppedError(err, undefined);
  }
  const rows = st.resumedRows + st.last.rows;
  return new JobError(
    `verify stopped: ${stop.message}; ${rows} rows written${st.session ? ', checkpoint saved' : ' (no checkpoint without -o FILE and a file input)'}`,
    'remote',
    // (no checkpoint: --resume has nothing to continue from)
    st.session ? undefined : NO_CHECKPOINT_REMOTE_HINT,
  );
}
