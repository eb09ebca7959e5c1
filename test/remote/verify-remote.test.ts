// verify --endpoint against the real `usaddr serve` (built bin, 127.0.0.1): byte-identical to local
// mode, through a proxy that drops, 503s, 429s and delays, and resumable after an endpoint goes down.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';
import { runCliAsync, SERVE_KEY, startProxy, startServe, type Fault, type Proxy, type Serve } from './processes.js';
import { tempDir } from '../helpers/tmp.js';

let serve: Serve;
let dir: string;
const env = { USADDR_API_KEY: SERVE_KEY };

beforeAll(async () => {
  serve = await startServe();
  dir = tempDir('usaddr-remote-');
});
afterAll(async () => {
  await serve?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function verify(file: string, out: string, extra: string[] = [], e: Record<string, string> = {}) {
  return runCliAsync(['verify', file, '-o', out, '--quiet', '--summary-json', `${out}.summary.json`, ...extra], e);
}

const summary = (out: string): Record<string, unknown> => JSON.parse(readFileSync(`${out}.summary.json`, 'utf8')) as Record<string, unknown>;

describe('verify --endpoint = local verify, byte for byte', () => {
  it.each([
    ['fixtures/verify/town.csv', 'csv'],
    ['fixtures/verify/points.csv', 'csv'],
    ['fixtures/verify/formats/town.json', 'json'],
    ['fixtures/verify/formats/town.ndjson', 'ndjson'],
    ['fixtures/verify/formats/malformed.csv', 'csv'],
  ])('%s', async (file, ext) => {
    const local = join(dir, `local.${ext}`);
    const remote = join(dir, `remote.${ext}`);
    expect((await verify(file, local, ['--chunk-size', '3'])).code).toBe(0);
    const r = await verify(file, remote, ['--chunk-size', '3', '--endpoint', serve.base], env);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(remote, 'utf8')).toBe(readFileSync(local, 'utf8'));
    const s = summary(remote);
    const counts = (x: Record<string, unknown>) => ({ rows: x.rows, byStatus: x.byStatus, byLookupStatus: x.byLookupStatus, failures: x.failures });
    expect(counts(s)).toEqual(counts(summary(local)));
    expect(s.remote).toMatchObject({ retries: 0, endpoints: [{ url: serve.base, failures: 0 }] });
    expect(summary(local).remote).toBeUndefined();
  });

  it('a wrong key stops at once with exit 2 and "check --api-key"; the key appears nowhere', async () => {
    const out = join(dir, 'badkey.csv');
    const r = await verify('fixtures/verify/town.csv', out, ['--endpoint', serve.base, '--api-key', 'not-the-key-xyz']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('check --api-key');
    // the hint names the key too: the endpoint did answer, waiting for it would not help
    expect(r.stderr).toContain('--api-key are right, run the same command plus --resume');
    // a stopped run leaves its rows in <out>.partial (the name is only taken by a complete run) and a checkpoint
    expect(existsSync(out)).toBe(false);
    expect(r.stderr + r.stdout + readFileSync(`${out}.partial`, 'utf8') + readFileSync(`${out}.usaddr-checkpoint.json`, 'utf8')).not.toContain('not-the-key-xyz');
  });

  it.each(['csv', 'json'])('a run stopped before its first chunk (a wrong key) resumes to the whole %s output, its header too', async (ext) => {
    const whole = join(dir, `whole-key.${ext}`);
    expect((await verify('fixtures/verify/town.csv', whole, ['--endpoint', serve.base], env)).code).toBe(0);
    const out = join(dir, `resume-key.${ext}`);
    expect((await verify('fixtures/verify/town.csv', out, ['--endpoint', serve.base, '--api-key', 'not-the-key'])).code).toBe(2);
    const resumed = await verify('fixtures/verify/town.csv', out, ['--endpoint', serve.base, '--resume'], env);
    expect([resumed.code, resumed.stderr]).toEqual([0, '']);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(whole, 'utf8'));
  });

  it('--request-timeout in seconds that are no whole number of ms (1.005) still looks up; one past what a timer holds is refused', async () => {
    const out = join(dir, 'odd-timeout.csv');
    const ok = await verify('fixtures/verify/town.csv', out, ['--endpoint', serve.base, '--request-timeout', '1.005'], env);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(summary(out).rows).toBe(20);
    const long = await verify('fixtures/verify/town.csv', join(dir, 'long-timeout.csv'), ['--endpoint', serve.base, '--request-timeout', '3000000'], env);
    expect(long.code).toBe(2);
    expect(long.stderr).toContain("--request-timeout takes at most 2147483 seconds (about 24 days) (got '3000000')");
  });

  it('a key ending in a line break is used without it; a line break inside a key is refused up front, the key not shown', async () => {
    const local = join(dir, 'nl-local.csv');
    expect((await verify('fixtures/verify/town.csv', local)).code).toBe(0);
    const out = join(dir, 'nl.csv');
    const r = await verify('fixtures/verify/town.csv', out, ['--endpoint', serve.base], { USADDR_API_KEY: `${SERVE_KEY}\n` });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(local, 'utf8'));
    const bad = await verify('fixtures/verify/town.csv', join(dir, 'nl-bad.csv'), ['--endpoint', serve.base], { USADDR_API_KEY: 'secret-part-one\nsecret-part-two' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--api-key (or USADDR_API_KEY) holds a control character or a line break inside it');
    expect(bad.stderr).not.toContain('secret-part');
  });

  it('an endpoint with a wrong base path stops at once with exit 2 and "check --endpoint", instead of writing every row as a FAIL', async () => {
    const out = join(dir, 'wrongpath.csv');
    const r = await verify('fixtures/verify/town.csv', out, ['--endpoint', `${serve.base}/api`], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${serve.base}/api has no v1 bulk route at /api/v1/addresses/lookup/bulk (HTTP 404 NOT_FOUND`);
    expect(r.stderr).toContain('check --endpoint');
    expect(existsSync(out)).toBe(false);
    expect(readFileSync(`${out}.partial`, 'utf8')).not.toContain('FAIL');
  });
});

/** 20,000 rows: the town fixture's addresses over and over, each with its own id. */
function bigInput(): string {
  const [header, ...rows] = readFileSync('fixtures/verify/town.csv', 'utf8').trim().split('\n');
  const lines = [header];
  for (let i = 0; i < 20_000; i++) lines.push(`${i + 1},${rows[i % rows.length]!.split(',').slice(1).join(',')}`);
  const path = join(dir, 'big.csv');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

describe('faults between client and server', () => {
  let big: string;
  let local: string;
  const proxies: Proxy[] = [];
  beforeAll(async () => {
    big = bigInput();
    local = join(dir, 'big.local.csv');
    expect((await verify(big, local, ['--chunk-size', '250'])).code).toBe(0);
  });
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.stop()));
  });

  // a fixed pattern over request numbers: about 1 in 4 fails, 1 in 5 of the rest is slow
  const faulty = (n: number): Fault => {
    if (n % 11 === 3) return { drop: true };
    if (n % 11 === 6) return { status: 503, code: 'UNAVAILABLE' };
    if (n % 23 === 9) return { status: 429, code: 'RATE_LIMITED', headers: { 'retry-after': '1' } };
    return { pass: true, delayMs: n % 5 === 0 ? 20 + (n % 7) * 20 : 0 };
  };

  it('20,000 rows through drops, 503, 429 with Retry-After and delays: every row once, in order, identical to local', async () => {
    const proxy = await startProxy(serve.base, faulty);
    proxies.push(proxy);
    const out = join(dir, 'big.remote.csv');
    const r = await verify(big, out, ['--chunk-size', '250', '--endpoint', proxy.base, '--concurrency', '6', '--retries', '10'], env);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const text = readFileSync(out, 'utf8');
    const ids = text.trim().split('\n').slice(1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual(Array.from({ length: 20_000 }, (_, i) => i + 1));
    expect(text).toBe(readFileSync(local, 'utf8'));
    expect(proxy.counts.drop).toBeGreaterThan(0);
    expect(proxy.counts.answered).toBeGreaterThan(0);
    const s = summary(out).remote as { requests: number; retries: number };
    expect(s.retries).toBe(proxy.counts.drop + proxy.counts.answered);
    expect(s.requests).toBe(80 + s.retries);
  });

  it('two endpoints (one of them faulty) give the same output, both used', async () => {
    const clean = await startProxy(serve.base, () => ({ pass: true }));
    const bad = await startProxy(serve.base, faulty);
    proxies.push(clean, bad);
    const out = join(dir, 'big.two.csv');
    const r = await verify(big, out, ['--chunk-size', '250', '--endpoint', bad.base, '--endpoint', clean.base, '--retries', '10'], env);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(local, 'utf8'));
    const s = summary(out);
    const eps = (s.remote as { endpoints: { url: string; items: number }[] }).endpoints;
    expect(eps.map((e) => e.url)).toEqual([bad.base, clean.base]);
    expect(eps[0]!.items).toBeGreaterThan(0);
    expect(eps[1]!.items).toBeGreaterThan(0);
    // rows the reader refused (the fixture has some) are never sent
    expect(s.malformed).toBeGreaterThan(0);
    expect(eps[0]!.items + eps[1]!.items).toBe(20_000 - (s.malformed as number));
  });

  it('an endpoint that goes down for good: exit 2 naming it, then --resume with it back completes identical to local', async () => {
    let down = false;
    const proxy = await startProxy(serve.base, (n) => {
      if (n === 30) down = true;
      return down ? { drop: true } : { pass: true };
    });
    proxies.push(proxy);
    const out = join(dir, 'big.down.csv');
    const args = ['--chunk-size', '250', '--endpoint', proxy.base, '--retries', '2'];
    const r = await verify(big, out, args, env);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^usaddr: verify stopped: ${proxy.base}: .+ \\(gave up after 2 retries\\); \\d+ rows written, checkpoint saved$`));
    expect(existsSync(`${out}.usaddr-checkpoint.json`)).toBe(true);
    const written = Number(/; (\d+) rows written/.exec(lines[0]!)![1]);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(20_000);
    expect(written % 250).toBe(0);
    // the partial output holds exactly the rows written, none after them as if verified; the name waits for a complete run
    expect(existsSync(out)).toBe(false);
    expect(readFileSync(`${out}.partial`, 'utf8').trim().split('\n')).toHaveLength(written + 1);

    proxy.script = () => ({ pass: true });
    const again = await verify(big, out, [...args, '--resume'], env);
    expect(again.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(local, 'utf8'));
    expect(summary(out)).toMatchObject({ rows: 20_000, resumedRows: written });
    expect(existsSync(`${out}.usaddr-checkpoint.json`)).toBe(false);
  });

  it('Ctrl-C while a chunk waits out a 60 s Retry-After stops at once (exit 130, checkpoint); --resume completes identical to local', async () => {
    const proxy = await startProxy(serve.base, (n) => (n < 8 ? { pass: true } : { status: 429, code: 'RATE_LIMITED', headers: { 'retry-after': '60' } }));
    proxies.push(proxy);
    const out = join(dir, 'big.ctrl-c.csv');
    const args = ['verify', big, '-o', out, '--chunk-size', '250', '--concurrency', '2', '--endpoint', proxy.base];
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, ...env, NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
    try {
      while (proxy.counts.answered < 2) await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGINT');
      // before: every chunk in flight slept out its Retry-After first (minutes)
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running after 10 s'), 10_000))]);
      expect(code).toBe(130);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(stderr).toMatch(/^interrupted: \d+ rows written; continue with the same command plus --resume/m);
    expect(existsSync(`${out}.usaddr-checkpoint.json`)).toBe(true);

    proxy.script = () => ({ pass: true });
    const again = await verify(big, out, ['--chunk-size', '250', '--concurrency', '2', '--endpoint', proxy.base, '--resume'], env);
    expect(again.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(local, 'utf8'));
  });
});
