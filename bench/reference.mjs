// Benchmark section `reference`: build rate, file size, load time and heap per point of the index
// built from ../shared/data/reference, then of a synthesized 10-million-point index made from it.
// Every measurement runs in a fresh child process (`node --expose-gc bench/reference.mjs --child …`)
// so heap and RSS figures belong to that one job. Peers in the same run: the I/O floor for the
// build (gunzip + split lines, no normalizing) and for the load (readFileSync of the same bytes).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, createWriteStream } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { arg } from './args.mjs';
import { median } from './stats.mjs';

const SELF = fileURLToPath(import.meta.url);
const ROOT = new URL('../', import.meta.url);
// a child may run another build of usaddr (`--baseline=DIR`: a tree with its own dist/ and src/data)
const dist = (p) => new URL(`dist/${p}`, process.env.USADDR_BENCH_TREE ? new URL(`file://${process.env.USADDR_BENCH_TREE.replace(/\/?$/, '/')}`) : ROOT).href;
const REF_FILES = ['ca-alameda-sample.oa.csv', 'ca-san-francisco-excerpt.oa.csv', 'ca-santa-clara-sample.oa.csv', 'md-baltimore-county.oa.csv.gz', 'mt-meagher-tiger-addrfeat.csv', 'vt-e911-statewide.oa.csv.gz'];
const DEFAULT_SYNTH_POINTS = 10_000_000;
const fmt = new Intl.NumberFormat('en-US');
const mb = (b) => `${(b / 1e6).toFixed(1)} MB`;

function lines(path) {
  const input = createReadStream(path, { highWaterMark: 1 << 20 });
  return createInterface({ input: path.endsWith('.gz') ? input.pipe(createGunzip()) : input, crlfDelay: Infinity });
}

// ---- child jobs -------------------------------------------------------------------------------

/** Reads the sources without normalizing: the floor any importer sits on. */
async function floor(paths) {
  const t = performance.now();
  let rows = 0;
  for (const p of paths) for await (const l of lines(p)) rows += l.split(',').length > 1 ? 1 : 0;
  return { rows, seconds: (performance.now() - t) / 1000 };
}

async function childBuild([out, districts, ...paths]) {
  const fl = await floor(paths);
  const { buildReference } = await import(dist('reference/build.js'));
  const { writeIndexFile } = await import(dist('reference/index-file.js'));
  // the floor's garbage is not the build's: start it from a collected heap
  global.gc();
  const t = performance.now();
  const cpu0 = process.cpuUsage();
  const { index, report } = await buildReference(paths, districts === '-' ? {} : { districts });
  const built = performance.now();
  const cpu = process.cpuUsage(cpu0);
  const bytes = writeIndexFile(out, index);
  const rows = report.sources.reduce((n, s) => n + s.rows, 0);
  return {
    rows,
    floorRowsPerSec: fl.rows / fl.seconds,
    buildSeconds: (built - t) / 1000,
    packSeconds: report.packSeconds,
    writeSeconds: (performance.now() - built) / 1000,
    recordsPerSec: rows / ((built - t) / 1000),
    // on a shared machine wall time includes waiting for a core; CPU time does not
    recordsPerCpuSec: rows / ((cpu.user + cpu.system) / 1e6),
    bytes,
    counts: index.meta.counts,
    phases: [report.zipTable, ...report.sources, ...(report.districts ? [report.districts] : [])].map((r) => ({ name: r.path.split('/').pop(), rows: r.rows, seconds: r.seconds })),
    maxRssMB: process.resourceUsage().maxRSS / 1024,
    load1: loadavg()[0],
  };
}

async function childLoad([path]) {
  const { readIndexFile } = await import(dist('reference/index-file.js'));
  global.gc();
  const before = process.memoryUsage();
  let t = performance.now();
  const cpu0 = process.cpuUsage();
  const ix = readIndexFile(path);
  const loadMs = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  const loadCpuMs = (cpu.user + cpu.system) / 1000;
  t = performance.now();
  const s = ix.street(Math.floor(ix.meta.counts.streets / 2));
  ix.zip(s.zip);
  ix.streetsInZip(s.zip);
  ix.point(s.id, ix.numbers(s.id)[0] ?? '1');
  const firstQueryMs = performance.now() - t;
  global.gc();
  const after = process.memoryUsage();
  const points = ix.meta.counts.points;
  const heap = after.heapUsed - before.heapUsed;
  // `external` already includes every ArrayBuffer (the file buffer)
  const offHeap = after.external - before.external;
  t = performance.now();
  readFileSync(path);
  const readMs = performance.now() - t;
  return { readMs, loadMs, loadCpuMs, firstQueryMs, points, heapPerPoint: heap / points, totalPerPoint: (heap + offHeap) / points, rssMB: after.rss / 1e6 };
}

