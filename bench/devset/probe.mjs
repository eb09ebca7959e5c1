// The phrasing probe (issue 15): the hard forms of forms.mjs written the ways our fixed lists do not (other
// attention / care-of / firm lines, phone and country spellings, unit designators and places, notes, field
// swaps, ZIP spellings, spacing), plus near-miss invalid addresses in the same phrasings. One kind per
// phrasing; each kind draws from a seeded stream of its own (seed and kind name), so the older kinds keep
// exactly their cases and adding or dropping a probe kind changes no other. Run: `npm run bench -- lookup --probe`.
// The phrasings the probe found broken (and that are fixed) are dev-set kinds: drawn on every run, --probe or not.
import { absentNumber } from './invalid.mjs';
import { comps, designator, eitherForm, fullOf, hasUnitId, idOf, line1Of, plainUnit, STATE_NAMES, streetOf, withState, words } from './phrasing.mjs';
import { probe4Kinds } from './probe-combos.mjs';
import { probe5Kinds } from './probe5.mjs';
import { probe6Kinds } from './probe6.mjs';
import { probe7Kinds } from './probe7.mjs';
import { probe8Kinds } from './probe8.mjs';
import { probe9Kinds } from './probe9.mjs';


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
  // third round: a fraction slash, a firm and suite before the street, order numbers and dates, old and bare ordinals,
  // swapped letters in a street type, SP for a space
  'probe_number_fraction_slash', 'probe_firm_unit_first', 'probe_noise_order', 'probe_noise_date', 'probe_ordinal_old_d',
  'probe_ordinal_bare', 'probe_suffix_typo', 'probe_unit_other_designator', 'probe_number_float', 'probe_number_thousands',
  'probe_zip_glued_state', 'probe_last_line_first', 'probe_fields_whole_in_street_dup', 'probe_apt_placeholder',
  'probe_unit_then_bldg', 'probe_html', 'probe_escaped_newline',
  // fourth round (probe-combos.mjs): three and four damages at once (a spaced ZIP+4 before the state), a unit in the ZIP
  // column, the whole address in city, line 1 cut across two columns, 'Apt #Apt 4', a number glued to the name or set off by a comma
  'probe_combo_three', 'probe_combo_four', 'probe_fields_unit_in_zip', 'probe_fields_all_in_city_whole', 'probe_fields_street_split',
  'probe_unit_twice', 'probe_number_glued_name', 'probe_number_comma',
  // (its second wave: five damages at once, misspelt designators, small numbers spelled before a street type)
  'probe_combo_five', 'probe_unit_typo', 'probe_unit_spanish', 'probe_number_spelled',
  // (and its third: the whole address in apt_suite_other, the house number there, columns shifted by one)
  'probe_fields_all_in_apt', 'probe_fields_number_in_apt', 'probe_fields_columns_shifted',
  // (and its fourth: the number or the type written twice, a ZIP with O for its zeros)
  'probe_number_twice', 'probe_type_twice', 'probe_zip_letter_o', 'probe_name_number_word', 'probe_list_index',
  'probe_last_line_first_spaced',
  // fifth round (probe5.mjs): padded, float and look-alike house numbers and ZIPs, '&' for AND, Ave A, Co Rd, U S Route, a
  // line written twice, a unit label with nothing after it, a firm holding a number, a cross street, the ZIP before the city,
  // and two of these with an older damage
  'probe_number_zero_padded', 'probe_number_decimals', 'probe_number_ocr', 'probe_zip_ocr', 'probe_name_ampersand',
  'probe_type_first_abbrev', 'probe_county_road_abbrev', 'probe_highway_us_spaced', 'probe_line_twice', 'probe_unit_empty_designator',
  'probe_firm_digits', 'probe_cross_street_note', 'probe_zip_before_city', 'probe_combo_round5',
  'probe_bad_number_padded', 'probe_bad_number_ocr', 'probe_bad_number_range', 'probe_bad_number_new_names',
  // and the near-miss invalid addresses in the probe's phrasings: no phrasing may turn one into a ROOFTOP
  'probe_bad_number', 'probe_street_elsewhere', 'probe_bad_number_forms', 'probe_bad_number_suffix',
  'probe_bad_number_combos', 'probe_bad_number_unit_real', 'probe_bad_number_unit_trailing', 'probe_bad_number_glued', 'probe_bad_number_wave2',
  'probe_bad_number_moved', 'probe_bad_number_name_abbrev', 'probe_bad_number_twice',
  'probe_bad_number_name_number', 'probe_bad_number_list',
]);

