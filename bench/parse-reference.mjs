#!/usr/bin/env node
// Parser regression harness on real addresses (a standalone script, not a bench section):
//   node bench/parse-reference.mjs [--baseline=DIR] [--current=DIR] [--examples=N] [--limit=N]
//
// Cases: the OpenAddresses-layout files in ../shared/data/reference (files without NUMBER/STREET columns, such
// as the TIGER ADDRFEAT ranges, are skipped), one case per DISTINCT (street, city, region, ZIP) with the house
// number of its first row, in file order: ~35k cases, no randomness. An empty CITY (most of Vermont) becomes the
// ZIP's city from the project's ZIP table (tables.places.zipCity); when the ZIP has none the case has no city.
// REGION, when empty (the CA samples), comes from the file name's state prefix. --limit=N keeps every k-th case.
//
// Each case is typed three ways:
//   commas    '12 MAIN ST, SPRINGFIELD, VT 05156'
//   no-commas '12 MAIN ST SPRINGFIELD VT 05156'
//   no-zip    '12 MAIN ST, SPRINGFIELD VT'
// Want: the number as given (compared without spaces: 528 A = 528A); the reference's STREET column alone
// through the engine's own normalizeStreet (the street as the engine writes it), joined predir name suffix
// postdir; no unit; the city; the state; the ZIP (none for no-zip). Got: the parser's fields (its partial
// ones when it fails), the street fields joined the same way. Cities on both sides go through normalizeCity
// (SAINT = ST). Wants and the canonical city are computed once with the CURRENT build's normalizer, so both
// builds are judged against the same answers.
//
// --current=DIR  a built checkout to test instead of this one (default: this repo's dist/)
// --baseline=DIR another built checkout of this repo: both parsers run on the same cases in this run, and the
//                report gives per form the cases each gets right and the cases gained / lost, with examples.
// --examples=N   print N wrong inputs per form with got / want.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg } from './args.mjs';
import { readReferenceCsv } from './reference-csv.mjs';
import { loadNormalizer } from './parse-corpus.mjs';