async function childEmbedded() {
  const t = performance.now();
  const { loadEmbeddedReference } = await import(dist('reference/embedded.js'));
  const imported = performance.now();
  const ix = loadEmbeddedReference();
  return { importMs: imported - t, loadMs: performance.now() - imported, zips: ix.meta.counts.zips };
}

/**
 * 10M points from the real ones: each copy renames every street ("S7 MAIN ST") and moves every
 * source ZIP to another real ZIP (so every row is accepted), keeping numbers and coordinates.
 */
async function childSynth([out, pointsArg, ...paths]) {
  const SYNTH_POINTS = Number(pointsArg);
  const { loadEmbeddedReference } = await import(dist('reference/embedded.js'));
  const allZips = loadEmbeddedReference().zipCodes().filter((z) => !z.startsWith('09') && !z.startsWith('34') && !z.startsWith('96'));
  const seen = new Set();
  const base = [];
  for (const p of paths.filter((x) => !x.includes('tiger'))) {
    let header;
    for await (const l of lines(p)) {
      const f = l.split(',');
      if (!header) {
        header = Object.fromEntries(f.map((h, i) => [h, i]));
        continue;
      }
      const [lon, lat, num, street, zip] = [f[header.LON], f[header.LAT], f[header.NUMBER], f[header.STREET], (f[header.POSTCODE] ?? '').slice(0, 5)];
      if (!num || !street || !/^\d{5}$/.test(zip) || f[header.STATUS] === 'INACTIVE' || l.includes('"')) continue;
      const key = `${zip}|${street}|${num}`;
      if (seen.has(key)) continue;
      seen.add(key);
      base.push([lon, lat, num, street, zip]);
    }
  }
  const srcZips = [...new Set(base.map((r) => r[4]))];
  const zipIndex = new Map(srcZips.map((z, i) => [z, i]));
  const w = createWriteStream(out, { highWaterMark: 1 << 22 });
  w.write('LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID\n');
  let rows = 0;
  for (let copy = 0; rows < SYNTH_POINTS; copy++) {
    let chunk = '';
    for (const [lon, lat, num, street, zip] of base) {
      if (rows >= SYNTH_POINTS) break;
      const target = allZips[(zipIndex.get(zip) * 97 + copy * 7919) % allZips.length];
      chunk += `${lon},${lat},${num},S${copy} ${street},,,,,${target},${rows}\n`;
      rows += 1;
      if (chunk.length > 1 << 20) {
        if (!w.write(chunk)) await new Promise((r) => w.once('drain', r));
        chunk = '';
      }
    }
    w.write(chunk);
  }
  await new Promise((r) => w.end(r));
  return { rows, baseRows: base.length, bytes: statSync(out).size };
}

// ---- parent -----------------------------------------------------------------------------------

