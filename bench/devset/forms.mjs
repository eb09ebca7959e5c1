// How people really write addresses (issue 15): fields in the wrong components, units in odd
// places, noise around the address, name variants, letter/fraction house numbers, ZIP moves.
// Drawn with their own seeded stream after the older kinds, so those stay exactly as they were.
const words = (...w) => w.filter((x) => x !== '' && x !== undefined).join(' ');
const ORDINALS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH',
  'ELEVENTH', 'TWELFTH', 'THIRTEENTH', 'FOURTEENTH', 'FIFTEENTH', 'SIXTEENTH', 'SEVENTEENTH', 'EIGHTEENTH', 'NINETEENTH', 'TWENTIETH'];
const nth = (n) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'TH' : ['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH'}`;
const SWAPS = { SAINT: ['ST', 'ST.'], ST: ['SAINT'], MOUNT: ['MT', 'MT.'], MT: ['MOUNT'], FORT: ['FT', 'FT.'], FT: ['FORT'] };
const SWAP_RE = /(^| )(SAINT|ST|MOUNT|MT|FORT|FT)(?= )/;
const LEAD = ['Attn: Accounts Payable', 'ATTN John Smith', 'c/o Jane Doe', 'C/O Maria Lopez', 'Acme Widgets Inc', 'Blue Heron Dental LLC'];
const PHONES = ['(410) 555-0134', '802-555-0199', '415.555.0172', 'Tel 4105550123', 'Phone: (802) 555 0148'];
const COUNTRIES = ['USA', 'United States', 'U.S.A.', 'United States of America', 'US'];
const NOTES = ['(back door)', '(leave at desk)', '(Gate code 1234)', '(rear building)'];

const idOf = (a) => a.unit.replace(/^(APT|UNIT|STE|#|RM|FL|BLDG|LOT|SPC|TRLR)\s+/, '');
const unitWords = (a, rng) => {
  const id = idOf(a);
  return rng.pick([`#${id}`, `# ${id}`, `Apt ${id}`, `apt. ${id}`, `Unit ${id}`, `STE ${id}`]);
};
const street = (a, o = {}) => words(o.number ?? a.number, a.street.predir, o.name ?? a.street.name, a.street.suffix, a.street.postdir);
const lastLine = (a, o = {}) => words(o.state ?? a.state, o.zip ?? a.zip);
const full = (...lines) => ({ full_address: lines.filter((x) => x !== '').join(', ') });
const comps = (a, o) => ({ street_address: o.street, apt_suite_other: o.apt ?? '', city: o.city ?? a.city, state: o.state ?? a.state, zip_code: o.zip ?? a.zip });

