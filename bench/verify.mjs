// Section `verify`: generates a 1,000,000-row messy CSV from ../shared/data/reference, then in the
// same run measures a csv-parse → csv-stringify passthrough (the I/O floor) and `usaddr verify`
// (spawned from the build, with a reference index built now from the same files) at 1M and 100k
// rows, peak RSS at the --chunk-size / --concurrency caps, the hand-written paths against their
// libraries (verify-paths.mjs) and a --chunk-size sweep on a 100k-row file. Flags: --rows=N,
// --repeat=N (rounds of floor / 1M / 100k, alternating, medians reported; default 3), --no-sweep,
// --no-caps, --no-paths, --baseline=DIR (another tree's build, run alternately with this one,
// --rounds=N times each, for a same-run before/after of a 20-row run (start-up), 100k and 1M rows).
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { arg } from './args.mjs';
import { median } from './stats.mjs';
import { pathBenches } from './verify-paths.mjs';

const BIN = new URL('../bin/usaddr.js', import.meta.url).pathname;
const SOURCES = ['vt-e911-statewide.oa.csv.gz', 'md-baltimore-county.oa.csv.gz', 'ca-san-francisco-excerpt.oa.csv', 'ca-santa-clara-sample.oa.csv', 'ca-alameda-sample.oa.csv'];
const SUFFIX_WORDS = { ST: 'Street', AVE: 'Avenue', AV: 'Avenue', RD: 'Road', DR: 'Drive', LN: 'Lane', CT: 'Court', PL: 'Place', BLVD: 'Boulevard', CIR: 'Circle', TER: 'Terrace', HWY: 'Highway', WAY: 'Way', PKWY: 'Parkway' };
const STATE_NAMES = { VT: 'Vermont', MD: 'Maryland', CA: 'California' };

/** A seeded PRNG so every run draws the same file. */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

async function readReference(dir) {
  const points = [];
  for (const name of SOURCES) {
    const path = new URL(name, dir).pathname;
    if (!existsSync(path)) continue;
    const src = createReadStream(path);
    const parser = parse({ columns: true, relax_column_count: true });
    const reading = name.endsWith('.gz') ? pipeline(src, createGunzip(), parser) : pipeline(src, parser);
    const state = name.slice(0, 2).toUpperCase();
    for await (const r of parser) {
      if (!r.NUMBER || !r.STREET) continue;
      points.push([r.NUMBER, r.STREET, r.UNIT ?? '', r.CITY ?? '', r.REGION || state, (r.POSTCODE ?? '').slice(0, 5)]);
    }
    await reading;
  }
  return points;
}

const title = (s) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** One messy row: case, spelled-out suffixes, unit forms, ZIP+4 / missing ZIP, state names. */
function messyRow(p, i, rand) {
  const [number, street, unit, city, state, zip] = p;
  let s = street;
  const words = s.split(' ');
  const last = words[words.length - 1];
  if (rand() < 0.4 && SUFFIX_WORDS[last]) s = [...words.slice(0, -1), SUFFIX_WORDS[last]].join(' ');
  const r = rand();
  const caseFn = r < 0.33 ? (x) => x.toLowerCase() : r < 0.66 ? title : (x) => x;
  let address = `${number} ${caseFn(s)}`;
  let address2 = '';
  if (unit) {
    const u = unit.replace(/^(APT|UNIT|#|STE)\s*/i, '');
    const form = ['Apt ', '#', 'Unit ', 'apt. '][Math.floor(rand() * 4)];
    if (rand() < 0.5) address2 = form + u;
    else address += `${rand() < 0.5 ? ',' : ''} ${form}${u}`;
  }
  const zr = rand();
  const zipOut = zr < 0.1 ? '' : zr < 0.2 ? `${zip}-${String(Math.floor(rand() * 9999)).padStart(4, '0')}` : zip;
  const stateOut = rand() < 0.15 ? (STATE_NAMES[state] ?? state) : rand() < 0.3 ? state.toLowerCase() : state;
  return [i + 1, `Customer ${i + 1}`, address, address2, caseFn(city), stateOut, zipOut];
}

async function generate(points, rows, path) {
  const rand = rng(42);
  const out = createWriteStream(path);
  const csv = stringify({ header: true, columns: ['id', 'name', 'address', 'address2', 'city', 'state', 'zip'] });
  const done = pipeline(csv, out);
  for (let i = 0; i < rows; i++) {
    const row = messyRow(points[Math.floor(rand() * points.length)], i, rand);
    if (!csv.write(row)) await new Promise((r) => csv.once('drain', r));
  }
  csv.end();
  await done;
}

const cpuSince = (c0) => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e6;
};

async function passthrough(path) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let rows = 0;
  const parser = parse({ columns: false });
  parser.on('data', () => (rows += 1));
  await pipeline(createReadStream(path), parser, stringify(), createWriteStream('/dev/null'));
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  return { rows: rows - 1, seconds: s, rate: (rows - 1) / s, perCpu: (rows - 1) / cpuSince(c0) };
}

