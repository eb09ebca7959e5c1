// A run's checkpoints: periodic ones at the last chunk the OS already has (so a killed run can
// resume), and the final one when interrupted. Each carries the counts merged with a resumed run's.
import type { OutputSink } from '../io/output-sink.js';
import { CheckpointMarks } from './checkpoint-marks.js';
import { CHECKPOINT_VERSION, saveCheckpoint, type Checkpoint } from './checkpoint.js';
import { sumTallies, type Tally } from './tally.js';

export interface SessionBase {
  output: string;
  optionsHash: string;
  input: Checkpoint['input'];
  /** the interrupted run this one continues */
  resumed?: Checkpoint;
  startedMs: number;
}

export class CheckpointSession {
  private readonly marks = new CheckpointMarks();
  private saving: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly base: SessionBase, sink: OutputSink, intervalSeconds: number) {
    this.timer = setInterval(() => {
      const m = this.marks.settle(sink.bytesHandedOver);
      // a periodic save that fails costs only crash-safety; the run and its final checkpoint go on
      if (m) this.saving = this.saving.then(() => this.save(m.rows, m.bytes, m.hash, m.tally)).catch(() => undefined);
    }, intervalSeconds * 1000);
    this.timer.unref();
  }

  /** A chunk boundary: `rows` written by this run so far, in `bytes` of output, with these counts. */
  mark(rows: number, bytes: number, hash: string, tally: Readonly<Tally>): void {
    this.marks.add(rows, bytes, hash, tally);
  }

  /** No more periodic saves; resolves when one under way has finished. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.saving;
  }

  save(rows: number, bytes: number, hash: string, counts: Readonly<Tally>): Promise<void> {
    const { resumed } = this.base;
    return saveCheckpoint(this.base.output, {
      version: CHECKPOINT_VERSION,
      optionsHash: this.base.optionsHash,
      input: this.base.input,
      rowsWritten: (resumed?.rowsWritten ?? 0) + rows,
      outputBytes: bytes,
      outputHash: hash,
      tally: sumTallies(resumed?.tally, counts),
      elapsedMs: (resumed?.elapsedMs ?? 0) + Date.now() - this.base.startedMs,
      savedAt: new Date().toISOString(),
    });
  }
}