function child(job, args, env = {}) {
  const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=20000', SELF, '--child', job, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`bench child ${job} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** Builds alternately with the baseline tree and this one (ABAB…), prints both; returns this one's median run. */
function compareBuilds(baseline, out, districts, paths) {
  const runs = { baseline: [], current: [] };
  // each tree caches its ZIP table under its own key and drops other keys': give each its own temp dir
  const tmp = { baseline: mkdtempSync(join(tmpdir(), 'usaddr-bench-base-')), current: mkdtempSync(join(tmpdir(), 'usaddr-bench-cur-')) };
  const env = { baseline: { USADDR_BENCH_TREE: baseline, TMPDIR: tmp.baseline }, current: { TMPDIR: tmp.current } };
  child('embedded', [], env.baseline);
  child('embedded', [], env.current);
  for (let i = 0; i < 3; i++) {
    runs.baseline.push(child('build', [`${out}.baseline`, districts, ...paths], env.baseline));
    runs.current.push(child('build', [out, districts, ...paths], env.current));
  }
  for (const dir of Object.values(tmp)) rmSync(dir, { recursive: true, force: true });
  for (const [name, rs] of Object.entries(runs)) {
    const wall = median(rs.map((r) => r.recordsPerSec));
    const cpu = median(rs.map((r) => r.recordsPerCpuSec));
    const each = rs.map((r) => `${fmt.format(Math.round(r.recordsPerSec / 1000))}k`).join(' / ');
    console.log(
      `  build, ${name === 'baseline' ? `baseline ${baseline}` : 'this tree'} (3 runs, alternating, median): ${fmt.format(Math.round(wall))} records/s wall (runs ${each}), ${fmt.format(Math.round(cpu))} per CPU-second; load average ${rs.map((r) => r.load1.toFixed(1)).join(' / ')}`,
    );
  }
  const cur = runs.current;
  return cur.find((r) => r.recordsPerSec === median(cur.map((x) => x.recordsPerSec)));
}

function printIndex(label, b, l) {
  console.log(`  ${label}`);
  console.log(`    build:  ${fmt.format(b.rows)} records in ${b.buildSeconds.toFixed(2)} s = ${fmt.format(Math.round(b.recordsPerSec))} records/s wall, ${fmt.format(Math.round(b.recordsPerCpuSec))} per CPU-second (target ≥ 200,000)`);
  console.log(`            peer, same files in the same child: read + gunzip + split lines only ${fmt.format(Math.round(b.floorRowsPerSec))} rows/s`);
  console.log(`            ${b.phases.map((p) => `${p.name} ${p.seconds.toFixed(2)} s`).join(', ')}
            sorting + packing ${b.packSeconds.toFixed(2)} s; write ${b.writeSeconds.toFixed(2)} s, peak RSS ${fmt.format(Math.round(b.maxRssMB))} MB`);
  console.log(`    index:  ${fmt.format(b.counts.points)} points, ${fmt.format(b.counts.streets)} streets, ${fmt.format(b.counts.zips)} ZIPs, ${fmt.format(b.counts.ranges)} ranges; file ${mb(b.bytes)} (${(b.bytes / Math.max(1, b.counts.points)).toFixed(1)} B/point)`);
  console.log(`    load:   ${l.loadMs.toFixed(1)} ms wall, ${l.loadCpuMs.toFixed(1)} ms CPU (peer: readFileSync of the same file ${l.readMs.toFixed(1)} ms; target ≤ 300 ms), first query ${l.firstQueryMs.toFixed(1)} ms`);
  console.log(`    memory: ${l.heapPerPoint.toFixed(1)} B/point of JS heap, ${l.totalPerPoint.toFixed(1)} B/point with the file buffer (target ≤ 120), RSS after load ${fmt.format(Math.round(l.rssMB))} MB`);
}

export default async function ({ shared, args }) {
  const [l1, l5] = (await import('node:os')).loadavg();
  console.log(`  machine: ${(await import('node:os')).cpus().length} cores, load average ${l1.toFixed(1)} (1 min) / ${l5.toFixed(1)} (5 min) at start`);
  const refDir = fileURLToPath(new URL('reference/', shared));
  const districts = fileURLToPath(new URL('zip/zcta-congressional-district-119.csv', shared));
  if (!existsSync(refDir)) {
    console.log('  skipped: ../shared/data/reference is absent');
    return;
  }
  const paths = REF_FILES.map((f) => join(refDir, f));
  const work = mkdtempSync(join(tmpdir(), 'usaddr-bench-ref-'));
  try {
    // an empty temp dir of its own for the cold load, inside `work` so it goes with it
    const emptyTmp = mkdtempSync(join(work, 'cold-'));
    const cold = child('embedded', [], { TMPDIR: emptyTmp });
    const warm = child('embedded', [], { TMPDIR: emptyTmp });
    console.log(`  embedded ZIP table: ${fmt.format(cold.zips)} ZIPs; first load ${cold.loadMs.toFixed(1)} ms (builds + caches), later loads ${warm.loadMs.toFixed(1)} ms (+ ${warm.importMs.toFixed(1)} ms module import)`);

    // the builds copy the cached table; warm the real temp dir's cache so they measure steady state
    child('embedded', []);
    const real = join(work, 'shared.usaddr');
    const baseline = arg(args, 'baseline');
    const rb = baseline ? compareBuilds(baseline, real, districts, paths) : child('build', [real, districts, ...paths]);
    const rl = child('load', [real]);
    printIndex('shared data (6 files + districts)', rb, rl);

    if (args.includes('--no-synth')) return;
    const csv = join(work, 'synthetic.oa.csv');
    const t = performance.now();
    const points = Number(arg(args, 'points', DEFAULT_SYNTH_POINTS));
    const gen = child('synth', [csv, String(points), ...paths]);
    console.log(`  synthetic: ${fmt.format(gen.rows)} rows (${fmt.format(gen.baseRows)} distinct real points × copies with renamed streets and moved ZIPs), ${mb(gen.bytes)} CSV made in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const big = join(work, 'synthetic.usaddr');
    const sb = child('build', [big, '-', csv]);
    rmSync(csv);
    const sl = child('load', [big]);
    printIndex(`synthetic ${fmt.format(points)} points`, sb, sl);
    const k = sb.counts.points / rb.counts.points;
    console.log(
      `  scale ×${k.toFixed(1)} points: build time ×${(sb.buildSeconds / rb.buildSeconds).toFixed(1)}, file ×${(sb.bytes / rb.bytes).toFixed(1)}, load ×${(sl.loadMs / rl.loadMs).toFixed(1)}, B/point ${rl.totalPerPoint.toFixed(1)} → ${sl.totalPerPoint.toFixed(1)}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === SELF && process.argv[2] === '--child') {
  const jobs = { build: childBuild, load: childLoad, synth: childSynth, embedded: childEmbedded };
  const result = await jobs[process.argv[3]](process.argv.slice(4));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
