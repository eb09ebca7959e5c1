// Eighth probe round (issue 15): damage that text takes on its way through software, which no earlier round writes —
// full-width digits and letters from an East Asian keyboard or form, URL/form encoding left in (12%20Main%20St, 12+Main+St),
// UTF-8 read as Windows-1252 (mojibake: 'Â ' for a no-break space, 'â€“' for an en dash, 'â€™' for an apostrophe),
// numeric HTML entities (&#44;, &#x2C;, &#160;), invisible characters inside words (soft hyphen, zero-width joiner, word
// joiner), a whole record exported as key/value text (JSON, a query string, 'City: X; State: Y'), a mail-merge template
// left unfilled ({{address2}}), a state written with its code beside it (Vermont (VT), US-VT), a state and ZIP joined by a
// dash (VT-05401), a ZIP spaced inside (054 01) or a ZIP+4 that lost its leading zero as one number (54011234), a PO Box
// line beside the street line, a scanner's letter pairs in a name (rn for m, cl for d, vv for w), a person's suffix (Jr,
// III, 2nd) or a DBA before the number; and (a second wave) line 1 wrapped by a narrow column or a PDF (with or without a
// hyphen), a unit designator whose number is a placeholder (Apt N/A), a geocoder's coordinates after the ZIP, a unit's number
// spelled (Apt Four), the ZIP in brackets, a letter-spaced city from a letterhead, the country glued to the ZIP (05401USA), a
// state column holding its FIPS code; and (a third) a CSV row pasted whole into one column, a spreadsheet's error value
// (#N/A, #VALUE!, #REF!) in an empty column, control characters an old export leaves (a lone carriage return, a form
// feed, a NUL) — with combinations, and near-miss invalid addresses in the same phrasings: none may
// come back ROOFTOP. Drawn by probe.mjs, each kind on its own seeded stream.
import { comps, eitherForm, fullOf, hasUnitId, idOf, line1Of, STATE_NAMES, streetOf, words } from './phrasing.mjs';
import { plainNumber, withAbsentNumber } from './invalid.mjs';

