// `npm run bench -- autocomplete [--targets=N] [--files=a,b] [--http=N (0: none)] [--rate=N/s]`: real addresses from
// ../shared/data/reference typed one keystroke at a time; in-process latency per query (p50/p99)
// and top-1 / top-3 hit rates after k keystrokes, at street-complete, and with one typo; then the
// same prefixes over HTTP through `usaddr serve` at a fixed rate (bench/autocomplete-http.mjs).
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { arg } from './args.mjs';
import { httpLatency } from './autocomplete-http.mjs';
import { rankOf, sampleTargets, withTypo } from './autocomplete-targets.mjs';
import { percentile as pct } from './stats.mjs';

const dist = new URL('../dist/', import.meta.url);
const load = (p) => import(new URL(p, dist).href);

export default async function ({ shared, args }) {
  const dir = new URL('reference/', shared);
  if (!existsSync(dir)) {
    console.log('skipped: ../shared/data/reference is absent');
    return;
  }
  const wanted = arg(args, 'files');
  const files = readdirSync(dir)
    .filter((f) => /\.oa\.csv(\.gz)?$/.test(f))
    .filter((f) => !wanted || wanted.split(',').some((w) => f.includes(w)));
  const { buildReference } = await load('reference/build.js');
  const { buildEngine } = await load('service/engine-factory.js');
  const { createEngine } = await load('engine/index.js');
  let t = performance.now();
  const { index } = await buildReference(files.map((f) => fileURLToPath(new URL(f, dir))));
  const c = index.meta.counts;
  console.log(`index from ${files.join(', ')}: ${c.points} points, ${c.streets} streets (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  const engine = createEngine({ normalizer: buildEngine().deps.normalizer, reference: index });
  t = performance.now();
  engine.autocomplete('1 main');
  console.log(`autocomplete tables built on first query: ${(performance.now() - t).toFixed(0)} ms`);

  const targets = sampleTargets(index, Number(arg(args, 'targets', 600)));
  const times = [];
  const queries = [];
  const K = [3, 5, 8, 10, 12, 15, 20];
  const hits = new Map(); // label -> [top1, top3, n]
  const note = (label, r) => {
    const h = hits.get(label) ?? [0, 0, 0];
    if (r === 0) h[0] += 1;
    if (r >= 0 && r < 3) h[1] += 1;
    h[2] += 1;
    hits.set(label, h);
  };
  let stayed = 0;
  let reached = 0;
  let ambiguous = 0;
  for (const tg of targets) {
    let inTop3Since = -1;
    let leftAfter = false;
    for (let k = 1; k <= tg.typed.length; k++) {
      const q = tg.typed.slice(0, k);
      queries.push(q);
      const s = performance.now();
      const r = engine.autocomplete(q, { limit: 10 });
      times.push(performance.now() - s);
      const rank = r.ok ? rankOf(r.suggestions, tg) : -1;
      if (K.includes(k)) note(`k=${k}`, rank);
      if (k === tg.streetEnd) {
        note('street complete', rank);
        const same = r.ok ? r.suggestions.filter((x) => x.street === tg.line).length : 0;
        if (same > 3) ambiguous += 1;
      }
      if (k === tg.streetEnd + 5) note('street + 3 city letters', rank);
      if (k === tg.typed.length) note('full address', rank);
      if (k >= tg.streetEnd) {
        if (rank >= 0 && rank < 3) {
          if (inTop3Since < 0) inTop3Since = k;
        } else if (inTop3Since >= 0) leftAfter = true;
      }
    }
    if (inTop3Since >= 0) {
      reached += 1;
      if (!leftAfter) stayed += 1;
    }
    const typo = withTypo(tg);
    if (typo) {
      const r = engine.autocomplete(typo, { limit: 10 });
      note('one typo, street complete', r.ok ? rankOf(r.suggestions, tg) : -1);
    }
  }
  times.sort((a, b) => a - b);
  console.log(`\n${targets.length} target addresses, ${times.length} query prefixes typed one keystroke at a time; load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log(`in-process latency per query: p50 ${pct(times, 50).toFixed(3)} ms, p99 ${pct(times, 99).toFixed(3)} ms, max ${times[times.length - 1].toFixed(1)} ms (target p99 <= 2 ms)`);
  console.log('\n| after | top-1 | top-3 | n |\n|---|---|---|---|');
  for (const [label, [t1, t3, n]] of hits) console.log(`| ${label} | ${((100 * t1) / n).toFixed(1)}% | ${((100 * t3) / n).toFixed(1)}% | ${n} |`);
  console.log(`\nonce in the top 3 at or after street-complete, stayed there to the end: ${stayed}/${reached}`);
  console.log(`targets whose "number street" text is shared by more than 3 suggestions at street-complete (no ranking can put them all in a top 3): ${ambiguous}/${targets.length}`);
  console.log('targets: top-3 at street-complete >= 97%, top-1 >= 90%; one typo in the street name top-3 >= 90%');
  if (arg(args, 'http', '2000') !== '0') await httpLatency(index, queries, { rate: Number(arg(args, 'rate', 200)), count: Number(arg(args, 'http', 2000)) });
}
