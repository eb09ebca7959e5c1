// Messy-but-valid variants of a real reference address, one maker per kind. A maker returns
// { request } or { skip: 'ambiguous' } when the variant would leave two real addresses fitting.
const DIR_WORDS = { N: 'NORTH', S: 'SOUTH', E: 'EAST', W: 'WEST', NE: 'NORTHEAST', NW: 'NORTHWEST', SE: 'SOUTHEAST', SW: 'SOUTHWEST' };
const COMMON_SUFFIXES = ['ST', 'AVE', 'RD', 'DR', 'LN', 'CT', 'PL', 'WAY', 'BLVD', 'CIR', 'TER'];
const ORDINAL_WORDS = ['', 'FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH',
  'ELEVENTH', 'TWELFTH', 'THIRTEENTH', 'FOURTEENTH', 'FIFTEENTH', 'SIXTEENTH', 'SEVENTEENTH', 'EIGHTEENTH', 'NINETEENTH', 'TWENTIETH'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const words = (...w) => w.filter((x) => x !== '' && x !== undefined).join(' ');

function unitText(a) {
  if (a.unit === '') return '';
  const raw = (a.row.UNIT ?? '').trim();
  return /^[A-Za-z]{2,}/.test(raw) ? raw : `# ${raw}`;
}

/** A request in one of the two shapes callers use: one full_address string, or components. */
export function compose(a, rng, { line1, unit = unitText(a), city = a.city, state = a.state, zip = a.zip }) {
  if (rng.chance(0.5)) {
    const last = words(state, zip);
    return { full_address: [words(line1, unit), city, last].filter((x) => x !== '').join(', ') };
  }
  return { street_address: line1, apt_suite_other: unit, city, state, zip_code: zip, country: rng.chance(0.3) ? 'US' : '' };
}

const streetWords = (a, o = {}) => words(a.number, o.predir ?? a.street.predir, o.name ?? a.street.name, o.suffix ?? a.street.suffix, o.postdir ?? a.street.postdir);

export function typo(name, edits, rng) {
  let s = name;
  for (let k = 0; k < edits; k++) {
    const letters = [...s].map((c, i) => (/[A-Z]/.test(c) ? i : -1)).filter((i) => i > 0);
    if (letters.length < 2) return undefined;
    const i = rng.pick(letters);
    const op = rng.int(4);
    if (op === 0) s = s.slice(0, i) + rng.pick([...LETTERS].filter((c) => c !== s[i])) + s.slice(i + 1);
    else if (op === 1) s = s.slice(0, i) + s.slice(i + 1);
    else if (op === 2) s = s.slice(0, i) + rng.pick([...LETTERS]) + s.slice(i);
    else if (i + 1 < s.length && /[A-Z]/.test(s[i + 1]) && s[i] !== s[i + 1]) s = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
    else s = s.slice(0, i) + rng.pick([...LETTERS].filter((c) => c !== s[i])) + s.slice(i + 1);
  }
  return s;
}

function caseAndPunct(text, rng) {
  const t = text.replace(/\b(N|S|E|W|ST|AVE|RD|DR|LN|CT|BLVD|APT|STE)\b/g, (w) => (rng.chance(0.5) ? `${w}.` : w));
  const mode = rng.int(3);
  if (mode === 0) return t.toLowerCase();
  if (mode === 1) return t.replace(/\w+/g, (w) => w[0] + w.slice(1).toLowerCase());
  return [...t].map((c) => (rng.chance(0.5) ? c.toLowerCase() : c)).join('');
}

export function messyKinds(ctx) {
  const { resolver, suffixName, index, boundedDistance } = ctx;
  const { rivals, namesOther, nameKey } = resolver;
  const bare = (a, o) => streetWords(a, o).slice(a.number.length + 1);
  const same = (a, keys) => (s) => keys.every((k) => s[k] === a.street[k]);
  const cityZips = (a) => index.zipsForCity(a.city, a.state).filter((z) => index.zip(z)?.hasStreets);
  const ambiguous = { skip: 'ambiguous' };

  return {
    clean: { eligible: () => true, make: (a, rng) => ({ request: compose(a, rng, { line1: `${a.row.NUMBER} ${a.row.STREET}` }) }) },
    case_punct: {
      eligible: () => true,
      make: (a, rng) => {
        const r = compose(a, rng, { line1: caseAndPunct(`${a.row.NUMBER} ${a.row.STREET}`, rng), city: caseAndPunct(a.city, rng) });
        if (r.full_address) r.full_address = r.full_address.replace(/, /g, () => rng.pick([', ', ' , ', ',', '  ']));
        return { request: r };
      },
    },
    suffix_spelled: {
      eligible: (a) => a.street.suffix !== '' && suffixName.has(a.street.suffix),
      make: (a, rng) => ({ request: compose(a, rng, { line1: streetWords(a, { suffix: suffixName.get(a.street.suffix) }) }) }),
    },
    suffix_wrong: {
      eligible: (a) => a.street.suffix !== '',
      make: (a, rng) => {
        const taken = new Set(index.streetsInZip(a.zip).filter(same(a, ['predir', 'name', 'postdir'])).map((s) => s.suffix));
        const free = COMMON_SUFFIXES.filter((s) => !taken.has(s));
        if (free.length === 0 || rivals(a, [a.zip], same(a, ['predir', 'name', 'postdir'])) > 0) return ambiguous;
        return { request: compose(a, rng, { line1: streetWords(a, { suffix: rng.pick(free) }) }) };
      },
    },
    suffix_missing: {
      eligible: (a) => a.street.suffix !== '',
      make: (a, rng) => {
        if (rivals(a, [a.zip], same(a, ['predir', 'name', 'postdir'])) > 0 || namesOther(a, bare(a, { suffix: '' }))) return ambiguous;
        return { request: compose(a, rng, { line1: streetWords(a, { suffix: '' }) }) };
      },
    },
    dir_spelled: {
      eligible: (a) => a.street.predir !== '' || a.street.postdir !== '',
      make: (a, rng) => ({
        request: compose(a, rng, { line1: streetWords(a, { predir: DIR_WORDS[a.street.predir] ?? a.street.predir, postdir: DIR_WORDS[a.street.postdir] ?? a.street.postdir }) }),
      }),
    },
    dir_missing: {
      eligible: (a) => a.street.predir !== '' || a.street.postdir !== '',
      make: (a, rng) => {
        if (rivals(a, [a.zip], same(a, ['name', 'suffix'])) > 0 || namesOther(a, bare(a, { predir: '', postdir: '' }))) return ambiguous;
        return { request: compose(a, rng, { line1: streetWords(a, { predir: '', postdir: '' }) }) };
      },
    },
    ...Object.fromEntries(
      [1, 2].map((edits) => [
        `typo_${edits}`,
        {
          eligible: (a) => !nameKey(a.street.name).startsWith('~') && /^[A-Z]+$/.test(a.street.name) && a.street.name.length >= (edits === 1 ? 4 : 6),
          make: (a, rng) => {
            const name = typo(a.street.name, edits, rng);
            if (name === undefined || boundedDistance(name, a.street.name, edits) !== edits) return null;
            const near = (s) => boundedDistance(nameKey(name), nameKey(s.name), edits) <= edits;
            if (index.streetsInZip(a.zip).some((s) => nameKey(s.name) === nameKey(name)) || rivals(a, [a.zip], near) > 0) return ambiguous;
            return { request: compose(a, rng, { line1: streetWords(a, { name }) }) };
          },
        },
      ]),
    ),
    numbered: {
      eligible: (a) => /^\d+(ST|ND|RD|TH)$/.test(a.street.name),
      make: (a, rng) => {
        const n = parseInt(a.street.name, 10);
        const name = n <= 20 && rng.chance(0.7) ? ORDINAL_WORDS[n] : a.street.name.toLowerCase();
        return { request: compose(a, rng, { line1: streetWords(a, { name }) }) };
      },
    },
    highway_vt: {
      eligible: (a) => a.state === 'VT' && /^(VT|US) ROUTE \w+$/.test(a.street.name),
      make: (a, rng) => {
        const [, kind, no] = /^(VT|US) ROUTE (\w+)$/.exec(a.street.name);
        const forms = kind === 'VT'
          ? [`ROUTE ${no}`, `VT-${no}`, `STATE ROUTE ${no}`, `STATE HWY ${no}`, `RTE ${no}`, `VT RT ${no}`, `Vermont Route ${no}`]
          : [`US-${no}`, `US HWY ${no}`, `U.S. Route ${no}`, `ROUTE ${no}`, `US RTE ${no}`];
        if (rivals(a, [a.zip], (s) => nameKey(s.name) === nameKey(a.street.name)) > 0) return ambiguous;
        return { request: compose(a, rng, { line1: words(a.number, a.street.predir, rng.pick(forms), a.street.suffix, a.street.postdir) }) };
      },
    },
    unit_forms: {
      eligible: (a) => a.unit !== '',
      make: (a, rng) => {
        const id = a.unit.replace(/^(APT|UNIT|STE|#|RM|FL|BLDG|LOT|SPC|TRLR)\s+/, '');
        const [unit, abbrev] = rng.pick([[`#${id}`, '#'], [`# ${id}`, '#'], [`Apt ${id}`, 'APT'], [`apt. ${id}`, 'APT'], [`Unit ${id}`, 'UNIT'], [`STE ${id}`, 'STE']]);
        const request = compose(a, rng, { line1: streetWords(a), unit });
        // a reference unit with no designator (# 8) keeps the one the person wrote (APT 8)
        return a.unit.startsWith('# ') ? { request, expect: { ...a, unit: `${abbrev} ${id}` } } : { request };
      },
    },
    alt_city: {
      eligible: (a) => a.info.acceptableCities.some((c) => c !== a.city),
      make: (a, rng) => ({ request: compose(a, rng, { line1: streetWords(a), city: rng.pick(a.info.acceptableCities.filter((c) => c !== a.city)) }) }),
    },
    zip_missing: {
      eligible: (a) => cityZips(a).includes(a.zip),
      make: (a, rng) => {
        if (rivals(a, cityZips(a), same(a, ['predir', 'name', 'suffix', 'postdir'])) > 0) return ambiguous;
        return { request: compose(a, rng, { line1: streetWords(a), zip: '' }) };
      },
    },
    city_typo_no_zip: {
      eligible: (a) => /^[A-Z ]+$/.test(a.city) && a.city.replace(/ /g, '').length >= 6 && cityZips(a).includes(a.zip),
      make: (a, rng) => {
        const city = typo(a.city, 1, rng);
        if (city === undefined || index.zipsForCity(city, a.state).length > 0) return null;
        if (rivals(a, cityZips(a), same(a, ['predir', 'name', 'suffix', 'postdir'])) > 0) return ambiguous;
        return { request: compose(a, rng, { line1: streetWords(a), city, zip: '' }) };
      },
    },
    zip_wrong_same_city: {
      eligible: (a) => cityZips(a).length >= 2 && cityZips(a).includes(a.zip),
      make: (a, rng) => {
        const zips = cityZips(a);
        if (rivals(a, zips, same(a, ['predir', 'name', 'suffix', 'postdir'])) > 0) return ambiguous;
        const wrong = rng.pick(zips.filter((z) => z !== a.zip));
        // the wrong ZIP holding a same-named street at this number is a real address of its own
        if (rivals(a, [wrong], (s) => nameKey(s.name) === nameKey(a.street.name)) > 0) return ambiguous;
        return { request: compose(a, rng, { line1: streetWords(a), zip: wrong }) };
      },
    },
    zip4_given: {
      eligible: () => true,
      make: (a, rng) => {
        const plus4 = a.point.zip4 !== '' ? a.point.zip4 : String(rng.int(10000)).padStart(4, '0');
        return { request: compose(a, rng, { line1: streetWords(a), zip: `${a.zip}${rng.chance(0.5) ? '-' : ''}${plus4}` }) };
      },
    },
  };
}
