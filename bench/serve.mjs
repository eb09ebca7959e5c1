// Section `serve`: in one run, bulk lookups in-process (the worker pool, called directly) vs through
// `usaddr serve` over HTTP on loopback: 100-item requests, 8 in flight, the same real addresses from
// ../shared/data/reference and the same index built from those files now. Prints addresses/s for both
// and their ratio, the CPU each side spends per address, request latency p50/p99, /healthz p99 idle and during the load, and the serve
// process's RSS with the embedded default vs that index (memory per million reference points).
// The HTTP client sends bodies serialized once, reads every answer whole and counts its items, and parses one
// answer in 8 whole (checking each item's lookup_index), as a load generator would: on one 2-core machine the
// client's JSON work would otherwise take the server's CPU (it prints its own CPU apart).
// Flags: --items=N (default 40000), --rounds=N (default 5, alternating), --workers=N (default: cores),
// --rss=no (skip the memory part), --parse-all (the client parses every answer).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { arg } from './args.mjs';
import { loadText } from './load.mjs';
import { median, percentile as pct } from './stats.mjs';
import { buildSharedIndex, POINT_SOURCES, RANGE_SOURCES, readPoints, startServe, stopServe } from './serve-process.mjs';

const BIN = new URL('../bin/usaddr.js', import.meta.url).pathname;
const DIST = new URL('../dist/', import.meta.url);
const CHUNK = 100;
const IN_FLIGHT = 8;
const KEY = 'bench-key';
/** /proc/<pid>/stat counts CPU time in clock ticks: USER_HZ, 100 on Linux */
const CLOCK_TICKS = 100;

const ms = (x) => `${x.toFixed(1)} ms`;

/** Every `step`-th point of each source as a request: half components, half one full_address line. */
async function readAddresses(dir, want) {
  const rows = await readPoints(dir);
  const step = Math.max(1, Math.floor(rows.length / want));
  const out = [];
  for (let i = 0; i < rows.length && out.length < want; i += step) {
    const r = rows[i];
    const street = `${r.NUMBER} ${r.STREET}`;
    const zip = (r.POSTCODE ?? '').slice(0, 5);
    out.push(out.length % 2 === 0
      ? { street_address: street, apt_suite_other: r.UNIT ?? '', city: r.CITY ?? '', state: r.REGION ?? '', zip_code: zip }
      : { full_address: `${street}${r.UNIT ? ` ${r.UNIT}` : ''}, ${r.CITY ?? ''}, ${r.REGION ?? ''} ${zip}` });
  }
  return out;
}

const chunks = (items) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** CPU-seconds this process (every thread) and, when given, a child process have used so far. */
function cpuSeconds(pid) {
  const own = process.cpuUsage();
  let child = 0;
  if (pid !== undefined) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    child = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime
  }
  return { own: (own.user + own.system) / 1e6, child };
}