export function formKinds(ctx) {
  const { resolver, index, boundedDistance } = ctx;
  const { rivals, namesOther, nameKey } = resolver;
  const cityZips = (a) => index.zipsForCity(a.city, a.state).filter((z) => index.zip(z)?.hasStreets);
  const ambiguous = { skip: 'ambiguous' };
  const withUnit = (a, rng) => words(street(a), a.unit === '' ? '' : unitWords(a, rng));
  // the variant's street, read alone, is another real street at this number: ambiguous by construction
  const other = (a, name) => namesOther(a, words(a.street.predir, name, a.street.suffix, a.street.postdir));

  return {
    fields_whole_in_street: {
      eligible: () => true,
      make: (a, rng) => {
        const sep = rng.chance(0.5) ? ', ' : ' ';
        return { request: comps(a, { street: [withUnit(a, rng), a.city, lastLine(a)].join(sep), city: '', state: '', zip: '' }) };
      },
    },
    fields_last_in_street: {
      eligible: () => true,
      make: (a, rng) => {
        const form = rng.int(3);
        const sep = rng.chance(0.5) ? ', ' : ' ';
        if (form === 0) return { request: comps(a, { street: `${withUnit(a, rng)}${sep}${a.city}`, city: '' }) };
        if (form === 1) return { request: comps(a, { street: `${withUnit(a, rng)}${sep}${a.city}${sep}${a.state}`, city: '', state: '' }) };
        return { request: comps(a, { street: `${withUnit(a, rng)}${sep}${a.zip}`, zip: '' }) };
      },
    },
    fields_zip_in_city: {
      eligible: () => true,
      make: (a, rng) => ({ request: comps(a, { street: withUnit(a, rng), city: `${a.city} ${a.zip}`, zip: '' }) }),
    },
    fields_state_in_city: {
      eligible: () => true,
      make: (a, rng) => ({ request: comps(a, { street: withUnit(a, rng), city: `${a.city}${rng.chance(0.5) ? ',' : ''} ${a.state}`, state: '' }) }),
    },
    fields_state_zip_swapped: {
      eligible: () => true,
      make: (a, rng) => ({ request: comps(a, { street: withUnit(a, rng), state: a.zip, zip: a.state }) }),
    },
    fields_lines_swapped: {
      eligible: (a) => a.unit !== '',
      make: (a, rng) => ({ request: comps(a, { street: unitWords(a, rng), apt: street(a) }) }),
    },
    fields_unit_repeated: {
      eligible: (a) => a.unit !== '',
      make: (a, rng) => ({ request: comps(a, { street: words(street(a), unitWords(a, rng)), apt: unitWords(a, rng) }) }),
    },
    unit_before_number: {
      eligible: (a) => a.unit !== '',
      make: (a, rng) => {
        const id = idOf(a);
        const u = rng.pick([`Apt ${id},`, `#${id}`, `Unit ${id}`, `APT ${id} -`, `# ${id},`]);
        const line1 = `${u} ${street(a)}`;
        return { request: rng.chance(0.5) ? full(line1, a.city, lastLine(a)) : comps(a, { street: line1 }) };
      },
    },
    unit_bare_trailing: {
      eligible: (a) => /^\d+[A-Z]?$/.test(idOf(a)) && a.street.postdir === '',
      make: (a, rng) => {
        if (other(a, `${a.street.name} ${a.street.suffix} ${idOf(a)}`)) return ambiguous;
        const line1 = `${street(a)} ${idOf(a)}`;
        return { request: rng.chance(0.5) ? full(line1, a.city, lastLine(a)) : comps(a, { street: line1 }) };
      },
    },
    unit_glued: {
      eligible: (a) => a.unit !== '',
      make: (a, rng) => {
        const id = idOf(a);
        // a letter glued to a word (APTM) is no unit anyone could read: letters only after a mark
        const forms = /^\d/.test(id) ? [`Apt${id}`, `Unit-${id}`, `Suite #${id}`, `APT#${id}`, `Ste.${id}`, `#${id}`] : [`Unit-${id}`, `Suite #${id}`, `APT#${id}`, `#${id}`];
        const line1 = `${street(a)} ${rng.pick(forms)}`;
        return { request: rng.chance(0.5) ? full(line1, a.city, lastLine(a)) : comps(a, { street: line1 }) };
      },
    },
    noise_leading_name: {
      eligible: () => true,
      make: (a, rng) => {
        const lead = rng.pick(LEAD);
        if (rng.chance(0.6)) return { request: full(lead, withUnit(a, rng), a.city, lastLine(a)) };
        return { request: comps(a, { street: `${lead}${rng.chance(0.5) ? '\n' : ', '}${withUnit(a, rng)}` }) };
      },
    },
    noise_phone: {
      eligible: () => true,
      make: (a, rng) => {
        const phone = rng.pick(PHONES);
        if (rng.chance(0.7)) return { request: { full_address: `${[withUnit(a, rng), a.city, lastLine(a)].join(', ')}${rng.chance(0.5) ? ', ' : ' '}${phone}` } };
        return { request: comps(a, { street: `${withUnit(a, rng)} ${phone}` }) };
      },
    },
    noise_country: {
      eligible: () => true,
      make: (a, rng) => ({ request: { full_address: `${[withUnit(a, rng), a.city, lastLine(a)].join(', ')}${rng.chance(0.5) ? ', ' : ' '}${rng.pick(COUNTRIES)}` } }),
    },
    noise_separators: {
      eligible: () => true,
      make: (a, rng) => {
        const sep = rng.pick(['\n', '; ', ';', '\r\n']);
        const lines = [street(a), a.unit === '' ? '' : unitWords(a, rng), `${a.city}${rng.chance(0.5) ? ',' : ''} ${lastLine(a)}`].filter((x) => x !== '');
        return { request: { full_address: lines.join(sep) } };
      },
    },
    noise_city_twice: {
      eligible: () => true,
      make: (a, rng) => {
        if (rng.chance(0.5)) return { request: full(withUnit(a, rng), a.city, a.city, lastLine(a)) };
        return { request: comps(a, { street: `${withUnit(a, rng)}${rng.chance(0.5) ? ', ' : ' '}${a.city}` }) };
      },
    },
    noise_note: {
      eligible: () => true,
      make: (a, rng) => {
        const line1 = `${withUnit(a, rng)} ${rng.pick(NOTES)}`;
        return { request: rng.chance(0.5) ? full(line1, a.city, lastLine(a)) : comps(a, { street: line1 }) };
      },
    },
    names_saint_mount_fort: {
      eligible: (a) => SWAP_RE.test(` ${a.street.name} `) || SWAP_RE.test(` ${a.city} `),
      make: (a, rng) => {
        const swap = (s) => ` ${s} `.replace(SWAP_RE, (_, sp, w) => `${sp}${rng.pick(SWAPS[w])}`).trim();
        const inStreet = SWAP_RE.test(` ${a.street.name} `);
        const name = inStreet ? swap(a.street.name) : a.street.name;
        const city = !inStreet || rng.chance(0.5) ? swap(a.city) : a.city;
        if (inStreet && other(a, name.replace(/\./g, ''))) return ambiguous;
        const line1 = withUnitAfter(street(a, { name }), a, rng);
        return { request: rng.chance(0.5) ? full(line1, city, lastLine(a)) : comps(a, { street: line1, city }) };
      },
    },
    names_ordinal_both_ways: {
      eligible: (a) => /(^| )(\d+(ST|ND|RD|TH))( |$)/.test(a.street.name) || new RegExp(`(^| )(${ORDINALS.join('|')})( |$)`).test(a.street.name),
      make: (a, rng) => {
        const spelled = new RegExp(`(^| )(${ORDINALS.join('|')})(?= |$)`);
        const numeric = /(^| )(\d+)(ST|ND|RD|TH)(?= |$)/;
        let name;
        if (spelled.test(a.street.name)) name = a.street.name.replace(spelled, (_, sp, w) => `${sp}${nth(ORDINALS.indexOf(w) + 1)}`);
        else {
          const n = Number(numeric.exec(a.street.name)[2]);
          if (n < 1 || n > 20) return null;
          name = a.street.name.replace(numeric, (_, sp) => `${sp}${ORDINALS[n - 1]}`);
        }
        if (other(a, name)) return ambiguous;
        const line1 = withUnitAfter(street(a, { name: rng.chance(0.5) ? name : name.toLowerCase() }), a, rng);
        return { request: rng.chance(0.5) ? full(line1, a.city, lastLine(a)) : comps(a, { street: line1 }) };
      },
    },
    numbers_letter: {
      eligible: (a) => /^\d+[ -]?[A-Z]$/.test(a.number),
      make: (a, rng) => {
        const [, n, l] = /^(\d+)[ -]?([A-Z])$/.exec(a.number);
        // '12 N MAIN ST' reads as a direction: a spaced N/S/E/W is no letter of the number
        const spaced = /[NSEW]/.test(l) ? [] : [`${n} ${l}`];
        const number = rng.pick([`${n}${l}`, `${n}-${l}`, ...spaced, `${n}${l.toLowerCase()}`]);
        const line1 = street(a, { number });
        return { request: rng.chance(0.5) ? full(withUnitAfter(line1, a, rng), a.city, lastLine(a)) : comps(a, { street: withUnitAfter(line1, a, rng) }) };
      },
    },
    numbers_fraction: {
      // (a reference '12391/2' could be 1239 1/2 or 12391 1/2: no variant can say which)
      eligible: (a) => /^\d+[ -]1\/2$/.test(a.number),
      make: (a, rng) => {
        const n = /^(\d+)/.exec(a.number)[1];
        const number = rng.pick([`${n} 1/2`, `${n}½`, `${n} ½`, `${n}-1/2`]);
        const line1 = street(a, { number });
        return { request: rng.chance(0.5) ? full(withUnitAfter(line1, a, rng), a.city, lastLine(a)) : comps(a, { street: withUnitAfter(line1, a, rng) }) };
      },
    },
    zip_move_typo: {
      eligible: (a) => /^[A-Z]+$/.test(a.street.name) && a.street.name.length >= 5 && cityZips(a).length >= 2 && cityZips(a).includes(a.zip),
      make: (a, rng) => {
        const name = ctx.typo(a.street.name, 1, rng);
        if (name === undefined || boundedDistance(name, a.street.name, 1) !== 1) return null;
        const zips = cityZips(a);
        const near = (s) => boundedDistance(nameKey(name), nameKey(s.name), 1) <= 1;
        if (zips.some((z) => index.streetsInZip(z).some((s) => nameKey(s.name) === nameKey(name))) || rivals(a, zips, near) > 0) return ambiguous;
        const wrong = rng.pick(zips.filter((z) => z !== a.zip));
        const line1 = words(street(a, { name }), a.unit === '' ? '' : unitWords(a, rng));
        return { request: rng.chance(0.5) ? full(line1, a.city, lastLine(a, { zip: wrong })) : comps(a, { street: line1, zip: wrong }) };
      },
    },
  };

  function withUnitAfter(line1, a, rng) {
    return a.unit === '' ? line1 : `${line1} ${unitWords(a, rng)}`;
  }
}