const CITY_WORDS = {
  NORTH: ['N.', 'N', 'No.'], SOUTH: ['S.', 'So.', 'So'], EAST: ['E.', 'E'], WEST: ['W.', 'W'],
  CENTER: ['Ctr', 'Ctr.', 'Cntr'], JUNCTION: ['Jct', 'Jct.', 'Junc'], SPRINGS: ['Spgs', 'Spgs.'], FALLS: ['Fls'], VILLAGE: ['Vlg', 'Vil.'],
};
const CITY_ABBREV = new RegExp(` (${Object.keys(CITY_WORDS).join('|')}) `);

const street = (a, number = a.number) => streetOf(a, { number });
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

  Object.assign(valid, probe3Kinds(ctx));
  const round4 = probe4Kinds(ctx);
  Object.assign(valid, round4.valid);
  const round5 = probe5Kinds(ctx);
  Object.assign(valid, round5.valid);
  const round6 = probe6Kinds(ctx);
  Object.assign(valid, round6.valid);
  const round7 = probe7Kinds(ctx);
  Object.assign(valid, round7.valid);
  const round8 = probe8Kinds(ctx);
  Object.assign(valid, round8.valid);
  const round9 = probe9Kinds(ctx);
  Object.assign(valid, round9.valid);

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
    probe_bad_number_forms: {
      // an absent house number in the third round's phrasings: a bare or old ordinal, a swapped street type, an order
      // number or a date, SP for a space, a firm and suite before the street, the last line first, a float or
      // thousands-comma number with the state glued to the ZIP
      eligible: (a) => /^\d+$/.test(a.number),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        if (n === null) return null;
        let name = a.street.name;
        if (/^\d+(ST|ND|RD|TH)$/.test(name)) name = rng.chance(0.5) ? name.replace(/(ST|ND|RD|TH)$/, '') : name.replace(/(ND|RD)$/, 'd');
        const suffix = SUFFIX_TYPOS[a.street.suffix] !== undefined && rng.chance(0.5) ? rng.pick(SUFFIX_TYPOS[a.street.suffix]) : a.street.suffix;
        const line1 = words(String(n), a.street.predir, name, suffix, a.street.postdir);
        const form = rng.int(6);
        if (form === 4) return { request: { full_address: `${a.city}, ${a.state} ${a.zip}${rng.pick([', ', '\n', ' - '])}${line1}` } };
        if (form === 5) return { request: { full_address: `${line1.replace(/^\d+/, (d) => rng.pick([`${d}.0`, d.replace(/\B(?=(\d{3})+$)/g, ',')]))}, ${a.city}, ${a.state}${a.zip}` } };
        if (form === 0) return { request: { full_address: `${rng.pick([...ORDERS, ...DATES])}, ${line1}, ${a.city}, ${a.state} ${a.zip}` } };
        if (form === 1) return { request: { full_address: `${line1} Sp ${1 + rng.int(30)}, ${a.city}, ${a.state} ${a.zip} ${rng.pick([...ORDERS, ...DATES])}` } };
        if (form === 2) return { request: comps(a, { street: `${rng.pick(FIRMS)}, Suite ${1 + rng.int(300)}`, apt: line1 }) };
        return { request: { full_address: `${line1}, ${a.city}, ${a.state} ${a.zip}` } };
      },
    },
    probe_bad_number_suffix: {
      // a real number written with a half or a letter the reference does not list at it (12 1/2, 12B for 12): never 12
      eligible: (a) => /^\d+$/.test(a.number) && a.unit === '',
      make: (a, rng) => {
        const forms = [`${a.number} 1/2`, `${a.number}½`, `${a.number}-1/2`, `${a.number}B`, `${a.number}-C`, `${a.number} D`];
        const number = rng.pick(forms);
        const listed = `${a.number} ${number.slice(a.number.length).replace(/^[ -]/, '').replace('½', '1/2')}`;
        if (index.point(a.street.id, listed) !== undefined || index.point(a.street.id, listed.replace(' ', '')) !== undefined) return null;
        return { request: rng.chance(0.5) ? { full_address: fullOf(a, street(a, number)) } : comps(a, { street: street(a, number) }) };
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
    ...round4.invalid,
    ...round5.invalid,
    ...round6.invalid,
    ...round7.invalid,
    ...round8.invalid,
    ...round9.invalid,
  };
  return { valid, invalid };
}

