// Temporary directories for tests: made under the system's temp dir and removed when the test file ends
// (test/setup/temp-dirs.ts), so `npm test` leaves nothing behind, not even the 90 MB outputs of the long-list tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new empty directory named `prefix` + six random characters; removed with everything in it after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every directory tempDir made in this test file (the setup file's afterAll calls it). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
