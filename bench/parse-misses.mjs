#!/usr/bin/env node
// Prints every address of the usaddress corpora that usaddr does not get exactly right: the input, the
// corpus's fields, ours, and whether the standardized street line still agrees (a labelling convention)
// or not (a real miss). Run after `npm run build`: node bench/parse-misses.mjs [--all] [--line-only]
import { expectedOf, FIELDS, FILES, isStreetAddress, makeCanon, makeParsers, readCorpus, score } from './parse-corpus.mjs';

const { loadTables } = await import(new URL('../dist/data/load.js', import.meta.url).href);
const { createNormalizer } = await import(new URL('../dist/engine/normalize/index.js', import.meta.url).href);
const tables = loadTables();
const n = createNormalizer(tables);
const c = makeCanon(n, tables);
const shared = new URL('../../shared/data/', import.meta.url);
const all = process.argv.includes('--all');
const lineOnly = process.argv.includes('--line-only');
let cases;
try {
  cases = FILES.flatMap((f) => readCorpus(new URL(f, shared)));
} catch (err) {
  console.log(`skipped: cannot read the usaddress corpora under ${shared.pathname} (${err.code ?? err.message})`);
  process.exit(0);
}
for (const k of cases) k.expected = expectedOf(k.labels, c, n);
const chosen = all ? cases : cases.filter((k) => isStreetAddress(k.labels));
const result = score(chosen, makeParsers(n, c).usaddr);
const show = (o) => FIELDS.filter((f) => o[f] !== '').map((f) => `${f}=${o[f]}`).join(' | ');
let lineMisses = 0;
for (const m of result.misses) {
  if (!m.lineOk) lineMisses++;
  if (lineOnly && m.lineOk) continue;
  console.log(`${m.lineOk ? 'CONVENTION?' : 'MISS'}  ${m.text}`);
  console.log(`    want  ${show(m.expected)}`);
  console.log(`    got   ${show(m.got)}`);
  console.log(`    diff  ${m.diff.join('; ')}${m.lineOk ? '' : `; line: got '${m.got.line}' want '${m.expected.lines.join("' or '")}'`}`);
}
console.log(`\n${result.misses.length} of ${result.n} ${all ? 'addresses' : 'street addresses'} differ in some field; ${lineMisses} of them in the standardized street line`);