const args = process.argv.slice(2);
const EXAMPLES = Number(arg(args, 'examples', '0'));
const LIMIT = Number(arg(args, 'limit', '0'));
const LIST = 30;
const FIELDS = ['number', 'street', 'unit', 'city', 'state', 'zip'];
const FORMS = {
  commas: (k) => `${k.number} ${k.street}, ${k.city ? `${k.city}, ` : ''}${k.state} ${k.zip}`,
  'no-commas': (k) => `${k.number} ${k.street} ${k.city ? `${k.city} ` : ''}${k.state} ${k.zip}`,
  'no-zip': (k) => `${k.number} ${k.street}, ${k.city ? `${k.city} ` : ''}${k.state}`,
};
const refDir = new URL('../../shared/data/reference/', import.meta.url);
const join = (...xs) => xs.filter(Boolean).join(' ');
const clean = (s) => (s ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

/** The built normalizer of one checkout (its own tables and ZIP table); exits 2 when it is not built. */
async function loadBuild(dir) {
  const dist = pathToFileURL(`${resolve(dir)}/dist/`);
  if (!existsSync(new URL('engine/normalize/index.js', dist))) {
    console.error(`parse-reference: no build in ${resolve(dir)} (run npm run build there)`);
    process.exit(2);
  }
  return { dir: resolve(dir), ...(await loadNormalizer(dist)) };
}

/** Rows of one CSV file as objects keyed by header; csv-parse only when the file has quotes. */
async function readRows(file) {
  const { head, rows } = await readReferenceCsv(new URL(file, refDir));
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

async function readCases(cur) {
  const cases = [];
  const seen = new Set();
  let zipCities = 0;
  let noCity = 0;
  for (const file of readdirSync(refDir).filter((f) => /\.csv(\.gz)?$/.test(f)).sort()) {
    const rows = await readRows(file);
    if (rows.length === 0 || !('NUMBER' in rows[0]) || !('STREET' in rows[0])) {
      console.log(`skipped ${file}: not the OpenAddresses layout`);
      continue;
    }
    const fileState = file.slice(0, 2).toUpperCase();
    let taken = 0;
    for (const r of rows) {
      const number = clean(r.NUMBER);
      const street = clean(r.STREET);
      const zip = (r.POSTCODE ?? '').trim().slice(0, 5);
      if (number === '' || street === '' || !/^\d{5}$/.test(zip)) continue;
      const state = clean(r.REGION) || fileState;
      const key = `${street}|${clean(r.CITY)}|${state}|${zip}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let city = clean(r.CITY);
      if (city === '') {
        city = cur.tables.places?.zipCity.get(zip) ?? '';
        if (city !== '') zipCities++;
        else noCity++;
      }
      cases.push({ file, number, street, city, state, zip });
      taken++;
    }
    console.log(`${file}: ${rows.length} rows, ${taken} cases`);
  }
  console.log(`${cases.length} cases (${zipCities} cities from the ZIP table, ${noCity} with no city)`);
  const step = LIMIT > 0 ? Math.max(1, Math.ceil(cases.length / LIMIT)) : 1;
  const kept = cases.filter((_, i) => i % step === 0);
  if (step > 1) console.log(`--limit=${LIMIT}: 1 case in ${step}, ${kept.length} kept`);
  for (const k of kept) {
    const s = cur.n.normalizeStreet(k.street);
    k.want = { number: k.number, street: join(s.predir, s.name, s.suffix, s.postdir), unit: '', city: cur.n.normalizeCity(k.city), state: k.state, zip: k.zip };
  }
  return kept;
}

/** One build's answers for every case of one form: for each, the fields got and the list of wrong fields. */
function run(build, cur, cases, form) {
  const t = performance.now();
  const out = cases.map((k) => {
    const text = FORMS[form](k);
    const r = build.n.parse(text);
    const p = (r.ok ? r.parts : r.partial) ?? {};
    const got = {
      number: clean(p.primaryNo),
      street: join(p.predir, p.streetName, p.suffix, p.postdir),
      unit: join(p.secondaryAbbrev, p.secondaryNo),
      city: cur.n.normalizeCity(p.city ?? ''),
      state: p.state ?? '',
      zip: p.zip ?? '',
    };
    const want = form === 'no-zip' ? { ...k.want, zip: '' } : k.want;
    const same = (f) => (f === 'number' ? got[f].replace(/ /g, '') === want[f].replace(/ /g, '') : got[f] === want[f]);
    return { text, got, want, wrong: FIELDS.filter((f) => !same(f)), failed: r.ok ? '' : r.reason };
  });
  return { out, ms: performance.now() - t };
}

const pct = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(2)}%`;
const diff = (x) => x.wrong.map((f) => `${f}: got '${x.got[f]}' want '${x.want[f]}'`).join('; ');

function report(label, cases, res) {
  const right = res.out.filter((x) => x.wrong.length === 0).length;
  const byField = Object.fromEntries(FIELDS.map((f) => [f, res.out.filter((x) => x.wrong.includes(f)).length]));
  const failed = res.out.filter((x) => x.failed).length;
  console.log(
    `${label.padEnd(10)} ${String(cases.length).padStart(6)} cases  ${String(right).padStart(6)} right (${pct(right, cases.length)})` +
      `  wrong by field: ${FIELDS.map((f) => `${f} ${byField[f]}`).join(', ')}  (${failed} parse failures; ${(res.ms / 1000).toFixed(1)} s)`,
  );
  return right;
}

function examples(res, n) {
  for (const x of res.out.filter((y) => y.wrong.length > 0).slice(0, n)) {
    console.log(`  '${x.text}'${x.failed ? ` [${x.failed}]` : ''}\n      ${diff(x)}`);
  }
}

function compare(form, base, now) {
  const lost = [];
  const gained = [];
  for (let i = 0; i < now.out.length; i++) {
    const b = base.out[i].wrong.length === 0;
    const c = now.out[i].wrong.length === 0;
    if (b && !c) lost.push(i);
    else if (!b && c) gained.push(i);
  }
  const bRight = base.out.filter((x) => x.wrong.length === 0).length;
  const cRight = now.out.filter((x) => x.wrong.length === 0).length;
  console.log(`${form.padEnd(10)} baseline right ${bRight}, current right ${cRight} (${cRight - bRight >= 0 ? '+' : ''}${cRight - bRight}): ${gained.length} gained, ${lost.length} lost`);
  const show = (title, idx) => {
    if (idx.length === 0) return;
    console.log(`  ${title} (${Math.min(LIST, idx.length)} of ${idx.length}):`);
    for (const i of idx.slice(0, LIST)) {
      const c = now.out[i];
      const b = base.out[i];
      const fields = [...new Set([...c.wrong, ...b.wrong])];
      const line = fields.map((f) => `${f}: now '${c.got[f]}' baseline '${b.got[f]}' want '${c.want[f]}'`).join('; ');
      console.log(`    '${c.text}'\n        ${line}`);
    }
  };
  show('lost', lost);
  show('gained', gained);
}

const currentDir = arg(args, 'current', fileURLToPath(new URL('../', import.meta.url)));
const baselineDir = arg(args, 'baseline');
if (!existsSync(refDir)) {
  console.log(`parse-reference: ${fileURLToPath(refDir)} is absent; nothing to check`);
  process.exit(0);
}
const cur = await loadBuild(currentDir);
const base = baselineDir ? await loadBuild(baselineDir) : undefined;
const cases = await readCases(cur);
console.log(`\ncurrent: ${cur.dir}`);
const results = {};
for (const form of Object.keys(FORMS)) {
  results[form] = { now: run(cur, cur, cases, form) };
  report(form, cases, results[form].now);
  if (EXAMPLES > 0) examples(results[form].now, EXAMPLES);
}
if (base) {
  console.log(`\nbaseline: ${base.dir}`);
  for (const form of Object.keys(FORMS)) {
    results[form].base = run(base, cur, cases, form);
    report(form, cases, results[form].base);
  }
  console.log('\ncurrent vs baseline (a case is right when every field is):');
  for (const form of Object.keys(FORMS)) compare(form, results[form].base, results[form].now);
}