// Third round (issue 15): number, ordinal, direction and suffix spellings, line separators, column moves,
// unit designators the reference does not print, and the noise customer exports carry.
const ORD_ONES = ['', 'FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH'];
const TENS = { 2: 'TWENTY', 3: 'THIRTY', 4: 'FORTY', 5: 'FIFTY', 6: 'SIXTY', 7: 'SEVENTY', 8: 'EIGHTY', 9: 'NINETY' };
const TENTHS = { 2: 'TWENTIETH', 3: 'THIRTIETH', 4: 'FORTIETH', 5: 'FIFTIETH', 6: 'SIXTIETH', 7: 'SEVENTIETH', 8: 'EIGHTIETH', 9: 'NINETIETH' };
const DIR_DOTTED = {
  N: ['N.', 'No.', 'north'], S: ['S.', 'So.', 'south'], E: ['E.', 'east'], W: ['W.', 'west'],
  NE: ['N.E.', 'N. E.', 'North East', 'North-East', 'NE.'], NW: ['N.W.', 'N. W.', 'North West', 'North-West', 'NW.'],
  SE: ['S.E.', 'S. E.', 'South East', 'South-East', 'SE.'], SW: ['S.W.', 'S. W.', 'South West', 'South-West', 'SW.'],
};
// misspellings the parser reads: Pub 28 variants, typos of the long names, two letters swapped in a short one
const SUFFIX_TYPOS = {
  ST: ['Stret', 'Streeet', 'Sreet', 'Steet', 'Str.'], AVE: ['Avenu', 'Aveune', 'Avnue', 'Av.', 'Aven'], RD: ['Raod', 'Rd.'],
  DR: ['Drvie', 'Driv', 'Dirve', 'Dr.'], LN: ['Lnae', 'Ln.'], CT: ['Crt', 'Cuort', 'Ct.'], CIR: ['Cirle', 'Circel', 'Cir.'],
  PL: ['Palce', 'Pl.'], BLVD: ['Blvd.', 'Boulavard', 'Bvld'], TER: ['Terace', 'Terr'], WAY: ['Wy', 'Wy.'],
};
// a short type's name cut by a letter: ROD, LNE, COUR, PLCE (not read: most such cuts are words, ROD, DIVE, CURT)
const SUFFIX_CUTS = { RD: ['Rod', 'Rad'], LN: ['Lne', 'Lan'], CT: ['Cour', 'Cout'], PL: ['Plce', 'Plac'], DR: ['Drve', 'Drie'] };
const OLD_STATES = { VT: ['Vt.', 'Vt', 'Verm.'], MD: ['Md.', 'Md'], CA: ['Calif.', 'Cal.', 'Calif', 'Ca.'], MT: ['Mont.', 'Mont'] };
const ORDERS = ['Order #12345', 'Order No. 884213', 'Ref: A1234', 'Invoice 88812', 'ORDER# 100234', 'Acct #5541'];
const DATES = ['01/15/2025', '2025-01-15', 'Jan 15, 2025', '3/4/25', 'Delivered 11/02/2024', '15-Jan-2025'];
const URLS = ['www.acme-widgets.com', 'https://example.com/orders/123', 'http://shop.example.net', 'acme.example.org'];
const EMOJI = ['🏠', '📦', '✅', '🙂', '⭐️'];
const TELFAX = ['Tel/Fax: 802-555-0148', 'Fax: (802) 555-0148', 'T: 802.555.0148 F: 802.555.0149', 'Tel 802-555-0148 / Fax 802-555-0149', 'fax 4105550199'];
const FIRMS = ['Acme Widgets Inc', 'Northwind Traders', 'Blue Heron Dental LLC', 'Smith & Sons Co'];
// a unit the reference lists no unit for, and the unit the answer must keep, unconfirmed (DPV S): honest, not exact
const PMBS = { 'PMB 34': 'PMB 34', 'PMB #112': 'PMB 112', 'Pmb 7': 'PMB 7', '#PMB 2201': 'PMB 2201' };
const NO_NUMBER_UNITS = { Rear: 'REAR', Upper: 'UPPR', Lower: 'LOWR', Bsmt: 'BSMT', Basement: 'BSMT', Front: 'FRNT', '1st Floor': 'FL 1', '2nd Fl': 'FL 2', Upstairs: '' };

