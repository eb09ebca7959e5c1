// `usaddr serve` end to end: the built bin, a real port, real signals.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

interface Served {
  child: ChildProcess;
  base: string;
  out: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

function serve(args: string[], env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--workers', '1', ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', USADDR_API_KEYS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (c: Buffer): void => {
      out += c.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
        resolve({ child, base: m[1]!, out: () => out, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    void exited.then((code) => reject(new Error(`serve exited (${code}) before listening:\n${out}`)));
  });
}

const bulk = (base: string, key: string, items: unknown[] = [{ city: 'Middlebury', state: 'VT' }]): Promise<Response> =>
  fetch(`${base}/v1/addresses/lookup/bulk`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ items }) });

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

afterEach(() => {
  for (const c of started.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('usaddr serve (e2e)', () => {
  it('refuses to start with no keys unless --no-auth (exit 2, a hint on stderr)', () => {
    const r = runCli(['serve', '--port', '0'], { env: { USADDR_API_KEYS: '' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no API keys/);
    expect(r.stderr).toMatch(/--no-auth/);
  });

  it('refuses a bad flag value and an unreadable key file', () => {
    expect(runCli(['serve', '--no-auth', '--max-body', 'lots']).stderr).toMatch(/--max-body takes a size/);
    const port = runCli(['serve', '--no-auth', '--port', '70000']);
    expect([port.code, port.stderr.trim()]).toEqual([2, "usaddr: --port must be a whole number from 0 to 65535 (got '70000')"]);
    const r = runCli(['serve', '--api-keys-file', '/nonexistent/keys.txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot read --api-keys-file/);
  });

  it('refuses a key with white space inside (no client could send it), naming where it is but not the key', () => {
    const dir = tempDir('usaddr-keys-');
    try {
      writeFileSync(join(dir, 'keys.txt'), 'good-key-1\nsecret half # a comment\n');
      const file = runCli(['serve', '--port', '0', '--workers', '1', '--api-keys-file', join(dir, 'keys.txt')], { timeout: 20_000 });
      expect(file.code).toBe(2);
      expect(file.stderr).toContain(`key 2 of --api-keys-file ${join(dir, 'keys.txt')} holds white space`);
      const env = runCli(['serve', '--port', '0', '--workers', '1'], { env: { USADDR_API_KEYS: 'ok-key,secret\thalf' }, timeout: 20_000 });
      expect(env.code).toBe(2);
      expect(env.stderr).toContain('key 2 of USADDR_API_KEYS holds white space');
      expect(file.stderr + env.stderr).not.toMatch(/secret|half/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a --request-timeout or --shutdown-timeout longer than a timer holds (it would fire at once: every request a 503)', () => {
    for (const flag of ['--request-timeout', '--shutdown-timeout']) {
      const r = runCli(['serve', '--no-auth', '--port', '0', '--workers', '1', flag, '3000000'], { timeout: 20_000 });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${flag} takes at most 2147483 seconds (about 24 days) (got '3000000')`);
    }
  });

  it('--no-auth: warns at start, answers without a key; SIGTERM exits 0', async () => {
    const s = await serve(['--no-auth']);
    expect(s.out()).toMatch(/"level":40.*auth is off/);
    const r = await fetch(`${s.base}/v1/addresses/lookup/bulk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"items":[]}' });
    expect(r.status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('re-reads --api-keys-file on SIGHUP: the removed key is refused, the added one admitted, env keys kept', async () => {
    const dir = tempDir('usaddr-serve-');
    const file = join(dir, 'keys.txt');
    writeFileSync(file, '# first\nkey-one\n');
    const s = await serve(['--api-keys-file', file], { USADDR_API_KEYS: 'env-key' });
    expect((await bulk(s.base, 'key-one')).status).toBe(200);
    expect((await bulk(s.base, 'key-two')).status).toBe(401);
    writeFileSync(file, 'key-two # rotated\n');
    s.child.kill('SIGHUP');
    await until(() => s.out().includes('API keys re-read'));
    expect((await bulk(s.base, 'key-one')).status).toBe(401);
    expect((await bulk(s.base, 'key-two')).status).toBe(200);
    expect((await bulk(s.base, 'env-key')).status).toBe(200);
    writeFileSync(file, '# nobody\n');
    s.child.kill('SIGHUP');
    await until(() => s.out().split('API keys re-read').length === 3);
    expect((await bulk(s.base, 'key-two')).status).toBe(401);
    expect((await bulk(s.base, 'env-key')).status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    for (const k of ['key-one', 'key-two', 'env-key']) expect(s.out()).not.toContain(k);
    rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM during a 1,000-item request: that request finishes with 200, the port closes, exit 0 before --shutdown-timeout', async () => {
    const s = await serve(['--shutdown-timeout', '20'], { USADDR_API_KEYS: 'k' });
    const items = Array.from({ length: 1000 }, (_, i) => ({ street_address: `${i + 1} Main St`, city: 'Middlebury', state: 'VT', zip_code: '05753' }));
    // on a loaded machine a fixed delay may send SIGTERM before the request arrives (a 503, rightly):
    // signal only once /metrics shows it in flight, sending it again if it finished before it was seen
    const BULK_IN_FLIGHT = /usaddr_http_requests_in_flight\{route="\/v1\/addresses\/lookup\/bulk"\} [1-9]/;
    let inFlight: Promise<Response> | undefined;
    for (let attempt = 0; attempt < 50 && !inFlight; attempt++) {
      let settled = false;
      const sent = bulk(s.base, 'k', items).finally(() => {
        settled = true;
      });
      while (!settled) {
        if (BULK_IN_FLIGHT.test(await (await fetch(`${s.base}/metrics`)).text())) {
          inFlight = sent;
          break;
        }
      }
      if (!inFlight) await sent;
    }
    expect(inFlight).toBeDefined();
    s.child.kill('SIGTERM');
    const r = await inFlight!;
    expect(r.status).toBe(200);
    expect(((await r.json()) as unknown[]).length).toBe(1000);
    expect(await s.exited).toBe(0);
    await expect(fetch(`${s.base}/healthz`)).rejects.toThrow();
    expect(s.out()).not.toMatch(/shutdown timeout/);
    expect(s.out()).toMatch(/shutting down/);
    expect(s.out()).toMatch(/"msg":"stopped"/);
    // the request was still in flight when shutdown began
    expect(s.out().indexOf('"msg":"shutting down"')).toBeLessThan(s.out().indexOf('"items":1000'));
  });

  it('a request that cannot finish (a body never sent) is cut at --shutdown-timeout; exit 0', async () => {
    const s = await serve(['--shutdown-timeout', '0.5'], { USADDR_API_KEYS: 'k' });
    const { port, hostname } = new URL(s.base);
    const socket = connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write('POST /v1/addresses/lookup/bulk HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer k\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"items":[');
    await new Promise((r) => setTimeout(r, 100));
    const t = Date.now();
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    await closed;
    expect(Date.now() - t).toBeGreaterThanOrEqual(400);
    expect(s.out()).toMatch(/shutdown timeout: closing open connections/);
  });
});
