// The phrasing probe (issue 15): the hard forms of forms.mjs written the ways our fixed lists do not (other
// attention / care-of / firm lines, phone and country spellings, unit designators and places, notes, field
// swaps, ZIP spellings, spacing), plus near-miss invalid addresses in the same phrasings. One kind per
// phrasing; each kind draws from a seeded stream of its own (seed and kind name), so the older kinds keep
// exactly their cases and adding or dropping a probe kind changes no other. Run: `npm run bench -- lookup --probe`.
// The phrasings the probe found broken (and that are fixed) are dev-set kinds: drawn on every run, --probe or not.
import { absentNumber } from './invalid.mjs';

const words = (...w) => w.filter((x) => x !== '' && x !== undefined).join(' ');
const STATE_NAMES = { VT: 'Vermont', MD: 'Maryland', CA: 'California', MT: 'Montana' };

const LEADS = {
  attention: ['Attention: Billing Dept', 'Attention Front Desk', 'ATTENTION: Receiving', 'Attention: Dr. Sara Cole'],
  attn_colon: ['ATTN: Shipping', 'Attn: Dr. Lee', 'ATTN: Mr. Robert Jones', 'attn: accounts receivable'],
  attn_dot: ['Attn. Mary Smith', 'ATTN. Purchasing', 'Attn - Warehouse', 'ATTN Ms. K. Wong'],
  care_of: ['C/O Sam Lee', 'c/o: Pat Kim', 'care of Pat Kim', 'Care Of Sam Lee', 'In care of Maria Lopez', 'C/O The Baker Family'],
  person: ['Robert Jones', 'Dr. Priya Patel', 'JOHN A SMITH', 'Mr. and Mrs. Tom Baker', "Mary O'Neil", 'Luis Garcia Jr.'],
  company: ['Northwind Traders Corp.', 'Green Valley Co.', 'Acme Corp', 'Smith & Sons Co', 'Harbor Freight Ltd.', 'Pinecrest Holdings, Inc.', 'Bright Smile Dental, P.C.'],
};
const PHONES = {
  plus1: ['+1 802 555 0148', '+1 (802) 555-0148', '+1-802-555-0148', '+18025550148'],
  one_dash: ['1-802-555-0148', '1 802 555 0148', '1 (802) 555-0148', '1.802.555.0148'],
  paren_tight: ['(802)555-0148', '(410)555-0199', '(802)-555-0148'],
  spaced: ['802 555 0148', '410 555 0199'],
  labeled: ['ph 802-555-0148', 'Ph: 802.555.0148', 'Mobile: 802-555-0148', 'Cell 802 555 0148', 'Tel. (802) 555-0148', 'phone # 802-555-0148', 'TEL: 8025550148'],
  ext: ['802-555-0148 x123', '(802) 555-0148 ext. 12', '802.555.0148 ext 4', '802-555-0148 X 9'],
};
const COUNTRIES = {
  dotted: ['U.S.', 'U.S.A', 'U. S. A.', 'U.S'],
  lower: ['usa', 'united states', 'united states of america', 'us', 'Usa'],
  us_of_a: ['US of A', 'U.S. of A.', 'United States Of America'],
};
const NOTES = {
  bracket: ['[gate 12]', '[Gate Code 4411]', '[rear entrance]', '{side door}'],
  dash: ['- leave at door', '-- ring bell', '- side entrance', '- call on arrival'],
  stars: ['** fragile **', '*call on arrival*', '*** DO NOT BEND ***', '**leave with neighbor**'],
  between: ['(between 1st & 2nd)', '(btwn Oak and Elm)', '(near the church)', '(corner of 5th Ave)', '(behind the bank)'],
};
// unit designators as people write them; `takes`: the reference designators the spelling may stand for
const UNITS = {
  ste_dot: { takes: ['STE'], forms: (id) => [`Ste. ${id}`, `STE. ${id}`, `ste.${id}`] },
  suite_hash: { takes: ['STE'], forms: (id) => [`Suite#${id}`, `Suite # ${id}`, `SUITE#${id}`] },
  no_dot: { takes: [], forms: (id) => [`No. ${id}`, `No ${id}`, `NO.${id}`] },
  apt_hash: { takes: ['APT'], forms: (id) => [`Apt. #${id}`, `Apt #${id}`, `APT# ${id}`, `Apt. # ${id}`] },
  unit_no: { takes: ['UNIT'], forms: (id) => [`Unit No ${id}`, `Unit No. ${id}`, `UNIT NO.${id}`] },
  room: { takes: ['RM'], forms: (id) => [`Rm ${id}`, `Rm. ${id}`, `Room ${id}`] },
  floor: { takes: ['FL'], numeric: true, forms: (id) => [`Flr ${id}`, `Fl ${id}`, `Floor ${id}`, `FL. ${id}`] },
  bldg_apt: { takes: ['APT'], forms: (id) => [`Bldg B Apt ${id}`, `Building 2, Apt ${id}`, `Bldg. 3 Apt ${id}`] },
};

