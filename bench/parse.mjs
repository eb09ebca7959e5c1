// bench parse: scores usaddr and the npm peers parse-address and pelias-parser on the usaddress labeled
// corpora (per-field accuracy, whole-address exact) and measures single-threaded throughput, same run.
//
// Fairness: every parser's output goes through the SAME canonicalizer before comparison, so nobody is
// punished for spelling (Street vs ST, North vs N, Fifth vs 5TH, Hwy vs HIGHWAY, Apt vs APT, St vs Saint).
// Peer mapping: parse-address {number, prefix, street, type, suffix, sec_unit_type/num, city, state, zip};
// a 'PO Box' sec_unit is mapped to the box fields. pelias-parser {housenumber, street, unit_type, unit,
// locality, region, postcode}: its single 'street' string is split into predir/name/suffix/postdir with
// usaddr's normalizeStreet (which only helps it).
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const FILES = ['corpora/usaddress/training_labeled.xml', 'corpora/usaddress/training_us50_train_tagged.xml'];
const FIELDS = ['number', 'predir', 'name', 'suffix', 'postdir', 'unit_type', 'unit_no', 'city', 'state', 'zip'];

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const decode = (s) => s.replace(/&(amp|lt|gt|quot|apos);/g, (m) => ENTITIES[m]);

