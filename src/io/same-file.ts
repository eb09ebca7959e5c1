// Is an output path the same file as an input? Compared by device and inode after following
// links, so a symlink or a hard link to the input is caught as surely as the same name.
import { stat } from 'node:fs/promises';

async function identity(path: string): Promise<string | undefined> {
  try {
    const s = await stat(path);
    return `${s.dev}:${s.ino}`;
  } catch {
    return undefined; // not there yet: it cannot be an input
  }
}

/** The first input that `output` is the same file as, if any. */
export async function sameFileAs(output: string, inputs: readonly string[]): Promise<string | undefined> {
  const out = await identity(output);
  if (out === undefined) return undefined;
  for (const input of inputs) {
    if (input !== '-' && (await identity(input)) === out) return input;
  }
  return undefined;
}
