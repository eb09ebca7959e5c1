// Seventh probe round (issue 15): whole records as other sources write them — a county tax roll (owner before the
// address), an e-mail signature, a shipping label in capitals, a fixed-width export, the record reversed (ZIP first, street
// last), the whole address in street_address with the other columns holding a country or a phone — and the damage hand
// typing and scanning add that no earlier round writes: the type glued to the name (MainSt), an OCR digit inside the name
// (0ak St), 'No. 12' before the house number, the Australian 'Unit 4/12 Main St', a county added to the last line, the state
// misspelt, a two-word city run together, a direction glued by its dot (N.Main St), the type as Pub 28 C1's other
// abbreviations (Av, Strt, Crt) — with two combinations of these, and near-miss invalid addresses in the same phrasings:
// none may come back ROOFTOP. Drawn by probe.mjs, each kind on its own seeded stream.
import { comps, eitherForm, fullOf, hasUnitId, idOf, line1Of, STATE_NAMES, streetOf, words } from './phrasing.mjs';
import { plainNumber, withAbsentNumber } from './invalid.mjs';

const titled = (s) => s.toLowerCase().replace(/(^|[\s.#-])([a-z])/g, (_, p, c) => p + c.toUpperCase());
// a letter a scanner reads as a digit
const OCR = { O: '0', I: '1', L: '1', S: '5', B: '8' };
const COUNTIES = { VT: ['Chittenden', 'Rutland', 'Windsor', 'Addison'], MD: ['Baltimore', 'Howard', 'Anne Arundel', 'Montgomery'], CA: ['Los Angeles', 'Orange', 'San Diego'], MT: ['Yellowstone', 'Gallatin', 'Missoula'] };
const STATE_TYPOS = { VT: ['Vermnot', 'Vermon', 'Vremont', 'Vermonth'], MD: ['Marlyand', 'Maryand', 'Mariland', 'Maryalnd'], CA: ['Califronia', 'Californa', 'Calfornia'], MT: ['Montanna', 'Montan', 'Mnotana'] };
// Pub 28 C1 spellings of a type other than its standard abbreviation and its name
const C1_OTHER = { AVE: ['Av', 'Aven', 'Avn', 'Avnue'], ST: ['Str', 'Strt'], DR: ['Drv', 'Driv'], CT: ['Crt'], CIR: ['Circ', 'Crcl', 'Circl'], TER: ['Terr'], PKWY: ['Pky', 'Parkwy', 'Pkway'], HWY: ['Hway', 'Hiway', 'Highwy'], BLVD: ['Boul', 'Boulv'], TRL: ['Trails', 'Trls'], XING: ['Crssng'], HTS: ['Ht'], CTR: ['Centr', 'Cnter', 'Centre'], MTN: ['Mntain', 'Mntn'], PT: ['Point'], SQ: ['Sqr', 'Sqre'], EXPY: ['Exp', 'Expr', 'Express'] };
const OWNERS = ['SMITH JOHN A & MARY B', 'JONES ROBERT ETAL', 'BAKER FAMILY TRUST', 'GARCIA LUIS & ANA', 'OCONNOR PATRICK J TRUSTEE', 'KIM SOO & LEE JIN', 'GREEN VALLEY LLC'];
const SIGNERS = ['Jane Doe', 'Robert Jones, CPA', 'Dr. Priya Patel'];
const TITLES = ['Sales Manager', 'Office Administrator', 'Director of Operations'];
const FIRMS = ['Acme Corp', 'Northwind Traders', 'Green Valley Co.'];

export function probe7Kinds(ctx) {
  const { index, resolver } = ctx;
  const { nameKey } = resolver;
  const unitOf = (a) => (a.unit === '' ? '' : `Apt ${idOf(a)}`);
  const bareStreet = (a) => streetOf(a).slice(a.number.length + 1);
  const lastLine = (a) => `${a.city}, ${a.state} ${a.zip}`;
  // 'Main St' -> 'MainSt': the last name word glued to the type
  const gluedType = (a, n = a.number) => words(n, a.street.predir, `${a.street.name}${a.street.suffix}`, a.street.postdir);
  // the first letter of the name a scanner can read as a digit, read so; undefined when none
  const ocrName = (a, rng) => {
    const ws = a.street.name.split(' ');
    const spots = [];
    ws.forEach((w, i) => { if (/^[A-Z]{4,}$/.test(w)) [...w].forEach((c, j) => { if (OCR[c] !== undefined && j > 0) spots.push([i, j]); }); });
    if (spots.length === 0) return undefined;
    const [i, j] = rng.pick(spots);
    ws[i] = ws[i].slice(0, j) + OCR[ws[i][j]] + ws[i].slice(j + 1);
    return ws.join(' ');
  };
  const reversed = (a, rng, line1) =>
    rng.pick([`${a.state} ${a.zip}, ${a.city}, ${line1}`, `${a.zip} ${a.state} ${a.city} ${line1}`, `USA, ${a.state}, ${a.city}, ${line1}`, `${a.zip}, ${a.city}, ${a.state}, ${line1}`]);
  const signature = (a, rng, line1) => {
    const sep = rng.pick([' | ', ' · ', ' • ', '\n']);
    const parts = [rng.pick(SIGNERS), rng.pick(TITLES), rng.pick(FIRMS), line1, lastLine(a), rng.pick(['(802) 555-0148', 'T: 802.555.0148', 'Cell 410-555-0199']), rng.pick(['www.acme.com', 'jane@acme.com', 'https://northwind.example'])];
    return parts.join(sep);
  };
  const label = (a, rng, line1) => {
    const plus4 = String(1000 + rng.int(9000));
    const lines = [rng.pick(['JOHN SMITH', 'MARIA LOPEZ', 'SHIP TO: PAT KIM']), rng.pick(['', 'ACME INC', 'NORTHWIND TRADERS']), line1.toUpperCase(), `${a.city} ${a.state} ${a.zip}-${plus4}`, rng.pick(['', 'UNITED STATES', 'US']), rng.pick(['', 'TEL 8025550148', 'PH: 802-555-0148'])];
    return lines.filter((l) => l !== '').join('\n');
  };
  const fixedWidth = (a, rng, line1) => {
    const w = rng.pick([[32, 20, 4], [40, 24, 3]]);
    return `${line1.toUpperCase().padEnd(w[0])}${a.city.padEnd(w[1])}${a.state.padEnd(w[2])}${a.zip}`;
  };
  const taxRoll = (a, rng, line1) => `${rng.pick(OWNERS)}${rng.pick([', ', ' ', '\n'])}${line1.toUpperCase()}${rng.pick([', ', ' '])}${a.city} ${a.state} ${a.zip}`;

  const valid = {
    probe_type_glued_name: {
      // 'MainSt', 'Moon RidgeRd', 'MAINST': the type glued to the name's last word, as a web form typed with no space
      eligible: (a) => hasUnitId(a) && /^[A-Z]+$/.test(a.street.suffix) && /[A-Z]$/.test(a.street.name),
      make: (a, rng) => {
        const t = words(a.number, a.street.predir, `${titled(a.street.name)}${titled(a.street.suffix)}`, a.street.postdir);
        return eitherForm(a, rng, words(rng.chance(0.5) ? t : gluedType(a), unitOf(a)));
      },
    },
    probe_name_ocr_digit: {
      // 'Po1nt Rd', 'Ma5on St', 'Ho8art Ave': a scanned list's digit for a letter inside the name (never its first letter)
      eligible: (a) => hasUnitId(a) && /[A-Z]{4,}/.test(a.street.name),
      make: (a, rng) => {
        const name = ocrName(a, rng);
        return name === undefined ? null : eitherForm(a, rng, words(streetOf(a, { name }), unitOf(a)));
      },
    },
    probe_record_reversed: {
      // 'VT 05401, Burlington, 12 Main St', '05401 VT Burlington 12 Main St': the record written from the ZIP back to the street
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: reversed(a, rng, line1Of(a, rng)) } }),
    },
    probe_number_no_prefix: {
      // 'No. 12 Main St', 'Number 12 Main St', 'Nr 12 Main St': the house number introduced by a word, as older letters write it
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number),
      make: (a, rng) => eitherForm(a, rng, words(`${rng.pick(['No.', 'No', 'Number', 'Nr.', 'no.'])} ${streetOf(a)}`, unitOf(a))),
    },
    probe_unit_slash_number: {
      // 'Unit 4/12 Main St', '4/12 Main St' (the Australian habit: the unit, a slash, the house number)
      eligible: (a) => a.unit !== '' && /^\d+[A-Z]?$/.test(idOf(a) ?? '') && /^\d+$/.test(a.number),
      make: (a, rng) => eitherForm(a, rng, `${rng.pick(['', 'Unit ', 'Apt ', 'Unit '])}${idOf(a)}${rng.pick(['/', ' / '])}${streetOf(a)}`),
    },
    probe_county_added: {
      // 'Burlington, Chittenden County, VT 05401', '..., VT 05401 (Chittenden Co.)': a county written beside the city
      eligible: (a) => hasUnitId(a) && COUNTIES[a.state] !== undefined,
      make: (a, rng) => {
        const c = rng.pick(COUNTIES[a.state]);
        const county = rng.pick([`${c} County`, `${c} Co.`, `${c} Cnty`, `County of ${c}`]);
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${county}, ${a.state} ${a.zip}` } };
        if (form === 1) return { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${a.zip} (${county})` } };
        return { request: comps(a, { street: line1Of(a, rng), city: `${a.city}, ${county}` }) };
      },
    },
    probe_fields_whole_street_other_cols: {
      // the whole address in street_address (commas, ';' or line breaks), the city column holding the country, the state
      // column 'USA', or the ZIP column a phone number
      eligible: hasUnitId,
      make: (a, rng) => {
        const sep = rng.pick([', ', '; ', '\n']);
        const whole = `${line1Of(a, rng)}${sep}${a.city}${sep === '\n' ? '\n' : ', '}${a.state} ${a.zip}`;
        const other = rng.pick([{ city: 'USA', state: '', zip: '' }, { city: 'United States', state: '', zip: '' }, { city: '', state: 'USA', zip: '' }, { city: '', state: '', zip: '802-555-0148' }, { city: 'US', state: 'US', zip: '' }]);
        return { request: { street_address: whole, apt_suite_other: '', city: other.city, state: other.state, zip_code: other.zip } };
      },
    },
    probe_fixed_width: {
      // '12 MAIN ST APT 4                BURLINGTON          VT  05401': a fixed-width export's padding, no commas
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: fixedWidth(a, rng, line1Of(a, rng)) } }),
    },
    probe_email_signature: {
      // 'Jane Doe | Sales Manager | Acme Corp | 12 Main St | Burlington, VT 05401 | (802) 555-0148 | www.acme.com'
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: signature(a, rng, line1Of(a, rng)) } }),
    },
    probe_shipping_label: {
      // a label's lines in capitals: a name, a firm, the delivery line, the last line with a ZIP+4, the country, a phone
      eligible: hasUnitId,
      make: (a, rng) => {
        const text = label(a, rng, line1Of(a, rng));
        return rng.chance(0.5) ? { request: { full_address: text } } : { request: { street_address: text, apt_suite_other: '', city: '', state: '', zip_code: '' } };
      },
    },
    probe_tax_roll: {
      // 'SMITH JOHN A & MARY B 12 MAIN ST BURLINGTON VT 05401': a county roll's owner (surname first, '&', ETAL, TRUSTEE) before the address
      eligible: hasUnitId,
      make: (a, rng) => (rng.chance(0.6) ? { request: { full_address: taxRoll(a, rng, line1Of(a, rng)) } } : { request: comps(a, { street: `${rng.pick(OWNERS)}\n${line1Of(a, rng).toUpperCase()}` }) }),
    },
    probe_state_misspelt: {
      // 'Burlington, Vermnot 05401', state column 'Marlyand': the state's name misspelt by hand
      eligible: (a) => hasUnitId(a) && STATE_TYPOS[a.state] !== undefined,
      make: (a, rng) => {
        const st = rng.pick(STATE_TYPOS[a.state]);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${st} ${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), state: st }) };
      },
    },
    probe_city_run_together: {
      // 'SouthBurlington', 'Essexjunction', 'ELLICOTTCITY': a two-word city typed with no space
      eligible: (a) => hasUnitId(a) && / /.test(a.city) && !/^(SAINT|ST|MOUNT|MT|FORT|FT) /.test(a.city),
      make: (a, rng) => {
        const c = rng.pick([a.city.replace(/ /g, ''), titled(a.city).replace(/ /g, ''), titled(a.city).replace(/ (\w)/g, (_, x) => x.toLowerCase())]);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${c}, ${a.state} ${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), city: c }) };
      },
    },
    probe_dir_glued_dot: {
      // 'N.Main St', 'Main St.N.', 'Main St.S.W.': a direction glued to the name or the type by its dot
      eligible: (a) => hasUnitId(a) && (a.street.predir !== '' || a.street.postdir !== ''),
      make: (a, rng) => {
        const dotted = (d) => [...d].map((c) => `${c}.`).join('');
        const pre = a.street.predir === '' ? '' : dotted(a.street.predir);
        const post = a.street.postdir === '' ? '' : dotted(a.street.postdir);
        const core = words(titled(a.street.name), a.street.suffix === '' ? '' : `${titled(a.street.suffix)}.`);
        // (a route's number keeps its space before the direction: 'Route 103 S.'; '103S' is a route's own name in places)
        const line = `${a.number} ${pre}${core}${a.street.suffix === '' && post !== '' ? ' ' : ''}${post}`.replace(/\.\./g, '.');
        return eitherForm(a, rng, words(line, unitOf(a)));
      },
    },
    probe_suffix_c1_other: {
      // 'Main Av', 'Main Strt', 'Elm Crt', 'Lake Pky': the type as one of Pub 28 C1's other abbreviations
      eligible: (a) => hasUnitId(a) && C1_OTHER[a.street.suffix] !== undefined,
      make: (a, rng) => eitherForm(a, rng, words(streetOf(a, { suffix: rng.pick(C1_OTHER[a.street.suffix]) }), unitOf(a))),
    },
    probe7_combo_reversed_glued_slash: {
      // two new damages and an old one: the record reversed, the type glued, the unit as 'Unit 4/12', all lower case
      eligible: (a) => plainNumber(a) && /^[A-Z]+$/.test(a.street.suffix) && (a.unit === '' || /^\d+[A-Z]?$/.test(idOf(a) ?? '')),
      make: (a, rng) => {
        const st = gluedType(a);
        const line1 = a.unit === '' ? st : `${idOf(a)}/${st}`;
        return { request: { full_address: reversed(a, rng, line1).toLowerCase() } };
      },
    },
    probe7_combo_signature_county_no: {
      // an e-mail signature whose address has 'No.' before the number, a county beside the city and a spelled unit
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number) && COUNTIES[a.state] !== undefined,
      make: (a, rng) => {
        const line1 = words(`No. ${streetOf(a)}`, a.unit === '' ? '' : `Apartment ${idOf(a)}`);
        const text = signature(a, rng, line1).replace(`${a.city},`, `${a.city}, ${rng.pick(COUNTIES[a.state])} County,`);
        return { request: { full_address: text } };
      },
    },
  };
  const withAbsent = (make) => withAbsentNumber(index, nameKey, make);
  const invalid = {
    probe_bad_number_round7: {
      // an absent number in this round's phrasings: glued type, 'No.' before it, reversed, a tax roll, a label, fixed width
      eligible: plainNumber,
      make: withAbsent((a, rng, n) => {
        const st = streetOf(a, { number: String(n) });
        const form = rng.int(6);
        if (form === 0 && /^[A-Z]+$/.test(a.street.suffix)) return eitherForm(a, rng, gluedType(a, String(n)));
        if (form === 1) return eitherForm(a, rng, `No. ${st}`);
        if (form === 2) return { request: { full_address: reversed(a, rng, st) } };
        if (form === 3) return { request: { full_address: taxRoll(a, rng, st) } };
        if (form === 4) return { request: { full_address: label(a, rng, st) } };
        return { request: { full_address: fixedWidth(a, rng, st) } };
      }),
    },
    probe_bad_number_slash: {
      // '12/9999 Main St' where 12 Main St is real and 9999 is not: after the slash is the house; never ROOFTOP at 12
      eligible: plainNumber,
      make: withAbsent((a, rng, n) => eitherForm(a, rng, `${rng.pick(['', 'Unit '])}${a.number}/${n} ${bareStreet(a)}`)),
    },
    probe_bad_number_ocr_name: {
      // an absent number on a street whose name carries a scanned digit ('9999 Ma1n St'): never ROOFTOP
      eligible: (a) => plainNumber(a) && /[A-Z]{4,}/.test(a.street.name),
      make: withAbsent((a, rng, n) => {
        const name = ocrName(a, rng);
        return name === undefined ? null : eitherForm(a, rng, streetOf(a, { number: String(n), name }));
      }),
    },
    probe_bad_number_owner_amp: {
      // a tax roll's owner ending in '&' or holding a real number ('12 PARTNERS LLC') before an absent one: never ROOFTOP
      eligible: plainNumber,
      make: withAbsent((a, rng, n) => ({
        request: { full_address: `${rng.pick(['SMITH JOHN &', `${a.number} PARTNERS LLC`, 'SMITH JOHN & MARY'])} ${streetOf(a, { number: String(n) }).toUpperCase()} ${a.city} ${a.state} ${a.zip}` },
      })),
    },
  };
  return { valid, invalid };
}
