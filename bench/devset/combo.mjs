// Several damages at once (issue 15's held-out set: "three or four damages at once"): each combo_N case
// applies N different damages drawn from the hard forms (typos, spellings, name variants, number forms,
// unit placements, noise, fields in the wrong components, case) to one real address. Damages that
// cannot go together (two layouts) are not drawn together, and at most one damage takes information
// away from the street (a typo or a dropped suffix), guarded like its single kind, so every case still
// names one address. Dev-set kinds (drawn on every run), each on its own seeded stream.
import { absentNumber } from './invalid.mjs';
import { DIR_WORDS, words } from './phrasing.mjs';

const ORDINALS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH',
  'ELEVENTH', 'TWELFTH', 'THIRTEENTH', 'FOURTEENTH', 'FIFTEENTH', 'SIXTEENTH', 'SEVENTEENTH', 'EIGHTEENTH', 'NINETEENTH', 'TWENTIETH'];
const nth = (n) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'TH' : ['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH'}`;
const SWAPS = { SAINT: ['ST', 'St.'], ST: ['Saint'], MOUNT: ['MT', 'Mt.'], MT: ['Mount'], FORT: ['FT', 'Ft.'], FT: ['Fort'] };
const SWAP_RE = /(^| )(SAINT|ST|MOUNT|MT|FORT|FT)(?= )/;
const LEADS = ['Attn: Accounts Payable', 'ATTN John Smith', 'c/o Jane Doe', 'Acme Widgets Inc', 'Blue Heron Dental LLC'];
const PHONES = ['(410) 555-0134', '802-555-0199', 'Tel 4105550123', '+1 802 555 0148'];
const COUNTRIES = ['USA', 'United States', 'U.S.A.'];
const NOTES = ['(back door)', '(Gate code 1234)', '(leave at desk)'];

const idOf = (a) => a.unit.replace(/^(APT|UNIT|STE|#|RM|FL|BLDG|LOT|SPC|TRLR)\s+/, '');

/** Damages: `eligible(a)`; `apply(s, a, rng)` changes the spec, false when the case would fit two addresses. */
function damages({ resolver, index, boundedDistance, suffixName, typo }) {
  const { rivals, namesOther, nameKey } = resolver;
  const same = (a, keys) => (s) => keys.every((k) => s[k] === a.street[k]);
  const cityZips = (a) => index.zipsForCity(a.city, a.state).filter((z) => index.zip(z)?.hasStreets);
  return {
    typo: {
      lossy: true,
      eligible: (a) => /^[A-Z]+$/.test(a.street.name) && a.street.name.length >= 5,
      apply: (s, a, rng) => {
        const name = typo(a.street.name, 1, rng);
        if (name === undefined || boundedDistance(name, a.street.name, 1) !== 1) return false;
        const near = (r) => boundedDistance(nameKey(name), nameKey(r.name), 1) <= 1;
        if (index.streetsInZip(a.zip).some((r) => nameKey(r.name) === nameKey(name)) || rivals(a, [a.zip], near) > 0) return false;
        s.name = name;
        return true;
      },
    },
    suffix_missing: {
      lossy: true,
      eligible: (a) => a.street.suffix !== '',
      apply: (s, a) => {
        if (rivals(a, [a.zip], same(a, ['predir', 'name', 'postdir'])) > 0 || namesOther(a, words(a.street.predir, a.street.name, a.street.postdir))) return false;
        s.suffix = '';
        return true;
      },
    },
    suffix_spelled: { eligible: (a) => suffixName.has(a.street.suffix), apply: (s, a) => ((s.suffix = suffixName.get(a.street.suffix)), true) },
    dir_spelled: {
      eligible: (a) => a.street.predir !== '' || a.street.postdir !== '',
      apply: (s, a) => {
        s.predir = DIR_WORDS[a.street.predir] ?? a.street.predir;
        s.postdir = DIR_WORDS[a.street.postdir] ?? a.street.postdir;
        return true;
      },
    },
    name_variant: {
      eligible: (a) => SWAP_RE.test(` ${a.street.name} `) || SWAP_RE.test(` ${a.city} `),
      apply: (s, a, rng) => {
        const swap = (t) => ` ${t} `.replace(SWAP_RE, (_, sp, w) => `${sp}${rng.pick(SWAPS[w])}`).trim();
        if (SWAP_RE.test(` ${a.city} `)) s.city = swap(a.city);
        if (!SWAP_RE.test(` ${a.street.name} `)) return true;
        const name = swap(a.street.name);
        if (namesOther(a, words(a.street.predir, name.replace(/\./g, '').toUpperCase(), a.street.suffix, a.street.postdir))) return false;
        s.name = name;
        return true;
      },
    },
    ordinal: {
      eligible: (a) => /^(\d+)(ST|ND|RD|TH)$/.test(a.street.name) ? Number.parseInt(a.street.name, 10) <= 20 : ORDINALS.includes(a.street.name),
      apply: (s, a) => {
        const name = ORDINALS.includes(a.street.name) ? nth(ORDINALS.indexOf(a.street.name) + 1) : ORDINALS[Number.parseInt(a.street.name, 10) - 1];
        if (namesOther(a, words(a.street.predir, name, a.street.suffix, a.street.postdir))) return false;
        s.name = name[0] + name.slice(1).toLowerCase();
        return true;
      },
    },
    number_form: {
      eligible: (a) => /^\d+[ -]?[A-Z]$/.test(a.number) || /^\d+[ -]1\/2$/.test(a.number),
      apply: (s, a, rng) => {
        const half = /^(\d+)[ -]1\/2$/.exec(a.number);
        if (half !== null) s.number = rng.pick([`${half[1]}½`, `${half[1]} ½`, `${half[1]}-1/2`, `${half[1]} 1/2`]);
        else {
          const [, n, l] = /^(\d+)[ -]?([A-Z])$/.exec(a.number);
          s.number = rng.pick([`${n}${l}`, `${n}-${l}`, `${n}${l.toLowerCase()}`]);
        }
        return true;
      },
    },
    unit_before: { moves: 'unit', eligible: (a) => a.unit !== '', apply: (s, a, rng) => ((s.unit = rng.pick([`Apt ${idOf(a)},`, `#${idOf(a)}`, `Unit ${idOf(a)}`])), (s.unitPlace = 'before'), true) },
    unit_glued: {
      eligible: (a) => /^\d/.test(idOf(a)),
      apply: (s, a, rng) => ((s.unit = rng.pick([`Apt${idOf(a)}`, `Unit-${idOf(a)}`, `Suite #${idOf(a)}`, `APT#${idOf(a)}`])), true),
    },
    unit_in_apt: { layout: 'fields', moves: 'unit', eligible: (a) => a.unit !== '', apply: (s) => ((s.unitPlace = 'apt'), true) },
    lead: { eligible: () => true, apply: (s, a, rng) => ((s.lead = rng.pick(LEADS)), true) },
    phone: { eligible: () => true, apply: (s, a, rng) => ((s.trail = rng.pick(PHONES)), true) },
    country: { eligible: () => true, apply: (s, a, rng) => ((s.country = rng.pick(COUNTRIES)), true) },
    note: { eligible: () => true, apply: (s, a, rng) => ((s.note = rng.pick(NOTES)), true) },
    lower: { eligible: () => true, apply: (s) => ((s.lower = true), true) },
    // the ZIP left out or another of the city's ZIPs: lossy (the street must then be found in the city's other ZIPs)
    zip_missing: {
      lossy: true,
      moves: 'zip',
      eligible: (a) => cityZips(a).includes(a.zip),
      apply: (s, a) => (rivals(a, cityZips(a), same(a, ['predir', 'name', 'suffix', 'postdir'])) > 0 ? false : ((s.zip = ''), true)),
    },
    zip_wrong: {
      lossy: true,
      moves: 'zip',
      eligible: (a) => cityZips(a).length >= 2 && cityZips(a).includes(a.zip),
      apply: (s, a, rng) => {
        const zips = cityZips(a);
        if (rivals(a, zips, same(a, ['predir', 'name', 'suffix', 'postdir'])) > 0) return false;
        const wrong = rng.pick(zips.filter((z) => z !== a.zip));
        // (at the number whatever its units: the person's designator may fit another listing there, APT 102 for # 102)
        if (rivals({ ...a, unit: '' }, [wrong], (r) => nameKey(r.name) === nameKey(a.street.name)) > 0) return false;
        s.zip = wrong;
        return true;
      },
    },
    city_typo: {
      eligible: (a) => /^[A-Z ]+$/.test(a.city) && a.city.replace(/ /g, '').length >= 6,
      apply: (s, a, rng) => {
        const city = typo(a.city, 1, rng);
        if (city === undefined || index.zipsForCity(city, a.state).length > 0) return false;
        s.city = city;
        return true;
      },
    },
    // (a bare number after the street reads only next to its type: lossy, so never with a dropped suffix)
    unit_bare: {
      lossy: true,
      moves: 'unit',
      eligible: (a) => /^\d+[A-Z]?$/.test(idOf(a)) && a.street.postdir === '',
      apply: (s, a) => {
        if (namesOther(a, words(a.street.predir, a.street.name, a.street.suffix, idOf(a)))) return false;
        s.unit = idOf(a);
        return true;
      },
    },
    alt_city: {
      eligible: (a) => a.info.acceptableCities.some((c) => c !== a.city),
      apply: (s, a, rng) => ((s.city = rng.pick(a.info.acceptableCities.filter((c) => c !== a.city))), true),
    },
    whole_in_street: { layout: 'street', eligible: () => true, apply: () => true },
    state_zip_swapped: { layout: 'fields', moves: 'zip', eligible: () => true, apply: (s) => ((s.swapStateZip = true), true) },
    zip_in_city: { layout: 'fields', moves: 'zip', eligible: () => true, apply: (s) => ((s.zipInCity = true), true) },
    city_twice: { eligible: () => true, apply: (s) => ((s.cityTwice = true), true) },
    separators: { layout: 'full', eligible: () => true, apply: (s, a, rng) => ((s.sep = rng.pick(['\n', '; '])), true) },
  };
}

