// Ninth probe round (issue 15): phrasings of the four hard forms that customer lists hold and no earlier round writes —
// a unit designator with a number word after it ('Apt. No. 4', 'Suite Number 200', 'Apt Nbr 4'), the unit on a line of
// its own after the last line or set off after the ZIP ('... VT 05401 (Apt 4)'), the unit followed by its floor ('Apt 4,
// 2nd Floor'), a delivery note with no label in apt_suite_other or on a line of its own ('Leave at gate', 'Use rear
// entrance'), an address book's label ('Home:', '(Work)', '[Home]'), an apartment complex's name before the street or in
// apt_suite_other ('Maple Court Apartments'), an ordinal spaced or written with superscript letters ('21 st St', '21ˢᵗ St',
// '21<sup>st</sup>'), the state spelled with the ZIP in one column ('Maryland 21204'), an e-mail or phone beside the unit
// in apt_suite_other, an e-mail reply's quote marks or a list's bullets before each line ('> 12 Main St', '• 12 Main St'),
// a neighbourhood between the street and the city ('Downtown'), a ZIP+4 placeholder ('05401-0000', '05401-XXXX'); a
// combination; and near-miss invalid addresses in the same phrasings: none may come back ROOFTOP. Drawn by probe.mjs,
// each kind on its own seeded stream.
import { comps, designator, eitherForm, fullOf, hasUnitId, idOf, line1Of, STATE_NAMES, streetOf, words } from './phrasing.mjs';
import { plainNumber, withAbsentNumber } from './invalid.mjs';

// a designator with a number word after it, by the reference's designator
const NUMBER_WORDED = {
  APT: ['Apt. No. {}', 'Apt No.{}', 'APT NO {}', 'Apartment Number {}', 'Apt Nbr {}', 'Apt. Num. {}', 'Apartment No. {}'],
  STE: ['Ste. No. {}', 'Suite Number {}', 'Suite No.{}', 'STE NO {}', 'Suite Nbr {}'],
  UNIT: ['Unit Number {}', 'Unit Nbr {}', 'Unit Num {}', 'UNIT NUMBER {}'],
  '#': ['Apt. No. {}', 'Unit Number {}', 'Apt Nbr {}', 'Apartment Number {}'],
};
const NOTES = ['Back door', 'Leave at gate', 'Use rear entrance', 'Side door please', 'Leave on porch', 'Ring bell twice', 'Call on arrival',
  'Behind the garage', 'Blue house', 'Do not leave at door', 'Leave with neighbor', 'Front desk', 'Gate code 4411', 'Knock loudly'];
const BOOK_LABELS_BEFORE = ['Home:', 'Work:', 'HOME -', 'Home Address:', 'Work address -', '[Home]', 'Primary:', 'Billing:', 'Office:'];
const BOOK_LABELS_AFTER = ['(Home)', '(Work)', '(home)', '[Work]', '- Home', '(Primary)', '(Billing)', '(Office)', '(Default)'];
const COMPLEXES = ['Maple Court Apartments', 'The Willows Condominiums', 'Riverside Towers', 'Oak Park Plaza Apts', 'Sunset Village Apts',
  'Harbor View Manor', 'Pine Ridge Estates', 'Lakeside Commons', 'Brookside Terrace Apartments', 'Heritage Square Condos'];
const SUPERSCRIPT = { ST: 'ˢᵗ', ND: 'ⁿᵈ', RD: 'ʳᵈ', TH: 'ᵗʰ' };
const EMAILS = ['jsmith@example.com', 'orders@acme-widgets.co', 'Email: pat.kim@mail.example.org', 'e: j.doe@example.net'];
const PHONE_LABELED = ['Tel: 802-555-0148', 'Ph: (410) 555-0199', 'Cell 802.555.0148', 'Phone 8025550148'];
const BULLETS = ['> ', '>> ', '• ', '- ', '* ', '▪ ', '→ ', '· ', '> > '];
const HOODS = ['Downtown', 'Old North End', 'Midtown', 'Westside', 'Historic District', 'Uptown', 'South End'];
const FLOORS = ['2nd Floor', '3rd Fl', 'Floor 2', 'Fl. 1', 'Ground Floor', '1st Flr'];
const ZIP4_PLACEHOLDERS = ['-0000', '-XXXX', '-____', ' 0000', '-xxxx', '-****', '-    '];

