// Inputs that can be read only once, front to back: stdin ('-'), and a path that is no regular file — a pipe the
// shell made (`usaddr verify <(zcat big.csv.gz)` reads /dev/fd/63), a FIFO (mkfifo), a terminal. They are read as
// stdin is: no size for progress or the worker count, no first pass for JSON keys, no checkpoint to resume from.
import { statSync } from 'node:fs';

/** '-', or a path that exists and is neither a regular file nor a directory. */
export function readOnce(path: string): boolean {
  if (path === '-') return true;
  try {
    const st = statSync(path);
    return !st.isFile() && !st.isDirectory();
  } catch {
    return false;
  }
}

/** How a read-once input is named in messages: 'stdin', or 'the pipe /dev/fd/63'. */
export function readOnceName(path: string): string {
  return path === '-' ? 'stdin' : `the pipe ${path}`;
}