/** The request a spec writes: one full_address, everything in street_address, or the fields. */
function render(s, a, layout, rng) {
  const unitAfter = s.unit !== '' && s.unitPlace === 'after';
  const line1 = words(s.unitPlace === 'before' ? s.unit : '', s.number, s.predir, s.name, s.suffix, s.postdir, unitAfter ? s.unit : '', s.note);
  const lower = (t) => (s.lower ? t.toLowerCase() : t);
  const cityPart = s.cityTwice ? `${s.city}, ${s.city}` : s.city;
  const tail = [s.trail, s.country].filter((x) => x !== '');
  if (layout === 'full') {
    const sep = s.sep ?? ', ';
    const parts = [s.lead, line1, s.unitPlace === 'apt' ? s.unit : '', cityPart, words(a.state, s.zip), ...tail].filter((x) => x !== '');
    return { full_address: lower(parts.join(sep)) };
  }
  const lead = s.lead === '' ? '' : `${s.lead}${rng.pick(['\n', ', '])}`;
  if (layout === 'street') {
    const text = [line1, s.unitPlace === 'apt' ? s.unit : '', cityPart, words(a.state, s.zip), ...tail].filter((x) => x !== '').join(rng.pick([', ', ' ']));
    return { street_address: lower(`${lead}${text}`), apt_suite_other: '', city: '', state: '', zip_code: '' };
  }
  const street = `${lead}${line1}${tail.length > 0 ? ` ${tail.join(' ')}` : ''}`;
  return {
    street_address: lower(street),
    apt_suite_other: lower(s.unitPlace === 'apt' ? s.unit : ''),
    city: lower(s.zipInCity ? `${cityPart} ${s.zip}` : cityPart),
    state: s.swapStateZip ? s.zip : lower(a.state),
    zip_code: s.swapStateZip ? a.state : s.zipInCity ? '' : s.zip,
  };
}

