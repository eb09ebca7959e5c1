// Sixth probe round (issue 15): phrasings no earlier round writes — the city glued to its state, a whole line of old
// postal abbreviations with dots (St., Apt., Vt.) and a ZIP+4, doubled or stray punctuation, a rural route on a line before
// the street, the state's name inside the street column, a dot gluing the type to the unit, a two-letter type's name cut by
// a letter, a house number after the street with its direction or unit, a name word cut by hand beyond Pub 28, a unit id
// padded with zeros, the unit first set off or joined by a dash, the unit in a part of its own — plus near-miss invalid
// addresses in the phrasings this round's parse rules read (a lettered number, a number after the street, a cut type, a
// unit joined by a dash): none may come back ROOFTOP. Drawn by probe.mjs, each kind on its own seeded stream.
import { comps, eitherForm, fullOf, hasUnitId, idOf, line1Of, STATE_NAMES, streetOf, words } from './phrasing.mjs';
import { absentNumber } from './invalid.mjs';

const titled = (s) => s.toLowerCase().replace(/(^|[\s.#-])([a-z])/g, (_, p, c) => p + c.toUpperCase());
// the old postal abbreviations written with their dots
const OLD_STATES = { VT: 'Vt.', MD: 'Md.', CA: 'Calif.', MT: 'Mont.' };
// a two-letter type's name with one letter dropped (none of them the first)
const CUT = { RD: ['Rad', 'Roa'], LN: ['Lne', 'Lae'], CT: ['Curt', 'Cort'], PL: ['Plae', 'Pace'], DR: ['Drve', 'Dive', 'Drie'] };
// name words cut by hand, none of them a Pub 28 abbreviation
const HAND = { MOUNTAIN: ['Mntn', 'Mtn.'], CENTER: ['Cntr', 'Cent'], HEIGHTS: ['Hgts', 'Hghts'], SPRINGS: ['Sprgs', 'Spngs'], MEADOW: ['Mdow'], VALLEY: ['Vlly'], POINT: ['Pnt'], CREEK: ['Ck', 'Crk.'] };
const RURAL = ['RR 2', 'RR 1 Box 14', 'Rural Route 3', 'R.R. 2, Box 40', 'Rte 1 Box 7'];

export function probe6Kinds(ctx) {
  const { index, resolver } = ctx;
  const { nameKey, rivals } = resolver;
  const unitOf = (a) => (a.unit === '' ? '' : `Apt. ${idOf(a)}`);
  const same = (a, keys) => (s) => keys.every((k) => s[k] === a.street[k]);
  const valid = {
    probe_city_glued_state: {
      // 'BurlingtonVT 05401', 'Burlington,VT 05401', 'BURLINGTON VT05401': the city typed into its state
      eligible: hasUnitId,
      make: (a, rng) => {
        const city = rng.chance(0.5) ? titled(a.city) : a.city;
        const tail = rng.pick([`${city}${a.state} ${a.zip}`, `${city},${a.state} ${a.zip}`, `${city}, ${a.state}${a.zip}`]);
        return { request: { full_address: `${line1Of(a, rng)}, ${tail}` } };
      },
    },
    probe_old_postal_dots: {
      // '12 Main St., Apt. 4, Burlington, Vt. 05401-1234': every abbreviation of an old typed envelope, with a ZIP+4
      eligible: hasUnitId,
      make: (a, rng) => {
        const st = titled(streetOf(a)).replace(/ (St|Ave|Rd|Dr|Ln|Ct|Pl|Blvd|Cir|Ter)$/, ' $1.');
        const unit = unitOf(a);
        const plus4 = String(1000 + rng.int(9000));
        const line = unit === '' ? st : `${st}, ${unit}`;
        return { request: { full_address: `${line}, ${titled(a.city)}, ${OLD_STATES[a.state] ?? a.state} ${a.zip}-${plus4}` } };
      },
    },
    probe_punct_doubled: {
      // '12 Main St.,, Burlington,, VT 05401', '12 Main St , Burlington , VT', '12 Main St;, Burlington': stray punctuation
      eligible: hasUnitId,
      make: (a, rng) => {
        const sep = () => rng.pick([',, ', ' , ', '., ', ' ,, ', ';, ']);
        return { request: { full_address: `${line1Of(a, rng)}${sep()}${a.city}${sep()}${a.state} ${a.zip}${rng.pick(['', ',', '.', ' ,'])}` } };
      },
    },
    probe_rural_route_before: {
      // 'RR 2, 12 Main St', 'Rural Route 3\n12 Main St': the old rural route kept on a line before the street address. (After
      // it, '12 Main St, RR 2', the route is nearest the city and Pub 28 makes it the delivery line: UNVERIFIED, not this kind.)
      eligible: (a) => a.unit === '',
      make: (a, rng) => {
        const rr = rng.pick(RURAL);
        const line = `${rr}${rng.pick([', ', '\n', '; '])}${line1Of(a, rng)}`;
        return rng.chance(0.5) ? { request: { full_address: fullOf(a, line) } } : { request: comps(a, { street: line }) };
      },
    },
    probe_state_name_in_street: {
      // street_address '12 Main St Vermont' (or '..., Vermont 05401'), the other columns filled too
      eligible: hasUnitId,
      make: (a, rng) => {
        const st = STATE_NAMES[a.state];
        if (st === undefined) return null;
        return { request: comps(a, { street: rng.pick([`${line1Of(a, rng)} ${st}`, `${line1Of(a, rng)}, ${st} ${a.zip}`, `${line1Of(a, rng)} ${st.toUpperCase()}`]) }) };
      },
    },
    probe_dot_glued_unit: {
      // '12 Main St.Apt 4', '12 Main St.#4', '12 Main St.,Apt.4': a dot (and no space) between the type and the unit
      eligible: (a) => a.unit !== '' && idOf(a) !== undefined && a.street.suffix !== '' && a.street.postdir === '',
      make: (a, rng) => {
        const line = `${titled(streetOf(a))}.${rng.pick([`Apt ${idOf(a)}`, `#${idOf(a)}`, `,Apt.${idOf(a)}`, `Apt.${idOf(a)}`])}`;
        return eitherForm(a, rng, line);
      },
    },
    probe_suffix_cut_other: {
      // 'Pine Rad', 'Oak Lae', 'Elm Cort', 'Mill Drve': other one-letter cuts of a two-letter type's name than probe_suffix_cut's
      eligible: (a) => hasUnitId(a) && CUT[a.street.suffix] !== undefined,
      make: (a, rng) => {
        if (rivals(a, [a.zip], same(a, ['predir', 'name', 'postdir'])) > 0) return { skip: 'ambiguous' };
        return eitherForm(a, rng, words(streetOf(a, { suffix: rng.pick(CUT[a.street.suffix]) }), a.unit === '' ? '' : `Apt ${idOf(a)}`));
      },
    },
    probe_number_after_street_dir: {
      // 'Main St N 515', 'N Main St 515', 'Main Street 515 Apt 4', 'Main St 515 Burlington VT': the number after a street with a
      // direction, before its unit, or before the city with no comma
      // (COUNTY RD 9768: a route's own number there, no house number; the honest answer is a FAIL, never 9768 on COUNTY RD)
      eligible: (a) => hasUnitId(a) && /^\d+$/.test(a.number) && a.street.suffix !== '',
      make: (a, rng) => {
        const bare = streetOf(a).slice(a.number.length + 1);
        const line = a.unit === '' ? `${bare} ${a.number}` : `${bare} ${a.number} Apt ${idOf(a)}`;
        const form = rng.int(3);
        // (the third form: no comma before the city, 'Main St 12 Burlington VT 05401')
        if (form === 2 && a.unit === '') return { request: { full_address: `${line} ${a.city} ${a.state} ${a.zip}` } };
        return form === 0 ? { request: { full_address: fullOf(a, line) } } : { request: comps(a, { street: line }) };
      },
    },
    probe_name_word_hand_abbrev: {
      // 'Bald Mntn Rd', 'Town Cntr Dr', 'Pine Hgts', 'Warm Sprgs Rd': a name word cut by hand beyond Pub 28's abbreviations
      eligible: (a) => hasUnitId(a) && a.street.name.split(' ').some((w, i, all) => HAND[w] !== undefined && all.length > 1),
      make: (a, rng) => {
        const ws = a.street.name.split(' ');
        const at = rng.pick(ws.map((w, i) => (HAND[w] !== undefined ? i : -1)).filter((i) => i >= 0));
        const name = ws.map((w, i) => (i === at ? rng.pick(HAND[w]) : w)).join(' ');
        return eitherForm(a, rng, words(streetOf(a, { name: titled(name) }), a.unit === '' ? '' : `Apt ${idOf(a)}`));
      },
    },
    probe_unit_zero_padded: {
      // 'Apt 04', '#004', 'Unit 0012' for APT 4: a unit column padded with zeros like the house number's
      eligible: (a) => a.unit !== '' && /^[1-9]\d*$/.test(idOf(a) ?? ''),
      make: (a, rng) => {
        const id = idOf(a).padStart(rng.pick([idOf(a).length + 1, 3, 4]), '0');
        return eitherForm(a, rng, words(streetOf(a), rng.pick([`Apt ${id}`, `#${id}`, `Unit ${id}`])));
      },
    },
    probe_unit_dash_first: {
      // 'Apt 4 - 12 Main St', 'Unit 4-12 Main St' (the Canadian order): the unit first, set off or joined by a dash ('#4-12 Main
      // St' is read as house number 4-12 by pound-number.ts, a Queens form: the honest answer there is not found)
      eligible: (a) => a.unit !== '' && idOf(a) !== undefined,
      make: (a, rng) => eitherForm(a, rng, `${rng.pick([`Apt ${idOf(a)}`, `#${idOf(a)}`, `Unit ${idOf(a)}`])}${rng.pick([' - ', ' – ', '-'])}${streetOf(a)}`),
    },
    probe_unit_own_part: {
      // '12 Main St, #4, Burlington, VT', '12 Main St; Apt 4; Burlington': the unit in a part of its own before the city
      eligible: (a) => a.unit !== '' && idOf(a) !== undefined,
      make: (a, rng) => {
        const sep = rng.pick([', ', '; ']);
        return { request: { full_address: `${streetOf(a)}${sep}${rng.pick([`#${idOf(a)}`, `Apt ${idOf(a)}`, `Apt. ${idOf(a)}`])}${sep}${a.city}, ${a.state} ${a.zip}` } };
      },
    },
    probe_unit_dash_after: {
      // '12 Main St - Apt 4', '12 Main St -#4', '12 Main St – Unit 4': a dash between the street and its unit
      eligible: (a) => a.unit !== '' && idOf(a) !== undefined,
      make: (a, rng) => eitherForm(a, rng, `${streetOf(a)}${rng.pick([' - ', ' -', ' – '])}${rng.pick([`Apt ${idOf(a)}`, `#${idOf(a)}`, `Unit ${idOf(a)}`])}`),
    },
    probe_country_before_zip: {
      // 'Burlington, VT USA 05401', 'Burlington VT, US, 05401': the country written between the state and the ZIP
      eligible: hasUnitId,
      make: (a, rng) => ({ request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state}${rng.pick([' USA ', ', US, ', ' U.S.A. ', ', USA '])}${a.zip}` } }),
    },
    probe_zip_trailing_dash: {
      // 'VT 05401-', 'VT 05401 -': a ZIP+4 column left empty after its dash
      eligible: hasUnitId,
      make: (a, rng) => {
        const z = `${a.zip}${rng.pick(['-', ' -', '-    '])}`;
        return rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${a.state} ${z}` } } : { request: comps(a, { street: line1Of(a, rng), zip: z }) };
      },
    },
    probe_postdir_spelled_after_type: {
      // 'Main Street North', 'Main St. South-West' for MAIN ST N / SW: the postdirectional spelled out after a spelled type
      eligible: (a) => hasUnitId(a) && a.street.postdir !== '' && a.street.suffix !== '',
      make: (a, rng) => {
        const DIRS = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'North East', NW: 'Northwest', SE: 'South-East', SW: 'Southwest' };
        const line = words(a.number, a.street.predir, titled(a.street.name), `${titled(a.street.suffix)}.`, DIRS[a.street.postdir] ?? a.street.postdir, a.unit === '' ? '' : `Apt ${idOf(a)}`);
        return eitherForm(a, rng, line);
      },
    },
  };
  const invalid = {
    probe_bad_number_letter_first: {
      // the reference's 'A 12' lot written glued or dashed with a number the street does not have: never ROOFTOP
      eligible: (a) => /^[A-Z] \d+$/.test(a.number),
      make: (a, rng) => {
        const l = a.number[0];
        for (let tries = 0; tries < 20; tries++) {
          const n = 1 + rng.int(999);
          if ([`${l} ${n}`, `${l}${n}`, `${l}-${n}`].some((f) => index.point(a.street.id, f) !== undefined)) continue;
          return eitherForm(a, rng, streetOf(a, { number: rng.pick([`${l}${n}`, `${l}-${n}`, `${l.toLowerCase()}${n}`]) }));
        }
        return null;
      },
    },
    probe_bad_number_after_street: {
      // an absent number written after the street, alone or before a unit whose id is a number the street does have
      // ('Main St 9999 Apt 12' where 12 Main St exists): never ROOFTOP at either
      eligible: (a) => /^\d+$/.test(a.number) && a.street.suffix !== '',
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        const bare = streetOf(a).slice(a.number.length + 1);
        if (n === null) return null;
        if (rng.chance(0.25)) return { request: { full_address: `${bare} ${n} ${a.city} ${a.state} ${a.zip}` } };
        return eitherForm(a, rng, rng.chance(0.5) ? `${bare} ${n}` : `${bare} ${n} Apt ${a.number}`);
      },
    },
    probe_bad_number_unit_dash: {
      // 'Unit 4-9999 Main St': the unit joined by a dash to a number the street does not have
      eligible: (a) => /^\d+$/.test(a.number) && a.unit !== '' && /^\d+$/.test(idOf(a) ?? ''),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        return n === null ? null : eitherForm(a, rng, `${rng.pick(['Unit', 'Apt', 'Ste'])} ${idOf(a)}-${n} ${streetOf(a).slice(a.number.length + 1)}`);
      },
    },
    probe_bad_number_suffix_cut: {
      // an absent number on a street whose type is cut by a letter
      eligible: (a) => /^\d+$/.test(a.number) && CUT[a.street.suffix] !== undefined,
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        return n === null ? null : eitherForm(a, rng, streetOf(a, { number: String(n), suffix: rng.pick(CUT[a.street.suffix]) }));
      },
    },
  };
  return { valid, invalid };
}
