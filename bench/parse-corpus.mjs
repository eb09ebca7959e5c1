// The usaddress labeled corpora and the three parsers under test, shared by bench/parse.mjs (scores),
// bench/parse-misses.mjs (prints each usaddr miss) and bench/parse-peers.mjs (the peers' own US test cases).
// Every parser's output goes through ONE canonicalizer; each adapter's `streets` gives its street line(s) as
// typed, one per street of an intersection.
//
// Fairness: every parser's output goes through the SAME canonicalizer before comparison, so nobody is
// punished for spelling (Street vs ST, North vs N, Fifth vs 5TH, Hwy vs HIGHWAY, Apt vs APT, St vs Saint).
// Peer mapping: parse-address {number, prefix, street, type, suffix, sec_unit_type/num, city, state, zip};
// a 'PO Box' sec_unit is mapped to the box fields. pelias-parser {housenumber, street, unit_type, unit,
// locality, region, postcode}: its single 'street' string is split into predir/name/suffix/postdir with
// usaddr's normalizeStreet (which only helps it).
//
// Street line: besides the strict per-field scores, each parser's street fields are joined (predir name
// suffix postdir, as the parser gave them) and the whole line is standardized by usaddr's normalizeStreet;
// the corpus's street words are joined and standardized the same way, once in field order and once in the
// order they were typed, and a parser's line is right when it equals either. So labelling conventions
// (is NORTH in "North Dupont Boulevard" a predirectional or part of the name? is GROVE in "S Cottage
// Grove" a suffix?) do not count, while a wrong split between street, unit and city still does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const FILES = ['corpora/usaddress/training_labeled.xml', 'corpora/usaddress/training_us50_train_tagged.xml'];
export const FIELDS = ['number', 'predir', 'name', 'suffix', 'postdir', 'unit_type', 'unit_no', 'city', 'state', 'zip'];

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
// numeric references too (6th &#189; St is '6th ½ St'); &amp; last so '&amp;#189;' stays as typed
const decode = (s) => s.replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d))).replace(/&(amp|lt|gt|quot|apos);/g, (m) => ENTITIES[m]);

