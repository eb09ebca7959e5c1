// Gzipped input is read as it is (`list.csv.gz`, an OpenAddresses `.csv.gz`): the bytes, not the
// name, say gzip. Shared by verify's input and reference build's sources.
import { closeSync, openSync, readSync, type ReadStream } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** Up to `n` first bytes of the file at `path` (fewer when it is shorter). */
export function fileHead(path: string, n: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(n);
    return head.subarray(0, readSync(fd, head, 0, n, 0));
  } finally {
    closeSync(fd);
  }
}

/** The bytes start with the gzip magic (1f 8b). */
export function hasGzipMagic(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

export function isGzip(path: string): boolean {
  return hasGzipMagic(fileHead(path, 2));
}

/** The file's bytes, gunzipped; a read error of the file ends the gunzipped stream with it. */
export function gunzip(file: ReadStream, chunkSize: number): Readable {
  const stream = file.pipe(createGunzip({ chunkSize }));
  file.on('error', (err) => stream.destroy(err));
  return stream;
}

/** A stream's bytes (stdin: `gzip -c list.csv | usaddr verify -`), gunzipped when they start with the gzip magic. */
export async function maybeGunzip(src: AsyncIterable<Uint8Array>, chunkSize: number): Promise<AsyncIterable<Uint8Array>> {
  const it = src[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let n = 0;
  let done = false;
  // a first byte other than 1f says no at once (a pipe's first read may be one byte)
  while (n < 2 && !(n === 1 && head[0]![0] !== 0x1f)) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    if (r.value.length === 0) continue;
    head.push(r.value);
    n += r.value.length;
  }
  async function* all(): AsyncGenerator<Uint8Array> {
    yield* head;
    if (!done) for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  if (!hasGzipMagic(Buffer.concat(head))) return all();
  // pipeline, not pipe: an error of either side ends the gunzipped stream with it
  return pipeline(Readable.from(all()), createGunzip({ chunkSize }), () => {});
}

/** `list.csv.gz` → `list.csv`: the name the format is read from. */
export function withoutGz(path: string): string {
  return path.replace(/\.gz$/i, '');
}