function run(args, bin = BIN) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let err = '';
    let hwm = 0;
    // VmHWM sampled while it runs, as a cross-check of the process's own maxRSS
    const timer = setInterval(() => {
      try {
        const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (m) hwm = Math.max(hwm, Number(m[1]) * 1024);
      } catch {}
    }, 100);
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ code, seconds: Number(process.hrtime.bigint() - t0) / 1e9, stderr: err, hwm });
    });
  });
}

async function verify(file, reference, dir, extra = [], bin = BIN) {
  const summaryPath = join(dir, 'summary.json');
  const args = ['verify', file, '-o', join(dir, 'out.csv'), '--quiet', '--summary-json', summaryPath, ...(reference ? ['--reference', reference] : []), ...extra];
  const r = await run(args, bin);
  if (r.code !== 0) throw new Error(`verify exited ${r.code}: ${r.stderr}`);
  const summary = JSON.parse(readFileSync(summaryPath, 'utf8'));
  return { ...r, summary, rate: summary.rows / r.seconds, perCpu: summary.rows / summary.cpuSeconds };
}

/** The engine alone on this thread over the first `n` rows: the ceiling verify's workers share. */
async function engineAlone(file, reference, n) {
  const dist = new URL('../dist/', import.meta.url);
  const { createEngine } = await import(new URL('engine/index.js', dist));
  const { lookupBulk } = await import(new URL('wire/lookup-bulk.js', dist));
  const { createNormalizer } = await import(new URL('engine/normalize/index.js', dist));
  const { loadTables } = await import(new URL('data/load.js', dist));
  const { readIndexFile } = await import(new URL('reference/index-file.js', dist));
  const { loadEmbeddedReference } = await import(new URL('reference/embedded.js', dist));
  const { openInput } = await import(new URL('io/open-input.js', dist));
  const engine = createEngine({ normalizer: createNormalizer(loadTables()), reference: reference ? readIndexFile(reference) : loadEmbeddedReference() });
  const opened = await openInput({ path: file, stdin: process.stdin });
  const requests = [];
  const warm = 100_000;
  for await (const batch of opened.input.rows) {
    for (const row of batch) if (requests.length < warm + n) requests.push(row.request);
    if (requests.length >= warm + n) break;
  }
  // the first rows warm the JIT and the engine's per-ZIP caches, as a long verify run's workers are
  for (let i = 0; i < warm; i += 1000) lookupBulk(engine, requests.slice(i, i + 1000));
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = warm; i < requests.length; i += 1000) lookupBulk(engine, requests.slice(i, i + 1000));
  return { rate: n / (Number(process.hrtime.bigint() - t0) / 1e9), perCpu: n / cpuSince(c0) };
}

const mb = (b) => `${(b / 1048576).toFixed(0)} MB`;
const k = (n) => `${Math.round(n / 1000)}k`;

