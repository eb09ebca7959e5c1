// A disk cache for indexes derived only from files the project ships (never from user data).
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORMAT_VERSION, type ReferenceIndex } from '../engine/reference/index.js';
import { readIndexFile, writeIndexFile } from './index-file.js';

/**
 * Every file whose change must invalidate the cache: the table, the data files, the reading and normalizing code.
 * Paths are written from dist/'s top ('../reference/', not './') so the key is the same from dist/reference/ and
 * from the lookup worker's bundle in dist/service/ (scripts/bundle-worker.mjs): two keys would prune each other.
 */
function inputs(zipTable: string): string[] {
  // ('../reference/' is this directory: the table's reader, embedded.ts, lives here)
  const dirs = ['../../src/data/', '../reference/', '../engine/normalize/', '../engine/parse/', '../engine/reference/'].map((d) => fileURLToPath(new URL(d, import.meta.url)));
  const files = [zipTable];
  for (const dir of dirs) {
    try {
      for (const f of readdirSync(dir).sort()) files.push(join(dir, f));
    } catch {
      files.push(dir);
    }
  }
  return files;
}

export function embeddedCacheKey(zipTable: string): string {
  const h = createHash('sha256').update(`format ${FORMAT_VERSION}\n`);
  for (const f of inputs(zipTable)) {
    try {
      const st = statSync(f);
      h.update(`${f} ${st.size} ${st.mtimeMs}\n`);
    } catch {
      h.update(`${f} missing\n`);
    }
  }
  return h.digest('hex').slice(0, 16);
}

/** Drops caches made under older keys (each new build of usaddr makes a new key). */
function pruneOthers(dir: string, keep: string): void {
  for (const f of readdirSync(dir)) {
    const path = join(dir, f);
    if (f.startsWith('usaddr-embedded-') && f.endsWith('.usaddr') && path !== keep) rmSync(path, { force: true });
  }
}

/** Reads the cached index for `key`, or builds it and caches it (a cache that cannot be written is skipped). */
export function cachedIndex(key: string, build: () => ReferenceIndex, dir = tmpdir()): ReferenceIndex {
  const path = join(dir, `usaddr-embedded-${key}.usaddr`);
  try {
    return readIndexFile(path);
  } catch {
    const index = build();
    try {
      writeIndexFile(path, index);
      pruneOthers(dir, path);
    } catch {
      // read-only or full temp dir: the next run builds again
    }
    return index;
  }
}
