// Opens a source file as a text stream, gunzipping when the bytes (not the name) say gzip.
import { closeSync, openSync, readSync, statSync, createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { fsErrorText } from '../io/fs-error.js';
import { SourceError } from './errors.js';

export interface OpenedSource {
  stream: Readable;
  /** bytes of the file on disk */
  size: number;
  /** compressed bytes read so far (for progress / ETA) */
  bytesRead(): number;
  gzip: boolean;
}

function isGzip(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

export function openSource(path: string): OpenedSource {
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new SourceError(path, `${path} is not a file`);
    size = st.size;
  } catch (err) {
    if (err instanceof SourceError) throw err;
    throw new SourceError(path, `cannot read ${path}: ${fsErrorText(err)}`);
  }
  const gzip = isGzip(path);
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  const stream = gzip ? file.pipe(createGunzip({ chunkSize: 1 << 20 })) : file;
  if (gzip) file.on('error', (err) => stream.destroy(err));
  return { stream, size, bytesRead: () => file.bytesRead, gzip };
}
