#!/usr/bin/env node
// The peers' OWN US test cases (their home ground), scored for usaddr, parse-address and pelias-parser alike:
// ../shared/data/corpora/peers/pelias-parser-us-cases.json (pelias/parser's test/*.usa, intersection and
// venue tests) and libpostal-us-cases.json (libpostal's test_us_parses), both MIT (licence files beside them).
// Run after `npm run build`: node bench/parse-peers.mjs [--misses]; bench/parse.mjs prints the same table.
//
// Mapping onto usaddr's parse fields (decided from the labels, before looking at any parser's output):
//   number  pelias housenumber, libpostal house_number                    compared without spaces
//   street  pelias street, libpostal road: the standardized street line (predir name suffix postdir); an
//           intersection's two streets are compared as two lines, in order
//   unit    libpostal unit, and level too (USPS Pub 28 lists FL as a secondary unit designator)
//   city    pelias locality; libpostal city, city_district and suburb, whose words are one postal
//           locality for a parser with one city field (Brooklyn, NY is city_district; Jackson Heights
//           Queens is suburb + city_district): joined in the order typed
//   state   pelias region, libpostal state
//   zip     pelias postcode, libpostal postcode: the 5-digit ZIP (a ZIP+4's add-on is not scored)
//   po box  libpostal po_box: the box number; a parser's PO BOX parse gives its number here, not in number
// Not scored (no usaddr counterpart): pelias venue and country; libpostal house, country, category, near
// and state_district. The count of such values is printed.
//
// Spelling never counts: street text on both sides goes through usaddr's normalizeStreet (as the street-
// line measure of bench/parse-corpus.mjs does), cities through normalizeCity, states through
// normalizeState, units through normalizeUnit; each parser's output is read by the adapters in
// bench/parse-corpus.mjs, the same ones the corpus scores use.
//
// A case is right when every scored field equals the parser's output, a field the case does not give
// counting as empty, since both peers' own harnesses require the whole parse (pelias deepEquals the first
// solution; libpostal checks the component count too). Per-field figures are over the cases that give
// the field. pelias `strict: false` cases compare pelias's full list of solutions: the 11 that expect no
// solution at all ('90210 Foo', '& b', 'a @' ...) have no counterpart and are skipped; the 3 with listed
// solutions are scored leniently (right when any listed solution matches). Cases (or alternatives) whose
// every field is unscored (venue-only, 'book stores near me') are skipped.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadCanon, makeParsers } from './parse-corpus.mjs';

const FIELDS = ['number', 'street', 'unit', 'city', 'state', 'zip', 'po_box'];
const LABEL = { po_box: 'po box' };
const SOURCES = [
  {
    file: 'pelias-parser-us-cases.json',
    map: { housenumber: 'number', street: 'street', locality: 'city', region: 'state', postcode: 'zip' },
    group: (k) => k.file.replace(/\.test\.js$/, ''),
    read: (k) => {
      if (k.strict === false && k.expected.length === 0) return { skip: 'expecting no solution at all (strict: false)' };
      const alts = k.strict === false ? k.expected : [k.expected];
      return { alts: alts.map((alt) => alt.flatMap((o) => Object.entries(o))) };
    },
  },
  {
    file: 'libpostal-us-cases.json',
    map: { house_number: 'number', road: 'street', unit: 'unit', level: 'unit', po_box: 'po_box', suburb: 'city', city_district: 'city', city: 'city', state: 'state', postcode: 'zip' },
    group: () => 'test_us_parses',
    read: (k) => ({ alts: [k.components] }),
  },
];

const join = (...xs) => xs.filter(Boolean).join(' ');

/** One case's [label, text] pairs as canonical fields (the street as its lines joined by ' & '). */
function expectedOf(pairs, map, c) {
  const get = (f) => pairs.filter(([l]) => map[l] === f).map(([, t]) => t);
  const unit = c.unit(get('unit').join(' '), '');
  const box = /BOX\s*(\S+)/.exec(get('po_box').join(' ').toUpperCase());
  return {
    number: c.number(get('number').join(' ')),
    street: get('street').map(c.line).join(' & '),
    unit: join(unit.type, unit.no),
    city: c.city(get('city').join(' ')),
    state: c.state(get('state').join(' ')),
    zip: c.zip(get('zip').join(' ')),
    po_box: box ? c.number(box[1]) : '',
  };
}

/** One parser's output as the same canonical fields, through its parse-corpus adapter. */
function gotOf(parser, r, c) {
  const f = parser.fields(r);
  const box = f.name === 'PO BOX';
  return {
    number: box ? '' : f.number,
    street: box ? '' : parser.streets(r).map(c.line).filter(Boolean).join(' & '),
    unit: join(f.unit_type, f.unit_no),
    city: f.city,
    state: f.state,
    zip: f.zip,
    po_box: box ? f.number : '',
  };
}

