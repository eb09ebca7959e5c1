// Fourth probe round (issue 15): two to four hard forms at once (the held-out's "three or four damages" is where it
// loses most), fields moved further than one column, units and numbers written still other ways, and near-miss
// invalid addresses in the same phrasings. Drawn by probe.mjs, each kind on its own seeded stream.
import { absentNumber } from './invalid.mjs';
import { DIR_WORDS, comps, designator, eitherForm, fullOf, hasUnitId, idOf, line1Of, plainUnit, STATE_NAMES, streetOf, withState, words } from './phrasing.mjs';

const DIR_DOTS = { N: 'N.', S: 'S.', E: 'E.', W: 'W.', NE: 'N.E.', NW: 'N.W.', SE: 'S.E.', SW: 'S.W.' };
const ORDINALS = ['', 'FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH',
  'ELEVENTH', 'TWELFTH', 'THIRTEENTH', 'FOURTEENTH', 'FIFTEENTH', 'SIXTEENTH', 'SEVENTEENTH', 'EIGHTEENTH', 'NINETEENTH', 'TWENTIETH'];
const PHONES = ['(802) 555-0148', '802-555-0148', '802.555.0148', 'Ph: 802-555-0148', 'Tel (410) 555-0199', '+1 802 555 0148'];
const LEADS = ['Attn: Billing', 'c/o Pat Kim', 'ATTN Receiving', 'Acme Widgets Inc', 'C/O Maria Lopez'];
const COUNTRIES = ['USA', 'United States', 'U.S.A.', 'US'];
const NOTES = ['(back door)', '(gate code 4411)', '(leave at desk)', '(rear)'];
const NEIGHBOURS = { VT: ['NH', 'NY', 'MA'], MD: ['VA', 'DE', 'PA', 'DC'], CA: ['NV', 'OR', 'AZ'], MT: ['ID', 'WY', 'ND'] };
const NAME_ABBREV = {
  MOUNTAIN: 'MTN', HEIGHTS: 'HTS', POINT: 'PT', LAKE: 'LK', CREEK: 'CRK', VALLEY: 'VLY', RIDGE: 'RDG', MEADOW: 'MDW', MEADOWS: 'MDWS',
  CENTER: 'CTR', HILL: 'HL', SPRINGS: 'SPGS', SPRING: 'SPG', VILLAGE: 'VLG', JUNCTION: 'JCT', BROOK: 'BRK', HOLLOW: 'HOLW',
  FALLS: 'FLS', HARBOR: 'HBR', POND: 'PND', GROVE: 'GRV', VIEW: 'VW', ORCHARD: 'ORCH', MILL: 'ML', FOREST: 'FRST', ISLAND: 'IS',
};
const CARDINAL_WORDS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE', 'THIRTEEN',
  'FOURTEEN', 'FIFTEEN', 'SIXTEEN', 'SEVENTEEN', 'EIGHTEEN', 'NINETEEN', 'TWENTY'];
const HASH_NOTES = ['(gate #12)', '(use door #2)', '(dock #4)', '(park in spot #7)', '(box #3 at office)'];

