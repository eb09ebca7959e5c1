// Inputs that name no real address: a real street with a number it does not have, a street that is
// not in the ZIP, garbage, and addresses outside the US. None may come back ROOFTOP.
import { compose } from './variants.mjs';

const SYLLABLES = ['ZOR', 'BLA', 'QUI', 'VEX', 'TRO', 'MUN', 'GAL', 'PRE', 'XAN', 'DUV', 'KEL', 'OMB'];
const GARBAGE = ['!!!', '???', 'asdf qwerty', 'N/A', 'none', '-', '0', '12345', 'test test test', '<script>alert(1)</script>',
  '"; DROP TABLE addresses; --', 'unknown address', '.', '#', 'c/o', 'TBD', '123', 'Main', '🏠🏠', '\t'];
const FOREIGN = [
  { full_address: '10 Downing Street, London SW1A 2AA', country: 'United Kingdom' },
  { full_address: '24 Sussex Drive, Ottawa, ON K1M 1M4', country: 'Canada' },
  { street_address: '1600 Amphitheatre Pkwy', city: 'Toronto', state: 'ON', zip_code: 'M5V 2T6', country: 'CA' },
  { full_address: 'Calle de Alcala 50, 28014 Madrid', country: 'Spain' },
  { street_address: '5 Rue de Rivoli', city: 'Paris', zip_code: '75001', country: 'FR' },
  { full_address: '1 Chome-1-2 Oshiage, Sumida City, Tokyo 131-0045', country: 'JP' },
];

/** A house number none of the street's same-named streets in the address's ZIP or city holds, or null after 20 draws. */
export function absentNumber(index, nameKey, a, rng) {
  const zips = [a.zip, ...index.zipsForCity(a.city, a.state)];
  const key = nameKey(a.street.name);
  const same = zips.flatMap((z) => index.streetsInZip(z).filter((s) => nameKey(s.name) === key));
  for (let tries = 0; tries < 20; tries++) {
    const n = 1 + rng.int(99999);
    if (!same.some((s) => index.point(s.id, String(n)) !== undefined || index.rangesFor(s.id, n).length > 0)) return n;
  }
  return null;
}

/** A plain house number (digits only): the kinds that draw an absent number need one. */
export const plainNumber = (a) => /^\d+$/.test(a.number);

/** A kind's make(a, rng, n), with n an absent number drawn first (absentNumber); no case when there is none. */
export function withAbsentNumber(index, nameKey, make) {
  return (a, rng) => {
    const n = plainNumber(a) ? absentNumber(index, nameKey, a, rng) : null;
    return n === null ? null : make(a, rng, n);
  };
}

export function invalidKinds(ctx) {
  const { index, resolver } = ctx;
  const { nameKey } = resolver;
  return {
    bad_number: {
      eligible: (a) => /^\d+$/.test(a.number),
      make: (a, rng) => {
        const n = absentNumber(index, nameKey, a, rng);
        return n === null ? null : { request: compose(a, rng, { line1: `${n} ${a.row.STREET}`, unit: '' }) };
      },
    },
    bad_street: {
      eligible: () => true,
      make: (a, rng) => {
        const name = rng.pick(SYLLABLES) + rng.pick(SYLLABLES).toLowerCase() + rng.pick(SYLLABLES).toLowerCase();
        const k = nameKey(name.toUpperCase());
        if (index.streetsInZip(a.zip).some((s) => ctx.boundedDistance(k, nameKey(s.name), 3) <= 3)) return null;
        return { request: compose(a, rng, { line1: `${a.number} ${name} ${rng.pick(['St', 'Ave', 'Rd', 'Lane', ''])}`.trim(), unit: '' }) };
      },
    },
    garbage: {
      eligible: () => true,
      make: (a, rng) => {
        const g = rng.pick(GARBAGE);
        return { request: rng.chance(0.5) ? { full_address: g } : { street_address: g, city: rng.pick(['', g, '???']), state: rng.pick(['', 'XX', 'ZZ']), zip_code: rng.pick(['', '00000', 'abcde']) } };
      },
    },
    non_us: { eligible: () => true, make: (a, rng) => ({ request: { ...rng.pick(FOREIGN) } }) },
  };
}
