// API keys: compared in constant time, replaceable at run time (SIGHUP re-reads --api-keys-file).
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

const digest = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

export class KeySet {
  private digests: Buffer[] = [];

  constructor(keys: readonly string[]) {
    this.replace(keys);
  }

  get size(): number {
    return this.digests.length;
  }

  replace(keys: readonly string[]): void {
    this.digests = keys.map(digest);
  }

  /** Every stored key is compared (equal-length digests, no early exit), so timing says nothing of which or how close. */
  has(key: string): boolean {
    const d = digest(key);
    let found = false;
    for (const k of this.digests) found = timingSafeEqual(k, d) || found;
    return found;
  }
}

/** `USADDR_API_KEYS=key1,key2`: blanks dropped. */
export function keysFromEnv(value: string | undefined): string[] {
  return (value ?? '').split(',').map((k) => k.trim()).filter((k) => k !== '');
}

/** One key per line; `#` starts a comment; blank lines skipped. */
export function keysFromText(text: string): string[] {
  return text.split(/\r?\n/).map((l) => l.replace(/#.*/, '').trim()).filter((l) => l !== '');
}

export function readKeysFile(path: string): string[] {
  return keysFromText(readFileSync(path, 'utf8'));
}
