import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BIN = fileURLToPath(new URL('../../bin/usaddr.js', import.meta.url));
export const SHARED_DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
export const HAS_SHARED_DATA = existsSync(SHARED_DATA);

if (!existsSync(new URL('../../dist/cli/main.js', import.meta.url))) {
  throw new Error('e2e tests spawn the built CLI: run `npm run build` first (`npm test` does)');
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built bin the way a user would, without colour. */
export function runCli(args: string[], opts: SpawnSyncOptions & { input?: string | Buffer } = {}): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...opts,
    env: { ...process.env, NO_COLOR: '1', ...(opts.env ?? {}) },
  });
  return { code: r.status, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}