export function probe9Kinds(ctx) {
  const { index, resolver } = ctx;
  const { nameKey, namesOther } = resolver;
  const withId = (a) => a.unit !== '' && idOf(a) !== undefined;
  const lastLine = (a) => `${a.city}, ${a.state} ${a.zip}`;
  const numberWorded = (a, rng) => rng.pick(NUMBER_WORDED[designator(a)] ?? NUMBER_WORDED['#']).replace('{}', idOf(a));
  const unitOf = (a, rng) => (a.unit === '' ? '' : rng.pick([`Apt ${idOf(a)}`, `#${idOf(a)}`, `Unit ${idOf(a)}`]));
  const ordinalForm = (rng, n, end) => rng.pick([`${n} ${end.toLowerCase()}`, `${n}${SUPERSCRIPT[end]}`, `${n}<sup>${end.toLowerCase()}</sup>`, `${n} ${end}`]);

  const valid = {
    probe9_unit_number_word: {
      // 'Apt. No. 4', 'Suite Number 200', 'Apt Nbr 4', 'Apartment Number 4': a designator with a number word after it
      eligible: (a) => withId(a) && NUMBER_WORDED[designator(a)] !== undefined,
      make: (a, rng) => (rng.chance(0.7) ? eitherForm(a, rng, `${streetOf(a)}${rng.pick([' ', ', '])}${numberWorded(a, rng)}`) : { request: comps(a, { street: streetOf(a), apt: numberWorded(a, rng) }) }),
    },
    probe9_unit_after_last_line: {
      // '12 Main St\nBurlington, VT 05401\nApt 4', '... VT 05401 (Apt 4)', '... VT 05401 - Apt 4', '... VT 05401 Apt. No. 4':
      // the unit remembered after the last line
      eligible: (a) => withId(a) && NUMBER_WORDED[designator(a)] !== undefined,
      make: (a, rng) => {
        const u = rng.chance(0.3) ? numberWorded(a, rng) : unitOf(a, rng);
        const form = rng.int(4);
        if (form === 0) return { request: { full_address: `${streetOf(a)}\n${lastLine(a)}\n${u}` } };
        if (form === 1) return { request: { full_address: `${fullOf(a, streetOf(a))} (${u})` } };
        if (form === 2) return { request: { full_address: `${fullOf(a, streetOf(a))}${rng.pick([' - ', ' / ', '; '])}${u}` } };
        return { request: { full_address: `${streetOf(a)} ${a.city} ${a.state} ${a.zip} ${u}` } };
      },
    },
    probe9_unit_then_floor: {
      // 'Apt 4, 2nd Floor', 'Suite 200 - 3rd Fl', '#4 (Floor 2)': the unit, then the floor it is on
      eligible: (a) => withId(a) && ['#', 'APT', 'UNIT', 'STE'].includes(designator(a)),
      make: (a, rng) => {
        const u = designator(a) === 'STE' ? `Suite ${idOf(a)}` : unitOf(a, rng);
        const f = rng.pick(FLOORS);
        const text = rng.pick([`${u}, ${f}`, `${u} - ${f}`, `${u} (${f})`, `${u} ${f}`]);
        return rng.chance(0.7) ? eitherForm(a, rng, `${streetOf(a)} ${text}`) : { request: comps(a, { street: streetOf(a), apt: text }) };
      },
    },
    probe9_note_unlabeled: {
      // apt_suite_other 'Leave at gate', '12 Main St\nBack door\nBurlington, VT 05401': a delivery note with no label,
      // where line 2 goes
      eligible: hasUnitId,
      make: (a, rng) => {
        const note = rng.pick(NOTES);
        const u = unitOf(a, rng);
        const form = rng.int(3);
        if (form === 0) return { request: comps(a, { street: streetOf(a), apt: words(u === '' ? '' : `${u},`, note) }) };
        if (form === 1) return { request: { full_address: `${words(streetOf(a), u)}\n${note}\n${lastLine(a)}` } };
        return { request: { full_address: `${words(streetOf(a), u)}, ${note}, ${lastLine(a)}` } };
      },
    },
    probe9_address_book_label: {
      // 'Home: 12 Main St, ...', '12 Main St, Burlington, VT 05401 (Work)', '[Home] 12 Main St': an address book's label
      eligible: hasUnitId,
      make: (a, rng) => {
        const line1 = line1Of(a, rng);
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: `${rng.pick(BOOK_LABELS_BEFORE)} ${fullOf(a, line1)}` } };
        if (form === 1) return { request: { full_address: `${fullOf(a, line1)} ${rng.pick(BOOK_LABELS_AFTER)}` } };
        return { request: comps(a, { street: rng.chance(0.5) ? `${rng.pick(BOOK_LABELS_BEFORE)} ${line1}` : `${line1} ${rng.pick(BOOK_LABELS_AFTER)}` }) };
      },
    },
    probe9_complex_name: {
      // 'Maple Court Apartments, 12 Main St Apt 4', apt_suite_other 'Riverside Towers' or 'Apt 4, Pine Ridge Estates': the
      // apartment complex's name, its words street types (Court, Park, Plaza, Ridge, Terrace, Square)
      eligible: hasUnitId,
      make: (a, rng) => {
        const c = rng.pick(COMPLEXES);
        const u = unitOf(a, rng);
        const form = rng.int(4);
        if (form === 0) return { request: { full_address: `${c}, ${fullOf(a, words(streetOf(a), u))}` } };
        if (form === 1) return { request: comps(a, { street: `${c}\n${words(streetOf(a), u)}` }) };
        if (form === 2) return { request: comps(a, { street: words(streetOf(a), u), apt: c }) };
        return { request: comps(a, { street: streetOf(a), apt: u === '' ? c : `${u}, ${c}` }) };
      },
    },
    probe9_ordinal_spaced_super: {
      // '21 st St', '2 nd Ave', '21ˢᵗ St', '21<sup>st</sup> St': an ordinal's ending set apart, or as a word processor's
      // superscript pasted as text
      eligible: (a) => hasUnitId(a) && /(^| )\d+(ST|ND|RD|TH)( |$)/.test(a.street.name),
      make: (a, rng) => {
        const name = a.street.name.replace(/(^| )(\d+)(ST|ND|RD|TH)(?= |$)/, (_, sp, n, end) => `${sp}${ordinalForm(rng, n, end)}`);
        if (namesOther(a, words(a.street.predir, a.street.name.replace(/(^| )(\d+)(ST|ND|RD|TH)(?= |$)/, '$1$2'), a.street.suffix, a.street.postdir))) return { skip: 'ambiguous' };
        return eitherForm(a, rng, words(streetOf(a, { name }), unitOf(a, rng)));
      },
    },
    probe9_fields_state_name_zip: {
      // state 'Maryland 21204' (zip_code empty or the same ZIP), or zip_code 'Maryland 21204': the state spelled and the ZIP in
      // one column
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => {
        const n = rng.chance(0.5) ? STATE_NAMES[a.state] : STATE_NAMES[a.state].toUpperCase();
        const both = `${n}${rng.pick([' ', ', ', '  '])}${a.zip}`;
        if (rng.chance(0.6)) return { request: comps(a, { street: line1Of(a, rng), state: both, zip: rng.chance(0.5) ? '' : a.zip }) };
        return { request: comps(a, { street: line1Of(a, rng), state: rng.chance(0.5) ? '' : a.state, zip: both }) };
      },
    },
    probe9_contact_in_apt: {
      // apt_suite_other 'Apt 4 jsmith@example.com', 'Tel: 802-555-0148', '#4 / Ph: (410) 555-0199': the contact
      // columns run into line 2
      eligible: hasUnitId,
      make: (a, rng) => {
        const c = rng.pick(rng.chance(0.5) ? EMAILS : PHONE_LABELED);
        const u = unitOf(a, rng);
        return { request: comps(a, { street: streetOf(a), apt: u === '' ? c : `${u}${rng.pick([' ', ', ', ' / '])}${c}` }) };
      },
    },
    probe9_quoted_bullets: {
      // '> 12 Main St\n> Burlington, VT 05401' (an e-mail reply's quote), '• 12 Main St\n• Burlington, VT 05401' (a list)
      eligible: hasUnitId,
      make: (a, rng) => {
        const b = rng.pick(BULLETS);
        const lines = [line1Of(a, rng), lastLine(a)];
        if (rng.chance(0.6)) return { request: { full_address: lines.map((l) => `${b}${l}`).join('\n') } };
        return { request: comps(a, { street: `${b}${lines[0]}` }) };
      },
    },
    probe9_neighborhood: {
      // '12 Main St, Downtown, Burlington, VT 05401', apt_suite_other 'Old North End': a neighbourhood a web form asked for
      eligible: hasUnitId,
      make: (a, rng) => {
        const h = rng.pick(HOODS);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${h}, ${lastLine(a)}` } } : { request: comps(a, { street: line1Of(a, rng), apt: h }) };
      },
    },
    probe9_zip4_placeholder: {
      // '05401-0000', '05401-XXXX', '05401-____': an export's empty ZIP+4 written as a placeholder
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = `${a.zip}${rng.pick(ZIP4_PLACEHOLDERS)}`;
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } } : { request: comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe9_fields_city_state_dup: {
      // city 'Towson, MD' (or 'Towson MD 21204') while the state column holds MD (or Maryland) as well: a form's city
      // box filled with the whole place
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => {
        const city = rng.pick([`${a.city}, ${a.state}`, `${a.city} ${a.state}`, `${a.city}, ${a.state} ${a.zip}`, `${a.city}, ${STATE_NAMES[a.state]}`]);
        return { request: comps(a, { street: line1Of(a, rng), city, state: rng.chance(0.5) ? a.state : STATE_NAMES[a.state] }) };
      },
    },
    probe9_unit_hash_dash_letter: {
      // '4B' written 'Unit #4-B', 'Apt # 4-B', 'Apt. #4 B', 'Ste #4-b': a designator, a pound sign, a dash or space before the letter
      eligible: (a) => withId(a) && /^\d+[A-Z]$/.test(idOf(a)) && NUMBER_WORDED[designator(a)] !== undefined,
      make: (a, rng) => {
        const [, n, l] = /^(\d+)([A-Z])$/.exec(idOf(a));
        const d = { APT: ['Apt', 'Apt.', 'APT'], STE: ['Ste', 'Suite'], UNIT: ['Unit', 'UNIT'], '#': ['Unit', 'Apt'] }[designator(a)];
        const u = `${rng.pick(d)} ${rng.pick(['#', '# ', 'No. '])}${n}${rng.pick(['-', ' ', '-'])}${rng.chance(0.3) ? l.toLowerCase() : l}`;
        return rng.chance(0.7) ? eitherForm(a, rng, `${streetOf(a)} ${u}`) : { request: comps(a, { street: streetOf(a), apt: u }) };
      },
    },
    probe9_numero_sign: {
      // 'Apt Nº 4', 'Apt. N° 4', 'Unit Nº4', 'Nº 4': the numero sign (or a degree sign for it) a Spanish or French keyboard,
      // or a word processor's autocorrect, writes for No.
      eligible: (a) => withId(a) && NUMBER_WORDED[designator(a)] !== undefined,
      make: (a, rng) => {
        const d = { APT: ['Apt', 'Apt.', 'Apto'], STE: ['Ste', 'Suite'], UNIT: ['Unit'], '#': ['Apt', 'Unit', ''] }[designator(a)];
        const u = words(rng.pick(d), `${rng.pick(['Nº', 'N°', 'Nº ', 'N° ', 'nº ', '№ '])}${idOf(a)}`);
        return rng.chance(0.7) ? eitherForm(a, rng, `${streetOf(a)}${rng.pick([' ', ', '])}${u}`) : { request: comps(a, { street: streetOf(a), apt: u }) };
      },
    },
    probe9_emoji_labels: {
      // '📍 12 Main St, ...', '... VT 05401 📞 802-555-0148', '🏢 Acme Corp\n12 Main St', '✉️ jsmith@example.com': a social
      // post's or a chat's emoji standing for the labels
      eligible: hasUnitId,
      make: (a, rng) => {
        const full = fullOf(a, line1Of(a, rng));
        const form = rng.int(4);
        if (form === 0) return { request: { full_address: `${rng.pick(['📍', '📍 ', '🏠 ', '➡️ ', '📬 '])}${full}` } };
        if (form === 1) return { request: { full_address: `${full}${rng.pick([' ', '\n', ' | '])}${rng.pick(['📞 802-555-0148', '☎️ (410) 555-0199', '📱802.555.0148', '✉️ jsmith@example.com', '📧 orders@acme-widgets.co'])}` } };
        if (form === 2) return { request: { full_address: `${rng.pick(['🏢 Acme Corp', '👤 Jane Doe', '🏢 Blue Heron Dental LLC'])}\n${full}` } };
        return { request: comps(a, { street: `📍 ${line1Of(a, rng)}`, apt: rng.chance(0.5) ? '' : rng.pick(['📞 802-555-0148', '✉️ jsmith@example.com']) }) };
      },
    },
    probe9_business_hours: {
      // '12 Main St, Mon-Fri 9-5, Burlington, VT 05401', apt_suite_other 'Open 8am-6pm', '... VT 05401 (M-F 9:00-5:00)': a
      // business list's opening hours, digits and dashes that are no number, range or unit
      eligible: hasUnitId,
      make: (a, rng) => {
        const h = rng.pick(['Mon-Fri 9-5', 'Open 8am-6pm', 'M-F 9:00-5:00', 'Hours: 9am - 5pm', 'Mon - Sat 10-6', 'Closed Sundays', 'Deliver after 5pm', 'Tue-Thu 8:30-4:30']);
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: `${line1Of(a, rng)}, ${h}, ${lastLine(a)}` } };
        if (form === 1) return { request: comps(a, { street: streetOf(a), apt: words(unitOf(a, rng), a.unit === '' ? h : `, ${h}`).replace(' ,', ',') }) };
        return { request: { full_address: `${fullOf(a, line1Of(a, rng))}${rng.pick([' ', ', ', '\n'])}${rng.chance(0.5) ? `(${h})` : h}` } };
      },
    },
    probe9_care_of_sign: {
      // '℅ Jane Smith, 12 Main St', '12 Main St ℅ Acme Corp': the care-of sign (U+2105) a word processor writes for c/o
      eligible: hasUnitId,
      make: (a, rng) => {
        const who = rng.pick(['℅ Jane Smith', '℅ Acme Corp', '℅Maria Lopez', '℅ The Baker Family']);
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: `${who}, ${fullOf(a, line1Of(a, rng))}` } };
        if (form === 1) return { request: comps(a, { street: `${who}\n${line1Of(a, rng)}` }) };
        return { request: comps(a, { street: line1Of(a, rng), apt: who }) };
      },
    },
    probe9_combo_label_worded_placeholder: {
      // an address book's label, a complex's name, 'Apt. No. 4' after the ZIP, a ZIP+4 placeholder
      eligible: (a) => withId(a) && NUMBER_WORDED[designator(a)] !== undefined,
      make: (a, rng) => ({ request: { full_address: `${rng.pick(BOOK_LABELS_BEFORE)} ${rng.pick(COMPLEXES)}\n${streetOf(a)}\n${a.city}, ${a.state} ${a.zip}${rng.pick(ZIP4_PLACEHOLDERS)}\n${numberWorded(a, rng)}` } }),
    },
  };
  const withAbsent = (make) => withAbsentNumber(index, nameKey, make);
  const invalid = {
    probe_bad_number_round9: {
      // an absent number in this round's phrasings: 'Apt. No. 4', the unit after the last line, a note or a complex in
      // line 2, a label, a quote mark, a ZIP+4 placeholder
      eligible: plainNumber,
      make: withAbsent((a, rng, n) => {
        const st = streetOf(a, { number: String(n) });
        const form = rng.int(6);
        if (form === 0) return eitherForm(a, rng, `${st} ${rng.pick(NUMBER_WORDED.APT).replace('{}', String(1 + rng.int(30)))}`);
        if (form === 1) return { request: { full_address: `${st}\n${lastLine(a)}\nApt ${1 + rng.int(30)}` } };
        if (form === 2) return { request: comps(a, { street: st, apt: rng.pick([...NOTES, ...COMPLEXES]) }) };
        if (form === 3) return { request: { full_address: `${rng.pick(BOOK_LABELS_BEFORE)} ${fullOf(a, st)} ${rng.pick(BOOK_LABELS_AFTER)}` } };
        if (form === 4) return { request: { full_address: `> ${st}\n> ${lastLine(a)}` } };
        return { request: { full_address: `${st}, ${a.city}, ${a.state} ${a.zip}${rng.pick(ZIP4_PLACEHOLDERS)}` } };
      }),
    },
    probe_bad_number_worded_unit_real: {
      // '9999 Main St Apt. No. 12', 'Apt Nº 12' or '... VT 05401\nApt 12' where 12 Main St is real: the unit is no house number
      eligible: (a) => /^\d{1,3}$/.test(a.number),
      make: withAbsent((a, rng, n) => {
        const st = streetOf(a, { number: String(n) });
        if (rng.chance(0.5)) return eitherForm(a, rng, `${st} ${rng.pick([...NUMBER_WORDED.APT, 'Apt Nº {}', 'Unit N°{}']).replace('{}', a.number)}`);
        return { request: { full_address: `${st}\n${lastLine(a)}\n${rng.pick(['Apt', 'Unit', '#'])} ${a.number}` } };
      }),
    },
  };
  return { valid, invalid };
}
