// The hash a checkpoint keeps of the output bytes it vouches for: --resume continues a partial
// output only when its first bytes are still exactly those (not another job's rows, not edited).
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export const OUTPUT_HASH = 'sha256';

export function newOutputHash(): Hash {
  return createHash(OUTPUT_HASH);
}

/** The hash of the first `length` bytes of `path`, still open for the bytes that will follow them. */
export async function hashPrefix(path: string, length: number): Promise<Hash> {
  const h = newOutputHash();
  if (length === 0) return h;
  for await (const chunk of createReadStream(path, { start: 0, end: length - 1 })) h.update(chunk as Buffer);
  return h;
}

/** The digest so far, leaving the hash open. */
export function digestSoFar(h: Hash): string {
  return h.copy().digest('hex');
}
