import { createHash } from 'node:crypto';
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKPOINT_VERSION, loadCheckpoint, optionsHash, partialPath, saveCheckpoint } from '../../src/batch/checkpoint.js';
import { emptyTally } from '../../src/batch/tally.js';
import { tempDir } from '../helpers/tmp.js';

function setUp(): { dir: string; input: string; output: string } {
  const dir = tempDir('usaddr-cp-');
  const input = join(dir, 'in.csv');
  const output = join(dir, 'out.csv');
  writeFileSync(input, 'street\n1 a st\n2 b st\n');
  writeFileSync(partialPath(output), 'street,usaddr_status\n1 a st,SUCCESS\n');
  return { dir, input, output };
}

async function save(input: string, output: string, hash: string, outputBytes: number): Promise<void> {
  const { statSync } = await import('node:fs');
  const st = statSync(input);
  const bytes = readFileSync(partialPath(output)).subarray(0, outputBytes);
  await saveCheckpoint(output, {
    version: CHECKPOINT_VERSION, optionsHash: hash, input: { path: input, size: st.size, mtimeMs: st.mtimeMs },
    rowsWritten: 1, outputBytes, outputHash: createHash('sha256').update(bytes).digest('hex'), tally: emptyTally(), elapsedMs: 5, savedAt: new Date().toISOString(),
  });
}

describe('checkpoint', () => {
  it('round-trips when input, options and output still match', async () => {
    const { input, output } = setUp();
    const hash = optionsHash({ a: 1 });
    await save(input, output, hash, 10);
    const r = await loadCheckpoint(output, hash, input);
    expect(r.ok && r.checkpoint.rowsWritten).toBe(1);
  });

  it('refuses other options, a changed input, a short output, or no checkpoint', async () => {
    const { input, output } = setUp();
    const hash = optionsHash({ a: 1 });
    expect(await loadCheckpoint(output, hash, input)).toMatchObject({ ok: false, message: expect.stringMatching(/nothing to resume/) });
    await save(input, output, hash, 10);
    expect(await loadCheckpoint(output, optionsHash({ a: 2 }), input)).toMatchObject({ ok: false, message: expect.stringMatching(/options/) });
    await save(input, output, hash, 10_000);
    expect(await loadCheckpoint(output, hash, input)).toMatchObject({ ok: false, message: expect.stringMatching(/shorter/) });
    await save(input, output, hash, 10);
    utimesSync(input, new Date(), new Date(Date.now() + 5000));
    expect(await loadCheckpoint(output, hash, input)).toMatchObject({ ok: false, message: expect.stringMatching(/changed/) });
  });

  it('says in words which file is gone when the output was removed after the interruption', async () => {
    const { input, output } = setUp();
    const hash = optionsHash({ a: 1 });
    await save(input, output, hash, 10);
    rmSync(partialPath(output));
    const r = await loadCheckpoint(output, hash, input);
    expect(r).toMatchObject({ ok: false, message: `cannot resume: cannot read ${partialPath(output)}: no such file` });
  });

  it('refuses a partial output whose bytes are not the ones the checkpoint recorded (another job’s rows)', async () => {
    const { input, output } = setUp();
    const hash = optionsHash({ a: 1 });
    await save(input, output, hash, 30);
    writeFileSync(partialPath(output), 'street,usaddr_status\n9 z st,FAIL\n'); // same length, other rows
    expect(await loadCheckpoint(output, hash, input)).toMatchObject({ ok: false, message: expect.stringMatching(/does not hold the rows the checkpoint recorded/) });
  });
});

describe('CheckpointMarks', () => {
  it('settles on the newest chunk boundary the OS already has, with the counts as they were then', async () => {
    const { CheckpointMarks } = await import('../../src/batch/checkpoint-marks.js');
    const marks = new CheckpointMarks();
    const t = emptyTally();
    t.rows = 10;
    marks.add(10, 100, 'h1', t);
    t.rows = 20; // the live tally moves on; the mark keeps its copy
    marks.add(20, 200, 'h2', t);
    marks.add(30, 300, 'h3', t);
    t.rows = 99;
    expect(marks.settle(50)).toBeUndefined();
    const m = marks.settle(250)!;
    expect([m.rows, m.bytes, m.tally.rows]).toEqual([20, 200, 20]);
    expect(marks.settle(250)).toBeUndefined();
    expect(marks.settle(300)!.tally.rows).toBe(20);
  });
});