const withId = (a) => a.unit !== '' && idOf(a) !== undefined;
const gluedUnit = (a, rng) => {
  const id = idOf(a);
  return rng.pick(/^\d/.test(id) ? [`Apt${id}`, `#${id}`, `Unit-${id}`, `APT#${id}`, `Ste.${id}`] : [`#${id}`, `Unit-${id}`, `APT#${id}`]);
};
const titled = (s) => s.toLowerCase().replace(/(^|[\s.#-])([a-z])/g, (_, p, c) => p + c.toUpperCase());

/**
 * The damages the combination kinds draw from: each edits a plan of the address (the words of line 1, the
 * unit and where it goes, the last line, what comes before and after) before it is written out.
 */
const DAMAGES = {
  lower: { apply: (p) => { p.lower = true; } },
  title: { apply: (p) => { p.title = true; } },
  no_commas: { apply: (p) => { p.sep = ' '; } },
  unit_first: { when: withId, apply: (p, a, rng) => { p.unitFirst = rng.pick(['', ',', ' -']); } },
  unit_glued: { when: withId, apply: (p, a, rng) => { p.unit = gluedUnit(a, rng); } },
  phone: { apply: (p, a, rng) => { p.tail.push(rng.pick(PHONES)); } },
  country: { apply: (p, a, rng) => { p.tail.push(rng.pick(COUNTRIES)); } },
  lead: { apply: (p, a, rng) => { p.lead = rng.pick(LEADS); } },
  state_spelled: { when: (a) => STATE_NAMES[a.state] !== undefined, apply: (p, a) => { p.state = STATE_NAMES[a.state]; } },
  zip4: { apply: (p, a, rng) => { p.zip = `${a.zip}${rng.pick(['-', ' ', ''])}${/^\d{4}$/.test(a.point.zip4 ?? '') ? a.point.zip4 : '0001'}`; } },
  note: { apply: (p, a, rng) => { p.note = rng.pick(NOTES); } },
  zip_before_state: { apply: (p) => { p.zipFirst = true; } },
  suffix_dotted: { when: (a) => a.street.suffix !== '', apply: (p, a) => { p.suffix = `${titled(a.street.suffix)}.`; } },
  dir_spelled: { when: (a) => a.street.predir !== '' || a.street.postdir !== '', apply: (p, a, rng) => { const m = rng.chance(0.5) ? DIR_WORDS : DIR_DOTS; p.predir = m[a.street.predir] ?? ''; p.postdir = m[a.street.postdir] ?? ''; } },
  whole_in_street: { apply: (p) => { p.wholeInStreet = true; } },
  city_twice: { apply: (p) => { p.cityTwice = true; } },
};

const BASE_DAMAGES = Object.keys(DAMAGES);
/** More damages, for the five-at-once kind only (the two-to-four kinds keep their cases). */
const MORE_DAMAGES = {
  unit_spelled: { when: (a) => withId(a) && ['#', 'APT', 'STE'].includes(designator(a)), apply: (p, a) => { p.unit = `${designator(a) === 'STE' ? 'Suite' : 'Apartment'} ${idOf(a)}`; } },
  number_hash: { when: (a) => /^\d+$/.test(a.number), apply: (p) => { p.numberMark = '#'; } },
  suffix_spelled: { when: (a) => SUFFIX_WORDS[a.street.suffix] !== undefined, apply: (p, a) => { p.suffix = SUFFIX_WORDS[a.street.suffix]; } },
  line_breaks: { apply: (p) => { p.sep = '\n'; } },
  state_dotted: { when: (a) => OLD_STATES[a.state] !== undefined, apply: (p, a, rng) => { p.state = rng.pick(OLD_STATES[a.state]); } },
  zip_zero_dropped: { when: (a) => a.zip.startsWith('0'), apply: (p, a) => { p.zip = a.zip.slice(1); } },
  double_spaces: { apply: (p) => { p.spaces = true; } },
  trailing_dot: { apply: (p) => { p.dot = '.'; } },
};
const SUFFIX_WORDS = { ST: 'Street', AVE: 'Avenue', RD: 'Road', DR: 'Drive', LN: 'Lane', CT: 'Court', PL: 'Place', CIR: 'Circle', BLVD: 'Boulevard', TER: 'Terrace', HWY: 'Highway' };
const OLD_STATES = { VT: ['Vt.', 'Verm.'], MD: ['Md.'], CA: ['Calif.', 'Cal.'], MT: ['Mont.'] };
for (const [k, v] of Object.entries(MORE_DAMAGES)) DAMAGES[k] ??= v;

function writePlan(a, p, rng) {
  const st = words(`${p.numberMark ?? ''}${a.number}`, p.predir ?? a.street.predir, a.street.name, p.suffix ?? a.street.suffix, p.postdir ?? a.street.postdir);
  const unit = p.unit ?? plainUnit(a, rng);
  let line1 = p.unitFirst !== undefined && unit !== '' ? `${unit}${p.unitFirst} ${st}` : words(st, unit);
  if (p.note) line1 = `${line1} ${p.note}`;
  const state = p.state ?? a.state;
  const zip = p.zip ?? a.zip;
  const last = p.zipFirst ? `${zip} ${state}` : `${state} ${zip}`;
  const sep = p.sep ?? ', ';
  const city = p.cityTwice && (p.full || p.wholeInStreet) ? `${a.city}${sep}${a.city}` : a.city;
  const cased = (s) => (p.lower ? s.toLowerCase() : p.title ? titled(s) : s);
  const finish = (s) => `${p.spaces ? cased(s).replace(/ /g, '  ') : cased(s)}${p.dot ?? ''}`;
  const tail = p.tail.join(' ');
  if (p.full || p.wholeInStreet) {
    const text = [p.lead, line1, city, last, tail].filter((x) => x !== undefined && x !== '').join(sep);
    return p.full ? { full_address: finish(text) } : comps(a, { street: finish(text), city: '', state: '', zip: '' });
  }
  if (p.cityTwice) line1 = `${line1}${rng.pick([', ', ' '])}${a.city}`;
  const streetText = [p.lead, words(line1, tail)].filter((x) => x !== undefined && x !== '').join(rng.pick(['\n', ', ']));
  return comps(a, { street: finish(streetText), city: finish(city), state: p.zipFirst ? zip : finish(state), zip: p.zipFirst ? state : zip });
}

/** `n` damages drawn from `names` (those the address allows), written in full_address or components. */
const combo = (names, n) => ({
  eligible: hasUnitId,
  make: (a, rng) => {
    const open = names.filter((k) => DAMAGES[k].when === undefined || DAMAGES[k].when(a));
    if (open.length < n) return null;
    const picked = rng.sample(open, n);
    if (picked.includes('lower') && picked.includes('title')) return null;
    const p = { tail: [], full: rng.chance(0.6) && !picked.includes('whole_in_street') };
    for (const k of picked) DAMAGES[k].apply(p, a, rng);
    return { request: writePlan(a, p, rng) };
  },
});

export function probe4Kinds(ctx) {
  const { resolver, index } = ctx;
  const { namesOther, rivals, nameKey } = resolver;
  const same = (a, keys) => (s) => keys.every((k) => s[k] === a.street[k]);
  const cityZips = (a) => index.zipsForCity(a.city, a.state).filter((z) => index.zip(z)?.hasStreets);
  const valid = {
    probe_combo_two: combo(BASE_DAMAGES, 2),
    probe_combo_three: combo(BASE_DAMAGES, 3),
    probe_combo_four: combo(BASE_DAMAGES, 4),
    probe_combo_unit_first_phone: {
      // 'Apt 4, 12 Main St, Burlington, VT 05401 (802) 555-0148'
      eligible: withId,
      make: (a, rng) => {
        // (a letter glued to a word, APTM, is no unit anyone could read)
        const u = rng.pick([`Apt ${idOf(a)},`, `#${idOf(a)}`, `Unit ${idOf(a)} -`, /^\d/.test(idOf(a)) ? `APT${idOf(a)}` : `APT#${idOf(a)}`]);
        const phone = rng.pick(PHONES);
        if (rng.chance(0.5)) return { request: { full_address: `${fullOf(a, `${u} ${streetOf(a)}`)}${rng.pick([', ', ' '])}${phone}` } };
        return { request: comps(a, { street: `${u} ${streetOf(a)} ${phone}` }) };
      },
    },
    probe_combo_whole_swapped: {
      // the whole address in street_address, the ZIP before the state, the other columns empty
      eligible: hasUnitId,
      make: (a, rng) => {
        const sep = rng.pick([', ', ' ']);
        return { request: comps(a, { street: [line1Of(a, rng), a.city, `${a.zip} ${a.state}`].join(sep), city: '', state: '', zip: '' }) };
      },
    },
    probe_combo_lower_nocomma_usa: {
      // '12 main st apt 4 burlington vt 05401 usa'
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${line1Of(a, rng)} ${a.city} ${a.state} ${a.zip} ${rng.pick(['usa', 'united states', 'us', 'u.s.a.'])}`.toLowerCase() } }),
    },
    probe_combo_ordinal_dir_note: {
      // '12 Twenty-First St Northeast (rear)': a spelled ordinal, a spelled or dotted direction, a note in parentheses
      eligible: (a) => hasUnitId(a) && /^\d+(ST|ND|RD|TH)$/.test(a.street.name) && Number.parseInt(a.street.name, 10) <= 20 && (a.street.predir !== '' || a.street.postdir !== ''),
      make: (a, rng) => {
        const name = ORDINALS[Number.parseInt(a.street.name, 10)];
        if (namesOther(a, words(a.street.predir, name, a.street.suffix, a.street.postdir))) return { skip: 'ambiguous' };
        const m = rng.chance(0.5) ? DIR_WORDS : DIR_DOTS;
        const line1 = `${words(a.number, m[a.street.predir], rng.chance(0.5) ? titled(name) : name.toLowerCase(), a.street.suffix, m[a.street.postdir])} ${plainUnit(a, rng)} ${rng.pick(NOTES)}`.replace(/ {2,}/g, ' ');
        return eitherForm(a, rng, line1);
      },
    },
    probe_combo_name_glued_unit: {
      // 'St. Albans' / 'Mt. Holly' written the other way, with the unit glued: '12 Mount Holly Rd Apt4'
      eligible: (a) => hasUnitId(a) && (/(^| )(SAINT|ST|MOUNT|MT|FORT|FT) \S/.test(a.city) || /(^| )(SAINT|ST|MOUNT|MT|FORT|FT) \S/.test(a.street.name)),
      make: (a, rng) => {
        const SW = { SAINT: 'St.', ST: 'Saint', MOUNT: 'Mt.', MT: 'Mount', FORT: 'Ft.', FT: 'Fort' };
        const swap = (s) => s.replace(/(^| )(SAINT|ST|MOUNT|MT|FORT|FT) (?=\S)/, (_, sp, w) => `${sp}${SW[w]} `);
        const inStreet = /(^| )(SAINT|ST|MOUNT|MT|FORT|FT) \S/.test(a.street.name);
        const name = inStreet ? swap(a.street.name) : a.street.name;
        if (inStreet && namesOther(a, words(a.street.predir, name.replace(/\./g, ''), a.street.suffix, a.street.postdir))) return { skip: 'ambiguous' };
        const city = swap(a.city);
        const line1 = words(streetOf(a, { name }), a.unit === '' ? '' : gluedUnit(a, rng));
        return rng.chance(0.5) ? { request: { full_address: `${line1}, ${city}, ${a.state} ${a.zip}` } } : { request: comps(a, { street: line1, city }) };
      },
    },
    probe_combo_fraction_unit: {
      // '63-1/2 Main St Apt4', '63 ½ main st #4': a fraction number and a glued unit, any case
      eligible: (a) => hasUnitId(a) && /^\d+[ -]1\/2$/.test(a.number),
      make: (a, rng) => {
        const n = /^(\d+)/.exec(a.number)[1];
        const line1 = words(streetOf(a, { number: rng.pick([`${n} 1/2`, `${n}½`, `${n}-1/2`, `${n} ½`]) }), a.unit === '' ? rng.pick(['', '(rear)']) : gluedUnit(a, rng));
        return eitherForm(a, rng, rng.chance(0.5) ? line1.toLowerCase() : line1);
      },
    },
    probe_fields_all_in_city_spaced: {
      // the city column holding 'Towson MD 21204', the state and ZIP columns empty
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), city: `${a.city} ${a.state} ${a.zip}`, state: '', zip: '' }) }),
    },
    probe_fields_zip_in_state: {
      // the ZIP in the state column, the ZIP column empty
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), state: a.zip, zip: '' }) }),
    },
    probe_fields_state_in_zip_only: {
      // the state in the ZIP column, the state column empty: no ZIP given (the city decides)
      eligible: (a) => hasUnitId(a) && cityZips(a).includes(a.zip),
      make: (a, rng) => {
        if (rivals(a, cityZips(a), same(a, ['predir', 'name', 'suffix', 'postdir'])) > 0) return { skip: 'ambiguous' };
        return { request: comps(a, { street: line1Of(a, rng), state: '', zip: rng.pick([a.state, STATE_NAMES[a.state] ?? a.state]) }) };
      },
    },
    probe_fields_unit_in_zip: {
      // '05401 Apt 4' in the ZIP column
      eligible: withId,
      make: (a, rng) => ({ request: comps(a, { street: streetOf(a), zip: `${a.zip}${rng.pick([' ', ', ', ' - '])}${plainUnit(a, rng)}` }) }),
    },
    probe_fields_all_in_city_whole: {
      // every part of the address in the city column, street_address empty
      eligible: hasUnitId,
      make: (a, rng) => {
        const sep = rng.pick([', ', ' ']);
        return { request: comps(a, { street: '', city: [line1Of(a, rng), a.city, `${a.state} ${a.zip}`].join(sep), state: rng.chance(0.5) ? a.state : '', zip: rng.chance(0.5) ? a.zip : '' }) };
      },
    },
    probe_fields_street_split: {
      // line 1 cut at a word into street_address and apt_suite_other: '12 Mount' + 'Holly Rd Apt 4'
      eligible: (a) => hasUnitId(a) && streetOf(a).split(' ').length >= 3,
      make: (a, rng) => {
        const w = line1Of(a, rng).split(' ');
        const k = 1 + rng.int(w.length - 1);
        return { request: comps(a, { street: w.slice(0, k).join(' '), apt: w.slice(k).join(' ') }) };
      },
    },
    probe_fields_lines_swapped_forms: {
      // the unit (written many ways) in street_address and the delivery line in apt_suite_other
      eligible: (a) => withId(a) && ['#', 'APT', 'STE', 'UNIT'].includes(designator(a)),
      make: (a, rng) => {
        const id = idOf(a);
        return { request: comps(a, { street: rng.pick([`Apt. No. ${id}`, `Unit #${id}`, `Suite ${id}`, `# ${id}`, `APT ${id},`, `Apartment ${id}`]), apt: streetOf(a) }) };
      },
    },
    probe_unit_no_more: {
      // 'Apt. No. 4', 'Suite No 4', 'Unit # 4', 'Apt # 4'
      eligible: (a) => withId(a) && ['#', 'APT', 'STE', 'UNIT'].includes(designator(a)),
      make: (a, rng) => {
        const id = idOf(a);
        const d = designator(a) === 'STE' ? rng.pick(['Suite', 'Ste.']) : designator(a) === 'UNIT' ? 'Unit' : rng.pick(['Apt.', 'Apt']);
        return eitherForm(a, rng, `${streetOf(a)}${rng.pick([' ', ', '])}${d} ${rng.pick(['No.', 'No', '#', 'Number', 'no.'])} ${id}`);
      },
    },
    probe_unit_dash_letter_more: {
      // '4B' written Unit #4-B, Ste 4-B, Apt. 4-b
      eligible: (a) => withId(a) && /^\d+[A-Z]$/.test(idOf(a)),
      make: (a, rng) => {
        const [, n, l] = /^(\d+)([A-Z])$/.exec(idOf(a));
        return eitherForm(a, rng, `${streetOf(a)} ${rng.pick([`Unit #${n}-${l}`, `Apt. ${n}-${l.toLowerCase()}`, `# ${n}-${l}`, `Apt #${n}-${l}`, `Unit ${n}${l.toLowerCase()}`])}`);
      },
    },
    probe_unit_twice: {
      // the designator written twice: 'Apt Apt 4', 'Apt #Apt 4', 'Unit Unit 4'
      eligible: (a) => withId(a) && ['#', 'APT', 'UNIT'].includes(designator(a)),
      make: (a, rng) => {
        const id = idOf(a);
        return eitherForm(a, rng, `${streetOf(a)} ${rng.pick([`Apt Apt ${id}`, `Apt. Apt ${id}`, `Apt #Apt ${id}`, `Unit Unit ${id}`, `APT APT ${id}`, `Apt # Apt ${id}`])}`);
      },
    },
    probe_unit_repeated_line: {
      // the same unit twice in line 1: '12 Main St Apt 4 Apt 4', '12 Main St #4, Apt 4'
      eligible: (a) => withId(a) && ['#', 'APT', 'UNIT'].includes(designator(a)),
      make: (a, rng) => {
        const id = idOf(a);
        return eitherForm(a, rng, `${streetOf(a)} ${rng.pick([`Apt ${id}`, `#${id}`])}${rng.pick([' ', ', '])}${rng.pick([`Apt ${id}`, `#${id}`, `Unit ${id}`])}`);
      },
    },
    probe_lead_phone: {
      // a phone number before the address: 'Phone: 802-555-0148, 12 Main St ...'
      eligible: hasUnitId,
      make: (a, rng) => {
        const phone = rng.pick(['Phone: 802-555-0148', 'Ph (802) 555-0148', 'Tel: 410.555.0199', '(802) 555-0148', '802-555-0148']);
        if (rng.chance(0.5)) return { request: { full_address: `${phone}${rng.pick([', ', '\n', ' - '])}${fullOf(a, line1Of(a, rng))}` } };
        return { request: comps(a, { street: `${phone}${rng.pick(['\n', ', '])}${line1Of(a, rng)}` }) };
      },
    },
    probe_note_hash: {
      // a note holding a number sign after an address with no unit: '12 Main St (gate #12)'
      eligible: (a) => a.unit === '',
      make: (a, rng) => {
        const note = rng.pick(HASH_NOTES);
        if (rng.chance(0.5)) return { request: { full_address: `${fullOf(a, streetOf(a))}${rng.pick([', ', ' '])}${note}` } };
        return eitherForm(a, rng, `${streetOf(a)} ${note}`);
      },
    },
    probe_number_glued_name: {
      // '12Main St': the house number with no space before the street's name
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number) && a.street.predir === '' && /^[A-Z]{4,}( |$)/.test(a.street.name),
      make: (a, rng) => {
        const st = streetOf(a);
        const glued = st.replace(/^(\d+) /, '$1');
        return eitherForm(a, rng, words(rng.chance(0.5) ? titled(glued) : glued, plainUnit(a, rng)));
      },
    },
    probe_number_comma: {
      // '12, Main St': a comma after the house number
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number),
      make: (a, rng) => eitherForm(a, rng, line1Of(a, rng).replace(/^(\d+) /, rng.pick(['$1, ', '$1,']))),
    },
    probe_names_both: {
      // Saint / Mount / Fort written dotted in the street and in the city at once, lower or title case
      eligible: (a) => hasUnitId(a) && /(^| )(SAINT|ST|MOUNT|MT|FORT|FT) \S/.test(a.city) && /(^| )(SAINT|MOUNT|FORT) \S/.test(a.street.name),
      make: (a, rng) => {
        const D = { SAINT: 'St.', ST: 'St.', MOUNT: 'Mt.', MT: 'Mt.', FORT: 'Ft.', FT: 'Ft.' };
        const dot = (s) => s.replace(/(^| )(SAINT|ST|MOUNT|MT|FORT|FT) (?=\S)/, (_, sp, w) => `${sp}${D[w]} `);
        const name = dot(a.street.name);
        if (namesOther(a, words(a.street.predir, name.replace(/\./g, ''), a.street.suffix, a.street.postdir))) return { skip: 'ambiguous' };
        const f = rng.chance(0.5) ? titled : (s) => s.toLowerCase();
        const line1 = f(words(streetOf(a, { name }), plainUnit(a, rng)));
        return rng.chance(0.5) ? { request: { full_address: `${line1}, ${f(dot(a.city))}, ${a.state} ${a.zip}` } } : { request: comps(a, { street: line1, city: f(dot(a.city)) }) };
      },
    },
    probe_combo_five: combo(Object.keys(DAMAGES), 5),
    probe_unit_typo: {
      // the designator misspelt: 'Appt 4', 'Aprt 4', 'Suit 200', 'Unt 4', 'Apartmnet 4'
      eligible: (a) => withId(a) && ['APT', 'STE', 'UNIT'].includes(designator(a)),
      make: (a, rng) => {
        const typos = { APT: ['Appt', 'Aprt', 'Apartmnet', 'Apartament', 'Aptmt', 'Apmt'], STE: ['Suit', 'Stuie', 'Siute', 'Suiet'], UNIT: ['Unt', 'Uint', 'Unti'] }[designator(a)];
        return eitherForm(a, rng, `${streetOf(a)} ${rng.pick(typos)} ${idOf(a)}`);
      },
    },
    probe_fields_all_in_apt: {
      // the whole address typed into apt_suite_other (address line 2), every other field empty
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: '', apt: [line1Of(a, rng), a.city, `${a.state} ${a.zip}`].join(rng.pick([', ', ' '])), city: '', state: '', zip: '' }) }),
    },
    probe_fields_columns_shifted: {
      // a spreadsheet's columns shifted by one: the city in apt_suite_other, the state in city, the ZIP in state
      eligible: (a) => a.unit === '',
      make: (a, rng) => ({ request: comps(a, { street: streetOf(a), apt: a.city, city: a.state, state: a.zip, zip: rng.pick(['', 'US', 'USA']) }) }),
    },
    probe_fields_street_city_swapped: {
      // street_address and city swapped
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: a.city, city: line1Of(a, rng) }) }),
    },
    probe_fields_city_state_swapped: {
      // city and state swapped, or the city in state and the state with the ZIP
      eligible: hasUnitId,
      make: (a, rng) => (rng.chance(0.5) ? { request: comps(a, { street: line1Of(a, rng), city: a.state, state: a.city }) } : { request: comps(a, { street: line1Of(a, rng), city: `${a.state} ${a.zip}`, state: a.city, zip: '' }) }),
    },
    probe_fields_number_in_apt: {
      // the house number column mapped to apt_suite_other, the street without it
      eligible: (a) => a.unit === '' && /^\d+$/.test(a.number),
      make: (a, rng) => ({ request: comps(a, { street: words(a.street.predir, a.street.name, a.street.suffix, a.street.postdir), apt: a.number }) }),
    },
    probe_number_after_street: {
      // 'Moon Ridge Rd 210': the house number after the street (a European order, or columns joined the other way)
      eligible: (a) => a.unit === '' && /^\d+$/.test(a.number),
      make: (a, rng) => eitherForm(a, rng, `${words(a.street.predir, a.street.name, a.street.suffix, a.street.postdir)}${rng.pick([' ', ', ', ' No. '])}${a.number}`),
    },
    probe_name_word_abbrev: {
      // a word of the street's name written as its Pub 28 abbreviation: Mtn View Dr, Pine Hl Rd, Lk Shore Rd, Town Ctr Rd
      eligible: (a) => hasUnitId(a) && a.street.name.split(' ').some((w, i, all) => NAME_ABBREV[w] !== undefined && all.length > 1),
      make: (a, rng) => {
        const ws = a.street.name.split(' ');
        const at = rng.pick(ws.map((w, i) => (NAME_ABBREV[w] !== undefined ? i : -1)).filter((i) => i >= 0));
        const name = ws.map((w, i) => (i === at ? NAME_ABBREV[w] : w)).join(' ');
        if (namesOther(a, words(a.street.predir, name, a.street.suffix, a.street.postdir))) return { skip: 'ambiguous' };
        const line1 = words(streetOf(a, { name: rng.chance(0.5) ? titled(name) : name }), plainUnit(a, rng));
        return eitherForm(a, rng, line1);
      },
    },
    probe_number_letter_combo: {
      // a number with a letter or a half, with the unit first or glued, in lower case: 'apt 4, 12a main st', '63½ Main St #4'
      eligible: (a) => hasUnitId(a) && /^\d+([ -]?[A-Z]|[ -]1\/2)$/.test(a.number),
      make: (a, rng) => {
        const m = /^(\d+)[ -]?(.*)$/.exec(a.number);
        const number = m[2] === '1/2' ? rng.pick([`${m[1]}½`, `${m[1]} 1/2`, `${m[1]}-1/2`]) : rng.pick([`${m[1]}${m[2].toLowerCase()}`, `${m[1]}-${m[2]}`, `${m[1]}${m[2]}`]);
        const st = streetOf(a, { number });
        const unit = a.unit === '' ? '' : rng.chance(0.5) ? gluedUnit(a, rng) : plainUnit(a, rng);
        const line1 = unit !== '' && rng.chance(0.5) ? `${unit}${rng.pick([', ', ' '])}${st}` : words(st, unit);
        return eitherForm(a, rng, rng.chance(0.5) ? line1.toLowerCase() : line1);
      },
    },
    probe_number_twice: {
      // the house number written twice: a number column joined to a street column that already held it
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number) && a.street.predir === '',
      make: (a, rng) => eitherForm(a, rng, words(`${a.number}${rng.pick([' ', ', '])}${streetOf(a)}`, plainUnit(a, rng))),
    },
    probe_type_twice: {
      // the street type written twice, spelled then abbreviated or both abbreviated: 'Moon Ridge Road Rd'
      eligible: (a) => hasUnitId(a) && SUFFIX_WORDS[a.street.suffix] !== undefined && a.street.postdir === '',
      make: (a, rng) => eitherForm(a, rng, words(streetOf(a), rng.pick([titled(a.street.suffix), SUFFIX_WORDS[a.street.suffix]]), plainUnit(a, rng)).replace(` ${a.street.suffix} `, ` ${rng.pick([SUFFIX_WORDS[a.street.suffix], a.street.suffix])} `)),
    },
    probe_zip_letter_o: {
      // a ZIP typed with the letter O for its zeros: 'VT O5751'
      eligible: (a) => hasUnitId(a) && a.zip.includes('0'),
      make: (a, rng) => {
        const z = a.zip.replace(/0/g, rng.pick(['O', 'o']));
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } } : { request: comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_number_letter_dir: {
      // a letter or half number before a direction, the direction spelled or dotted: '12A N. Main St', '12-B North Main St'
      eligible: (a) => hasUnitId(a) && /^\d+([ -]?[A-Z]|[ -]1\/2)$/.test(a.number) && a.street.predir !== '',
      make: (a, rng) => {
        const m = /^(\d+)[ -]?(.*)$/.exec(a.number);
        const number = m[2] === '1/2' ? rng.pick([`${m[1]}½`, `${m[1]} 1/2`, `${m[1]}-1/2`]) : rng.pick([`${m[1]}${m[2]}`, `${m[1]}-${m[2]}`, `${m[1]}${m[2].toLowerCase()}`]);
        const dir = rng.pick([DIR_WORDS[a.street.predir], DIR_DOTS[a.street.predir], a.street.predir]);
        return eitherForm(a, rng, words(streetOf(a, { number, predir: dir }), plainUnit(a, rng)));
      },
    },
    probe_name_number_word: {
      // the number word opening the street's name written as digits, or its digits as the word: '20 Mile Stream Rd', 'Three Mile Rd'
      eligible: (a) => hasUnitId(a) && a.street.name.split(' ').length > 1 && (CARDINAL_WORDS.includes(a.street.name.split(' ')[0]) || /^([1-9]|1\d|20) /.test(a.street.name)),
      make: (a, rng) => {
        const [w, ...rest] = a.street.name.split(' ');
        const first = CARDINAL_WORDS.includes(w) ? String(CARDINAL_WORDS.indexOf(w) + 1) : titled(CARDINAL_WORDS[Number(w) - 1]);
        const name = [first, ...rest].join(' ');
        if (namesOther(a, words(a.street.predir, name, a.street.suffix, a.street.postdir))) return { skip: 'ambiguous' };
        return eitherForm(a, rng, words(streetOf(a, { name }), plainUnit(a, rng)));
      },
    },
    probe_list_index: {
      // a pasted list's item number before the address: '1. 210 Moon Ridge Rd', '12) 4 Main St'
      eligible: hasUnitId,
      make: (a, rng) => {
        const idx = `${1 + rng.int(120)}${rng.pick(['.', ')'])} `;
        return rng.chance(0.5) ? { request: { full_address: `${idx}${fullOf(a, line1Of(a, rng))}` } } : { request: comps(a, { street: `${idx}${line1Of(a, rng)}` }) };
      },
    },
    probe_last_line_first_spaced: {
      // the last line first with only a space before the street: 'Killington VT 05751 210 Moon Ridge Rd'
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${a.city}${rng.pick([' ', ', '])}${a.state} ${a.zip} ${line1Of(a, rng)}` } }),
    },
    probe_unit_spanish: {
      // the designator in Spanish, as lists in California carry it: 'Apto 4', 'Depto. 4', 'Dpto 4'
      eligible: (a) => withId(a) && ['#', 'APT'].includes(designator(a)),
      make: (a, rng) => eitherForm(a, rng, `${streetOf(a)} ${rng.pick(['Apto', 'Apto.', 'Depto', 'Depto.', 'Dpto', 'Apartamento'])} ${idOf(a)}`),
    },
    probe_unit_glued_type: {
      // no space between the street type and the unit: 'Main St#4', 'Main St.Apt 4', 'Main St,Apt 4'
      eligible: (a) => withId(a) && a.street.suffix !== '' && a.street.postdir === '',
      make: (a, rng) => eitherForm(a, rng, `${streetOf(a)}${rng.pick(['#', '.#', '.Apt ', ',Apt ', ',#', '.Unit '])}${idOf(a)}`),
    },
    probe_number_spelled: {
      // 'One Main St', 'Twelve Oak Ave': a small house number spelled
      eligible: (a) => hasUnitId(a) && /^([1-9]|1[0-2])$/.test(a.number),
      make: (a, rng) => {
        const w = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'][Number(a.number)];
        return eitherForm(a, rng, words(streetOf(a, { number: rng.chance(0.5) ? w : w.toUpperCase() }), plainUnit(a, rng)));
      },
    },
    probe_state_wrong: {
      // a neighbouring state's code with the right city and ZIP: 'Burlington, NH 05401'
      eligible: (a) => hasUnitId(a) && NEIGHBOURS[a.state] !== undefined,
      make: (a, rng) => withState(a, rng, rng.pick(NEIGHBOURS[a.state])),
    },
    probe_state_missing: {
      // no state at all: 'Burlington 05401', 'Burlington, 05401'
      eligible: hasUnitId,
      make: (a, rng) => (rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}${rng.pick([', ', ' '])}${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), state: '' }) }),
    },
    probe_zip_typo: {
      // two neighbouring digits of the ZIP swapped, the city right: a ZIP of no address, or of another place
      eligible: (a) => hasUnitId(a) && cityZips(a).includes(a.zip),
      make: (a, rng) => {
        const i = 1 + rng.int(4);
        const z = a.zip.slice(0, i - 1) + a.zip[i] + a.zip[i - 1] + a.zip.slice(i + 1);
        if (z === a.zip || cityZips(a).includes(z)) return null;
        if (rivals(a, cityZips(a), same(a, ['predir', 'name', 'suffix', 'postdir'])) > 0) return { skip: 'ambiguous' };
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } } : { request: comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_unit_first_letter: {
      // a unit with a letter first, before the number: '#4B 12 Main St', 'Apt B 12 Main St'
      eligible: (a) => withId(a) && /[A-Z]/.test(idOf(a)),
      make: (a, rng) => eitherForm(a, rng, `${rng.pick([`#${idOf(a)}`, `Apt ${idOf(a)},`, `Unit ${idOf(a)}`, `# ${idOf(a)} -`])} ${streetOf(a)}`),
    },
  };

  // near-miss invalid addresses in the new phrasings: an absent house number written the new ways
  const badLine = (a, n, rng) => {
    const st = streetOf(a, { number: String(n) });
    const form = rng.int(9);
    if (form === 0) return { full_address: `${st} ${a.city} ${a.state} ${a.zip} usa`.toLowerCase() };
    if (form === 1) return comps(a, { street: `${st}, ${a.city}, ${a.zip} ${a.state}`, city: '', state: '', zip: '' });
    if (form === 2) return comps(a, { street: st, city: `${a.city} ${a.state} ${a.zip}`, state: '', zip: '' });
    if (form === 3) return comps(a, { street: st, zip: `${a.zip} Apt ${1 + rng.int(30)}` });
    if (form === 4) return comps(a, { street: '', city: `${st}, ${a.city}, ${a.state} ${a.zip}`, state: '', zip: '' });
    if (form === 5) return { full_address: fullOf(a, st.replace(/^(\d+) /, '$1, ')) };
    if (form === 6) return { full_address: `${rng.pick(PHONES)}, ${fullOf(a, st)}` };
    if (form === 7) return { full_address: `${fullOf(a, `${st} Apt Apt ${1 + rng.int(30)}`)} ${rng.pick(PHONES)}` };
    return comps(a, { street: st, state: a.zip, zip: '' });
  };
  const invalid = {
    probe_bad_number_combos: {
      eligible: (a) => /^\d+$/.test(a.number),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        return n === null ? null : { request: badLine(a, n, rng) };
      },
    },
    probe_bad_number_unit_real: {
      // 'Apt 12, 40 Main St' where 40 is absent and 12 Main St is real: the unit's number is never the house number
      eligible: (a) => /^\d+$/.test(a.number) && a.unit === '',
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const u = rng.pick([`Apt ${a.number},`, `#${a.number}`, `Unit ${a.number}`, `APT ${a.number} -`, `Ste ${a.number},`]);
        const line1 = `${u} ${streetOf(a, { number: String(n) })}`;
        return { request: rng.chance(0.5) ? { full_address: fullOf(a, line1) } : comps(a, { street: line1 }) };
      },
    },
    probe_bad_number_unit_trailing: {
      // '40 Main St 12' / '40 Main St, #12' where 40 is absent and 12 is real: the trailing number is a unit, never the house
      eligible: (a) => /^\d+$/.test(a.number) && a.unit === '' && a.street.postdir === '',
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const line1 = `${streetOf(a, { number: String(n) })}${rng.pick([' ', ', #', ' No. ', ', '])}${a.number}`;
        return { request: rng.chance(0.5) ? { full_address: fullOf(a, line1) } : comps(a, { street: line1 }) };
      },
    },
    probe_bad_number_wave2: {
      // an absent number in the second wave's phrasings: spelled (Seven Main St), a misspelt designator after it, the
      // ZIP without its zero before the state, the city written twice with no commas
      eligible: (a) => /^\d+$/.test(a.number),
      make: (a, rng) => {
        const SPELLED = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];
        const form = rng.int(4);
        if (form === 0) {
          const key = nameKey(a.street.name);
          const sameName = [a.zip, ...index.zipsForCity(a.city, a.state)].flatMap((z) => index.streetsInZip(z).filter((x) => nameKey(x.name) === key));
          const free = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((k) => !sameName.some((x) => index.point(x.id, String(k)) !== undefined || index.rangesFor(x.id, k).length > 0));
          if (free.length === 0) return null;
          return { request: { full_address: fullOf(a, streetOf(a, { number: SPELLED[rng.pick(free)] })) } };
        }
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const st = streetOf(a, { number: String(n) });
        if (form === 1) return { request: { full_address: fullOf(a, `${st} ${rng.pick(['Aprt', 'Apmt', 'Siute', 'Uint'])} ${1 + rng.int(30)}`) } };
        if (form === 2 && a.zip.startsWith('0')) return { request: { full_address: `${st}, ${a.city}, ${a.zip.slice(1)} ${a.state}` } };
        return { request: { full_address: `${st} ${a.city} ${a.city} ${a.state} ${a.zip}` } };
      },
    },
    probe_bad_number_moved: {
      // an absent number after the street, in apt_suite_other, or with the whole address in apt_suite_other
      eligible: (a) => /^\d+$/.test(a.number) && a.unit === '',
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const bare = words(a.street.predir, a.street.name, a.street.suffix, a.street.postdir);
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: fullOf(a, `${bare} ${n}`) } };
        if (form === 1) return { request: comps(a, { street: bare, apt: String(n) }) };
        return { request: comps(a, { street: '', apt: fullOf(a, streetOf(a, { number: String(n) })), city: '', state: '', zip: '' }) };
      },
    },
    probe_bad_number_name_abbrev: {
      // an absent number on a name written with an abbreviated word (Stone Mtn Rd)
      eligible: (a) => /^\d+$/.test(a.number) && a.street.name.split(' ').length > 1 && a.street.name.split(' ').some((w) => NAME_ABBREV[w] !== undefined),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const name = a.street.name.split(' ').map((w) => NAME_ABBREV[w] ?? w).join(' ');
        return { request: rng.chance(0.5) ? { full_address: fullOf(a, streetOf(a, { number: String(n), name })) } : comps(a, { street: streetOf(a, { number: String(n), name }) }) };
      },
    },
    probe_bad_number_twice: {
      // an absent number written twice, or with its type twice, or its ZIP with an O
      eligible: (a) => /^\d+$/.test(a.number) && a.street.predir === '',
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const st = streetOf(a, { number: String(n) });
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: fullOf(a, `${n} ${st}`) } };
        if (form === 1 && a.street.suffix !== '') return { request: { full_address: fullOf(a, `${st} ${a.street.suffix}`) } };
        return { request: { full_address: `${st}, ${a.city}, ${a.state} ${a.zip.replace(/0/g, 'O')}` } };
      },
    },
    probe_bad_number_name_number: {
      // an absent number on a name whose opening number word is written the other way (20 Mile Stream Rd)
      eligible: (a) => /^\d+$/.test(a.number) && a.street.name.split(' ').length > 1 && (CARDINAL_WORDS.includes(a.street.name.split(' ')[0]) || /^([1-9]|1\d|20) /.test(a.street.name)),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const [w, ...rest] = a.street.name.split(' ');
        const name = [CARDINAL_WORDS.includes(w) ? String(CARDINAL_WORDS.indexOf(w) + 1) : CARDINAL_WORDS[Number(w) - 1], ...rest].join(' ');
        return { request: { full_address: fullOf(a, streetOf(a, { number: String(n), name })) } };
      },
    },
    probe_bad_number_list: {
      // a list number that is a real house number before an absent one ('12. 40 Main St', only 12 listed), and the last
      // line first before an absent number
      eligible: (a) => /^\d+$/.test(a.number) && a.unit === '' && Number(a.number) <= 999,
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const st = streetOf(a, { number: String(n) });
        if (rng.chance(0.5)) return { request: { full_address: `${a.number}${rng.pick(['.', ')'])} ${fullOf(a, st)}` } };
        return { request: { full_address: `${a.city} ${a.state} ${a.zip} ${st}` } };
      },
    },
    probe_bad_number_glued: {
      // '40Main St' with 40 absent
      eligible: (a) => /^\d+$/.test(a.number) && a.street.predir === '' && /^[A-Z]{4,}( |$)/.test(a.street.name),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        return { request: { full_address: fullOf(a, streetOf(a, { number: String(n) }).replace(/^(\d+) /, '$1')) } };
      },
    },
  };
  return { valid, invalid };
}