/** Sends every chunk with IN_FLIGHT at a time; returns addresses/s, CPU-seconds per 1,000 addresses (this process and `pid`) and each request's latency. */
async function drive(parts, send, pid) {
  const latencies = [];
  let next = 0;
  let done = 0;
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
    while (next < parts.length) {
      const part = parts[next++];
      const t = performance.now();
      const n = await send(part);
      if (n !== part.length) throw new Error(`asked ${part.length} lookups, got ${n}`);
      latencies.push(performance.now() - t);
      done += n;
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(pid);
  const perThousand = (s) => (1e6 * s) / done;
  return {
    perSecond: done / seconds,
    cpuPerThousand: perThousand(cpu.own - cpu0.own + cpu.child - cpu0.child),
    childCpuPerThousand: perThousand(cpu.child - cpu0.child),
    latencies: latencies.sort((a, b) => a - b),
  };
}

async function inProcess(parts, index, workers) {
  const { createLocalService } = await import(new URL('service/local.js', DIST).href);
  const made = await createLocalService({ reference: index, concurrency: workers });
  if (!made.ok) throw new Error(made.message);
  try {
    const send = async (part) => (await made.service.lookupBulk(part)).length;
    await drive(parts, send); // warm-up: JIT and the workers' caches
    return await drive(parts, send);
  } finally {
    await made.service.close();
  }
}

async function healthProbe(base, stopWhen) {
  const pool = new Pool(base, { connections: 1 });
  const lat = [];
  let sent = 0;
  try {
    while (!stopWhen()) {
      const t = performance.now();
      const r = await pool.request({ method: 'GET', path: '/healthz' });
      await r.body.text();
      if (r.statusCode !== 200) throw new Error(`/healthz ${r.statusCode}`);
      if (++sent > 1) lat.push(performance.now() - t); // the first one opens the connection
      await new Promise((res) => setTimeout(res, 5));
    }
  } finally {
    await pool.close();
  }
  return lat.sort((a, b) => a - b);
}

const LOOKUP_INDEX = Buffer.from('"lookup_index":');
/** Every PARSE_EVERY-th answer is parsed whole and checked item by item; the others are read whole and their items counted. */
let PARSE_EVERY = 8;

/** How many items an answer holds: each carries one result.lookup_index. */
function itemsIn(body) {
  let n = 0;
  for (let at = body.indexOf(LOOKUP_INDEX); at !== -1; at = body.indexOf(LOOKUP_INDEX, at + LOOKUP_INDEX.length)) n += 1;
  return n;
}

/**
 * Like a load generator (wrk, autocannon), the client sends request bodies serialized once and does not parse
 * every answer: on a 2-core machine the client's own JSON work (~1 CPU-ms per 135 KB answer) takes the server's CPU.
 */
async function overHttp(parts, index, workers) {
  const child = await startServe(['--reference', index, '--workers', String(workers)], { USADDR_API_KEYS: KEY });
  const pool = new Pool(child.base, { connections: IN_FLIGHT });
  const bodies = new Map(parts.map((part) => [part, Buffer.from(JSON.stringify({ items: part }))]));
  let answers = 0;
  try {
    const send = async (part) => {
      const r = await pool.request({ method: 'POST', path: '/v1/addresses/lookup/bulk', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: bodies.get(part) });
      const body = Buffer.from(await r.body.arrayBuffer());
      if (r.statusCode !== 200) throw new Error(`bulk ${r.statusCode}: ${body.toString('utf8', 0, 500)}`);
      if (++answers % PARSE_EVERY !== 0) return itemsIn(body);
      const items = JSON.parse(body.toString('utf8'));
      items.forEach((item, i) => {
        if (item.result?.lookup_index !== i) throw new Error(`item ${i} has lookup_index ${item.result?.lookup_index}`);
      });
      return items.length;
    };
    await drive(parts, send); // warm-up
    let n = 0;
    const quiet = await healthProbe(child.base, () => ++n > 100);
    let loaded = false;
    const probing = healthProbe(child.base, () => loaded);
    const run = await drive(parts, send, child.pid);
    loaded = true;
    return { ...run, healthIdle: quiet, healthLoaded: await probing };
  } finally {
    await pool.close();
    await stopServe(child);
  }
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** RSS of a serve process once its workers have looked up `warm` (so their caches exist). */
async function serveRss(args, warm, workers) {
  const child = await startServe([...args, '--workers', String(workers)], { USADDR_API_KEYS: KEY });
  try {
    const pool = new Pool(child.base, { connections: 1 });
    for (const part of chunks(warm)) {
      const r = await pool.request({ method: 'POST', path: '/v1/addresses/lookup/bulk', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ items: part }) });
      await r.body.text();
    }
    await pool.close();
    return rssOf(child.pid);
  } finally {
    await stopServe(child);
  }
}

