#!/usr/bin/env node
// This build against another built checkout, in a fresh process of their own (run by `npm run bench -- lookup
// --baseline=DIR`): both builds' normalizer.parse and lookupBulk over the same requests, each build warmed by the
// same passes before the timed ones, passes interleaved, best CPU time of each. In the bench's own process this
// build had already run the dev-set scoring and the throughput rounds, which left it slower than a build that had
// not (strings and call sites shaped by other work): ~5-18% against this build.
//   node bench/lookup-ab.mjs --baseline=DIR --requests=FILE (JSON: [[label, requests], ...])
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg } from './args.mjs';
import { loadText } from './load.mjs';
import { indexSources } from './index-sources.mjs';
import { cpuMs } from './stats.mjs';
import { toParse } from './devset/parse-input.mjs';

const PASSES = 9;
const WARM = 2;
const args = process.argv.slice(2);
const shared = new URL('../../shared/data/', import.meta.url);

/** One build's normalizer, engine over its own index (built by that build) and lookupBulk. */
async function build(root) {
  const dist = pathToFileURL(`${resolve(root)}/dist/`);
  const load = (p) => import(new URL(p, dist).href);
  const { loadTables } = await load('data/load.js');
  const { createNormalizer } = await load('engine/normalize/index.js');
  const { createEngine } = await load('engine/index.js');
  const { buildReference } = await load('reference/build.js');
  // a build from before the engine seam (the round start) has engine.lookupBulk instead of wire/lookup-bulk.js
  const lookupBulk = await load('wire/lookup-bulk.js').then((m) => m.lookupBulk, () => (engine, items) => engine.lookupBulk(items));
  const { sources, districts } = indexSources(shared);
  const { index } = await buildReference(sources, { districts });
  const normalizer = createNormalizer(loadTables());
  return { normalizer, engine: createEngine({ normalizer, reference: index }), lookupBulk };
}

/** Best CPU time of each fn over PASSES interleaved passes, after WARM passes of each. */
function interleaved(fns) {
  for (let w = 0; w < WARM; w++) for (const f of fns) f();
  const best = fns.map(() => Number.POSITIVE_INFINITY);
  for (let r = 0; r < PASSES; r++) {
    fns.forEach((f, i) => {
      const c = cpuMs();
      f();
      best[i] = Math.min(best[i], cpuMs() - c);
    });
  }
  return best;
}

const baseline = arg(args, 'baseline');
const sets = JSON.parse(readFileSync(arg(args, 'requests'), 'utf8'));
const cur = await build(fileURLToPath(new URL('../', import.meta.url)));
const base = await build(baseline);
console.log(`\nagainst the baseline build ${resolve(baseline)} (a fresh process, both builds warmed alike by ${WARM} passes, same requests, passes interleaved, best CPU time of ${PASSES}; load average ${loadText()}):`);
for (const [label, requests] of sets) {
  const n = requests.length;
  const inputs = requests.map(toParse);
  const chunks = [];
  for (let i = 0; i < n; i += 1000) chunks.push(requests.slice(i, i + 1000));
  const parse = (b) => () => { for (const x of inputs) b.normalizer.parse(x); };
  const bulk = (b) => () => { for (const c of chunks) b.lookupBulk(b.engine, c); };
  const [pc, pb] = interleaved([parse(cur), parse(base)]);
  const [lc, lb] = interleaved([bulk(cur), bulk(base)]);
  const perCpu = (ms) => Math.round((n * 1000) / ms);
  console.log(`${label}:`);
  console.log(`  parse       current ${perCpu(pc)} / baseline ${perCpu(pb)} per CPU-second = ${(pb / pc).toFixed(2)}x`);
  console.log(`  lookupBulk  current ${perCpu(lc)} / baseline ${perCpu(lb)} per CPU-second = ${(lb / lc).toFixed(2)}x`);
}
console.log(`load average ${loadText()} at end`);
