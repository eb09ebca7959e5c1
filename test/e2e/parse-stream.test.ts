// `usaddr parse -` on a pipe that stays open (`tail -f log | usaddr parse -`, a slow producer): each line's
// answer comes back as soon as the line has arrived, not after 64 KiB or the end of the input.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';

interface Parsed {
  input: string;
  address_line1: string;
  error?: { reason: string; message: string };
}

/** The bin reading stdin, with a way to wait (at most `ms`) for its next complete output line. */
function start(): { child: ChildProcessWithoutNullStreams; nextLine(ms: number): Promise<Parsed | 'timeout'>; exit: Promise<number | null>; stderr(): string } {
  const child = spawn(process.execPath, [BIN, 'parse', '-'], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  let out = '';
  let err = '';
  let wake: (() => void) | undefined;
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    wake?.();
  });
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  async function nextLine(ms: number): Promise<Parsed | 'timeout'> {
    const deadline = Date.now() + ms;
    while (!out.includes('\n')) {
      const left = deadline - Date.now();
      if (left <= 0) return 'timeout';
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
    const nl = out.indexOf('\n');
    const line = out.slice(0, nl);
    out = out.slice(nl + 1);
    return JSON.parse(line) as Parsed;
  }
  return { child, nextLine, exit, stderr: () => err };
}

describe('usaddr parse - on a pipe that stays open', () => {
  it("prints each line's parse as soon as the line arrives; exit 0 when the input ends", async () => {
    const run = start();
    run.child.stdin.write('12 Main St, Burlington VT 05401\n');
    const first = await run.nextLine(5_000);
    expect(first, run.stderr()).toMatchObject({ input: '12 Main St, Burlington VT 05401', address_line1: '12 MAIN ST' });
    run.child.stdin.write('PO Box 3, Dover DE 19901\n');
    expect(await run.nextLine(5_000)).toMatchObject({ address_line1: 'PO BOX 3' });
    run.child.stdin.end();
    expect(await run.exit).toBe(0);
    expect(await run.nextLine(0)).toBe('timeout');
  }, 30_000);

  it('a byte that is not UTF-8 after the encoding was settled on the first lines is that line\'s error; the lines before stand', async () => {
    const run = start();
    run.child.stdin.write('12 Main St, Burlington VT 05401\n');
    expect(await run.nextLine(5_000)).toMatchObject({ address_line1: '12 MAIN ST' });
    // a Windows-1252 ñ
    run.child.stdin.write(Buffer.from('12 Pe\xf1a St, Burlington VT 05401\n9 Elm St\n', 'latin1'));
    const bad = await run.nextLine(5_000);
    expect(bad).toMatchObject({ address_line1: '', error: { reason: 'INVALID_UTF8' } });
    expect(bad !== 'timeout' && bad.error?.message).toMatch(/line 2: .*not UTF-8/);
    expect(await run.nextLine(5_000)).toMatchObject({ input: '9 Elm St', address_line1: '9 ELM ST' });
    run.child.stdin.end();
    expect(await run.exit).toBe(0);
  }, 30_000);
});