export function readCorpus(url) {
  const out = [];
  for (const m of readFileSync(url, 'utf8').matchAll(/<AddressString>(.*?)<\/AddressString>/g)) {
    const labels = [...m[1].matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map(([, label, text]) => [label, decode(text)]);
    out.push({ text: labels.map(([, t]) => t).join(' '), labels });
  }
  return out;
}

/**
 * The built normalizer, its canonicalizer and every corpus case with its expected fields and whether it is a
 * street address; undefined (after saying why) when the corpora under `shared` cannot be read.
 */
export async function loadCorpus(shared) {
  const { n, c } = await loadCanon();
  let cases;
  try {
    cases = FILES.flatMap((f) => readCorpus(new URL(f, shared)));
  } catch (err) {
    console.log(`skipped: cannot read the usaddress corpora under ${shared.pathname} (${err.code ?? err.message})`);
    return undefined;
  }
  for (const k of cases) {
    k.expected = expectedOf(k.labels, c, n);
    k.street = isStreetAddress(k.labels);
  }
  return { n, c, cases };
}

/** The tables and normalizer of a build (this repo's dist/ unless another is named). */
export async function loadNormalizer(dist = new URL('../dist/', import.meta.url)) {
  const { loadTables } = await import(new URL('data/load.js', dist).href);
  const { createNormalizer } = await import(new URL('engine/normalize/index.js', dist).href);
  const tables = loadTables();
  return { tables, n: createNormalizer(tables) };
}

/** The built normalizer and the canonicalizer every parser's output goes through. */
export async function loadCanon() {
  const { tables, n } = await loadNormalizer();
  return { n, c: makeCanon(n, tables) };
}

export function makeCanon(n, t) {
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
  const line = (s) => {
    const ns = n.normalizeStreet(clean(s).replace(/#/g, ' '));
    return [ns.predir, ns.name, ns.suffix, ns.postdir].filter(Boolean).join(' ');
  };
  const c = {
    line,
    number: (s) => {
      const c = clean(s);
      return (t.cardinals.get(c) ?? c).replace(/[\s#]/g, '');
    },
    // 'No' labelled as a postdirectional (13th Ave No) means North, whichever parser gives it
    dir: (s) => {
      const c = clean(s).replace(/\s/g, '');
      return t.directionals.get(c) ?? t.typeDirectionals?.get(c) ?? c;
    },
    name,
    suffix: (s) => {
      const c = clean(s);
      return t.suffixes.get(c) ?? t.suffixTypos?.get(c) ?? t.extraSuffixes?.get(c) ?? c;
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
    /** one parser's raw fields in canonical form, the same way for every parser; `fixed` wins as given */
    fields: (raw, fixed = {}) => {
      const unit = c.unit(raw.unitType, raw.unitNo);
      return {
        number: c.number(raw.number),
        predir: c.dir(raw.predir),
        name: c.name(raw.name),
        suffix: c.suffix(raw.suffix),
        postdir: c.dir(raw.postdir),
        unit_type: unit.type,
        unit_no: unit.no,
        city: c.city(raw.city),
        state: c.state(raw.state),
        zip: c.zip(raw.zip),
        line: c.line(raw.line),
        ...fixed,
      };
    },
  };
  return c;
}

export function expectedOf(labels, c, n) {
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
    // the street line two ways: labels in field order, and the street's words in the order typed
    lines: isBox
      ? []
      : [
          c.line(get('StreetNamePreDirectional', 'StreetNamePreModifier', 'StreetNamePreType', 'StreetName', 'StreetNamePostModifier', 'StreetNamePostType', 'StreetNamePostDirectional', 'suffix')),
          c.line(labels.filter(([l]) => STREET_LABELS.has(l)).map(([, x]) => x).join(' ')),
        ],
  };
}

// 'suffix' is how training_us50 labels two postdirectionals (Metro Parkway East, Vermont Avenue Northwest)
const STREET_LABELS = new Set(['StreetNamePreDirectional', 'StreetNamePreModifier', 'StreetNamePreType', 'StreetName', 'StreetNamePostModifier', 'StreetNamePostType', 'StreetNamePostDirectional', 'suffix']);
const join = (...xs) => xs.filter(Boolean).join(' ');

export function isStreetAddress(labels) {
  const has = (l) => labels.some(([x]) => x === l);
  return has('AddressNumber') && has('StreetName') && !has('USPSBoxType') && !has('USPSBoxID') && !has('IntersectionSeparator') && !has('CornerOf');
}

export function makeParsers(n, c) {
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
        return c.fields({
          number: p.primaryNo, predir: p.predir, name: p.streetName, suffix: p.suffix, postdir: p.postdir,
          unitType: p.secondaryAbbrev, unitNo: p.secondaryNo, city: p.city, state: p.state, zip: p.zip,
          line: join(p.predir, p.streetName, p.suffix, p.postdir),
        });
      },
      streets: (r) => {
        if (!r.ok && r.streets) return r.streets.map((x) => join(x.predir, x.name, x.suffix, x.postdir));
        const p = r.ok ? r.parts : r.partial ?? {};
        return [join(p.predir, p.streetName, p.suffix, p.postdir)].filter(Boolean);
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
        return c.fields(
          {
            number: box ? r.sec_unit_num : r.number, predir: r.prefix, name: r.street, suffix: r.type, postdir: r.suffix,
            unitType: r.sec_unit_type, unitNo: r.sec_unit_num, city: r.city, state: r.state, zip: r.zip,
            line: join(r.prefix, r.street, r.type, r.suffix),
          },
          box ? { name: 'PO BOX', unit_type: '', unit_no: '', line: '' } : {},
        );
      },
      streets: (r) => {
        if (r.street1 !== undefined) return [join(r.prefix1, r.street1, r.type1, r.suffix1), join(r.prefix2, r.street2, r.type2, r.suffix2)];
        return [join(r.prefix, r.street, r.type, r.suffix)].filter(Boolean);
      },
    },
    'pelias-parser': {
      run: (s) => {
        const tok = new Tokenizer(s);
        pelias.classify(tok);
        pelias.solve(tok);
        const out = {};
        for (const p of tok.solution[0]?.pair ?? []) {
          out[p.classification.label] ??= p.span.body;
          // an intersection is two street spans; the corpus fields keep the first, bench/parse-peers.mjs both
          if (p.classification.label === 'street') (out.streets ??= []).push(p.span.body);
        }
        return out;
      },
      fields: (r) => {
        const st = n.normalizeStreet(r.street ?? '');
        return c.fields({
          number: r.housenumber, predir: st.predir, name: st.name, suffix: st.suffix, postdir: st.postdir,
          unitType: r.unit_type, unitNo: r.unit, city: r.locality, state: r.region, zip: r.postcode, line: r.street,
        });
      },
      streets: (r) => r.streets ?? [],
    },
  };
}

export function score(cases, parser) {
  const right = Object.fromEntries(FIELDS.map((f) => [f, 0]));
  let exact = 0;
  let lineRight = 0;
  let lineExact = 0;
  const misses = [];
  for (const k of cases) {
    const got = parser.fields(parser.run(k.text));
    let all = true;
    for (const f of FIELDS) {
      if (got[f] === k.expected[f]) right[f]++;
      else all = false;
    }
    if (all) exact++;
    // street line: the four street fields judged as one standardized line (box lines keep the strict name)
    const lineOk = k.expected.lines.length === 0 ? got.name === k.expected.name : k.expected.lines.includes(got.line);
    if (lineOk) lineRight++;
    if (lineOk && LINE_OTHERS.every((f) => got[f] === k.expected[f])) lineExact++;
    if (!all) misses.push({ text: k.text, expected: k.expected, got, lineOk, diff: FIELDS.filter((f) => got[f] !== k.expected[f]).map((f) => `${f}: got '${got[f]}' want '${k.expected[f]}'`) });
  }
  return { n: cases.length, exact, right, lineRight, lineExact, misses };
}

// the fields besides the street line that a street-line exact address must also get right
const LINE_OTHERS = FIELDS.filter((f) => !['predir', 'name', 'suffix', 'postdir'].includes(f));