export const PROBE_IN_DEVSET = new Set([
  'probe_phone_plus1', 'probe_phone_one_dash', 'probe_phone_paren_tight', 'probe_phone_ext', 'probe_phone_own_part', 'probe_phone_in_apt',
  'probe_country_dotted', 'probe_country_lower', 'probe_country_field',
  'probe_note_bracket', 'probe_note_dash', 'probe_note_stars',
  'probe_unit_after_city', 'probe_unit_in_city', 'probe_unit_in_parens', 'probe_unit_first', 'probe_fields_zip_before_state',
  'probe_apt_field', 'probe_email', 'probe_trailing_combo', 'probe_country_us_of_a', 'probe_lead_label',
  'probe_unit_id_split', 'probe_fields_name_line1',
  // and the near-miss invalid addresses in the probe's phrasings: no phrasing may turn one into a ROOFTOP
  'probe_bad_number', 'probe_street_elsewhere',
]);

const CITY_WORDS = {
  NORTH: ['N.', 'N', 'No.'], SOUTH: ['S.', 'So.', 'So'], EAST: ['E.', 'E'], WEST: ['W.', 'W'],
  CENTER: ['Ctr', 'Ctr.', 'Cntr'], JUNCTION: ['Jct', 'Jct.', 'Junc'], SPRINGS: ['Spgs', 'Spgs.'], FALLS: ['Fls'], VILLAGE: ['Vlg', 'Vil.'],
};
const CITY_ABBREV = new RegExp(` (${Object.keys(CITY_WORDS).join('|')}) `);

const idOf = (a) => /^\S+ (\S+)$/.exec(a.unit)?.[1];
const designator = (a) => a.unit.split(' ')[0];
const plainUnit = (a, rng) => (a.unit === '' ? '' : rng.pick([`Apt ${idOf(a)}`, `#${idOf(a)}`, `Unit ${idOf(a)}`]));
const street = (a, number = a.number) => words(number, a.street.predir, a.street.name, a.street.suffix, a.street.postdir);
const line1Of = (a, rng) => words(street(a), plainUnit(a, rng));
const hasUnitId = (a) => a.unit === '' || idOf(a) !== undefined;
const comps = (a, o) => ({ street_address: o.street, apt_suite_other: o.apt ?? '', city: o.city ?? a.city, state: o.state ?? a.state, zip_code: o.zip ?? a.zip });
const fullOf = (a, line1) => `${line1}, ${a.city}, ${a.state} ${a.zip}`;
/** line 1 written as a whole address or in street_address, half and half */
const eitherForm = (a, rng, line1) => ({ request: rng.chance(0.5) ? { full_address: fullOf(a, line1) } : comps(a, { street: line1 }) });
const zip4 = (a, rng) => (/^\d{4}$/.test(a.row.ZIP4 ?? '') ? a.row.ZIP4 : String(1000 + rng.int(9000)));

/** A line written before the address: as the first part of full_address, or the first line of street_address. */
const lead = (list) => ({
  eligible: hasUnitId,
  make: (a, rng) => {
    const text = rng.pick(list);
    if (rng.chance(0.5)) return { request: { full_address: `${text}, ${fullOf(a, line1Of(a, rng))}` } };
    return { request: comps(a, { street: `${text}${rng.pick(['\n', ', ', ' '])}${line1Of(a, rng)}` }) };
  },
});
/** Text after the address: at the end of full_address, or after the delivery line. */
const trail = (list, { afterLine1 = false } = {}) => ({
  eligible: hasUnitId,
  make: (a, rng) => {
    const text = rng.pick(list);
    const form = rng.int(afterLine1 ? 3 : 2);
    if (form === 0) return { request: { full_address: `${fullOf(a, line1Of(a, rng))}${rng.pick([', ', ' '])}${text}` } };
    if (form === 1) return { request: comps(a, { street: `${line1Of(a, rng)} ${text}` }) };
    return { request: { full_address: fullOf(a, `${line1Of(a, rng)} ${text}`) } };
  },
});
const unitSpelling = ({ takes, forms, numeric }) => ({
  eligible: (a) => a.unit !== '' && idOf(a) !== undefined && (designator(a) === '#' || takes.includes(designator(a))) && (!numeric || /^\d+$/.test(idOf(a))),
  make: (a, rng) => {
    const line1 = `${street(a)} ${rng.pick(forms(idOf(a)))}`;
    return eitherForm(a, rng, line1);
  },
});