function readCorpus(url) {
  const out = [];
  for (const m of readFileSync(url, 'utf8').matchAll(/<AddressString>(.*?)<\/AddressString>/g)) {
    const labels = [...m[1].matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map(([, label, text]) => [label, decode(text)]);
    out.push({ text: labels.map(([, t]) => t).join(' '), labels });
  }
  return out;
}

function makeCanon(n, t) {
  const clean = (s) => (s ?? '').toUpperCase().replace(/[.,;]/g, ' ').replace(/\s+/g, ' ').trim();
  const ordinalWords = (s) => {
    const w = s.split(' ');
    const out = [];
    for (let i = 0; i < w.length; i++) {
      const tens = t.tens.get(w[i]);
      const next = t.ordinals.get(w[i + 1]);
      if (tens !== undefined && next && next.length <= 3) {
        out.push(`${tens + Number(next.slice(0, -2))}${next.slice(-2)}`);
        i++;
      } else out.push(t.ordinals.get(w[i]) ?? w[i]);
    }
    return out.join(' ');
  };
  const name = (s) => {
    const c = clean(s).replace(/#/g, ' ').replace(/\s+/g, ' ').trim();
    if (c === '') return '';
    const ns = n.normalizeStreet(c);
    // highway and route names have one display form (US HWY 1 = US HIGHWAY 1)
    if (ns.predir === '' && ns.suffix === '' && ns.postdir === '' && ns.name !== c) return ns.name;
    return ordinalWords(c);
  };
  return {
    number: (s) => {
      const c = clean(s);
      return (t.cardinals.get(c) ?? c).replace(/[\s#]/g, '');
    },
    dir: (s) => {
      const c = clean(s).replace(/\s/g, '');
      return t.directionals.get(c) ?? c;
    },
    name,
    suffix: (s) => {
      const c = clean(s);
      return t.suffixes.get(c) ?? c;
    },
    city: (s) => n.normalizeCity(clean(s)),
    state: (s) => n.normalizeState(clean(s)) || clean(s),
    // 4-digit ZIPs in the corpus lost their leading zero
    zip: (s) => {
      const d = clean(s).replace(/\D/g, '').slice(0, 5);
      return d.length === 4 ? `0${d}` : d;
    },
    // a unit compared as one normalized designator + number (Suite100 = STE 100, 15th Floor = FL 15)
    unit: (type, no) => {
      const text = clean(`${type ?? ''} ${no ?? ''}`).replace(/#/g, ' # ').trim();
      if (text === '') return { type: '', no: '' };
      const u = n.normalizeUnit(text);
      const ordinal = (x) => ordinalWords(x).replace(/^(\d+)(ST|ND|RD|TH)$/, '$1');
      if (u) return { type: u.abbrev === '#' ? '' : u.abbrev, no: ordinal(u.no) };
      return { type: '', no: ordinal(text.replace(/[#\s]/g, '')) };
    },
  };
}

function expectedOf(labels, c, n) {
  const get = (...names) => labels.filter(([l]) => names.includes(l)).map(([, x]) => x).join(' ');
  const box = get('USPSBoxType', 'USPSBoxID', 'USPSBoxGroupType', 'USPSBoxGroupID');
  const isBox = box !== '';
  const boxParse = isBox ? n.parse(`${get('USPSBoxGroupType', 'USPSBoxGroupID', 'USPSBoxType')} ${get('USPSBoxID') || '1'}`) : undefined;
  const unit = c.unit(get('OccupancyType', 'OccupancyIdentifier') || get('SubaddressType', 'SubaddressIdentifier'), '');
  return {
    number: c.number(isBox ? get('USPSBoxID') : get('AddressNumberPrefix', 'AddressNumber', 'AddressNumberSuffix')),
    predir: c.dir(get('StreetNamePreDirectional')),
    name: isBox ? (boxParse?.ok ? boxParse.parts.streetName : c.name(box)) : c.name(get('StreetNamePreModifier', 'StreetNamePreType', 'StreetName', 'StreetNamePostModifier')),
    suffix: c.suffix(get('StreetNamePostType')),
    postdir: c.dir(get('StreetNamePostDirectional', 'suffix')),
    unit_type: unit.type,
    unit_no: unit.no,
    city: c.city(get('PlaceName')),
    state: c.state(get('StateName')),
    zip: c.zip(get('ZipCode')),
  };
}

function isStreetAddress(labels) {
  const has = (l) => labels.some(([x]) => x === l);
  return has('AddressNumber') && has('StreetName') && !has('USPSBoxType') && !has('USPSBoxID') && !has('IntersectionSeparator') && !has('CornerOf');
}

function makeParsers(n, c) {
  const parseAddress = require('parse-address');
  const AddressParser = require('pelias-parser/parser/AddressParser');
  const Tokenizer = require('pelias-parser/tokenization/Tokenizer');
  const pelias = new AddressParser();
  return {
    usaddr: {
      run: (s) => n.parse(s),
      fields: (r) => {
        let p = r.ok ? r.parts : r.partial ?? {};
        // intersections: the corpus labels both streets' words in order, so both are joined the same way
        if (!r.ok && r.streets) {
          const both = (f) => r.streets.map((x) => x[f]).filter(Boolean).join(' ');
          Object.assign((p = { ...p }), { predir: both('predir'), streetName: both('name'), suffix: both('suffix'), postdir: both('postdir') });
        }
        return {
          number: c.number(p.primaryNo),
          predir: c.dir(p.predir),
          name: c.name(p.streetName),
          suffix: c.suffix(p.suffix),
          postdir: c.dir(p.postdir),
          unit_type: c.unit(p.secondaryAbbrev, p.secondaryNo).type,
          unit_no: c.unit(p.secondaryAbbrev, p.secondaryNo).no,
          city: c.city(p.city),
          state: c.state(p.state),
          zip: c.zip(p.zip),
        };
      },
    },
    'parse-address': {
      run: (s) => parseAddress.parseLocation(s) ?? {},
      fields: (r) => {
        // its intersection result names street1/type1 and street2/type2; joined like the corpus labels
        if (r.street1 !== undefined) {
          const both = (a, b) => [a, b].filter(Boolean).join(' ');
          r = { ...r, prefix: both(r.prefix1, r.prefix2), street: both(r.street1, r.street2), type: both(r.type1, r.type2), suffix: both(r.suffix1, r.suffix2) };
        }
        const box = /^(P\.?\s*O\.?\s*)?BOX$/i.test(r.sec_unit_type ?? '');
        return {
          number: c.number(box ? r.sec_unit_num : r.number),
          predir: c.dir(r.prefix),
          name: box ? 'PO BOX' : c.name(r.street),
          suffix: c.suffix(r.type),
          postdir: c.dir(r.suffix),
          unit_type: box ? '' : c.unit(r.sec_unit_type, r.sec_unit_num).type,
          unit_no: box ? '' : c.unit(r.sec_unit_type, r.sec_unit_num).no,
          city: c.city(r.city),
          state: c.state(r.state),
          zip: c.zip(r.zip),
        };
      },
    },
    'pelias-parser': {
      run: (s) => {
        const tok = new Tokenizer(s);
        pelias.classify(tok);
        pelias.solve(tok);
        const out = {};
        for (const p of tok.solution[0]?.pair ?? []) out[p.classification.label] ??= p.span.body;
        return out;
      },
      fields: (r) => {
        const st = n.normalizeStreet(r.street ?? '');
        return {
          number: c.number(r.housenumber),
          predir: c.dir(st.predir),
          name: c.name(st.name),
          suffix: c.suffix(st.suffix),
          postdir: c.dir(st.postdir),
          unit_type: c.unit(r.unit_type, r.unit).type,
          unit_no: c.unit(r.unit_type, r.unit).no,
          city: c.city(r.locality),
          state: c.state(r.region),
          zip: c.zip(r.postcode),
        };
      },
    },
  };
}

function score(cases, parser) {
  const right = Object.fromEntries(FIELDS.map((f) => [f, 0]));
  let exact = 0;
  const misses = [];
  for (const k of cases) {
    const got = parser.fields(parser.run(k.text));
    let all = true;
    for (const f of FIELDS) {
      if (got[f] === k.expected[f]) right[f]++;
      else all = false;
    }
    if (all) exact++;
    else misses.push({ text: k.text, diff: FIELDS.filter((f) => got[f] !== k.expected[f]).map((f) => `${f}: got '${got[f]}' want '${k.expected[f]}'`) });
  }
  return { n: cases.length, exact, right, misses };
}

function throughput(texts, run, minMs) {
  for (let i = 0; i < 3; i++) for (const s of texts) run(s); // warm-up
  let count = 0;
  const t0 = process.hrtime.bigint();
  let ms = 0;
  while (ms < minMs) {
    for (const s of texts) run(s);
    count += texts.length;
    ms = Number(process.hrtime.bigint() - t0) / 1e6;
  }
  return (count / ms) * 1000;
}

/** Runs `usaddr parse --input FILE > /dev/null` and samples the child's resident memory from /proc. */
function runCli(file) {
  return new Promise((resolve, reject) => {
    const bin = fileURLToPath(new URL('../bin/usaddr.js', import.meta.url));
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, [bin, 'parse', '--input', file], { stdio: ['ignore', 'ignore', 'inherit'] });
    let peak = 0;
    const sample = () => {
      try {
        const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (m) peak = Math.max(peak, Number(m[1]) * 1024);
      } catch {
        // the child has exited
      }
    };
    const timer = setInterval(sample, 20);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ code, ms: Number(process.hrtime.bigint() - t0) / 1e6, peak });
    });
  });
}

async function writeLines(file, texts, count) {
  const out = createWriteStream(file);
  for (let i = 0; i < count; i++) {
    if (!out.write(`${texts[i % texts.length]}\n`)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
}

/** `usaddr parse --input` over 100k and 1M lines: rate and peak RSS, to show memory stays flat. */
async function streamCheck(texts) {
  console.log('\nusaddr parse --input (streamed through the built CLI, stdout to /dev/null)');
  for (const count of [100_000, 1_000_000]) {
    const file = join(tmpdir(), `usaddr-parse-bench-${process.pid}-${count}.txt`);
    try {
      await writeLines(file, texts, count);
      const r = await runCli(file);
      const rate = Math.round((count / r.ms) * 1000).toLocaleString('en-US');
      console.log(`  ${count.toLocaleString('en-US').padStart(9)} lines: exit ${r.code}, ${rate} lines/s, peak RSS ${(r.peak / 2 ** 20).toFixed(0)} MiB`);
    } finally {
      rmSync(file, { force: true });
    }
  }
}

const pct = (x, n) => (n === 0 ? '   -  ' : `${((100 * x) / n).toFixed(1).padStart(5)}%`);

export default async function ({ shared, args }) {
  const { loadTables } = await import(new URL('../dist/data/load.js', import.meta.url).href);
  const { createNormalizer } = await import(new URL('../dist/engine/normalize/index.js', import.meta.url).href);
  const tables = loadTables();
  const n = createNormalizer(tables);
  const c = makeCanon(n, tables);
  let cases;
  try {
    cases = FILES.flatMap((f) => readCorpus(new URL(f, shared)));
  } catch (err) {
    console.log(`skipped: cannot read the usaddress corpora under ${shared.pathname} (${err.code ?? err.message})`);
    return;
  }
  for (const k of cases) {
    k.expected = expectedOf(k.labels, c, n);
    k.street = isStreetAddress(k.labels);
  }
  const street = cases.filter((k) => k.street);
  const parsers = makeParsers(n, c);
  console.log(`corpus: ${FILES.join(' + ')}: ${cases.length} addresses, ${street.length} street addresses`);
  const rows = [];
  for (const [name, p] of Object.entries(parsers)) {
    const all = score(cases, p);
    const st = score(street, p);
    const rate = throughput(cases.map((k) => k.text), p.run, name === 'pelias-parser' ? 1500 : 1000);
    rows.push({ name, all, st, rate });
  }
  const head = ['', ...rows.map((r) => r.name.padStart(14))].join(' ');
  for (const [title, key] of [
    ['street addresses', 'st'],
    ['all addresses', 'all'],
  ]) {
    console.log(`\n${title} (n=${rows[0][key].n})        ${head}`);
    console.log(`  whole-address exact      ${rows.map((r) => pct(r[key].exact, r[key].n).padStart(14)).join(' ')}`);
    for (const f of FIELDS) console.log(`  ${f.padEnd(24)} ${rows.map((r) => pct(r[key].right[f], r[key].n).padStart(14)).join(' ')}`);
  }
  console.log(`\nthroughput (addresses/s, single thread, after warm-up)`);
  for (const r of rows) console.log(`  ${r.name.padEnd(16)} ${Math.round(r.rate).toLocaleString('en-US').padStart(12)}`);
  const best = Math.max(...rows.slice(1).map((r) => r.rate));
  console.log(`  usaddr vs fastest peer: ${(rows[0].rate / best).toFixed(1)}x`);
  if (!args.includes('--no-stream')) await streamCheck(cases.map((k) => k.text));
  if (args.includes('--misses')) {
    console.log('\nusaddr misses (street addresses):');
    for (const m of rows[0].st.misses) console.log(`  ${m.text}\n      ${m.diff.join('; ')}`);
  }
  if (args.includes('--misses-all')) {
    console.log('\nusaddr misses (all):');
    for (const m of rows[0].all.misses) console.log(`  ${m.text}\n      ${m.diff.join('; ')}`);
  }
}
