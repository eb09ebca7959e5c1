// Index files on disk: the engine's bytes plus a sha256 of the body, read back with typed errors.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { deserializeIndex, IndexFormatError, serializeIndex, type ReferenceIndex } from '../engine/reference/index.js';
import { fsErrorText } from '../io/fs-error.js';
import { ReferenceFileError } from './errors.js';

export function sha256(body: Uint8Array): Uint8Array {
  return createHash('sha256').update(body).digest();
}

function readBytes(path: string, shared: boolean): Uint8Array {
  try {
    if (!shared) return readFileSync(path);
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      const bytes = new Uint8Array(new SharedArrayBuffer(size));
      for (let at = 0; at < size; ) {
        const n = readSync(fd, bytes, at, size - at, at);
        if (n === 0) break;
        at += n;
      }
      return bytes;
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    throw new ReferenceFileError(missing ? 'MISSING' : 'UNREADABLE', path, `cannot read reference index ${path}: ${fsErrorText(err)}`);
  }
}

function open(bytes: Uint8Array, path: string, verify: boolean): ReferenceIndex {
  try {
    return deserializeIndex(bytes, verify ? { digest: sha256 } : {});
  } catch (err) {
    if (err instanceof IndexFormatError) throw new ReferenceFileError(err.code, path, `${path}: ${err.message}`);
    throw err;
  }
}

export function readIndexFile(path: string): ReferenceIndex {
  return open(readBytes(path, false), path, true);
}

/**
 * The checked bytes of an index file, in a SharedArrayBuffer when `shared`: read once on the main
 * thread, posted to every worker without a copy, opened there with `indexFromBytes`.
 */
export function readIndexBytes(path: string, opts: { shared?: boolean } = {}): Uint8Array {
  const bytes = readBytes(path, opts.shared ?? false);
  open(bytes, path, true);
  return bytes;
}

/** An index over bytes from `readIndexBytes` (checksum already verified; shape checked again). */
export function indexFromBytes(bytes: Uint8Array, label = 'reference index'): ReferenceIndex {
  return open(bytes, label, false);
}

/**
 * Writes beside the target and renames, so a crash never leaves a half-written index under PATH
 * (`direct`: PATH is not a regular file, written as it is).
 * Throws the fs error (callers word it with fsErrorText) after removing its temporary file.
 */
export function writeIndexFile(path: string, index: ReferenceIndex, direct = false): number {
  const bytes = serializeIndex(index, { digest: sha256 });
  // a device or pipe (--out /dev/null) is written through: renaming over it would replace it
  if (direct) {
    writeFileSync(path, bytes);
    return bytes.byteLength;
  }
  // unique per thread too: worker threads of one process may write the same cache file at once
  const tmp = `${path}.tmp-${process.pid}-${threadId}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(tmp, bytes);
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  return bytes.byteLength;
}