/**
 * combo_N: N damages on a real address (valid). combo_bad_number (invalid): three damages on the address with a house
 * number none of its same-named streets holds; no damage that takes information from the street or changes the number
 * is drawn for it, so no other real address can fit, and nothing may come back ROOFTOP.
 */
export function comboKinds(ctx) {
  const all = damages(ctx);
  const names = Object.keys(all);
  const make = (n, { absent = false } = {}) => ({
    eligible: (a) => !absent || /^\d+$/.test(a.number),
    make: (a, rng) => {
      const number = absent ? absentNumber(ctx.index, ctx.resolver.nameKey, a, rng) : a.number;
      if (number === null) return null;
      const s = { number: String(number), zip: a.zip, predir: a.street.predir, name: a.street.name, suffix: a.street.suffix, postdir: a.street.postdir, unit: a.unit === '' ? '' : `Apt ${idOf(a)}`, unitPlace: 'after', city: a.city, lead: '', trail: '', country: '', note: '' };
      let layout;
      let lossy = false;
      let applied = 0;
      const moved = new Set();
      for (const k of rng.sample(names, names.length)) {
        if (applied === n) break;
        const d = all[k];
        if (absent && (d.lossy || k === 'number_form')) continue;
        if (!d.eligible(a) || (d.lossy && lossy) || (d.layout !== undefined && layout !== undefined && d.layout !== layout) || moved.has(d.moves)) continue;
        if (!d.apply(s, a, rng)) return { skip: 'ambiguous' };
        if (d.moves !== undefined) moved.add(d.moves);
        lossy ||= d.lossy === true;
        layout ??= d.layout;
        applied++;
      }
      if (applied < n) return null;
      return { request: render(s, a, layout ?? (rng.chance(0.5) ? 'full' : 'fields'), rng) };
    },
  });
  return { valid: { combo_2: make(2), combo_3: make(3), combo_4: make(4) }, invalid: { combo_bad_number: make(3, { absent: true }) } };
}