export default async function serveBench({ shared, args }) {
  const dir = new URL('reference/', shared);
  if (!existsSync(dir) || !POINT_SOURCES.every((f) => existsSync(new URL(f, dir)))) {
    console.log('skipped: ../shared/data/reference (with its OpenAddresses samples) is absent');
    return;
  }
  // --parse-all: the client parses every answer whole, as an application would (its CPU shares the 2 cores)
  if (args.includes('--parse-all')) PARSE_EVERY = 1;
  const want = Number(arg(args, 'items', '40000'));
  const rounds = Number(arg(args, 'rounds', '5'));
  const workers = Number(arg(args, 'workers', String(availableParallelism())));
  const tmp = mkdtempSync(join(tmpdir(), 'usaddr-bench-serve-'));
  const index = join(tmp, 'shared.usaddr');
  try {
    buildSharedIndex(dir, index);
    const info = JSON.parse(spawnSync(process.execPath, [BIN, 'reference', 'info', index, '--json'], { encoding: 'utf8' }).stdout);
    const items = await readAddresses(dir, want);
    const parts = chunks(items);
    console.log(`client: request bodies serialized once, every answer read whole, ${PARSE_EVERY === 1 ? 'every answer' : `1 answer in ${PARSE_EVERY}`} parsed and checked item by item (the others' items counted)`);
    console.log(`${items.length} real addresses from ${POINT_SOURCES.length} files, index of ${info.counts.points} points (${(info.bytes / 1e6).toFixed(1)} MB), ` +
      `${CHUNK}-item requests, ${IN_FLIGHT} in flight, ${workers} workers, ${availableParallelism()} cores, load ${loadText()}`);

    const ins = [];
    const https = [];
    for (let r = 1; r <= rounds; r++) {
      // the order alternates too, so a load that rises or falls during the run favours neither
      let a;
      let b;
      if (r % 2 === 1) {
        a = await inProcess(parts, index, workers);
        b = await overHttp(parts, index, workers);
      } else {
        b = await overHttp(parts, index, workers);
        a = await inProcess(parts, index, workers);
      }
      ins.push(a);
      https.push(b);
      console.log(`round ${r}: in-process ${a.perSecond.toFixed(0)} addr/s (p50 ${ms(pct(a.latencies, 50))}, p99 ${ms(pct(a.latencies, 99))}, ${a.cpuPerThousand.toFixed(1)} CPU-ms per 1,000); ` +
        `HTTP ${b.perSecond.toFixed(0)} addr/s (p50 ${ms(pct(b.latencies, 50))}, p99 ${ms(pct(b.latencies, 99))}, ${b.cpuPerThousand.toFixed(1)} CPU-ms per 1,000: serve ${b.childCpuPerThousand.toFixed(1)} + client ${(b.cpuPerThousand - b.childCpuPerThousand).toFixed(1)}) = ${((100 * b.perSecond) / a.perSecond).toFixed(0)}%; ` +
        `/healthz p99 idle ${ms(pct(b.healthIdle, 99))}, under load ${ms(pct(b.healthLoaded, 99))} (max ${ms(b.healthLoaded.at(-1))}, ${b.healthLoaded.length} probes); load ${loadavg()[0].toFixed(2)}`);
    }
    const of = (runs, f) => median(runs.map(f));
    const ratio = of(https, (b) => b.perSecond) / of(ins, (a) => a.perSecond);
    const cpuRatio = of(ins, (a) => a.cpuPerThousand) / of(https, (b) => b.cpuPerThousand);
    console.log(`RATIO HTTP / in-process: ${(100 * ratio).toFixed(0)}% (target >= 60%): median addresses/s of ${rounds} rounds, in-process ${of(ins, (a) => a.perSecond).toFixed(0)}, HTTP ${of(https, (b) => b.perSecond).toFixed(0)}; ` +
      `paired rounds ${ins.map((a, i) => `${((100 * https[i].perSecond) / a.perSecond).toFixed(0)}%`).join(' ')}`);
    // on a busy machine the wall-clock ratio is mostly noise; the CPU each side spends per address is steadier, and on
    // an otherwise idle machine where both sides keep every core busy, it is the ratio addresses/s tends to
    console.log(`CPU per 1,000 addresses (median): in-process ${of(ins, (a) => a.cpuPerThousand).toFixed(1)} ms, HTTP ${of(https, (b) => b.cpuPerThousand).toFixed(1)} ms (serve ${of(https, (b) => b.childCpuPerThousand).toFixed(1)} + bench client ${of(https, (b) => b.cpuPerThousand - b.childCpuPerThousand).toFixed(1)}): ` +
      `at equal CPU, HTTP = ${(100 * cpuRatio).toFixed(0)}% of in-process; the serve process alone (its client elsewhere) ${(100 * of(ins, (a) => a.cpuPerThousand) / of(https, (b) => b.childCpuPerThousand)).toFixed(0)}%`);
    console.log(`HTTP request latency p50 ${ms(of(https, (b) => pct(b.latencies, 50)))}, p99 ${ms(of(https, (b) => pct(b.latencies, 99)))}; ` +
      `/healthz p99 under load ${ms(of(https, (b) => pct(b.healthLoaded, 99)))} (target <= 50 ms) (medians over rounds); load ${loadText()}`);

    if (arg(args, 'rss', 'yes') === 'no') return;
    // memory per million points: two built indexes (both read once into shared memory) that differ only by
    // the points; the embedded default (each worker loads its own ZIP table) is the replica's floor
    const bare = join(tmp, 'ranges-only.usaddr');
    const bareBuilt = spawnSync(process.execPath, [BIN, 'reference', 'build', ...RANGE_SOURCES.map((f) => new URL(f, dir).pathname), '--out', bare, '--quiet']);
    if (bareBuilt.status !== 0) throw new Error(`reference build: ${bareBuilt.stderr}`);
    const barePoints = JSON.parse(spawnSync(process.execPath, [BIN, 'reference', 'info', bare, '--json'], { encoding: 'utf8' }).stdout).counts.points;
    const warm = items;
    const rss = { embedded: [], bare: [], full: [] };
    for (let r = 0; r < Math.min(rounds, 3); r++) {
      rss.embedded.push(await serveRss([], warm, workers));
      rss.bare.push(await serveRss(['--reference', bare], warm, workers));
      rss.full.push(await serveRss(['--reference', index], warm, workers));
    }
    const mb = (x) => `${(median(x) / 1e6).toFixed(0)} MB`;
    const perMillion = (median(rss.full) - median(rss.bare)) / ((info.counts.points - barePoints) / 1e6);
    console.log(`serve RSS (${workers} workers, after ${warm.length} lookups, median of ${rss.full.length}): embedded default ${mb(rss.embedded)}, ` +
      `index without points ${mb(rss.bare)}, index with ${info.counts.points} points ${mb(rss.full)}: ` +
      `+${(perMillion / 1e6).toFixed(0)} MB per million reference points (the index file: ${((info.bytes / info.counts.points) * 1e6 / 1e6).toFixed(1)} MB per million); load ${loadText()}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
