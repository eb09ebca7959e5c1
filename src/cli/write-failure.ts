// A failed write to an output (a full disk, a closed socket) in one line, for any command.
import { fsErrorText } from '../io/fs-error.js';

/** The message for `err` when it is a failed write, else undefined. */
export function writeFailureText(err: unknown, what = 'stdout'): string | undefined {
  const e = err as NodeJS.ErrnoException | undefined;
  if (!e || typeof e !== 'object' || e.syscall !== 'write' && e.code !== 'ENOSPC' && e.code !== 'EIO' && e.code !== 'EDQUOT' && e.code !== 'EFBIG') return undefined;
  return `cannot write ${what}: ${fsErrorText(e, 'write')}`;
}