/** The scorable cases of one source file, with what was skipped and why. */
function loadSource(src, dir, c) {
  const raw = JSON.parse(readFileSync(new URL(src.file, dir), 'utf8'));
  const cases = [];
  const skipped = {};
  const unscored = {};
  for (const k of raw) {
    const r = src.read(k);
    if (r.skip) {
      skipped[r.skip] = (skipped[r.skip] ?? 0) + 1;
      continue;
    }
    const alts = r.alts.filter((pairs) => pairs.some(([l]) => src.map[l]));
    if (alts.length === 0) {
      skipped['with no scored field'] = (skipped['with no scored field'] ?? 0) + 1;
      continue;
    }
    for (const [l] of alts.flat()) if (!src.map[l]) unscored[l] = (unscored[l] ?? 0) + 1;
    cases.push({ input: k.input, group: src.group(k), alts: alts.map((p) => expectedOf(p, src.map, c)) });
  }
  return { total: raw.length, cases, skipped, unscored };
}

function score(cases, parser, c) {
  const right = Object.fromEntries(FIELDS.map((f) => [f, 0]));
  const given = Object.fromEntries(FIELDS.map((f) => [f, 0]));
  const groups = {};
  let whole = 0;
  const misses = [];
  for (const k of cases) {
    const got = gotOf(parser, parser.run(k.input), c);
    const wrong = (e) => FIELDS.filter((f) => got[f] !== e[f]);
    // per field: the alternative that matches whole, else the first
    const want = k.alts.find((e) => wrong(e).length === 0) ?? k.alts[0];
    const diff = wrong(want);
    const g = (groups[k.group] ??= { n: 0, right: 0 });
    g.n++;
    if (diff.length === 0) {
      whole++;
      g.right++;
    } else misses.push({ input: k.input, want, got, diff });
    for (const f of FIELDS) {
      if (want[f] === '') continue;
      given[f]++;
      if (got[f] === want[f]) right[f]++;
    }
  }
  return { n: cases.length, whole, groups, right, given, misses };
}

const pct = (x, n) => (n === 0 ? '-' : `${((100 * x) / n).toFixed(1)}%`);
const count = (o) => Object.entries(o).map(([k, v]) => `${v} ${k}`).join(', ');

/**
 * Prints, per peer test file, each parser's whole-case and per-field scores; with `misses`, every case
 * usaddr gets wrong. `n`, `c` and `parsers` as from loadCanon and makeParsers (bench/parse.mjs passes its own).
 */
export async function printPeerScores({ shared, n, c, parsers, misses = false }) {
  const dir = new URL('corpora/peers/', shared);
  console.log("\npeers' own US test cases (their home ground; mapping and rules in bench/parse-peers.mjs)");
  if (!existsSync(dir)) {
    console.log(`  skipped: ${dir.pathname} is absent`);
    return;
  }
  if (!n) ({ n, c } = await loadCanon());
  parsers ??= makeParsers(n, c);
  const names = Object.keys(parsers);
  const missLists = [];
  for (const src of SOURCES) {
    let data;
    try {
      data = loadSource(src, dir, c);
    } catch (err) {
      console.log(`  skipped ${src.file}: cannot read it under ${dir.pathname} (${err.code ?? err.message})`);
      continue;
    }
    const { total, cases, skipped, unscored } = data;
    const scores = names.map((name) => score(cases, parsers[name], c));
    const skipText = Object.keys(skipped).length ? ` (skipped: ${count(skipped)})` : '';
    console.log(`\n${src.file}: ${cases.length} of ${total} cases scored${skipText}`);
    console.log(`  values not scored in those (no usaddr counterpart): ${count(unscored) || 'none'}`);
    console.log(`  ${''.padEnd(28)} ${names.map((x) => x.padStart(14)).join(' ')}`);
    const row = (label, get) => console.log(`  ${label.padEnd(28)} ${scores.map((s) => get(s).padStart(14)).join(' ')}`);
    row(`whole case right (n=${cases.length})`, (s) => pct(s.whole, s.n));
    const groups = Object.keys(scores[0].groups);
    if (groups.length > 1) for (const g of groups) row(`  ${g} (n=${scores[0].groups[g].n})`, (s) => pct(s.groups[g].right, s.groups[g].n));
    for (const f of FIELDS) if (scores[0].given[f] > 0) row(`${LABEL[f] ?? f} (n=${scores[0].given[f]})`, (s) => pct(s.right[f], s.given[f]));
    missLists.push([src.file, scores[0].misses]);
  }
  if (!misses) return;
  const show = (o) => FIELDS.filter((f) => o[f] !== '').map((f) => `${LABEL[f] ?? f}=${o[f]}`).join(' | ') || '(nothing)';
  for (const [file, list] of missLists) {
    console.log(`\nusaddr misses, ${file} (${list.length}):`);
    for (const m of list) {
      console.log(`  ${JSON.stringify(m.input)}`);
      console.log(`      want  ${show(m.want)}`);
      console.log(`      got   ${show(m.got)}`);
      console.log(`      diff  ${m.diff.map((f) => LABEL[f] ?? f).join(', ')}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await printPeerScores({ shared: new URL('../../shared/data/', import.meta.url), misses: process.argv.includes('--misses') });
}
