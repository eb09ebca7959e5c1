// Gzipped input is read as it is (`list.csv.gz`, an OpenAddresses `.csv.gz`): the bytes, not the
// name, say gzip. Shared by verify's input and reference build's sources.
import { closeSync, openSync, readSync, type ReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

export function isGzip(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

/** The file's bytes, gunzipped; a read error of the file ends the gunzipped stream with it. */
export function gunzip(file: ReadStream, chunkSize: number): Readable {
  const stream = file.pipe(createGunzip({ chunkSize }));
  file.on('error', (err) => stream.destroy(err));
  return stream;
}

/** `list.csv.gz` → `list.csv`: the name the format is read from. */
export function withoutGz(path: string): string {
  return path.replace(/\.gz$/i, '');
}
