// Where output text goes (a file or stdout), with backpressure, a byte count for checkpoints,
// and a quiet stop when the reader of a pipe goes away (`| head`).
import { open, truncate } from 'node:fs/promises';
import type { Hash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { digestSoFar } from './output-hash.js';
import { fsErrorText } from './fs-error.js';

export interface OutputSink {
  write(data: string | Uint8Array): Promise<void>;
  /** bytes written through this sink plus the bytes kept when appending */
  readonly bytesWritten: number;
  /** of those, the bytes the operating system has taken (a crash after this point keeps them) */
  readonly bytesHandedOver: number;
  /** true once the destination is gone (EPIPE): stop producing */
  readonly closed: boolean;
  /** hash of every byte of the file so far (file sinks given one), for checkpoints */
  digest?(): string;
  end(): Promise<void>;
}

export type SinkResult = { ok: true; sink: OutputSink } | { ok: false; message: string };

/** A file sink; `appendAt` keeps the first N bytes of an existing file and writes after them (resume). */
/** `shownAs`: the name in messages (the final output, while the bytes go to its .partial file). */
export async function openFileSink(path: string, appendAt?: number, hash?: Hash, shownAs = path): Promise<SinkResult> {
  try {
    if (appendAt !== undefined) await truncate(path, appendAt);
    const fh = await open(path, appendAt !== undefined ? 'a' : 'w');
    return { ok: true, sink: streamSink(fh.createWriteStream(), appendAt ?? 0, true, hash, shownAs) };
  } catch (err) {
    return { ok: false, message: `cannot write ${shownAs}: ${fsErrorText(err, 'write')}` };
  }
}

/** A write error carries the name of the output it failed on (-o or --rejects), for the message. */
export type SinkWriteError = NodeJS.ErrnoException & { outputName?: string };

/** `hash`, when given, sees every byte written (it already holds the bytes kept when appending). */
export function streamSink(stream: Writable, startBytes: number, ownsStream: boolean, hash?: Hash, shownAs?: string): OutputSink {
  let bytes = startBytes;
  let closed = false;
  let failure: Error | undefined;
  const onError = (err: SinkWriteError): void => {
    closed = true;
    if (err.code === 'EPIPE') return;
    if (shownAs !== undefined) err.outputName = shownAs;
    failure = err;
  };
  stream.on('error', onError);
  // fs.WriteStream counts what reached its file descriptor; other streams write synchronously enough
  const handedOver = (): number => {
    const n = (stream as Writable & { bytesWritten?: unknown }).bytesWritten;
    return typeof n === 'number' ? startBytes + n : bytes - stream.writableLength;
  };
  return {
    get bytesWritten() {
      return bytes;
    },
    get bytesHandedOver() {
      return handedOver();
    },
    get closed() {
      return closed;
    },
    ...(hash ? { digest: () => digestSoFar(hash) } : {}),
    async write(data) {
      if (closed) return;
      hash?.update(data);
      bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      if (stream.write(data)) return;
      await new Promise<void>((resolve) => {
        const done = (): void => {
          stream.off('drain', done);
          stream.off('error', done);
          stream.off('close', done);
          resolve();
        };
        stream.on('drain', done);
        stream.on('error', done);
        stream.on('close', done);
      });
      if (failure) throw failure;
    },
    async end() {
      if (closed || !ownsStream) {
        if (failure) throw failure;
        return;
      }
      await new Promise<void>((resolve) => stream.end(resolve));
      if (failure) throw failure;
    },
  };
}
