// The checkpoint an interrupted run leaves beside its output, and the checks --resume makes with it.
import { createHash, type Hash } from 'node:crypto';
import { digestSoFar, hashPrefix } from '../io/output-hash.js';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { fsErrorText } from '../io/fs-error.js';
import type { Tally } from './tally.js';

export const CHECKPOINT_VERSION = 2;

export interface Checkpoint {
  version: number;
  /** what must not change between the runs (input identity, formats, mapping, reference) */
  optionsHash: string;
  input: { path: string; size: number; mtimeMs: number };
  /** output rows complete on disk (= input rows consumed: one per input row) */
  rowsWritten: number;
  /** output bytes that hold those rows; anything after them is cut on resume */
  outputBytes: number;
  /** sha256 of those bytes: resume checks the partial output still holds exactly them */
  outputHash: string;
  tally: Tally;
  elapsedMs: number;
  savedAt: string;
}

export function checkpointPath(output: string): string {
  return `${output}.usaddr-checkpoint.json`;
}

/** Where a run writes until it completes; renamed to the output then, so a file at the output path is always whole. */
export function partialPath(output: string): string {
  return `${output}.partial`;
}

export function optionsHash(options: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(options)).digest('hex').slice(0, 16);
}

/** Written beside and renamed, so a crash while saving leaves the previous checkpoint whole. */
export async function saveCheckpoint(output: string, cp: Checkpoint): Promise<void> {
  const path = checkpointPath(output);
  await writeFile(`${path}.tmp`, `${JSON.stringify(cp, null, 2)}\n`);
  await rename(`${path}.tmp`, path);
}

export async function removeCheckpoint(output: string): Promise<void> {
  await rm(checkpointPath(output), { force: true });
}

/** `hash`: the hash of the output bytes kept, open for the ones the resumed run appends. */
export type ResumeCheck = { ok: true; checkpoint: Checkpoint; hash: Hash } | { ok: false; message: string; hint?: string };

/** Loads the checkpoint for `output` and checks it still describes this input, these options and the partial output's bytes. */
export async function loadCheckpoint(output: string, hash: string, inputPath: string): Promise<ResumeCheck> {
  let cp: Checkpoint;
  try {
    cp = JSON.parse(await readFile(checkpointPath(output), 'utf8')) as Checkpoint;
  } catch {
    return {
      ok: false,
      message: `nothing to resume: no readable checkpoint ${checkpointPath(output)}`,
      // (a run stopped before its first checkpoint, or one that finished, leaves none)
      hint: 'run the same command without --resume to start over',
    };
  }
  if (cp.version !== CHECKPOINT_VERSION) return { ok: false, message: `checkpoint version ${cp.version} is not ${CHECKPOINT_VERSION}` };
  if (cp.optionsHash !== hash) return { ok: false, message: 'the options or the input differ from the interrupted run; run without --resume to start over' };
  const partial = partialPath(output);
  let kept: Hash;
  try {
    const [inp, out] = await Promise.all([stat(inputPath), stat(partial)]);
    if (inp.size !== cp.input.size || inp.mtimeMs !== cp.input.mtimeMs) {
      return { ok: false, message: `${inputPath} changed since the interrupted run; run without --resume to start over` };
    }
    if (out.size < cp.outputBytes) return { ok: false, message: `${partial} is shorter than the checkpoint says (${out.size} < ${cp.outputBytes} bytes)` };
    kept = await hashPrefix(partial, cp.outputBytes);
  } catch (err) {
    const path = (err as NodeJS.ErrnoException).path ?? partial;
    return { ok: false, message: `cannot resume: cannot read ${path}: ${fsErrorText(err)}` };
  }
  if (digestSoFar(kept) !== cp.outputHash) {
    return { ok: false, message: `${partial} does not hold the rows the checkpoint recorded (its first ${cp.outputBytes} bytes differ); run without --resume to start over` };
  }
  return { ok: true, checkpoint: cp, hash: kept };
}