export function probeKinds(ctx) {
  const { index, resolver, boundedDistance } = ctx;
  const { nameKey } = resolver;
  const valid = {};
  for (const [k, list] of Object.entries(LEADS)) valid[`probe_lead_${k}`] = lead(list);
  for (const [k, list] of Object.entries(PHONES)) valid[`probe_phone_${k}`] = trail(list);
  for (const [k, list] of Object.entries(COUNTRIES)) valid[`probe_country_${k}`] = trail(list);
  for (const [k, list] of Object.entries(NOTES)) valid[`probe_note_${k}`] = trail(list, { afterLine1: true });
  for (const [k, u] of Object.entries(UNITS)) valid[`probe_unit_${k}`] = unitSpelling(u);
  const withId = (a) => a.unit !== '' && idOf(a) !== undefined;
  Object.assign(valid, {
    probe_country_field: {
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { ...comps(a, { street: line1Of(a, rng) }), country: rng.pick(['U.S.', 'usa', 'united states of america', 'US of A', 'U.S.A', 'United States Of America', 'USA ']) } }),
    },
    probe_unit_after_city: {
      eligible: withId,
      make: (a, rng) => {
        const u = plainUnit(a, rng);
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: `${street(a)}, ${a.city}, ${u}, ${a.state} ${a.zip}` } };
        if (form === 1) return { request: { full_address: `${street(a)}, ${a.city}, ${a.state} ${a.zip}, ${u}` } };
        return { request: { full_address: `${street(a)}, ${a.city} ${a.state} ${a.zip} ${u}` } };
      },
    },
    probe_unit_in_city: {
      eligible: withId,
      make: (a, rng) => {
        const u = plainUnit(a, rng);
        return { request: comps(a, { street: street(a), city: rng.chance(0.5) ? `${u}, ${a.city}` : `${a.city} ${u}` }) };
      },
    },
    probe_number_fraction: {
      eligible: (a) => /^\d+[ -]1\/2$/.test(a.number),
      make: (a, rng) => {
        const n = /^(\d+)/.exec(a.number)[1];
        const line1 = words(street(a, rng.pick([`${n} 1/2`, `${n}½`, `${n}-1/2`, `${n} ½`, `${n}-½`, `${n} 1/2`.toLowerCase()])), plainUnit(a, rng));
        const text = rng.chance(0.5) ? line1.toLowerCase() : line1;
        return { request: rng.chance(0.5) ? { full_address: fullOf(a, text) } : comps(a, { street: text }) };
      },
    },
    probe_number_letter: {
      eligible: (a) => /^\d+[ -]?[A-Z]$/.test(a.number),
      make: (a, rng) => {
        const [, n, l] = /^(\d+)[ -]?([A-Z])$/.exec(a.number);
        const line1 = words(street(a, rng.pick([`${n}${l.toLowerCase()}`, `${n}-${l.toLowerCase()}`, `${n}-${l}`])), plainUnit(a, rng));
        return eitherForm(a, rng, line1);
      },
    },
    probe_fields_zip_before_state: {
      eligible: hasUnitId,
      make: (a, rng) => {
        if (rng.chance(0.5)) return { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.zip} ${a.state}` } };
        return { request: comps(a, { street: line1Of(a, rng), state: `${a.zip} ${a.state}`, zip: '' }) };
      },
    },
    probe_fields_state_spelled: {
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => {
        const name = rng.pick([STATE_NAMES[a.state], STATE_NAMES[a.state].toUpperCase(), STATE_NAMES[a.state].toLowerCase()]);
        if (rng.chance(0.5)) return { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${name} ${a.zip}` } };
        return { request: comps(a, { street: line1Of(a, rng), state: name }) };
      },
    },
    probe_fields_city_in_apt: {
      eligible: (a) => a.unit === '',
      make: (a, rng) => ({ request: comps(a, { street: street(a), apt: rng.chance(0.5) ? a.city : `${a.city}, ${a.state}`, city: '' }) }),
    },
    probe_fields_last_line_in_apt: {
      eligible: (a) => a.unit === '',
      make: (a) => ({ request: comps(a, { street: street(a), apt: `${a.city}, ${a.state} ${a.zip}`, city: '', state: '', zip: '' }) }),
    },
    probe_fields_all_in_city: {
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), city: `${a.city}, ${a.state} ${a.zip}`, state: '', zip: '' }) }),
    },
    probe_zip4_dash: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = `${a.zip}-${zip4(a, rng)}`;
        return { request: rng.chance(0.5) ? { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } : comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_zip4_nodash: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = `${a.zip}${zip4(a, rng)}`;
        return { request: rng.chance(0.5) ? { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } : comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_zip_lead_zero_dropped: {
      eligible: (a) => hasUnitId(a) && a.zip.startsWith('0'),
      make: (a, rng) => {
        const z = a.zip.slice(1);
        return { request: rng.chance(0.5) ? { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } : comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_spacing_punct: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const sp = (s) => s.replace(/ /g, () => rng.pick([' ', '  ', ' '])).replace(/\b(ST|AVE|RD|DR|LN|CT)\b/g, (w) => `${w}.`);
        const line1 = sp(line1Of(a, rng));
        if (rng.chance(0.5)) return { request: { full_address: ` ${line1}${rng.pick([',,', ' ,', ', ,'])} ${sp(a.city)} ${rng.pick([',,', ',', ' ,'])}${a.state}  ${a.zip}${rng.pick(['.', ',', ' ', ''])}` } };
        return { request: comps(a, { street: `${line1},,`, city: ` ${a.city} ,`, state: ` ${a.state}.`, zip: ` ${a.zip} ` }) };
      },
    },
    probe_lead_in_apt: {
      eligible: (a) => a.unit === '',
      make: (a, rng) => ({ request: comps(a, { street: street(a), apt: rng.pick(Object.values(LEADS).flat()) }) }),
    },
    probe_lead_between: {
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${line1Of(a, rng)}, ${rng.pick(Object.values(LEADS).flat())}, ${a.city}, ${a.state} ${a.zip}` } }),
    },
    probe_phone_own_part: {
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${line1Of(a, rng)}, ${rng.pick(Object.values(PHONES).flat())}, ${a.city}, ${a.state} ${a.zip}` } }),
    },
    probe_phone_in_apt: {
      eligible: (a) => a.unit === '',
      make: (a, rng) => ({ request: comps(a, { street: street(a), apt: rng.pick(Object.values(PHONES).flat()) }) }),
    },
    probe_unit_colon: {
      eligible: withId,
      make: (a, rng) => {
        const line1 = `${street(a)} ${rng.pick(['Unit: ', 'Apt: ', 'Apt:', '#: '])}${idOf(a)}`;
        return eitherForm(a, rng, line1);
      },
    },
    probe_unit_in_parens: {
      eligible: withId,
      make: (a, rng) => {
        const line1 = `${street(a)} ${rng.pick([`(Apt ${idOf(a)})`, `(#${idOf(a)})`, `(Unit ${idOf(a)})`])}`;
        return eitherForm(a, rng, line1);
      },
    },
    probe_unit_spelled: {
      eligible: (a) => withId(a) && ['#', 'APT', 'STE'].includes(designator(a)),
      make: (a, rng) => {
        const word = designator(a) === 'STE' ? 'Suite' : designator(a) === 'APT' ? 'Apartment' : rng.pick(['Apartment', 'Suite', 'Number']);
        const line1 = `${street(a)}${rng.pick([' ', ', '])}${word} ${idOf(a)}`;
        return eitherForm(a, rng, line1);
      },
    },
    probe_zip_labeled: {
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${rng.pick(['Zip ', 'ZIP: ', 'zip code ', 'Zip:'])}${a.zip}` } }),
    },
    probe_quoted: {
      eligible: hasUnitId,
      make: (a, rng) => {
        if (rng.chance(0.5)) return { request: { full_address: `"${fullOf(a, line1Of(a, rng))}"` } };
        return { request: comps(a, { street: `"${line1Of(a, rng)}"`, city: `"${a.city}"` }) };
      },
    },
    probe_unit_first: {
      eligible: (a) => withId(a) && ['#', 'APT', 'STE', 'UNIT'].includes(designator(a)),
      make: (a, rng) => {
        const id = idOf(a);
        const u = rng.pick([`Ste. ${id},`, `Apt. #${id}`, `Unit No. ${id},`, `Apartment ${id},`, `APT#${id}`, `No. ${id},`]);
        const line1 = `${u} ${street(a)}`;
        return eitherForm(a, rng, line1);
      },
    },
    probe_unit_bare_marked: {
      eligible: (a) => withId(a) && /^\d+[A-Z]?$/.test(idOf(a)) && a.street.postdir === '',
      make: (a, rng) => {
        const line1 = `${street(a)}${rng.pick([', ', ' - ', ' no. ', ' No '])}${idOf(a)}`;
        return eitherForm(a, rng, line1);
      },
    },
    probe_unit_glued_more: {
      eligible: withId,
      make: (a, rng) => {
        const id = idOf(a);
        const forms = /^\d/.test(id) ? [`Apt.${id}`, `Ste#${id}`, `Unit#${id}`, `APT-${id}`, `Apt.#${id}`, `Suite-${id}`] : [`Ste#${id}`, `Unit#${id}`, `APT-${id}`, `Apt.#${id}`];
        const line1 = `${street(a)} ${rng.pick(forms)}`;
        return eitherForm(a, rng, line1);
      },
    },
    probe_note_labeled: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const note = rng.pick(['Note: leave at back door', 'NOTE - ring bell', 'Instructions: use side gate', 'Delivery instructions: call first', 'Gate code: 4411', 'Buzzer 12']);
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: `${fullOf(a, line1Of(a, rng))}, ${note}` } };
        if (form === 1) return { request: { full_address: fullOf(a, `${line1Of(a, rng)}, ${note}`) } };
        return { request: comps(a, { street: `${line1Of(a, rng)}\n${note}` }) };
      },
    },
    probe_fields_whole_in_street_lines: {
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: `${line1Of(a, rng)}\n${a.city}${rng.pick([', ', ' '])}${a.state} ${a.zip}`, city: '', state: '', zip: '' }) }),
    },
    probe_fields_state_zip_in_state: {
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), state: `${a.state}${rng.pick([' ', ', ', '  '])}${a.zip}`, zip: '' }) }),
    },
    probe_city_abbrev: {
      eligible: (a) => hasUnitId(a) && CITY_ABBREV.test(` ${a.city} `),
      make: (a, rng) => {
        const city = ` ${a.city} `.replace(CITY_ABBREV, (_, w) => ` ${rng.pick(CITY_WORDS[w])} `).trim();
        return { request: rng.chance(0.5) ? { full_address: `${line1Of(a, rng)}, ${city}, ${a.state} ${a.zip}` } : comps(a, { street: line1Of(a, rng), city }) };
      },
    },
    probe_apt_field: {
      eligible: (a) => withId(a) && ['#', 'APT', 'STE', 'UNIT'].includes(designator(a)),
      make: (a, rng) => {
        const id = idOf(a);
        const apt = rng.pick([`Apt. #${id}`, `# ${id}`, `Unit No. ${id}`, `No. ${id}`, `Ste. ${id}`, `apartment ${id}`, id, `#${id}.`, `(Apt ${id})`]);
        return { request: comps(a, { street: street(a), apt }) };
      },
    },
    probe_email: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const email = rng.pick(['john.smith@example.com', 'orders@acme-widgets.co', 'Email: pat_kim99@mail.example.org', 'j.doe@example.net']);
        if (rng.chance(0.5)) return { request: { full_address: `${fullOf(a, line1Of(a, rng))}${rng.pick([', ', ' '])}${email}` } };
        return { request: comps(a, { street: `${line1Of(a, rng)} ${email}` }) };
      },
    },
    probe_trailing_combo: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const tail = [rng.pick(Object.values(COUNTRIES).flat()), rng.pick(Object.values(PHONES).flat()), rng.pick(Object.values(NOTES).flat())];
        return { request: { full_address: `${fullOf(a, line1Of(a, rng))}, ${rng.sample(tail, 2 + rng.int(2)).join(rng.pick([', ', ' ']))}` } };
      },
    },
    probe_lead_label: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const label = rng.pick(['Ship to:', 'Address:', 'Shipping Address -', 'Deliver to:', 'Mailing Address:', 'SHIP TO']);
        if (rng.chance(0.5)) return { request: { full_address: `${label} ${fullOf(a, line1Of(a, rng))}` } };
        return { request: comps(a, { street: `${label} ${line1Of(a, rng)}` }) };
      },
    },
    probe_tabs: {
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: [line1Of(a, rng), a.city, `${a.state}\t${a.zip}`].join(rng.pick(['\t', ',\t', ' \t '])) } }),
    },
    probe_unit_id_split: {
      // '4B' written 4-B or 4 B, 'B4' written B-4: the unit's own number split
      eligible: (a) => withId(a) && /^(\d+[A-Z]|[A-Z]\d+)$/.test(idOf(a)),
      make: (a, rng) => {
        const id = idOf(a);
        const m = /^(\d+)([A-Z])$/.exec(id) ?? /^([A-Z])(\d+)$/.exec(id);
        const split = rng.pick([`${m[1]}-${m[2]}`, `${m[1]} ${m[2]}`]);
        const line1 = `${street(a)} ${rng.pick(['Apt', 'Unit', '#'])} ${split}`;
        return eitherForm(a, rng, line1);
      },
    },
    probe_fields_name_line1: {
      // a firm, a person or c/o in street_address, the delivery line in apt_suite_other
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: rng.pick(Object.values(LEADS).flat()), apt: line1Of(a, rng) }) }),
    },
    probe_fields_whole_spelled_state: {
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => ({ request: comps(a, { street: `${line1Of(a, rng)}${rng.pick([', ', ' '])}${a.city}${rng.pick([', ', ' '])}${STATE_NAMES[a.state]} ${a.zip}`, city: '', state: '', zip: '' }) }),
    },
    probe_fields_two_moves: {
      // two of the moves at once: city in street, ZIP in city, state and ZIP swapped
      eligible: hasUnitId,
      make: (a, rng) => {
        const form = rng.int(3);
        if (form === 0) return { request: comps(a, { street: `${line1Of(a, rng)} ${a.city}`, city: a.zip, zip: '' }) };
        if (form === 1) return { request: comps(a, { street: `${line1Of(a, rng)}, ${a.city}`, city: '', state: a.zip, zip: a.state }) };
        return { request: comps(a, { street: line1Of(a, rng), city: `${a.city} ${a.state}`, state: a.zip, zip: '' }) };
      },
    },
    probe_mixed_case: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const mix = (s) => [...s].map((c) => (rng.chance(0.5) ? c.toLowerCase() : c)).join('');
        return { request: { full_address: mix(fullOf(a, line1Of(a, rng))) } };
      },
    },
  });

  // every decoration above, for the near-miss invalid addresses
  const decorations = [
    ...Object.values(LEADS).flat().map((t) => (l) => `${t}, ${l}`),
    ...[...Object.values(PHONES), ...Object.values(COUNTRIES), ...Object.values(NOTES)].flat().map((t) => (l) => `${l} ${t}`),
  ];
  // (and the last-line shapes the probe's fixes read: ZIP before the state, a unit after the ZIP, a unit in city)
  const decorate = (line1, a, rng) => {
    const form = rng.int(4);
    if (form === 1) return { full_address: `${line1}, ${a.city}, ${a.zip} ${a.state}` };
    if (form === 2) return { full_address: `${line1}, ${a.city}, ${a.state} ${a.zip}, Unit ${1 + rng.int(30)}` };
    if (form === 3) return comps(a, { street: line1, city: `${a.city} Apt ${1 + rng.int(30)}` });
    return { full_address: rng.pick(decorations)(`${line1}, ${a.city}, ${a.state} ${a.zip}`) };
  };
  const invalid = {
    probe_bad_number: {
      eligible: (a) => /^\d+$/.test(a.number),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        const u = UNITS[rng.pick(Object.keys(UNITS))].forms(String(1 + rng.int(30)));
        return { request: decorate(words(street(a, String(n)), rng.chance(0.3) ? rng.pick(u) : ''), a, rng) };
      },
    },
    probe_street_elsewhere: {
      // a real street (at its real number) written with a ZIP and city it is not in, nor near
      eligible: () => true,
      make: (a, rng, pool) => {
        const b = rng.pick(pool);
        if (b.zip === a.zip || b.city === a.city) return null;
        const k = nameKey(b.street.name);
        const zips = [a.zip, ...index.zipsForCity(a.city, a.state)];
        if (zips.some((z) => index.streetsInZip(z).some((s) => boundedDistance(k, nameKey(s.name), 2) <= 2))) return null;
        return { request: decorate(street(b), a, rng) };
      },
    },
  };
  return { valid, invalid };
}
