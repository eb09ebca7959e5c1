// Opens a source file as a text stream, gunzipping when the bytes (not the name) say gzip.
import { statSync, createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { fsErrorText } from '../io/fs-error.js';
import { gunzip, isGzip } from '../io/gzip.js';
import { SourceError } from './errors.js';

export interface OpenedSource {
  stream: Readable;
  /** bytes of the file on disk */
  size: number;
  /** compressed bytes read so far (for progress / ETA) */
  bytesRead(): number;
  gzip: boolean;
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
  const stream = gzip ? gunzip(file, 1 << 20) : file;
  return { stream, size, bytesRead: () => file.bytesRead, gzip };
}