const titled = (s) => s.toLowerCase().replace(/(^|[\s.#-])([a-z])/g, (_, p, c) => p + c.toUpperCase());
// ASCII '!'..'~' to the full-width forms U+FF01..U+FF5E; a space to the ideographic space
const fullWidth = (s, only = /[!-~]/) => [...s].map((c) => (c === ' ' ? '\u3000' : only.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');
// what a UTF-8 byte sequence looks like read as Windows-1252
const MOJIBAKE = { '\u00a0': 'Â\u00a0', '–': 'â€“', '—': 'â€”', '’': 'â€™', '·': 'Â·' };
const INVISIBLE = ['\u00ad', '\u200d', '\u200c', '\u2060', '\u200b'];
// a scanner's reading of one letter as two, and of two as one
const OCR_PAIRS = [['m', 'rn'], ['d', 'cl'], ['w', 'vv'], ['h', 'li'], ['rn', 'm']];
const SUFFIXED = ['John Smith Jr', 'Robert Lee Jr.', 'Thomas Hale III', 'James Ward II', 'Paul Reed 2nd', 'Anna Cole PhD', 'Mark Dunn Esq.', 'Luis Ortiz Sr'];
const DBAS = ['Smith Holdings LLC DBA Green Valley Farm', 'J Doe dba Doe Plumbing', 'Acme Inc. d/b/a Acme Tools', 'Northwind LLC'];
const TEMPLATES = ['{{address2}}', '{{ address_2 }}', '[Address 2]', '<address2>', '%ADDRESS2%', '${address2}', '[[unit]]'];
const PO_BOXES = ['PO Box 123', 'P.O. Box 45', 'POB 1187', 'Post Office Box 9', 'PO BOX 2201'];
const UNIT_PLACEHOLDERS = ['N/A', 'n/a', 'NA', 'none', '-', 'null', '#', 'TBD'];
const EXCEL_ERRORS = ['#N/A', '#VALUE!', '#REF!', '#NAME?', '#DIV/0!', '#NULL!'];
const STATE_FIPS = { VT: '50', MD: '24', CA: '06', MT: '30' };
const SPELLED = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE'];

export function probe8Kinds(ctx) {
  const { index, resolver } = ctx;
  const { nameKey } = resolver;
  const unitOf = (a) => (a.unit === '' ? '' : `Apt ${idOf(a)}`);
  const lastLine = (a) => `${a.city}, ${a.state} ${a.zip}`;
  const urlEncoded = (s, rng) => (rng.chance(0.5) ? encodeURIComponent(s) : encodeURIComponent(s).replace(/%20/g, '+'));
  const keyValue = (a, rng, line1) => {
    const form = rng.int(4);
    if (form === 0) return JSON.stringify({ address1: line1, city: a.city, state: a.state, zip: a.zip });
    if (form === 1) return `address1=${urlEncoded(line1, rng)}&city=${urlEncoded(a.city, rng)}&state=${a.state}&zip=${a.zip}`;
    if (form === 2) return `Street: ${line1}; City: ${a.city}; State: ${a.state}; Zip: ${a.zip}`;
    return `street_address: ${line1}\ncity: ${a.city}\nstate: ${a.state}\npostal_code: ${a.zip}`;
  };
  // one letter (or pair) in a name word of 5+ letters read the scanner's way; undefined when none
  const ocrPair = (a, rng) => {
    const name = titled(a.street.name);
    const spots = [];
    name.split(' ').forEach((w, wi) => {
      if (w.length < 5) return;
      for (const [from, to] of OCR_PAIRS) for (let j = w.indexOf(from, 1); j > 0; j = w.indexOf(from, j + 1)) spots.push([wi, j, from, to]);
    });
    if (spots.length === 0) return undefined;
    const [wi, j, from, to] = rng.pick(spots);
    const ws = name.split(' ');
    ws[wi] = ws[wi].slice(0, j) + to + ws[wi].slice(j + from.length);
    return ws.join(' ');
  };

  // line 1 broken at a space inside it (after the number), or inside a word of 6+ letters with a hyphen, as a narrow
  // column or a PDF wraps it; undefined when neither fits
  const wrapped = (a, rng, line1) => {
    const ws = line1.split(' ');
    const long = ws.map((w, i) => [w, i]).filter(([w, i]) => i > 0 && /^[A-Za-z]{6,}$/.test(w));
    if (long.length > 0 && rng.chance(0.5)) {
      const [w, i] = rng.pick(long);
      const cut = 3 + rng.int(w.length - 5);
      ws[i] = `${w.slice(0, cut)}-${rng.pick(['\n', ' \n', '\r\n'])}${w.slice(cut)}`;
      return ws.join(' ');
    }
    if (ws.length < 3) return undefined;
    const at = 1 + rng.int(ws.length - 2);
    return `${ws.slice(0, at + 1).join(' ')}${rng.pick(['\n', ' \n'])}${ws.slice(at + 1).join(' ')}`;
  };
  const coords = (rng) => {
    const lat = (38 + rng.int(800) / 100).toFixed(4);
    const lon = (-(72 + rng.int(5000) / 100)).toFixed(4);
    return rng.pick([`(${lat}, ${lon})`, `${lat},${lon}`, `[${lat}, ${lon}]`, `lat ${lat} lon ${lon}`, `POINT (${lon} ${lat})`]);
  };
  const letterSpaced = (s) => s.toUpperCase().split(' ').map((w) => [...w].join(' ')).join('   ');

  const valid = {
    probe_fullwidth: {
      // '１２ Main St', '１２　Ｍａｉｎ　Ｓｔ，Ｂｕｒｌｉｎｇｔｏｎ': full-width digits (or the whole text) from an East Asian IME or form
      eligible: hasUnitId,
      make: (a, rng) => {
        const only = rng.chance(0.5) ? /[0-9#]/ : /[!-~]/;
        if (rng.chance(0.5)) return { request: { full_address: fullWidth(fullOf(a, line1Of(a, rng)), only) } };
        return { request: comps(a, { street: fullWidth(line1Of(a, rng), only), zip: rng.chance(0.5) ? fullWidth(a.zip) : a.zip }) };
      },
    },
    probe_url_encoded: {
      // '12%20Main%20St%2C%20Burlington%2C%20VT%2005401', '12+Main+St': a web form's value left URL-encoded
      eligible: hasUnitId,
      make: (a, rng) => {
        if (rng.chance(0.5)) return { request: { full_address: urlEncoded(fullOf(a, line1Of(a, rng)), rng) } };
        return { request: comps(a, { street: urlEncoded(line1Of(a, rng), rng), city: urlEncoded(a.city, rng) }) };
      },
    },
    probe_mojibake: {
      // '12Â Main St', '05401â€“1234', 'Oâ€™Brien': UTF-8 no-break spaces, dashes and apostrophes read as Windows-1252
      eligible: hasUnitId,
      make: (a, rng) => {
        const line1 = line1Of(a, rng).replace(/ /g, () => (rng.chance(0.4) ? MOJIBAKE['\u00a0'] : ' ')).replace(/'/g, MOJIBAKE['’']);
        const zip = rng.chance(0.6) ? `${a.zip}${rng.pick([MOJIBAKE['–'], MOJIBAKE['—']])}${1000 + rng.int(9000)}` : a.zip;
        const sep = rng.pick([', ', `,${MOJIBAKE['\u00a0']}`, ` ${MOJIBAKE['·']} `]);
        if (rng.chance(0.5)) return { request: { full_address: `${line1}${sep}${a.city}${sep}${a.state} ${zip}` } };
        return { request: comps(a, { street: line1, zip }) };
      },
    },
    probe_html_numeric: {
      // '12 Main St&#44; Burlington', '12&#160;Main St', '&#x23;4', '&quot;12 Main St&quot;': numeric and named entities left in
      eligible: hasUnitId,
      make: (a, rng) => {
        const ent = (s) => s.replace(/#/g, '&#35;').replace(/, /g, () => rng.pick(['&#44; ', '&#x2C; ', '&#44;&#32;', ', '])).replace(/ (?=[^\s&])/g, () => (rng.chance(0.3) ? rng.pick(['&#160;', '&#xA0;', '&#32;']) : ' '));
        const text = ent(fullOf(a, line1Of(a, rng)));
        return { request: { full_address: rng.chance(0.3) ? `&quot;${text}&quot;` : text } };
      },
    },
    probe_invisible_in_word: {
      // 'Bur\u00adlington', 'Ma\u200din St', '054\u206001': a soft hyphen, zero-width joiner or word joiner inside a word
      eligible: hasUnitId,
      make: (a, rng) => {
        const hide = (s) => s.replace(/([A-Za-z0-9])(?=[A-Za-z0-9])/g, (c) => (rng.chance(0.12) ? c + rng.pick(INVISIBLE) : c));
        if (rng.chance(0.5)) return { request: { full_address: hide(fullOf(a, line1Of(a, rng))) } };
        return { request: comps(a, { street: hide(line1Of(a, rng)), city: hide(a.city), zip: hide(a.zip) }) };
      },
    },
    probe_key_value_record: {
      // '{"address1":"12 Main St","city":"Burlington",...}', 'address1=12+Main+St&city=...', 'Street: 12 Main St; City: ...':
      // a whole record exported as key/value text into one column
      eligible: hasUnitId,
      make: (a, rng) => {
        const text = keyValue(a, rng, line1Of(a, rng));
        return rng.chance(0.6) ? { request: { full_address: text } } : { request: { street_address: text, apt_suite_other: '', city: '', state: '', zip_code: '' } };
      },
    },
    probe_template_unfilled: {
      // '12 Main St, {{address2}}, Burlington', apt_suite_other '[Address 2]': a mail-merge placeholder never filled
      eligible: (a) => a.unit === '',
      make: (a, rng) => {
        const t = rng.pick(TEMPLATES);
        return rng.chance(0.5) ? { request: { full_address: `${streetOf(a)}, ${t}, ${lastLine(a)}` } } : { request: comps(a, { street: streetOf(a), apt: t }) };
      },
    },
    probe_state_with_code: {
      // 'Vermont (VT)', 'VT - Vermont', 'US-VT' (ISO 3166-2), 'Vermont, VT': a marketplace's state column
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => {
        const n = STATE_NAMES[a.state];
        const st = rng.pick([`${n} (${a.state})`, `${a.state} - ${n}`, `US-${a.state}`, `${n}, ${a.state}`, `${a.state} (${n})`]);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${st} ${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), state: st }) };
      },
    },
    probe_state_zip_joined: {
      // 'Burlington, VT-05401', 'VT.05401', 'VT,05401', 'VT:05401': the state and the ZIP joined by a mark
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state}${rng.pick(['-', '.', ',', ':', '/'])}${a.zip}` } }),
    },
    probe_zip_spaced_inside: {
      // '054 01', '05 401', '0 5 4 0 1': a ZIP spaced inside by hand or a scanner
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = a.zip;
        const zip = rng.pick([`${z.slice(0, 3)} ${z.slice(3)}`, `${z.slice(0, 2)} ${z.slice(2)}`, [...z].join(' ')]);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${zip}` } } : { request: comps(a, { street: line1Of(a, rng), zip }) };
      },
    },
    probe_zip4_zero_lost: {
      // '54011234', '5401-1234': a ZIP+4 read as a number by a spreadsheet (the leading zero gone)
      eligible: (a) => hasUnitId(a) && a.zip.startsWith('0'),
      make: (a, rng) => {
        const zip = `${a.zip.slice(1)}${rng.pick(['', '-'])}${1000 + rng.int(9000)}`;
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${zip}` } } : { request: comps(a, { street: line1Of(a, rng), zip }) };
      },
    },
    probe_po_box_and_street: {
      // 'PO Box 123, 12 Main St', '12 Main St, PO Box 123', a PO Box in street_address and the street in apt_suite_other:
      // the row holds a street address; it is the one to verify (an E911 number with letters after a box, 'G 5 Shattuck
      // Hill Rd', is read into the box: UNVERIFIED, the ZIP checked, never another address)
      eligible: (a) => a.unit === '',
      make: (a, rng) => {
        const box = rng.pick(PO_BOXES);
        const form = rng.int(4);
        if (form === 0) return { request: { full_address: `${box}, ${fullOf(a, streetOf(a))}` } };
        if (form === 1) return { request: comps(a, { street: `${box}\n${streetOf(a)}` }) };
        if (form === 2) return { request: comps(a, { street: box, apt: streetOf(a) }) };
        return { request: comps(a, { street: streetOf(a), apt: box }) };
      },
    },
    probe_name_ocr_pair: {
      // 'Elrn St', 'Fielcl Rd', 'Meadovv Ln', 'Cliurch St': a scanner reading one letter as two (or two as one) in the name.
      // Found by the lookup's near spellings, except a route's type word misread ('US Highvvay 7', 'US Higliway 7'): no
      // reading undoes it yet, and the honest answer there is NOT_FOUND (never another address), which is what it gets
      eligible: (a) => hasUnitId(a) && /[A-Z]{5,}/.test(a.street.name),
      make: (a, rng) => {
        const name = ocrPair(a, rng);
        return name === undefined ? null : eitherForm(a, rng, words(streetOf(a, { name, suffix: titled(a.street.suffix) }), unitOf(a)));
      },
    },
    probe_person_suffix_lead: {
      // 'John Smith Jr 12 Main St', 'Paul Reed 2nd 12 Main St', 'J Doe dba Doe Plumbing 12 Main St': a person's suffix or a
      // DBA before the number, no comma
      eligible: hasUnitId,
      make: (a, rng) => {
        const who = rng.pick(rng.chance(0.6) ? SUFFIXED : DBAS);
        return rng.chance(0.5) ? { request: { full_address: `${who} ${fullOf(a, line1Of(a, rng))}` } } : { request: comps(a, { street: `${who} ${line1Of(a, rng)}` }) };
      },
    },
    probe8_combo_fullwidth_mojibake_unit_first: {
      // two new damages and an old one: full-width digits, mojibake spaces and dash, the unit before the number
      eligible: (a) => hasUnitId(a) && a.unit !== '',
      make: (a, rng) => {
        const line1 = `Apt ${idOf(a)}${rng.pick([', ', ' '])}${streetOf(a)}`.replace(/ /g, () => (rng.chance(0.4) ? MOJIBAKE['\u00a0'] : ' '));
        const zip = `${a.zip}${MOJIBAKE['–']}${1000 + rng.int(9000)}`;
        return { request: { full_address: fullWidth(`${line1}, ${a.city}, ${a.state} ${zip}`, /[0-9]/) } };
      },
    },
    probe8_combo_kv_state_code_lower: {
      // a key/value record whose state is 'Vermont (VT)' and whose ZIP spacing is damaged, all lower case
      eligible: (a) => hasUnitId(a) && STATE_NAMES[a.state] !== undefined,
      make: (a, rng) => {
        const st = `${STATE_NAMES[a.state]} (${a.state})`;
        const text = rng.chance(0.5)
          ? JSON.stringify({ address1: line1Of(a, rng), city: a.city, state: st, zip: `${a.zip.slice(0, 3)} ${a.zip.slice(3)}` })
          : `Street: ${line1Of(a, rng)}; City: ${a.city}; State: ${st}; Zip: ${a.zip.slice(0, 3)} ${a.zip.slice(3)}`;
        return { request: { full_address: text.toLowerCase() } };
      },
    },
    probe_line_wrapped: {
      // '12 Mountain\nView Rd', '12 Moun-\ntain View Rd': line 1 wrapped by a narrow column or a PDF, a hyphen where a word broke
      eligible: hasUnitId,
      make: (a, rng) => {
        const text = wrapped(a, rng, titled(line1Of(a, rng)));
        if (text === undefined) return null;
        return rng.chance(0.5) ? { request: { full_address: `${text}\n${lastLine(a)}` } } : { request: comps(a, { street: text }) };
      },
    },
    probe_unit_placeholder_after_designator: {
      // '12 Main St Apt N/A', 'Suite none', 'Unit -': a form's unit label kept, its number a placeholder (no unit)
      eligible: (a) => a.unit === '',
      make: (a, rng) => {
        const u = `${rng.pick(['Apt', 'Apt.', 'Unit', 'Suite', 'Ste', '#', 'Apt #'])} ${rng.pick(UNIT_PLACEHOLDERS)}`;
        return rng.chance(0.5) ? eitherForm(a, rng, `${streetOf(a)} ${u}`) : { request: comps(a, { street: streetOf(a), apt: u }) };
      },
    },
    probe_coordinates_after: {
      // '12 Main St, Burlington, VT 05401 (44.4759, -73.2121)', 'POINT (-73.2121 44.4759)': a geocoder's coordinates kept
      eligible: hasUnitId,
      make: (a, rng) => {
        const c = coords(rng);
        if (rng.chance(0.6)) return { request: { full_address: `${fullOf(a, line1Of(a, rng))}${rng.pick([' ', ', ', ' | '])}${c}` } };
        return { request: comps(a, { street: `${line1Of(a, rng)} ${c}` }) };
      },
    },
    probe_unit_number_spelled: {
      // 'Apt Four', 'Unit TWO', 'Suite Twelve': a small unit number spelled, as a dictated or hand-typed list writes it
      eligible: (a) => a.unit !== '' && /^([1-9]|1[0-2])$/.test(idOf(a) ?? ''),
      make: (a, rng) => {
        const w = SPELLED[Number(idOf(a))];
        return eitherForm(a, rng, `${streetOf(a)} ${rng.pick(['Apt', 'Unit', 'Apartment'])} ${rng.chance(0.5) ? titled(w) : w}`);
      },
    },
    probe_zip_in_brackets: {
      // 'Burlington, VT (05401)', 'VT [05401]', 'VT <05401>': the ZIP set off in brackets
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = rng.pick([`(${a.zip})`, `[${a.zip}]`, `( ${a.zip} )`, `{${a.zip}}`]);
        return rng.chance(0.6) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } } : { request: comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_city_letter_spaced: {
      // 'B U R L I N G T O N', 'S O U T H   B U R L I N G T O N': a letterhead's letter-spaced city, copied as text
      eligible: hasUnitId,
      make: (a, rng) => {
        const c = letterSpaced(a.city);
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${c}, ${a.state} ${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), city: c }) };
      },
    },
    probe_country_glued_zip: {
      // '05401USA', '05401-US', 'VT 05401,USA', '05401 U.S.A': the country glued to the ZIP
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = `${a.zip}${rng.pick(['USA', '-US', ',USA', 'US', '-USA', '/USA'])}`;
        return rng.chance(0.6) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } } : { request: comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_state_fips: {
      // a government export's state column holding the state's FIPS code ('50' for Vermont, '06' for California)
      eligible: (a) => hasUnitId(a) && STATE_FIPS[a.state] !== undefined,
      make: (a, rng) => ({ request: comps(a, { street: line1Of(a, rng), state: STATE_FIPS[a.state] }) }),
    },
    probe_csv_row_pasted: {
      // '"12 Main St","Apt 4","Burlington","VT","05401"', '12 Main St;Burlington;VT;05401': a CSV row pasted whole into one column
      eligible: hasUnitId,
      make: (a, rng) => {
        const cells = [streetOf(a), a.unit === '' ? '' : `Apt ${idOf(a)}`, a.city, a.state, a.zip];
        const form = rng.int(3);
        const text = form === 0 ? cells.map((c) => `"${c}"`).join(',') : form === 1 ? cells.join(';') : cells.map((c) => `"${c}"`).join(';');
        return rng.chance(0.6) ? { request: { full_address: text } } : { request: { street_address: text, apt_suite_other: '', city: '', state: '', zip_code: '' } };
      },
    },
    probe_excel_error_cells: {
      // apt_suite_other '#N/A', '#VALUE!', '#REF!': a spreadsheet's error value left in an empty column (or after line 1)
      eligible: (a) => a.unit === '',
      make: (a, rng) => {
        const e = rng.pick(EXCEL_ERRORS);
        const form = rng.int(3);
        if (form === 0) return { request: comps(a, { street: streetOf(a), apt: e }) };
        if (form === 1) return { request: { full_address: `${streetOf(a)}, ${e}, ${lastLine(a)}` } };
        return { request: comps(a, { street: `${streetOf(a)} ${e}` }) };
      },
    },
    probe_control_chars: {
      // '12 Main St\rBurlington, VT 05401' (an old Mac's line end), a form feed, a NUL, a unit separator: an old export's control characters
      eligible: hasUnitId,
      make: (a, rng) => {
        const cc = () => rng.pick(['\r', '\f', '\u0000', '\u001f', '\v', '\u0085']);
        const text = `${line1Of(a, rng)}${cc()}${a.city}, ${a.state}${rng.chance(0.5) ? cc() : ' '}${a.zip}${rng.chance(0.3) ? cc() : ''}`;
        return { request: { full_address: text } };
      },
    },
    probe8_combo_wrapped_coords_lower: {
      // a wrapped line 1, coordinates after the ZIP and the ZIP in brackets, all lower case
      eligible: hasUnitId,
      make: (a, rng) => {
        const text = wrapped(a, rng, line1Of(a, rng));
        if (text === undefined) return null;
        return { request: { full_address: `${text}\n${a.city}, ${a.state} (${a.zip}) ${coords(rng)}`.toLowerCase() } };
      },
    },
    probe8_combo_spelled_unit_placeholder_glued: {
      // a spelled unit, a template placeholder and the country glued to the ZIP
      eligible: (a) => a.unit !== '' && /^([1-9]|1[0-2])$/.test(idOf(a) ?? ''),
      make: (a, rng) => ({ request: { full_address: `${streetOf(a)} Apt ${titled(SPELLED[Number(idOf(a))])}, ${rng.pick(TEMPLATES)}, ${a.city}, ${a.state} ${a.zip}USA` } }),
    },
  };
  const withAbsent = (make) => withAbsentNumber(index, nameKey, make);
  const invalid = {
    probe_bad_number_round8: {
      // an absent number in this round's phrasings: full width, URL-encoded, mojibake, key/value, a PO Box beside it, a
      // person's '2nd' or 'III' before it
      eligible: plainNumber,
      make: withAbsent((a, rng, n) => {
        const st = streetOf(a, { number: String(n) });
        const form = rng.int(6);
        if (form === 0) return { request: { full_address: fullWidth(fullOf(a, st), /[0-9]/) } };
        if (form === 1) return { request: { full_address: urlEncoded(fullOf(a, st), rng) } };
        if (form === 2) return { request: { full_address: `${st.replace(/ /, MOJIBAKE['\u00a0'])}, ${lastLine(a)}${MOJIBAKE['–']}1234` } };
        if (form === 3) return { request: { full_address: keyValue(a, rng, st) } };
        if (form === 4) return { request: comps(a, { street: `${rng.pick(PO_BOXES)}\n${st}` }) };
        return { request: { full_address: `${rng.pick(['Paul Reed 2nd', 'Thomas Hale III', 'John Smith Jr'])} ${fullOf(a, st)}` } };
      }),
    },
    probe_bad_number_box_real: {
      // 'PO Box 12, 9999 Main St' where 12 Main St is real: the box's number is no house number; never ROOFTOP at 12
      eligible: plainNumber,
      make: withAbsent((a, rng, n) => eitherForm(a, rng, `${rng.pick(['PO Box', 'P.O. Box', 'Box'])} ${a.number}, ${streetOf(a, { number: String(n) })}`)),
    },
    probe_bad_number_ocr_pair: {
      // an absent number on a street whose name a scanner misread ('9999 Elrn St'): never ROOFTOP
      eligible: (a) => plainNumber(a) && /[A-Z]{5,}/.test(a.street.name),
      make: withAbsent((a, rng, n) => {
        const name = ocrPair(a, rng);
        return name === undefined ? null : eitherForm(a, rng, streetOf(a, { number: String(n), name }));
      }),
    },
    probe_bad_number_wave8b: {
      // an absent number in the second wave's phrasings: wrapped, coordinates after, 'Apt N/A', a spelled unit, the ZIP in
      // brackets, the country glued to it
      eligible: plainNumber,
      make: withAbsent((a, rng, n) => {
        const st = streetOf(a, { number: String(n) });
        const form = rng.int(6);
        if (form === 0) return { request: { full_address: `${wrapped(a, rng, st) ?? st}\n${lastLine(a)}` } };
        if (form === 1) return { request: { full_address: `${fullOf(a, st)} ${coords(rng)}` } };
        if (form === 2) return eitherForm(a, rng, `${st} Apt ${rng.pick(UNIT_PLACEHOLDERS)}`);
        if (form === 3) return eitherForm(a, rng, `${st} Apt ${titled(rng.pick(SPELLED.slice(1)))}`);
        if (form === 4) return { request: { full_address: `${st}, ${a.city}, ${a.state} (${a.zip})` } };
        return { request: { full_address: `${st}, ${a.city}, ${a.state} ${a.zip}USA` } };
      }),
    },
    probe_bad_number_wave8c: {
      // an absent number in a pasted CSV row, beside a spreadsheet's error value, or with control characters
      eligible: plainNumber,
      make: withAbsent((a, rng, n) => {
        const st = streetOf(a, { number: String(n) });
        const form = rng.int(3);
        if (form === 0) return { request: { full_address: [st, a.city, a.state, a.zip].map((c) => `"${c}"`).join(',') } };
        if (form === 1) return { request: comps(a, { street: st, apt: rng.pick(EXCEL_ERRORS) }) };
        return { request: { full_address: `${st}\r${a.city}, ${a.state}\f${a.zip}` } };
      }),
    },
    probe_bad_number_spelled_unit_real: {
      // '9999 Main St Apt Twelve' where 12 Main St is real: the spelled unit is no house number; never ROOFTOP at 12
      eligible: (a) => /^([1-9]|1[0-2])$/.test(a.number),
      make: withAbsent((a, rng, n) => eitherForm(a, rng, `${streetOf(a, { number: String(n) })} Apt ${titled(SPELLED[Number(a.number)])}`)),
    },
  };
  return { valid, invalid };
}
