// Fifth probe round (issue 15): phrasings none of the earlier rounds write — spreadsheet-padded and OCR'd house
// numbers and ZIPs, '&' for AND, an abbreviated type written first (Ave A), Co Rd, U S Route, a line written twice,
// an empty designator, firms and surnames that look like address words, cross-street notes, the ZIP before the city
// with no commas — plus near-miss invalid addresses in the same phrasings (a range of numbers is never one of them at
// ROOFTOP). Drawn by probe.mjs, each kind on its own seeded stream.
import { absentNumber } from './invalid.mjs';
import { comps, eitherForm, fullOf, hasUnitId, idOf, line1Of, plainUnit, STATE_NAMES, streetOf, words } from './phrasing.mjs';

const titled = (s) => s.toLowerCase().replace(/(^|[\s.#-])([a-z])/g, (_, p, c) => p + c.toUpperCase());
/** the street after the number, as `o` overrides its parts */
const bareOf = (a, o = {}) => streetOf(a, o).slice((o.number ?? a.number).length + 1);
// OCR and typing confusions of a digit: 0 read O or o, 1 read l or I
const OCR = { 0: ['O', 'o'], 1: ['l', 'I'] };
/**
 * one digit of `n` inside it swapped for its look-alike letter (not the last: 10L is a letter suffix; nor the first: I76 is
 * Interstate 76, L5 a letter house number)
 */
const ocrNumber = (n, rng) => {
  const at = [...n].map((c, i) => (OCR[c] !== undefined && i > 0 && i < n.length - 1 ? i : -1)).filter((i) => i >= 0);
  if (at.length === 0) return null;
  const i = rng.pick(at);
  return n.slice(0, i) + rng.pick(OCR[n[i]]) + n.slice(i + 1);
};
const FIRMS_DIGITS = ['3M Company', '7-Eleven', 'Studio 54', 'Motel 6', '21st Century Insurance', 'Route 66 Diner', '1st Choice Realty', 'Channel 5 News'];
const SURNAME_WORDS = ['Carol Lane', 'Robert Park', 'Mary Street', 'Tom Hill', 'Anna Court', 'James Way', 'Linda Parks', 'Peter Ford', 'Sara Glen'];
// (not 'at' nor 'by': street names hold them, VILLAGE AT ORMSBY HL, and they stay the name's)
const CROSS = ['near', 'off', 'corner of', 'between', 'NEAR', 'Off'];

export function probe5Kinds(ctx) {
  const { index, resolver } = ctx;
  const { nameKey, namesOther } = resolver;
  const withId = (a) => a.unit !== '' && idOf(a) !== undefined;
  const line = (a, rng, o) => words(streetOf(a, o), plainUnit(a, rng));
  /** another street's name in the same ZIP, for cross-street notes */
  const otherStreet = (a, rng) => {
    const others = index.streetsInZip(a.zip).filter((s) => s.id !== a.street.id && s.name !== a.street.name);
    if (others.length === 0) return null;
    const s = rng.pick(others);
    return titled(words(s.predir, s.name, s.suffix, s.postdir));
  };
  const valid = {
    probe_number_zero_padded: {
      // '0012 Main St', '00012 Main St': a house-number column padded with zeros to a fixed width
      eligible: (a) => hasUnitId(a) && /^[1-9]\d*$/.test(a.number),
      make: (a, rng) => eitherForm(a, rng, line(a, rng, { number: a.number.padStart(rng.pick([a.number.length + 1, 5, 6]), '0') })),
    },
    probe_number_decimals: {
      // '1931.00 Main St': a house number exported as a float with two decimals
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number),
      make: (a, rng) => eitherForm(a, rng, line(a, rng, { number: `${a.number}${rng.pick(['.00', '.000'])}` })),
    },
    probe_number_ocr: {
      // '1O5 Main St', '3l9 Caledonia St': a scanned list's house number with a letter for a 0 or 1 inside it
      eligible: (a) => hasUnitId(a) && /^\d+[01]\d+$/.test(a.number),
      make: (a, rng) => {
        const n = ocrNumber(a.number, rng);
        return n === null ? null : eitherForm(a, rng, line(a, rng, { number: n }));
      },
    },
    probe_zip_ocr: {
      // 'VT 0547l', 'MD 2l228': a ZIP with l or I for one of its ones
      eligible: (a) => hasUnitId(a) && a.zip.includes('1'),
      make: (a, rng) => {
        const ones = [...a.zip].map((ch, i) => (ch === '1' ? i : -1)).filter((i) => i >= 0);
        const at = rng.pick(ones);
        const z = a.zip.slice(0, at) + rng.pick(['l', 'I']) + a.zip.slice(at + 1);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } } : { request: comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_name_ampersand: {
      // 'Bow & Arrow Pt', 'Rod&Gun Club Rd' for BOW AND ARROW PT
      eligible: (a) => hasUnitId(a) && / AND /.test(` ${a.street.name} `) && !/^AND | AND$/.test(a.street.name),
      make: (a, rng) => {
        const name = a.street.name.replace(/ AND /, rng.pick([' & ', '&', ' & ']));
        return eitherForm(a, rng, line(a, rng, { name: rng.chance(0.5) ? titled(name) : name }));
      },
    },
    probe_type_first_abbrev: {
      // 'Ave A', 'Ave. B' for AVENUE A: the street type that opens the name, abbreviated
      eligible: (a) => hasUnitId(a) && /^AVENUE \S+$/.test(a.street.name),
      make: (a, rng) => {
        const name = a.street.name.replace(/^AVENUE/, rng.pick(['Ave', 'Ave.', 'AVE', 'Av']));
        return eitherForm(a, rng, line(a, rng, { name }));
      },
    },
    probe_county_road_abbrev: {
      // 'Co Rd', 'Co. Rd.', 'Cnty Rd', 'Old Co Rd' for COUNTY RD
      eligible: (a) => hasUnitId(a) && /(^| )COUNTY$/.test(a.street.name) && a.street.suffix === 'RD',
      make: (a, rng) => {
        const [co, rd] = rng.pick([['Co', 'Rd'], ['Co.', 'Rd.'], ['CO', 'RD'], ['Co', 'Road'], ['Cty', 'Rd'], ['Co.', 'Road']]);
        const name = a.street.name.replace(/COUNTY$/, co);
        return eitherForm(a, rng, line(a, rng, { name, suffix: rd }));
      },
    },
    probe_highway_us_spaced: {
      // 'U S Route 2', 'U. S. Rte 2', 'U S Hwy 2': the US of a federal route spelled with its letters apart
      eligible: (a) => hasUnitId(a) && /^US (ROUTE|HIGHWAY|HWY) \w+$/.test(a.street.name),
      make: (a, rng) => {
        const no = a.street.name.split(' ').at(-1);
        const name = `${rng.pick(['U S', 'U. S.', 'u s', 'U.S'])} ${rng.pick(['Route', 'Rte', 'Hwy', 'Highway', 'Rt'])} ${no}`;
        return eitherForm(a, rng, line(a, rng, { name }));
      },
    },
    probe_line_twice: {
      // the delivery line written twice in street_address ('12 Main St 12 Main St'), or the whole address twice in one cell
      eligible: hasUnitId,
      make: (a, rng) => {
        const l1 = line1Of(a, rng);
        if (rng.chance(0.5)) return { request: comps(a, { street: `${l1}${rng.pick([' ', ' / ', '; ', ' - '])}${l1}` }) };
        return { request: { full_address: `${fullOf(a, l1)}${rng.pick([', ', ' ', '; ', ' / '])}${fullOf(a, l1)}` } };
      },
    },
    probe_unit_empty_designator: {
      // a designator with nothing after it, on an address with no unit: '12 Main St #', '12 Main St Apt', 'Unit #'
      eligible: (a) => a.unit === '',
      make: (a, rng) => eitherForm(a, rng, `${streetOf(a)}${rng.pick([' #', ' Apt', ' Apt.', ' Unit #', ' Ste', ' Apt #', ' # ', ', Apt', ' Unit'])}`),
    },
    probe_firm_digits: {
      // a firm whose name holds a number before the address: '3M Company, 12 Main St', 'Motel 6 12 Main St'
      eligible: hasUnitId,
      make: (a, rng) => {
        const firm = rng.pick(FIRMS_DIGITS);
        const sep = rng.pick([', ', ' ', '\n']);
        if (rng.chance(0.5)) return { request: { full_address: `${firm}${sep === '\n' ? ', ' : sep}${fullOf(a, line1Of(a, rng))}` } };
        return { request: comps(a, { street: `${firm}${sep}${line1Of(a, rng)}` }) };
      },
    },
    probe_person_surname_word: {
      // a person whose surname is a street word, before the number with no comma: 'Carol Lane 12 Main St'
      eligible: hasUnitId,
      make: (a, rng) => {
        const who = rng.pick(SURNAME_WORDS);
        if (rng.chance(0.5)) return { request: { full_address: `${who}${rng.pick([' ', ', '])}${fullOf(a, line1Of(a, rng))}` } };
        return { request: comps(a, { street: `${who} ${line1Of(a, rng)}` }) };
      },
    },
    probe_cross_street_note: {
      // a cross street written after the address with no brackets: '12 Main St near Oak Ave', '12 Main St off Route 7',
      // '12 Main St corner of Oak Ave'
      eligible: (a) => a.unit === '',
      make: (a, rng) => {
        const other = otherStreet(a, rng);
        if (other === null) return null;
        const note = `${rng.pick(CROSS)} ${other}`;
        if (rng.chance(0.5)) return { request: { full_address: fullOf(a, `${streetOf(a)} ${note}`) } };
        return { request: comps(a, { street: `${streetOf(a)}${rng.pick([' ', ', '])}${note}` }) };
      },
    },
    probe_zip_before_city: {
      // '12 Main St 05401 Burlington VT', '12 Main St, 05401 Burlington, VT': the ZIP written before the city (European order)
      eligible: hasUnitId,
      make: (a, rng) => {
        const l1 = line1Of(a, rng);
        if (rng.chance(0.5)) return { request: { full_address: `${l1} ${a.zip} ${a.city} ${a.state}` } };
        return { request: { full_address: `${l1}, ${a.zip} ${a.city}${rng.pick([', ', ' '])}${a.state}` } };
      },
    },
    probe_state_twice: {
      // the state written twice: 'MD, Maryland 21228', 'Maryland (MD)', a state column holding 'MD - Maryland'
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => {
        const st = rng.pick([`${a.state}, ${STATE_NAMES[a.state]}`, `${STATE_NAMES[a.state]} (${a.state})`, `${a.state} - ${STATE_NAMES[a.state]}`, `${STATE_NAMES[a.state]}, ${a.state}`]);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${st} ${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), state: st }) };
      },
    },
    probe_city_prefixed: {
      // 'City of Catonsville', 'Town of Essex', 'Village of X', 'X Township': the municipality's kind around its name
      eligible: hasUnitId,
      make: (a, rng) => {
        const city = rng.pick([`City of ${titled(a.city)}`, `Town of ${titled(a.city)}`, `Village of ${titled(a.city)}`, `${titled(a.city)} Township`, `${titled(a.city)} Twp`]);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${city}, ${a.state} ${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), city }) };
      },
    },
    probe_name_joined: {
      // a two-word name joined by a hyphen or run together: 'Spooks-Hill Rd', 'Spookshill Rd'
      eligible: (a) => hasUnitId(a) && /^[A-Z]{3,} [A-Z]{3,}$/.test(a.street.name),
      make: (a, rng) => {
        const name = a.street.name.replace(' ', rng.pick(['-', '']));
        if (namesOther(a, words(a.street.predir, name, a.street.suffix, a.street.postdir))) return { skip: 'ambiguous' };
        return eitherForm(a, rng, line(a, rng, { name: titled(name) }));
      },
    },
    probe_name_apostrophe: {
      // an apostrophe added before a word's final S: "Spook's Hill Rd", "St Paul's Rd" (the reference writes none)
      eligible: (a) => hasUnitId(a) && /[A-Z]{2,}S( |$)/.test(a.street.name) && a.street.name.split(' ').length > 1,
      make: (a, rng) => {
        const name = a.street.name.replace(/([A-Z]{2,})S( |$)/, (_, w, e) => `${w}${rng.pick(["'", '’'])}S${e}`);
        return eitherForm(a, rng, line(a, rng, { name: titled(name).replace(/'S\b|’S\b/, (m) => m.toLowerCase()) }));
      },
    },
  };

  /** Two of this round's damages and one older one on the same address, written as one full_address. */
  const NEW_DAMAGES = {
    padded: (p, a) => /^[1-9]\d*$/.test(a.number) && ((p.number = `00${a.number}`), true),
    decimals: (p, a) => /^\d+$/.test(a.number) && ((p.number = `${a.number}.00`), true),
    zip_ocr: (p, a) => !p.zipFirst && a.zip.includes('1') && ((p.zip = a.zip.replace('1', 'l')), true),
    empty_unit: (p, a, rng) => a.unit === '' && !p.cross && ((p.unit = rng.pick(['#', 'Apt', 'Unit #'])), true),
    cross: (p, a, rng) => {
      const o = a.unit === '' && p.unit === undefined ? otherStreet(a, rng) : null;
      return o !== null && ((p.cross = `near ${o}`), true);
    },
    zip_first: (p) => p.zip === undefined && ((p.zipFirst = true), true),
    firm: (p, a, rng) => (p.lead = rng.pick(FIRMS_DIGITS)) !== undefined,
    twice: (p) => ((p.twice = true), true),
  };
  const OLD_DAMAGES = {
    lower: (p) => ((p.lower = true), true),
    no_commas: (p) => ((p.sep = ' '), true),
    state_spelled: (p, a) => STATE_NAMES[a.state] !== undefined && ((p.state = STATE_NAMES[a.state]), true),
    phone: (p) => ((p.tail = '(802) 555-0148'), true),
  };
  valid.probe_combo_round5 = {
    // e.g. '3M Company 0012 Main St near Oak Ave 05401 Burlington Vermont': two of this round's damages and an older one
    eligible: hasUnitId,
    make: (a, rng) => {
      const p = { sep: ', ' };
      const picked = rng.sample(Object.keys(NEW_DAMAGES), 2);
      for (const k of picked) if (!NEW_DAMAGES[k](p, a, rng)) return null;
      if (!OLD_DAMAGES[rng.pick(Object.keys(OLD_DAMAGES))](p, a, rng)) return null;
      const unit = p.unit ?? plainUnit(a, rng);
      const line1 = words(streetOf(a, { number: p.number ?? a.number }), unit, p.cross);
      const state = p.state ?? a.state;
      const zip = p.zip ?? a.zip;
      const last = p.zipFirst ? `${zip} ${a.city}${p.sep}${state}` : `${a.city}${p.sep}${state} ${zip}`;
      let text = [p.lead, p.twice ? `${line1} ${line1}` : line1, last].filter((x) => x !== undefined).join(p.sep);
      if (p.tail) text = `${text} ${p.tail}`;
      return { request: { full_address: p.lower ? text.toLowerCase() : text } };
    },
  };

  const badLine = (a, n, rng) => {
    const form = rng.int(7);
    const st = streetOf(a, { number: String(n) });
    if (form === 0) return { full_address: fullOf(a, streetOf(a, { number: String(n).padStart(5, '0') })) };
    if (form === 1) return { full_address: fullOf(a, `${st.replace(/^(\d+)/, '$1.00')}`) };
    if (form === 2) return { full_address: `${st} ${a.zip} ${a.city} ${a.state}` };
    if (form === 3) return comps(a, { street: `${st} ${st}` });
    if (form === 4) return { full_address: `${rng.pick(FIRMS_DIGITS)}, ${fullOf(a, st)}` };
    if (form === 5) return { full_address: fullOf(a, `${st} #`) };
    const o = otherStreet(a, rng);
    return { full_address: fullOf(a, o === null ? st : `${st} near ${o}`) };
  };
  const invalid = {
    probe_bad_number_padded: {
      // an absent number written the new ways: zero-padded, with decimals, before a ZIP-first last line, twice, after a firm,
      // before an empty unit label or a cross street
      eligible: (a) => /^\d+$/.test(a.number),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        return n === null ? null : { request: badLine(a, n, rng) };
      },
    },
    probe_bad_number_ocr: {
      // an absent number with a letter for a 0 or 1 inside it: never read as a real number at ROOFTOP
      eligible: (a) => /^\d+$/.test(a.number),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const w = ocrNumber(String(n), rng);
        return w === null ? null : eitherForm(a, rng, streetOf(a, { number: w }));
      },
    },
    probe_bad_number_range: {
      // '12-14 Main St', '12 & 14 Main St' where the reference lists 12 (or 14) but no such range: never ROOFTOP at 12 or 14
      eligible: (a) => /^\d+$/.test(a.number) && a.unit === '' && Number(a.number) > 2,
      make: (a, rng) => {
        const n = Number(a.number);
        const m = rng.chance(0.5) ? n + 2 : n - 2;
        const [lo, hi] = m > n ? [n, m] : [m, n];
        const text = rng.pick([`${lo}-${hi}`, `${lo} - ${hi}`, `${lo} & ${hi}`, `${lo}/${hi}`, `${lo} and ${hi}`]);
        if (index.point(a.street.id, `${lo}-${hi}`) !== undefined) return null;
        return eitherForm(a, rng, streetOf(a, { number: text }));
      },
    },
    probe_bad_number_new_names: {
      // an absent number on the new name spellings: Ave A, Co Rd, U S Route, '&' for AND
      eligible: (a) => /^\d+$/.test(a.number) && (/^AVENUE \S+$/.test(a.street.name) || (/(^| )COUNTY$/.test(a.street.name) && a.street.suffix === 'RD') || /^US (ROUTE|HIGHWAY|HWY) \w+$/.test(a.street.name) || / AND /.test(a.street.name)),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const bare = bareOf(a)
          .replace(/^AVENUE /, 'Ave ')
          .replace(/COUNTY RD/, 'Co Rd')
          .replace(/^US (ROUTE|HIGHWAY|HWY) /, 'U S Route ')
          .replace(/ AND /, ' & ');
        return eitherForm(a, rng, `${n} ${bare}`);
      },
    },
  };
  return { valid, invalid };
}
