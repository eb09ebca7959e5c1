// The bad-request sweep: ≥ 10,000 generated requests (broken JSON, wrong types, huge strings, deep nesting,
// control characters and odd Unicode, 0 to 1,001 items) → no 5xx but the documented 503, no crash, /healthz
// answered throughout, the heap after within 10% of before. Reproduce a failure with SWEEP_SEED=<seed>.
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import fc from 'fast-check';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK, request, type Sent } from './bad-requests.js';
import { KEY, startServer, type Running } from './helpers.js';

const RUNS = 10_000;
const IN_FLIGHT = 8;

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

/** Memory once the garbage is gone: full collections with turns of the event loop between (closed sockets, finalizers). */
async function settled(): Promise<NodeJS.MemoryUsage> {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 50));
    gc();
  }
  return process.memoryUsage();
}

describe('bad-request sweep', () => {
  let s: Running;
  beforeAll(async () => {
    s = await startServer({ logStream: undefined });
  });
  afterAll(() => s.stop());

  it(`${RUNS} generated requests: no 5xx but the documented 503, /healthz answered throughout, heap steady`, async () => {
    const seed = Number(process.env.SWEEP_SEED ?? Date.now() % 2 ** 31);
    const pool = new Pool(s.base, { connections: IN_FLIGHT, bodyTimeout: 60_000, headersTimeout: 60_000 });
    const health = new Pool(s.base, { connections: 1 });
    const send = async (r: Sent): Promise<{ status: number; text: string }> => {
      try {
        const res = await pool.request({ method: r.method, path: r.path, headers: r.headers, body: r.body });
        return { status: res.statusCode, text: await res.body.text() };
      } catch (err) {
        // a body over the limit is answered 413 before it is read: the socket may close while we still write
        const code = (err as NodeJS.ErrnoException).code;
        if ((code === 'EPIPE' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') && (r.body?.length ?? 0) > s.options.maxBodyBytes) {
          return { status: 413, text: '{"error":{"code":"BODY_TOO_LARGE","message":"(connection closed while sending)"}}' };
        }
        throw err;
      }
    };
    try {
      // warm up (JIT, caches, the first requests' allocations), then the baseline: 'after' compares with a server that
      // has already answered this kind of traffic, so the comparison says "no leak", not "the first requests allocated"
      for (const r of fc.sample(request, { numRuns: 500, seed: seed + 1 })) await send(r);
      const before = await settled();

      let sweeping = true;
      const probes: number[] = [];
      const probing = (async () => {
        while (sweeping) {
          const t = performance.now();
          const res = await health.request({ method: 'GET', path: '/healthz' });
          await res.body.text();
          if (res.statusCode !== 200) throw new Error(`/healthz answered ${res.statusCode}`);
          probes.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();

      const bad: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      const started = performance.now();
      // generated 500 at a time (seed, seed + 1, …), so a few multi-megabyte bodies are held at once, not all
      for (let chunk = 0; sent < RUNS; chunk++) {
      let next = 0;
      const samples = fc.sample(request, { numRuns: Math.min(500, RUNS - sent), seed: seed + 2 + chunk });
      sent += samples.length;
      await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
        while (next < samples.length) {
          const r = samples[next++]!;
          const a = await send(r);
          statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          let parsed: unknown;
          try {
            parsed = JSON.parse(a.text);
          } catch {
            parsed = undefined;
          }
          const code = (parsed as { error?: { code?: string } } | undefined)?.error?.code;
          const documented503 = a.status === 503 && (code === 'TIMEOUT' || code === 'UNAVAILABLE');
          if ((a.status >= 500 && !documented503) || (a.status >= 400 && typeof code !== 'string') || (a.status === 200 && r.path === BULK && !Array.isArray(parsed))) {
            bad.push(`${a.status} ${a.text.slice(0, 200)} <- ${r.method} ${r.path} ${String(r.body ?? '').slice(0, 200)}`);
          }
        }
      }));
      }
      const seconds = (performance.now() - started) / 1000;
      sweeping = false;
      await probing;
      const after = await settled();
      const heapChange = after.heapUsed / before.heapUsed - 1;
      const summary = `seed ${seed}: ${sent} requests in ${seconds.toFixed(1)} s, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, ` +
        `${probes.length} /healthz probes (max ${Math.max(...probes).toFixed(1)} ms), heap after GC ${(before.heapUsed / 1e6).toFixed(1)} -> ${(after.heapUsed / 1e6).toFixed(1)} MB ` +
        `(${heapChange >= 0 ? '+' : ''}${(100 * heapChange).toFixed(1)}%), rss ${(before.rss / 1e6).toFixed(0)} -> ${(after.rss / 1e6).toFixed(0)} MB`;
      console.log(summary);
      expect(bad, `${summary}\nfirst bad answers (rerun with SWEEP_SEED=${seed}):\n${bad.slice(0, 5).join('\n')}`).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(10_000);
      expect(probes.length, summary).toBeGreaterThan(5);
      // within 10% both ways: growth would be a leak, a large drop would mean 'before' was not a steady state
      expect(Math.abs(heapChange), summary).toBeLessThan(0.1);
      // the server still answers a real lookup after the sweep
      const ok = await send({ method: 'POST', path: BULK, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: '{"items":[{"city":"Middlebury","state":"VT"}]}' });
      expect(ok.status).toBe(200);
    } finally {
      await pool.close();
      await health.close();
    }
  }, 240_000);
});
