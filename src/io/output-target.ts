// Where a file output's bytes go. A regular file (or a new one) is written as <out>.partial and
// renamed into place when complete; a link is followed to its file first. Anything else (a device
// such as /dev/null, a FIFO) is written directly: renaming over it would replace the device itself.
import { lstat, realpath, stat } from 'node:fs/promises';

export interface OutputTarget {
  /** the file to rename into when done, or the path written directly */
  path: string;
  /** false: write `path` directly (not a regular file), no partial, no rename, no checkpoint */
  viaPartial: boolean;
}

export async function outputTarget(output: string): Promise<OutputTarget> {
  const l = await lstat(output).catch(() => undefined);
  if (!l) return { path: output, viaPartial: true }; // not there yet: a new file
  if (!l.isSymbolicLink()) return { path: output, viaPartial: l.isFile() };
  // stat, not realpath, says what a link leads to: /dev/stdout on a pipe leads to `pipe:[…]`, which
  // realpath cannot resolve, and must be written through, never renamed over
  const s = await stat(output).catch(() => undefined);
  if (!s) return { path: output, viaPartial: true }; // a dangling link: a new file
  if (!s.isFile()) return { path: output, viaPartial: false };
  return { path: await realpath(output), viaPartial: true };
}
