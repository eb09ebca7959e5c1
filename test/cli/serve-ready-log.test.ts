// The "usaddr serve ready" log line an operator reads first: how many keys it serves with, in plain English.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';

function readyLine(keys: string): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--workers', '1'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', USADDR_API_KEYS: keys },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let out = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line in 20 s:\n${out}`)), 20_000);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('"usaddr serve ready"'));
      if (!line || ready) return;
      ready = true;
      clearTimeout(timer);
      child.kill('SIGTERM');
      void exited.then(() => resolve(JSON.parse(line) as Record<string, unknown>));
    });
    child.on('exit', (code) => ready || reject(new Error(`serve exited ${String(code)} before it was ready:\n${out}`)));
  });
}

describe('usaddr serve ready log line', () => {
  it('says "1 key" for one key and "2 keys" for two', async () => {
    expect((await readyLine('k1')).auth).toBe('1 key');
    expect((await readyLine('k1,k2')).auth).toBe('2 keys');
  }, 60_000);
});
