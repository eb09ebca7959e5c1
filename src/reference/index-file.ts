// Index files on disk: the engine's bytes plus a sha256 of the body, read back with typed errors.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { deserializeIndex, IndexFormatError, serializeIndex, type ReferenceIndex } from '../engine/reference/index.js';
import { ReferenceFileError } from './errors.js';

export function sha256(body: Uint8Array): Uint8Array {
  return createHash('sha256').update(body).digest();
}

export function readIndexFile(path: string): ReferenceIndex {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ReferenceFileError('MISSING', path, `reference index ${path} does not exist`);
    throw new ReferenceFileError('UNREADABLE', path, `cannot read reference index ${path}: ${code ?? String(err)}`);
  }
  try {
    return deserializeIndex(bytes, { digest: sha256 });
  } catch (err) {
    if (err instanceof IndexFormatError) throw new ReferenceFileError(err.code, path, `${path}: ${err.message}`);
    throw err;
  }
}

/** Writes beside the target and renames, so a crash never leaves a half-written index under PATH. */
export function writeIndexFile(path: string, index: ReferenceIndex): number {
  const bytes = serializeIndex(index, { digest: sha256 });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
  return bytes.byteLength;
}
