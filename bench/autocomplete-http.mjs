// The HTTP half of `bench autocomplete`: `usaddr serve` on the bench's index, on loopback, GET
// /v1/addresses/autocomplete paced at a fixed request rate (bounded count); latency p50/p99.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { startServe, stopServe } from './serve-process.mjs';
import { percentile as pct } from './stats.mjs';

/** `queries`: the typed prefixes, sent in a fixed shuffled order */
export async function httpLatency(index, queries, { rate, count }) {
  const { writeIndexFile } = await import(new URL('../dist/reference/index-file.js', import.meta.url).href);
  const tmp = mkdtempSync(join(os.tmpdir(), 'usaddr-bench-ac-'));
  const file = join(tmp, 'ref.usaddr');
  writeIndexFile(file, index);
  const child = await startServe(['--no-auth', '--reference', file]);
  const pool = new Pool(child.base, { connections: 16 });
  const get = async (q) => {
    const t0 = performance.now();
    const r = await pool.request({ method: 'GET', path: `/v1/addresses/autocomplete?query=${encodeURIComponent(q)}` });
    await r.body.text();
    if (r.statusCode !== 200) throw new Error(`HTTP ${r.statusCode} for '${q}'`);
    return performance.now() - t0;
  };
  try {
    // 8 at a time, so that every worker builds its search tables before the timed run
    for (let i = 0; i < 64; i += 8) await Promise.all(queries.slice(i, i + 8).map(get));
    const lat = [];
    const gap = 1000 / rate;
    const started = performance.now();
    const pending = [];
    for (let i = 0; i < count; i++) {
      const wait = started + i * gap - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(get(queries[(i * 7919) % queries.length]).then((ms) => lat.push(ms)));
    }
    await Promise.all(pending);
    const secs = (performance.now() - started) / 1000;
    lat.sort((a, b) => a - b);
    console.log(`\nHTTP (usaddr serve --reference, default workers, loopback): ${count} requests paced at ${rate}/s (achieved ${(count / secs).toFixed(0)}/s): p50 ${pct(lat, 50).toFixed(3)} ms, p99 ${pct(lat, 99).toFixed(3)} ms, max ${lat[lat.length - 1].toFixed(1)} ms (target p99 <= 15 ms); load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  } finally {
    await pool.close();
    await stopServe(child);
    rmSync(tmp, { recursive: true, force: true });
  }
}