export default async function ({ shared, args }) {
  const rows = Number(arg(args, 'rows', '1000000'));
  const dir = join(tmpdir(), 'usaddr-bench-verify');
  mkdirSync(dir, { recursive: true });
  const refDir = new URL('reference/', shared);
  if (!existsSync(refDir)) {
    console.log('skipped: ../shared/data/reference is absent');
    return;
  }
  const points = await readReference(refDir);
  const file = join(dir, `messy-${rows}.csv`);
  if (!existsSync(file)) await generate(points, rows, file);
  console.log(`input: ${rows.toLocaleString('en-US')} messy rows drawn from ${points.length.toLocaleString('en-US')} reference points, ${mb(statSync(file).size)} (${file})`);

  const reference = join(dir, 'shared.usaddr');
  const sources = SOURCES.map((n) => new URL(n, refDir).pathname).concat(new URL('mt-meagher-tiger-addrfeat.csv', refDir).pathname).filter(existsSync);
  const built = await run(['reference', 'build', ...sources, '--out', reference, '--quiet']);
  const useRef = built.code === 0 && existsSync(reference);
  console.log(useRef ? `reference: built now from ../shared/data/reference in ${built.seconds.toFixed(1)}s (${mb(statSync(reference).size)})` : `reference: build failed (${built.stderr.trim()}); using the embedded default`);

  const slice = join(dir, 'messy-100000.csv');
  if (!existsSync(slice)) await generate(points, 100_000, slice);
  const ref = useRef ? reference : undefined;
  const load0 = loadavg();
  // the floor and both verify runs alternate, round after round: on a shared machine the speed of the whole box
  // drifts by half within minutes, so a ratio is taken within one round and the median of the rounds is reported
  const repeat = Math.max(1, Number(arg(args, 'repeat', '3')));
  const rounds = [];
  for (let i = 0; i < repeat; i++) {
    const floor = await passthrough(file);
    const v = await verify(file, ref, dir);
    const small = await verify(slice, ref, dir);
    rounds.push({ floor, v, small, load: loadavg()[0] });
  }
  const engine = await engineAlone(file, ref, 200_000);
  const load1 = loadavg();
  const la = (l) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(`load average at start: ${la(load0)}, after the main runs: ${la(load1)} on ${availableParallelism()} cores (wall-clock rates suffer on a shared machine; rows per CPU-second less so)`);
  console.log(`${repeat} round${repeat === 1 ? '' : 's'} (--repeat=N), each: the floor, then verify at 1M and at 100k rows`);
  console.log('| round | run | rows | seconds | rows/s | rows per CPU-second | peak RSS |');
  console.log('|---|---|---|---|---|---|---|');
  rounds.forEach(({ floor, v, small, load }, i) => {
    console.log(`| ${i + 1} (load ${load.toFixed(1)} after) | csv-parse → csv-stringify passthrough (I/O floor) | ${floor.rows} | ${floor.seconds.toFixed(2)} | ${k(floor.rate)} | ${k(floor.perCpu)} | |`);
    console.log(`| ${i + 1} | usaddr verify (${useRef ? 'shared reference built now' : 'embedded default'}, default chunk size and workers) | ${v.summary.rows} | ${v.seconds.toFixed(2)} | ${k(v.rate)} | ${k(v.perCpu)} | ${mb(v.summary.peakRssBytes)} (VmHWM sampled ${mb(v.hwm)}) |`);
    console.log(`| ${i + 1} | usaddr verify, 100k rows (start-up paid once per run) | ${small.summary.rows} | ${small.seconds.toFixed(2)} | ${k(small.rate)} | ${k(small.perCpu)} | ${mb(small.summary.peakRssBytes)} |`);
  });
  console.log(`| | engine + wire lookupBulk alone, in-process, rows 100k–300k after 100k of warm-up (no I/O) | 200000 | | ${k(engine.rate)} | ${k(engine.perCpu)} | |`);
  const shown = (xs) => `${median(xs).toFixed(2)} (median; rounds: ${xs.map((x) => x.toFixed(2)).join(', ')})`;
  const toFloor = rounds.map(({ floor, v }) => v.rate / floor.rate);
  const smallToBig = rounds.map(({ v, small }) => small.rate / v.rate);
  const peak = Math.max(...rounds.map(({ v, small }) => Math.max(v.summary.peakRssBytes, v.hwm, small.summary.peakRssBytes)));
  console.log(`verify 1M / passthrough = ${shown(toFloor)} (target ≥ 0.6); verify 100k / verify 1M = ${shown(smallToBig)} (target ≥ 0.5); peak RSS ${mb(peak)} (target ≤ 400 MB)`);
  const v = rounds[rounds.length - 1].v;
  const perCpu = median(rounds.map((r) => r.v.perCpu));
  console.log(`verify / engine alone, per CPU-second = ${(perCpu / engine.perCpu).toFixed(2)}: the share of CPU that goes to lookups rather than reading, threads, formatting and warm-up`);
  console.log(`lookup: ${JSON.stringify(v.summary.byLookupStatus)}; accuracy: ${JSON.stringify(v.summary.byAccuracy)}`);

  if (!args.includes('--no-caps')) {
    // the caps (src/batch/run-limits.ts): peak RSS at every allowed setting stays ≤ 400 MB
    console.log(`
peak RSS at the --chunk-size / --concurrency caps (1M rows unless said), load ${la(loadavg())}:`);
    console.log('| --chunk-size | --concurrency | rows/s | peak RSS |');
    console.log('|---|---|---|---|');
    for (const [size, conc, f] of [[5000, 2, file], [5000, 1, slice], [1000, 2, slice], [250, 2, slice], [10000000, 1000, slice]]) {
      const r = await verify(f, ref, dir, ['--chunk-size', String(size), '--concurrency', String(conc)]);
      console.log(`| ${size} | ${conc}${f === slice ? ' (100k rows)' : ''} | ${k(r.rate)} | ${mb(Math.max(r.summary.peakRssBytes, r.hwm))} |`);
    }
  }
  if (!args.includes('--no-paths')) await pathBenches(slice);

  const baseline = arg(args, 'baseline');
  if (baseline !== undefined) {
    const baseBin = join(baseline, 'bin/usaddr.js');
    const rounds = Number(arg(args, 'rounds', '2'));
    // 20 rows: start-up alone (process, workers, tables, index) with next to no lookups
    const tiny = join(dir, 'messy-20.csv');
    writeFileSync(tiny, `${readFileSync(slice, 'utf8').split('\n').slice(0, 21).join('\n')}\n`);
    console.log(`\nbefore/after, alternating (${baseBin} vs this tree), ${rounds} rounds:`);
    console.log('| build | 20 rows, seconds | 100k rows/s | 1M rows/s | 100k / 1M | peak RSS 1M | load (1 min) |');
    console.log('|---|---|---|---|---|---|---|');
    for (let i = 0; i < rounds; i++) {
      for (const [label, bin] of [['baseline', baseBin], ['this tree', BIN]]) {
        const t = await verify(tiny, ref, dir, [], bin);
        const s = await verify(slice, ref, dir, [], bin);
        const r = await verify(file, ref, dir, [], bin);
        console.log(`| ${label} | ${t.seconds.toFixed(2)} | ${k(s.rate)} | ${k(r.rate)} | ${(s.rate / r.rate).toFixed(2)} | ${mb(r.summary.peakRssBytes)} | ${loadavg()[0].toFixed(1)} |`);
      }
    }
  }

  if (!args.includes('--no-sweep')) {
    console.log('\n--chunk-size sweep (100k rows):');
    console.log('| chunk size | rows/s | rows per CPU-second | peak RSS |');
    console.log('|---|---|---|---|');
    for (const size of [250, 1000, 5000]) {
      const r = await verify(slice, useRef ? reference : undefined, dir, ['--chunk-size', String(size)]);
      console.log(`| ${size} | ${k(r.rate)} | ${k(r.perCpu)} | ${mb(r.summary.peakRssBytes)} |`);
    }
  }
}
