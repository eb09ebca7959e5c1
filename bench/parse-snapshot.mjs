#!/usr/bin/env node
// Parser oracle (a standalone script, not a bench section): the parse output of this build must be byte-identical
// to another build's on a large input set, for refactors that must not change behaviour.
//   node bench/parse-snapshot.mjs --baseline=DIR [--per-kind=N] [--no-devset] [--examples=N]
//
// Inputs (read at run time, nothing derived from ../shared is written anywhere):
//   fixtures   every line of fixtures/parse/*, every string literal of test/**/*.ts, every line and cell of fixtures/**/*.csv
//   corpus     the usaddress labeled corpora (bench/parse-corpus.mjs's FILES), as typed
//   reference  bench/parse-reference.mjs's cases (one per distinct street, city, state, ZIP) x its 3 forms
//   devset     bench/devset's seeded cases (every kind; components or full_address, as lookup sends them), and
//              each one's fields joined as one free-text line
//   mutations  seeded damage of the corpus and reference lines (commas dropped or added, words swapped or
//              repeated, fields shuffled between components, Unicode and control characters, long inputs)
// Each input goes through both builds' normalizer.parse; the JSON texts must be equal.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg } from './args.mjs';
import { readReferenceCsv } from './reference-csv.mjs';
import { indexSources } from './index-sources.mjs';
import { FILES, loadNormalizer, readCorpus } from './parse-corpus.mjs';
import { toParse } from './devset/parse-input.mjs';
import { createRng } from './devset/rng.mjs';

const args = process.argv.slice(2);
const root = fileURLToPath(new URL('../', import.meta.url));
const shared = new URL('../../shared/data/', import.meta.url);
const baselineDir = arg(args, 'baseline');
const EXAMPLES = Number(arg(args, 'examples', '10'));
if (!baselineDir) {
  console.error('parse-snapshot: --baseline=DIR (a built checkout to compare against) is required');
  process.exit(2);
}
const baseDist = pathToFileURL(`${resolve(baselineDir)}/dist/`);
if (!existsSync(new URL('engine/normalize/index.js', baseDist))) {
  console.error(`parse-snapshot: no build in ${resolve(baselineDir)}`);
  process.exit(2);
}
const cur = await loadNormalizer();
const base = await loadNormalizer(baseDist);

/** Every file under dir (recursively) whose name passes keep. */
function filesUnder(dir, keep) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p, keep) : keep(f) ? [p] : [];
  });
}

function fixtureInputs() {
  const out = [];
  for (const f of filesUnder(join(root, 'fixtures/parse'), () => true)) {
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (line.trim() === '' || line.startsWith('#')) continue;
      out.push(line.split('\t')[0].replace(/\\n/g, '\n'));
      out.push(line);
    }
  }
  for (const f of filesUnder(join(root, 'test'), (n) => n.endsWith('.ts'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/'((?:[^'\\\n]|\\.){3,300})'|"((?:[^"\\\n]|\\.){3,300})"/g)) {
      out.push((m[1] ?? m[2]).replace(/\\n/g, '\n').replace(/\\(.)/g, '$1'));
    }
  }
  for (const f of filesUnder(join(root, 'fixtures'), (n) => n.endsWith('.csv'))) {
    for (const line of readFileSync(f, 'utf8').split('\n').slice(0, 2000)) {
      out.push(line);
      for (const cell of line.split(',')) if (cell.length > 2) out.push(cell);
    }
  }
  return out;
}

