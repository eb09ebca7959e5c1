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
    if (st.isDirectory()) throw new SourceError(path, `${path} is a directory, not a source file`);
    // (a source's first bytes are read to see gzip before the stream opens: a pipe, `<(zcat a.csv.gz)`, cannot be read twice)
    if (!st.isFile()) throw new SourceError(path, `${path} is a pipe or device, not a file: write it to a file first (gzip sources need no unpacking: give the .gz)`);
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
