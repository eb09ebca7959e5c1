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
  try {
    const l = await lstat(output);
    const real = l.isSymbolicLink() ? await realpath(output) : output;
    const s = l.isSymbolicLink() ? await stat(real) : l;
    return { path: real, viaPartial: s.isFile() };
  } catch {
    return { path: output, viaPartial: true }; // not there yet (or a dangling link): a new file
  }
}