function probe3Kinds(ctx) {
  const { resolver, index } = ctx;
  const { namesOther, rivals } = resolver;
  const withId = (a) => a.unit !== '' && idOf(a) !== undefined;
  const other = (a, name) => namesOther(a, words(a.street.predir, name, a.street.suffix, a.street.postdir));
  const streetWith = (a, o) => words(o.number ?? a.number, o.predir ?? a.street.predir, o.name ?? a.street.name, o.suffix ?? a.street.suffix, o.postdir ?? a.street.postdir);
  const withUnit = (a, rng, line) => words(line, plainUnit(a, rng));
  const same = (a, keys) => (s) => keys.every((k) => s[k] === a.street[k]);
  /** the address with `text` after it (full_address or street_address) or before it */
  const around = (a, rng, text) => {
    const form = rng.int(4);
    if (form === 0) return { request: { full_address: `${fullOf(a, line1Of(a, rng))}${rng.pick([', ', ' '])}${text}` } };
    if (form === 1) return { request: comps(a, { street: `${line1Of(a, rng)} ${text}` }) };
    if (form === 2) return { request: { full_address: `${text}${rng.pick([', ', ' ', '\n'])}${fullOf(a, line1Of(a, rng))}` } };
    return { request: comps(a, { street: `${text}${rng.pick(['\n', ', '])}${line1Of(a, rng)}` }) };
  };
  /** `written` → the unit the answer keeps: the request's unit and the expected answer */
  const keptUnit = (written) => ({
    eligible: (a) => a.unit === '' && a.point.units.length === 0,
    make: (a, rng) => {
      const w = rng.pick(Object.keys(written));
      return { ...eitherForm(a, rng, `${street(a)} ${w}`), expect: { ...a, unit: written[w] } };
    },
  });
  /** the street type written one of the ways `table` lists for it: Stret, Avenu, Raod, Drvie */
  const suffixSpelling = (table) => ({
    eligible: (a) => hasUnitId(a) && table[a.street.suffix] !== undefined,
    make: (a, rng) => {
      if (rivals(a, [a.zip], same(a, ['predir', 'name', 'postdir'])) > 0) return { skip: 'ambiguous' };
      return eitherForm(a, rng, withUnit(a, rng, streetWith(a, { suffix: rng.pick(table[a.street.suffix]) })));
    },
  });
  const ordinalWords = (n) => (n % 10 === 0 ? TENTHS[n / 10] : `${TENS[Math.floor(n / 10)]}${'|'}${ORD_ONES[n % 10]}`);
  return {
    probe_number_letter_first: {
      // the reference's 'A 12' written A12 / A-12 / a12
      eligible: (a) => hasUnitId(a) && /^[A-Z] \d+$/.test(a.number),
      make: (a, rng) => {
        const [l, n] = a.number.split(' ');
        return eitherForm(a, rng, withUnit(a, rng, street(a, rng.pick([`${l}${n}`, `${l}-${n}`, `${l.toLowerCase()}${n}`]))));
      },
    },
    probe_number_letter_lower_spaced: {
      eligible: (a) => hasUnitId(a) && /^\d+[ -]?[A-DF-MO-RT-VX-Z]$/.test(a.number),
      make: (a, rng) => {
        const [, n, l] = /^(\d+)[ -]?([A-Z])$/.exec(a.number);
        return eitherForm(a, rng, withUnit(a, rng, street(a, rng.pick([`${n} ${l.toLowerCase()}`, `${n} - ${l}`, `${n}${l}.`]))));
      },
    },
    probe_number_fraction_slash: {
      eligible: (a) => hasUnitId(a) && /^\d+[ -]1\/2$/.test(a.number),
      make: (a, rng) => {
        const n = /^(\d+)/.exec(a.number)[1];
        return eitherForm(a, rng, withUnit(a, rng, street(a, rng.pick([`${n} 1⁄2`, `${n}-1⁄2`, `${n} 1∕2`]))));
      },
    },
    probe_ordinal_spelled_tens: {
      // '23RD' written Twenty Third / Twenty-Third / twenty-third
      eligible: (a) => hasUnitId(a) && /(^| )(2[1-9]|[3-9]\d)(ST|ND|RD|TH)( |$)/.test(a.street.name),
      make: (a, rng) => {
        const sep = rng.pick([' ', '-']);
        const name = a.street.name.replace(/(^| )(\d+)(ST|ND|RD|TH)(?= |$)/, (_, sp, n) => `${sp}${ordinalWords(Number(n)).replace('|', sep)}`);
        if (other(a, name.replace(/-/g, ' '))) return { skip: 'ambiguous' };
        const line1 = withUnit(a, rng, streetWith(a, { name: rng.chance(0.5) ? name : name.toLowerCase() }));
        return eitherForm(a, rng, line1);
      },
    },
    probe_ordinal_old_d: {
      // 2ND / 3RD / 22ND written the old way: 2d, 3d, 22d
      eligible: (a) => hasUnitId(a) && /(^| )\d*[23](ND|RD)( |$)/.test(a.street.name),
      make: (a, rng) => {
        const name = a.street.name.replace(/(^| )(\d+)(ND|RD)(?= |$)/, (_, sp, n) => `${sp}${n}${rng.pick(['d', 'D'])}`);
        return eitherForm(a, rng, withUnit(a, rng, streetWith(a, { name })));
      },
    },
    probe_ordinal_bare: {
      // '23RD ST' written 23 St (no ordinal ending)
      eligible: (a) => hasUnitId(a) && /^\d+(ST|ND|RD|TH)$/.test(a.street.name) && a.street.suffix !== '',
      make: (a, rng) => {
        const name = a.street.name.replace(/(ST|ND|RD|TH)$/, '');
        if (other(a, name)) return { skip: 'ambiguous' };
        return eitherForm(a, rng, withUnit(a, rng, streetWith(a, { name })));
      },
    },
    probe_names_glued_dot: {
      // St.Albans, Mt.Holly, Ft.Ethan Allen: the abbreviation's dot with no space after it
      eligible: (a) => hasUnitId(a) && (/(^| )(SAINT|MOUNT|FORT) \S/.test(a.street.name) || /(^| )(SAINT|MOUNT|FORT|ST|MT|FT) \S/.test(a.city)),
      make: (a, rng) => {
        const glue = (s) => s.replace(/(^| )(SAINT|ST|MOUNT|MT|FORT|FT) (?=\S)/, (_, sp, w) => `${sp}${{ SAINT: 'St.', ST: 'St.', MOUNT: 'Mt.', MT: 'Mt.', FORT: 'Ft.', FT: 'Ft.' }[w]}`);
        const inStreet = /(^| )(SAINT|MOUNT|FORT) \S/.test(a.street.name);
        const name = inStreet ? glue(a.street.name) : a.street.name;
        const city = !inStreet || rng.chance(0.5) ? glue(a.city) : a.city;
        if (inStreet && other(a, name.replace(/\./g, '. '))) return { skip: 'ambiguous' };
        const line1 = withUnit(a, rng, streetWith(a, { name }));
        return rng.chance(0.5) ? { request: { full_address: `${line1}, ${city}, ${a.state} ${a.zip}` } } : { request: comps(a, { street: line1, city }) };
      },
    },
    probe_dir_dotted: {
      // N.W. / N. W. / North West / No. for the reference's directions
      eligible: (a) => hasUnitId(a) && (a.street.predir !== '' || a.street.postdir !== ''),
      make: (a, rng) => {
        const d = (x) => (x === '' ? '' : rng.pick(DIR_DOTTED[x]));
        return eitherForm(a, rng, withUnit(a, rng, streetWith(a, { predir: d(a.street.predir), postdir: d(a.street.postdir) })));
      },
    },
    probe_dir_moved: {
      // '12 N MAIN ST' written 12 Main St N (and a postdirection written first)
      eligible: (a) => hasUnitId(a) && (a.street.predir === '') !== (a.street.postdir === ''),
      make: (a, rng) => {
        const d = a.street.predir || a.street.postdir;
        const moved = a.street.predir !== '' ? { predir: '', postdir: d } : { predir: d, postdir: '' };
        if (rivals(a, [a.zip], same(a, ['name', 'suffix'])) > 0 || namesOther(a, streetWith(a, moved).slice(a.number.length + 1))) return { skip: 'ambiguous' };
        return eitherForm(a, rng, withUnit(a, rng, streetWith(a, moved)));
      },
    },
    probe_suffix_typo: suffixSpelling(SUFFIX_TYPOS),
    probe_suffix_cut: suffixSpelling(SUFFIX_CUTS),
    probe_sep_pipe: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const sep = rng.pick([' | ', '|', ' |']);
        return { request: { full_address: [line1Of(a, rng), a.city, `${a.state} ${a.zip}`].join(sep) } };
      },
    },
    probe_sep_dash: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const sep = rng.pick([' - ', ' – ', ' — ', ' / ']);
        const rest = rng.chance(0.5) ? `${a.city}${sep}${a.state} ${a.zip}` : `${a.city}, ${a.state} ${a.zip}`;
        return { request: { full_address: `${line1Of(a, rng)}${sep}${rest}` } };
      },
    },
    probe_unit_next_line: {
      // the unit on its own line inside street_address
      eligible: withId,
      make: (a, rng) => ({ request: comps(a, { street: `${street(a)}${rng.pick(['\n', '\r\n', '\n\n'])}${plainUnit(a, rng)}` }) }),
    },
    probe_zip4_space: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = `${a.zip}${rng.pick([' ', ' - ', '–'])}${zip4(a, rng)}`;
        return { request: rng.chance(0.5) ? { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } : comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_fields_state_in_zip: {
      // the ZIP column holding the state too ('VT 05401', 'Vermont 05401'), the state column empty
      eligible: hasUnitId,
      make: (a, rng) => {
        const st = STATE_NAMES[a.state] !== undefined && rng.chance(0.5) ? STATE_NAMES[a.state] : a.state;
        return { request: comps(a, { street: line1Of(a, rng), state: '', zip: `${st}${rng.pick([' ', ', '])}${a.zip}` }) };
      },
    },
    probe_fields_state_name_swapped: {
      // state column holding the ZIP, ZIP column holding the state's name
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), state: a.zip, zip: rng.pick([STATE_NAMES[a.state], STATE_NAMES[a.state].toUpperCase()]) }) }),
    },
    probe_fields_last_line_repeated: {
      // city column holding the whole last line while the state and ZIP columns hold theirs too
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), city: `${a.city}${rng.pick([', ', ' '])}${a.state} ${a.zip}` }) }),
    },
    probe_firm_unit_first: {
      // a firm and its suite written before the delivery line: 'Acme Inc, Suite 200, 12 Main St'
      eligible: withId,
      make: (a, rng) => {
        const firm = rng.pick(FIRMS);
        const u = plainUnit(a, rng);
        if (rng.chance(0.5)) return { request: { full_address: `${firm}, ${u}, ${fullOf(a, street(a))}` } };
        return { request: comps(a, { street: `${firm}${rng.pick(['\n', ', '])}${u}`, apt: street(a) }) };
      },
    },
    // a private mailbox, or Rear / Upper / 1st Floor, on an address the reference lists without that unit: the building
    // is found and the unit kept as written (standardized), never confirmed (DPV S) and never dropped
    probe_unit_pmb: keptUnit(PMBS),
    probe_unit_no_number: keptUnit(NO_NUMBER_UNITS),
    probe_unit_hash_dash: {
      // '4B' written #4-B, Apt-4B, #4B; 'B4' written #B-4
      eligible: (a) => withId(a) && /^(\d+[A-Z]|[A-Z]\d+)$/.test(idOf(a)),
      make: (a, rng) => {
        const id = idOf(a);
        const m = /^(\d+)([A-Z])$/.exec(id) ?? /^([A-Z])(\d+)$/.exec(id);
        return eitherForm(a, rng, `${street(a)} ${rng.pick([`#${m[1]}-${m[2]}`, `Apt-${id}`, `Unit-${m[1]}-${m[2]}`, `#${id.toLowerCase()}`])}`);
      },
    },
    probe_unit_other_designator: {
      // the reference's bare '# 12' written Lot 12 / Trlr 12 / Space 12 (mobile-home parks)
      eligible: (a) => withId(a) && ['#', 'SPC'].includes(designator(a)) && /^\d+$/.test(idOf(a)),
      make: (a, rng) => {
        const id = idOf(a);
        const forms = designator(a) === 'SPC' ? [`Space ${id}`, `Spc. ${id}`, `Sp ${id}`] : [`Lot ${id}`, `Trlr ${id}`, `Spc ${id}`, `Space ${id}`, `Lot #${id}`];
        return eitherForm(a, rng, `${street(a)} ${rng.pick(forms)}`);
      },
    },
    probe_noise_order: {
      eligible: hasUnitId,
      make: (a, rng) => around(a, rng, rng.pick(ORDERS)),
    },
    probe_noise_date: {
      eligible: hasUnitId,
      make: (a, rng) => around(a, rng, rng.pick(DATES)),
    },
    probe_noise_url: {
      eligible: hasUnitId,
      make: (a, rng) => around(a, rng, rng.pick(URLS)),
    },
    probe_noise_emoji: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const e = rng.pick(EMOJI);
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: `${e} ${fullOf(a, line1Of(a, rng))}` } };
        if (form === 1) return { request: { full_address: `${fullOf(a, line1Of(a, rng))} ${e}` } };
        return { request: comps(a, { street: `${line1Of(a, rng)} ${e}` }) };
      },
    },
    probe_noise_telfax: {
      eligible: hasUnitId,
      make: (a, rng) => around(a, rng, rng.pick(TELFAX)),
    },
    probe_unicode_spaces: {
      // spaces pasted from web pages and word processors: no-break, narrow, zero-width, a byte-order mark
      eligible: hasUnitId,
      make: (a, rng) => {
        const sp = (s) => s.replace(/ /g, () => rng.pick([' ', '\u00a0', '\u00a0', '\u202f', '\u2009', ' \u200b']));
        const bom = rng.chance(0.3) ? '\ufeff' : '';
        if (rng.chance(0.5)) return { request: { full_address: `${bom}${sp(fullOf(a, line1Of(a, rng)))}` } };
        return { request: comps(a, { street: `${bom}${sp(line1Of(a, rng))}`, city: sp(a.city), zip: `${a.zip}\u00a0` }) };
      },
    },
    probe_smart_quotes: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const q = rng.pick([['“', '”'], ['‘', '’'], ['«', '»'], ['„', '“']]);
        if (rng.chance(0.5)) return { request: { full_address: `${q[0]}${fullOf(a, line1Of(a, rng))}${q[1]}` } };
        return { request: comps(a, { street: `${q[0]}${line1Of(a, rng)}${q[1]}`, city: `${q[0]}${a.city}${q[1]}` }) };
      },
    },
    probe_trailing_periods: {
      eligible: hasUnitId,
      make: (a, rng) => {
        const dot = (s) => s.replace(/\b(ST|AVE|RD|DR|LN|CT|CIR|PL|BLVD|TER|HWY|N|S|E|W|APT)\b/g, '$1.');
        if (rng.chance(0.5)) return { request: { full_address: `${dot(line1Of(a, rng))}., ${a.city}., ${a.state}. ${a.zip}.` } };
        return { request: comps(a, { street: `${dot(line1Of(a, rng))}.`, city: `${a.city}.`, state: `${a.state}.`, zip: `${a.zip}.` }) };
      },
    },
    probe_number_hash: {
      // '#123 Main St': a number sign before the house number
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number),
      make: (a, rng) => eitherForm(a, rng, `${rng.pick(['#', '# ', 'No. ', '#'])}${line1Of(a, rng)}`),
    },
    probe_number_float: {
      // '1234.0 Main St': a house number column read as a float and joined to the street
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number),
      make: (a, rng) => eitherForm(a, rng, withUnit(a, rng, street(a, `${a.number}.0`))),
    },
    probe_number_thousands: {
      // '12,345 Main St': a house number formatted with a thousands separator
      eligible: (a) => hasUnitId(a) && /^\d{4,}$/.test(a.number),
      make: (a, rng) => ({ request: comps(a, { street: withUnit(a, rng, street(a, a.number.replace(/\B(?=(\d{3})+$)/g, ','))) }) }),
    },
    probe_zip_excel: {
      // a ZIP column as spreadsheets export it: text-forced ('05401, ="05401") or read as a number (5401.0)
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = rng.pick([`'${a.zip}`, `="${a.zip}"`, `${Number(a.zip)}.0`, `${a.zip}.0`]);
        return { request: comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_state_old_abbrev: {
      // the state as older lists abbreviate it: Vt., Md., Calif., Mont.
      eligible: (a) => hasUnitId(a) && OLD_STATES[a.state] !== undefined,
      make: (a, rng) => withState(a, rng, rng.pick(OLD_STATES[a.state])),
    },
    probe_sep_state_zip_comma: {
      // 'Burlington, VT, 05401', 'BURLINGTON,VT,05401': the last line's fields joined with commas
      eligible: hasUnitId,
      make: (a, rng) => {
        const sep = rng.pick([', ', ',']);
        return { request: { full_address: [line1Of(a, rng), a.city, a.state, a.zip].join(sep) } };
      },
    },
    probe_zip_glued_state: {
      // 'Burlington, VT05401'
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state}${a.zip}` } }),
    },
    probe_lead_trailing: {
      // an attention or care-of line written after the address
      eligible: hasUnitId,
      make: (a, rng) => {
        const who = rng.pick([...LEADS.attn_colon, ...LEADS.care_of, ...LEADS.attention]);
        return rng.chance(0.5) ? { request: { full_address: `${fullOf(a, line1Of(a, rng))}${rng.pick([', ', '\n', ' '])}${who}` } } : { request: comps(a, { street: `${line1Of(a, rng)}, ${who}` }) };
      },
    },
    probe_last_line_first: {
      // 'Burlington, VT 05401, 12 Main St': the city, state and ZIP written before the delivery line
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${a.city}${rng.pick([', ', ' '])}${a.state} ${a.zip}${rng.pick([', ', '\n', ' - '])}${line1Of(a, rng)}` } }),
    },
    probe_fields_city_state_spelled: {
      // the city column holding 'Burlington, Vermont', the state column empty or the code
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), city: `${a.city}${rng.pick([', ', ' '])}${STATE_NAMES[a.state]}`, state: rng.chance(0.5) ? '' : a.state }) }),
    },
    probe_fields_whole_in_street_dup: {
      // the whole address in street_address while the city, state and ZIP columns hold theirs as well
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: `${line1Of(a, rng)}${rng.pick([', ', ' '])}${a.city}${rng.pick([', ', ' '])}${a.state} ${a.zip}` }) }),
    },
    probe_suffix_ext_spelled: {
      // 'MAIN ST EXT' written Main Street Extension / Main St. Ext.
      eligible: (a) => hasUnitId(a) && / EXT$/.test(` ${a.street.name}`) === false && (a.street.suffix === 'EXT' || / EXT$/.test(a.street.name)),
      make: (a, rng) => {
        const line1 = withUnit(a, rng, street(a).replace(/ EXT\b/, rng.pick([' Extension', ' Ext.', ' Extn', ' EXTENSION'])));
        return eitherForm(a, rng, line1);
      },
    },
    probe_city_county: {
      // the county written where the city goes ('Baltimore County', 'Chittenden County'), the ZIP right
      eligible: (a) => hasUnitId(a) && a.info.countyName !== '' && a.info.countyName !== undefined,
      make: (a, rng) => {
        const county = rng.pick([`${a.info.countyName} County`, `${a.info.countyName} CO`, `${a.info.countyName} Co.`]);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${county}, ${a.state} ${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), city: county }) };
      },
    },
    probe_apt_placeholder: {
      // an export's empty cell: N/A, none, -, 0, null in apt_suite_other
      eligible: (a) => a.unit === '',
      make: (a, rng) => ({ request: comps(a, { street: street(a), apt: rng.pick(['N/A', 'n/a', 'NA', 'None', 'none', '-', '--', '0', 'null', 'NULL', '.', 'x']) }) }),
    },
    probe_city_placeholder: {
      // the city cell empty the export's way (N/A, none, -), the ZIP right
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), city: rng.pick(['N/A', 'none', '-', 'NULL', 'unknown']) }) }),
    },
    probe_fields_zip_in_city_dup: {
      // the ZIP written in city and in zip_code both
      eligible: hasUnitId,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), city: `${a.city}${rng.pick([' ', ', '])}${a.zip}` }) }),
    },
    probe_unit_then_bldg: {
      // 'Apt 4, Bldg 2': the unit, then the building it is in
      eligible: (a) => withId(a) && ['#', 'APT', 'UNIT'].includes(designator(a)),
      make: (a, rng) => eitherForm(a, rng, `${street(a)} ${rng.pick(['Apt', 'Unit', '#'])} ${idOf(a)}${rng.pick([', ', ' '])}${rng.pick(['Bldg 2', 'Building C', 'Bldg. 3'])}`),
    },
    probe_unit_floor_then_apt: {
      // '2nd Floor, Apt 4': a floor before the unit
      eligible: (a) => withId(a) && ['#', 'APT', 'UNIT'].includes(designator(a)),
      make: (a, rng) => eitherForm(a, rng, `${street(a)} ${rng.pick(['2nd Floor', 'Fl 2', '3rd Fl.', 'Floor 1'])}${rng.pick([', ', ' '])}${rng.pick(['Apt', 'Unit', '#'])} ${idOf(a)}`),
    },
    probe_html: {
      // a web form's export: <br> between lines, &amp; and &nbsp; left in
      eligible: hasUnitId,
      make: (a, rng) => {
        const br = rng.pick(['<br>', '<br/>', '<BR>', '<br />']);
        const sp = (t) => (rng.chance(0.3) ? t.replace(/ /, '&nbsp;') : t);
        return { request: { full_address: `${sp(line1Of(a, rng))}${br}${a.city}, ${a.state} ${a.zip}` } };
      },
    },
    probe_escaped_newline: {
      // a line break exported as the two characters backslash and n
      eligible: hasUnitId,
      make: (a, rng) => {
        const nl = rng.pick(['\\n', '\\r\\n']);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}${nl}${a.city}, ${a.state} ${a.zip}` } } : { request: comps(a, { street: `${street(a)}${nl}${plainUnit(a, rng)}`.replace(/\\n$/, '') }) };
      },
    },
    probe_doubled_quotes: {
      // a CSV field's quotes doubled or left in: ""12 Main St"", "12 Main St
      eligible: hasUnitId,
      make: (a, rng) => {
        const q = rng.pick([['""', '""'], ['"', ''], ["'", "'"], ['""', '']]);
        return rng.chance(0.5) ? { request: { full_address: `${q[0]}${fullOf(a, line1Of(a, rng))}${q[1]}` } } : { request: comps(a, { street: `${q[0]}${line1Of(a, rng)}${q[1]}`, zip: `${q[0]}${a.zip}${q[1]}` }) };
      },
    },
    probe_unicode_dashes: {
      // word processors' dashes: '12–A', 'Apt – 4', ZIP+4 with an en dash
      eligible: hasUnitId,
      make: (a, rng) => {
        const line1 = line1Of(a, rng).replace(/ (Apt|Unit|#)/, (_, u) => ` ${rng.pick(['– ', '— ', '- '])}${u}`);
        return { request: { full_address: `${line1}, ${a.city}, ${a.state} ${a.zip}${rng.chance(0.5) ? `–${zip4(a, rng)}` : ''}` } };
      },
    },
  };
}
