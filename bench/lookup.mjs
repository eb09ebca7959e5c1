// `npm run bench -- lookup [--index=PATH] [--per-kind=N] [--seed=N] [--examples=N] [--show-wrong] [--kinds=REGEX] [--baseline=DIR] [--no-throughput] [--probe]`:
// builds one index from all of ../shared/data/reference (or reads a prebuilt one), scores the
// seeded dev set per kind, then measures lookupBulk throughput in-process, single-threaded (clean addresses, the dev
// set's first kinds, every valid kind),
// beside a same-run baseline (--probe: also the phrasing probe's kinds, bench/devset/probe.mjs) (parse only, same inputs); --baseline=DIR (another built checkout) also
// runs that build's parse and lookupBulk on the same requests in a fresh process (bench/lookup-ab.mjs), and gives the ratios.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg } from './args.mjs';
import { loadText } from './load.mjs';
import { indexSources } from './index-sources.mjs';
import { cpuMs } from './stats.mjs';
import { FIRST_KINDS } from './devset/first-kinds.mjs';
import { generateDevSet } from './devset/generate.mjs';
import { toParse } from './devset/parse-input.mjs';
import { scoreDevSet } from './devset/report.mjs';

const dist = new URL('../dist/', import.meta.url);
const loadModule = (p) => import(new URL(p, dist).href);

/** The reference index: --index=PATH read, else built now from ../shared/data/reference. */
async function reference(shared, args) {
  const prebuilt = arg(args, 'index');
  if (prebuilt) {
    const { readIndexFile } = await loadModule('reference/index-file.js');
    return readIndexFile(prebuilt);
  }
  const { buildReference } = await loadModule('reference/build.js');
  const { sources, districts } = indexSources(shared);
  const t = performance.now();
  const { index } = await buildReference(sources, { districts });
  const c = index.meta.counts;
  console.log(`index built from ${sources.length} files + districts in ${((performance.now() - t) / 1000).toFixed(1)} s: ${c.points} points, ${c.streets} streets, ${c.zips} ZIPs, ${c.ranges} ranges`);
  return index;
}

// best of N short passes: on a shared machine the quietest pass is the closest to the code's own
// cost; CPU time (this process, all threads) is less touched by other processes than wall time
const PASSES = 9;

function rate(label, n, fn) {
  fn(); // warm-up: JIT and the per-ZIP street tables
  let best = Number.POSITIVE_INFINITY;
  let bestCpu = Number.POSITIVE_INFINITY;
  for (let r = 0; r < PASSES; r++) {
    const c = cpuMs();
    const t = performance.now();
    fn();
    best = Math.min(best, performance.now() - t);
    bestCpu = Math.min(bestCpu, cpuMs() - c);
  }
  const perSec = Math.round((n * 1000) / best);
  const perCpu = Math.round((n * 1000) / bestCpu);
  console.log(`${label.padEnd(36)} ${String(perSec).padStart(8)} addresses/s wall, ${String(perCpu).padStart(8)} per CPU-second  (best of ${PASSES} passes of ${n}: ${best.toFixed(0)} ms wall, ${bestCpu.toFixed(0)} ms CPU)`);
  return { perSec, perCpu };
}


export default async function ({ shared, args }) {
  if (!existsSync(new URL('reference/', shared))) {
    console.log('lookup: ../shared/data/reference is absent; nothing to measure');
    return;
  }
  const { loadTables } = await loadModule('data/load.js');
  const { createNormalizer } = await loadModule('engine/normalize/index.js');
  const { createEngine } = await loadModule('engine/index.js');
  const { lookupBulk } = await loadModule('wire/lookup-bulk.js');
  const { createNameKey } = await loadModule('engine/match/street-key.js');
  const { boundedDistance } = await loadModule('engine/match/edit-distance.js');
  const normalizer = createNormalizer(loadTables());
  const nameKey = createNameKey(normalizer.tables);
  const index = await reference(shared, args);

  const perKind = Number(arg(args, 'per-kind', '1000'));
  const seed = Number(arg(args, 'seed', '20261122'));
  const kinds = arg(args, 'kinds');
  const only = kinds ? new RegExp(kinds) : undefined;
  const t = performance.now();
  const devset = generateDevSet(shared, { index, normalizer, nameKey, boundedDistance }, { seed, perKind, only, probe: args.includes('--probe') });
  console.log(`dev set: seed ${seed}, ${devset.cases.length} cases from ${devset.rows} rows (pool ${devset.pool}), generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const engine = createEngine({ normalizer, reference: index });
  // --show-wrong: every wrong answer (unless --examples caps it), not the NOT_FOUND or ambiguous misses
  const wrongOnly = args.includes('--show-wrong');
  scoreDevSet((items) => lookupBulk(engine, items), devset, { examples: Number(arg(args, 'examples', wrongOnly ? '1000000' : '0')), wrongOnly });
  if (args.includes('--no-throughput')) return;

  // throughput: clean reference addresses, the kinds the dev set had before the hard forms (bench/devset/first-kinds.mjs),
  // then the whole messy mix, each beside parse alone
  const sets = [
    ['clean addresses (dev-set kind "clean")', devset.cases.filter((c) => c.kind === 'clean')],
    [`the dev set's first ${FIRST_KINDS.size} kinds, mixed`, devset.cases.filter((c) => c.valid && FIRST_KINDS.has(c.kind))],
    ['every valid messy kind, mixed', devset.cases.filter((c) => c.valid)],
  ];
  console.log(`\nthroughput (single thread, in-process, 1000 requests per lookupBulk call; ${os.cpus().length} CPUs, load average ${loadText()} at start):`);
  for (const [label, cases] of sets) {
    if (cases.length === 0) continue; // --kinds left none of these
    const n = 20_000;
    const requests = Array.from({ length: n }, (_, i) => cases[i % cases.length].request);
    const chunks = [];
    for (let i = 0; i < n; i += 1000) chunks.push(requests.slice(i, i + 1000));
    console.log(`${label}:`);
    const parse = rate('  baseline: normalizer.parse only', n, () => {
      for (const r of requests) normalizer.parse(toParse(r));
    });
    const bulk = rate('  lookupBulk (engine + wire)', n, () => {
      for (const c of chunks) lookupBulk(engine, c);
    });
    console.log(`  lookupBulk = ${((100 * bulk.perSec) / parse.perSec).toFixed(0)}% of the parse-only rate wall, ${((100 * bulk.perCpu) / parse.perCpu).toFixed(0)}% per CPU-second (target >= 100000 addresses/s)`);
  }
  const baseline = arg(args, 'baseline');
  if (baseline) await againstBaseline(baseline, sets);
  console.log(`load average ${loadText()} at end`);
}

/** The A/B against another build runs in a process of its own (bench/lookup-ab.mjs): see why there. */
async function againstBaseline(dir, sets) {
  const file = join(mkdtempSync(join(os.tmpdir(), 'usaddr-lookup-ab-')), 'requests.json');
  // (requests drawn from ../shared, written to a temporary file only, removed after)
  writeFileSync(file, JSON.stringify(sets.filter(([, cases]) => cases.length > 0).map(([label, cases]) => [label, Array.from({ length: 20_000 }, (_, i) => cases[i % cases.length].request)])));
  try {
    const r = spawnSync(process.execPath, [fileURLToPath(new URL('./lookup-ab.mjs', import.meta.url)), `--baseline=${dir}`, `--requests=${file}`], { stdio: 'inherit' });
    if (r.status !== 0) console.log(`baseline comparison failed (exit ${r.status})`);
  } finally {
    rmSync(dirname(file), { recursive: true, force: true });
  }
}
