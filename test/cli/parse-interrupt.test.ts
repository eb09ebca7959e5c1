// `usaddr parse -` on a pipe that stays open (a terminal, `tail -f`): one Ctrl-C stops it at once with 130.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';

describe('usaddr parse - and Ctrl-C', () => {
  it('one SIGINT while stdin is still open ends the run with exit 130, without waiting for the input to end', async () => {
    const child = spawn(process.execPath, [BIN, 'parse', '-'], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // once answers come back, parse is in its read loop
    child.stdin.write('12 Main St, Burlington VT 05401\n'.repeat(3000));
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        resolve();
      }),
    );
    child.kill('SIGINT');
    const timer = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000));
    const first = await Promise.race([exited, timer]);
    child.stdin.end();
    const code = await exited;
    expect(first, `stderr: ${stderr}`).toBe(130);
    expect(code).toBe(130);
    expect(stderr).toContain('interrupted');
    expect(stdout.split('\n')[0]).toContain('"address_line1":"12 MAIN ST"');
  }, 30_000);
});