const clean = (s) => (s ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

/** bench/parse-reference.mjs's cases, same selection (one per distinct street, city, state, ZIP), 3 forms. */
async function referenceInputs() {
  const dir = new URL('reference/', shared);
  if (!existsSync(dir)) return [];
  const out = [];
  const seen = new Set();
  for (const file of readdirSync(dir).filter((f) => /\.csv(\.gz)?$/.test(f)).sort()) {
    const { head, rows } = await readReferenceCsv(new URL(file, dir));
    const iN = head.indexOf('NUMBER');
    const iS = head.indexOf('STREET');
    if (iN < 0 || iS < 0) continue;
    const iC = head.indexOf('CITY');
    const iR = head.indexOf('REGION');
    const iP = head.indexOf('POSTCODE');
    const iU = head.indexOf('UNIT');
    for (const r of rows) {
      const number = clean(r[iN]);
      const street = clean(r[iS]);
      const zip = (r[iP] ?? '').trim().slice(0, 5);
      if (number === '' || street === '' || !/^\d{5}$/.test(zip)) continue;
      const state = clean(r[iR]) || file.slice(0, 2).toUpperCase();
      const key = `${street}|${clean(r[iC])}|${state}|${zip}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const city = clean(r[iC]) || cur.tables.places?.zipCity.get(zip) || '';
      const unit = iU >= 0 ? clean(r[iU]) : '';
      out.push({ number, street, city, state, zip, unit });
    }
  }
  return out;
}

function referenceForms(k) {
  return [
    `${k.number} ${k.street}, ${k.city ? `${k.city}, ` : ''}${k.state} ${k.zip}`,
    `${k.number} ${k.street} ${k.city ? `${k.city} ` : ''}${k.state} ${k.zip}`,
    `${k.number} ${k.street}, ${k.city ? `${k.city} ` : ''}${k.state}`,
  ];
}

async function devsetInputs() {
  if (args.includes('--no-devset') || !existsSync(new URL('reference/', shared))) return [];
  const { generateDevSet } = await import('./devset/generate.mjs');
  const load = (p) => import(new URL(p, new URL('../dist/', import.meta.url)).href);
  const { buildReference } = await load('reference/build.js');
  const { createNameKey } = await load('engine/match/street-key.js');
  const nameKey = createNameKey(cur.n.tables);
  const { boundedDistance } = await load('engine/match/edit-distance.js');
  const { sources, districts } = indexSources(shared);
  const { index } = await buildReference(sources, { districts });
  const perKind = Number(arg(args, 'per-kind', '1000'));
  const devset = generateDevSet(shared, { index, normalizer: cur.n, nameKey, boundedDistance }, { seed: 20261122, perKind });
  const out = [];
  for (const c of devset.cases) {
    const r = c.request;
    out.push(toParse(r));
    if (r.full_address === undefined) out.push([r.street_address, r.apt_suite_other, r.city, r.state, r.zip_code].filter(Boolean).join(', '));
  }
  return out;
}

const ODD = ['\u0000', '\u0007', '\t', '\r\n', '\u00a0', '\u200b', '\u202e', '\ufeff', 'é', 'Ñ', '½', '¼', '’', '🏠', '\ud800', '#', '&', '@', '(', ')', '/', '-', '.', ',', ';', '|', '\n'];

/** Seeded damage of real lines: the same inputs on every run. */
function mutations(lines, refs) {
  const rng = createRng(15_007);
  const out = [];
  for (const s of rng.sample(lines, 40_000)) {
    const words = s.split(' ');
    switch (rng.int(8)) {
      case 0:
        out.push(s.replace(/,/g, ''));
        break;
      case 1: {
        const i = rng.int(words.length);
        const j = rng.int(words.length);
        [words[i], words[j]] = [words[j], words[i]];
        out.push(words.join(' '));
        break;
      }
      case 2: {
        const i = rng.int(words.length);
        words.splice(i, 0, words[rng.int(words.length)]);
        out.push(words.join(rng.chance(0.5) ? ' ' : ', '));
        break;
      }
      case 3: {
        const i = rng.int(s.length + 1);
        out.push(s.slice(0, i) + rng.pick(ODD) + s.slice(i));
        break;
      }
      case 4:
        out.push(`${rng.pick(['Apt 4', '#4', 'Unit B', 'Attn: J Smith', 'c/o Acme Inc', 'Bldg 2 Apt 4', 'STE 200'])}, ${s}`);
        break;
      case 5:
        out.push(`${s} ${rng.pick(['(410) 555-0134', 'USA', 'United States', 'Apt4', 'Unit-4', 'Suite #4', '4', '1/2', '(rear)', 'FL'])}`);
        break;
      case 6:
        out.push(words.slice(0, 1 + rng.int(words.length)).join(' '));
        break;
      default:
        out.push(s.repeat(1 + rng.int(4)).slice(0, 20 + rng.int(400)));
    }
  }
  for (const k of rng.sample(refs, 20_000)) {
    const fields = [`${k.number} ${k.street}`, k.unit ? `APT ${k.unit}` : '', k.city, k.state, k.zip];
    const order = rng.sample([0, 1, 2, 3, 4], 5);
    const pick = (i) => fields[order[i]];
    out.push({ streetAddress: rng.chance(0.3) ? fields.join(' ') : pick(0), aptSuiteOther: pick(1), city: pick(2), state: pick(3), zipCode: pick(4) });
    out.push({ streetAddress: `${fields[0]}, ${k.city} ${k.state} ${k.zip}`, city: rng.chance(0.5) ? `${k.city} ${k.state}` : '', zipCode: rng.chance(0.5) ? k.state : '' });
  }
  for (let i = 0; i < 5000; i++) {
    let s = '';
    const len = rng.int(rng.chance(0.1) ? 2000 : 60);
    for (let j = 0; j < len; j++) s += rng.chance(0.3) ? rng.pick(ODD) : String.fromCharCode(rng.chance(0.8) ? 32 + rng.int(95) : rng.int(0x3000));
    out.push(s);
  }
  return out;
}

const sets = [];
const t0 = performance.now();
const fixtures = fixtureInputs();
sets.push(['fixtures', fixtures]);
const corpus = FILES.flatMap((f) => {
  try {
    return readCorpus(new URL(f, shared)).map((k) => k.text);
  } catch {
    return [];
  }
});
sets.push(['corpus', corpus]);
const refs = await referenceInputs();
const refLines = refs.flatMap(referenceForms);
sets.push([`reference (${refs.length} cases x 3 forms)`, refLines]);
sets.push(['devset', await devsetInputs()]);
sets.push(['mutations', mutations([...corpus, ...refLines, ...fixtures.filter((f) => typeof f === 'string')], refs)]);
console.log(`inputs ready in ${((performance.now() - t0) / 1000).toFixed(1)} s; comparing against ${resolve(baselineDir)}`);

let total = 0;
let diffs = 0;
for (const [label, inputs] of sets) {
  let d = 0;
  let shown = 0;
  for (const input of inputs) {
    const a = JSON.stringify(cur.n.parse(input));
    const b = JSON.stringify(base.n.parse(input));
    if (a === b) continue;
    d++;
    if (shown++ < EXAMPLES) console.log(`  DIFF ${JSON.stringify(input)}\n    current  ${a}\n    baseline ${b}`);
  }
  total += inputs.length;
  diffs += d;
  console.log(`${label.padEnd(40)} ${String(inputs.length).padStart(8)} inputs, ${d} diffs`);
}
console.log(`total: ${total} inputs compared, ${diffs} diffs`);
process.exitCode = diffs === 0 ? 0 : 1;
