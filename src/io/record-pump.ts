// Bytes to records, for every reader (CSV, JSON array, NDJSON): each chunk goes to the reader with whether it is
// the last, known by reading the next chunk first, until the input ends or the reader cannot read on (its fatal
// error). The main pass over an input and the JSON key pass (json-keys.ts) read through this one loop.

export interface RecordReader<R> {
  push(chunk: Buffer, final: boolean, out: R[]): void;
  /** set when reading cannot go on (a JSON array cut short, more JSON after its ]) */
  fatal?: Error;
}

export class RecordPump<R> {
  /** no more records will come */
  ended: boolean;
  /** where the input could not be read on: the caller throws it after the records before it */
  stopped: Error | undefined;

  private constructor(
    private readonly chunks: AsyncIterator<Buffer>,
    private pending: IteratorResult<Buffer>,
    private readonly reader: RecordReader<R>,
  ) {
    this.ended = pending.done === true;
  }

  static async start<R>(chunks: AsyncIterable<Buffer>, reader: RecordReader<R>): Promise<RecordPump<R>> {
    const it = chunks[Symbol.asyncIterator]();
    return new RecordPump(it, await it.next(), reader);
  }

  /** The records of the chunk in hand (an empty input: the reader is told it ended, with no bytes). */
  async next(): Promise<R[]> {
    const chunk = this.pending.done ? Buffer.alloc(0) : this.pending.value;
    this.pending = await this.chunks.next();
    this.ended = this.pending.done === true;
    const out: R[] = [];
    this.reader.push(chunk, this.ended, out);
    if (this.reader.fatal) {
      this.stopped = this.reader.fatal;
      this.ended = true;
    }
    return out;
  }
}
