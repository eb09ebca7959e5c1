#!/usr/bin/env node
// Prints every address of the usaddress corpora that usaddr does not get exactly right: the input, the
// corpus's fields, ours, and whether the standardized street line still agrees (a labelling convention)
// or not (a real miss). Run after `npm run build`: node bench/parse-misses.mjs [--all] [--line-only]
import { FIELDS, loadCorpus, makeParsers, score } from './parse-corpus.mjs';

const all = process.argv.includes('--all');
const lineOnly = process.argv.includes('--line-only');
const corpus = await loadCorpus(new URL('../../shared/data/', import.meta.url));
if (!corpus) process.exit(0);
const { n, c, cases } = corpus;
const chosen = all ? cases : cases.filter((k) => k.street);
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
