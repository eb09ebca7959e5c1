// One run at a time per output file: two runs on one -o would each truncate and write the same .partial,
// and the first to finish would rename a mix of both under the output's name. `<output>.usaddr-lock`
// holds the writer's pid; a lock whose process is gone (kill -9, a crash) is taken over.
import { hostname } from 'node:os';
import { link, readFile, rm, writeFile } from 'node:fs/promises';

export interface OutputLock {
  release(): Promise<void>;
}

export type LockResult = { ok: true; lock: OutputLock } | { ok: false; message: string; hint: string };

export function lockPath(output: string): string {
  return `${output}.usaddr-lock`;
}

/** `shownAs`: the output's name in messages. */
export async function lockOutput(output: string, shownAs: string): Promise<LockResult> {
  const path = lockPath(output);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  // written whole beside, then linked: a lock is never seen half-written, and link fails if one exists
  const tmp = `${path}.${process.pid}`;
  try {
    await writeFile(tmp, mine);
  } catch {
    // no lock where nothing can be written: opening the output itself says why, in words
    return { ok: true, lock: { release: async () => undefined } };
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(tmp, path);
        return { ok: true, lock: { release: () => rm(path, { force: true }).catch(() => undefined) } };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return { ok: true, lock: { release: async () => undefined } };
      }
      const holder = await readHolder(path);
      if (attempt < 2 && !isRunning(holder)) {
        if (holder !== 'gone') await rm(path, { force: true });
        continue;
      }
      const known = holder !== 'gone' && typeof holder.pid === 'number';
      const who = known ? `another usaddr run (pid ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ''})` : 'another usaddr run';
      return {
        ok: false,
        message: `${who} is writing ${shownAs}`,
        hint: `wait for it to end, or write to another file; if no run is writing it, remove ${path}`,
      };
    }
  } finally {
    await rm(tmp, { force: true }).catch(() => undefined);
  }
}

interface Holder {
  pid?: number;
  host?: string;
}

/** `gone`: removed meanwhile (its run ended); unreadable: someone's, not ours to take. */
async function readHolder(path: string): Promise<Holder | 'gone'> {
  try {
    const h = JSON.parse(await readFile(path, 'utf8')) as Holder;
    return typeof h === 'object' && h !== null ? h : {};
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : {};
  }
}

/** Another host's process cannot be asked: it counts as running. Our own pid is an earlier process's (a container's pids repeat). */
function isRunning(h: Holder | 'gone'): boolean {
  if (h === 'gone') return false;
  if (h.host !== hostname() || typeof h.pid !== 'number' || !Number.isInteger(h.pid) || h.pid <= 0) return true;
  if (h.pid === process.pid) return false;
  try {
    process.kill(h.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
