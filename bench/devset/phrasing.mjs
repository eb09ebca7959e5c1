// What the phrasing probes (probe.mjs, probe-combos.mjs, combo.mjs) share: a resolved reference address `a` written as a line 1,
// as components, or as one full_address.
export const words = (...w) => w.filter((x) => x !== '' && x !== undefined).join(' ');
export const STATE_NAMES = { VT: 'Vermont', MD: 'Maryland', CA: 'California', MT: 'Montana' };
export const DIR_WORDS = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };

/** the unit's id ('4' of 'APT 4'), undefined when the unit has none */
export const idOf = (a) => /^\S+ (\S+)$/.exec(a.unit)?.[1];
export const designator = (a) => a.unit.split(' ')[0];
export const hasUnitId = (a) => a.unit === '' || idOf(a) !== undefined;
export const plainUnit = (a, rng) => (a.unit === '' ? '' : rng.pick([`Apt ${idOf(a)}`, `#${idOf(a)}`, `Unit ${idOf(a)}`]));
/** the number and street, each part as `o` overrides it */
export const streetOf = (a, o = {}) => words(o.number ?? a.number, o.predir ?? a.street.predir, o.name ?? a.street.name, o.suffix ?? a.street.suffix, o.postdir ?? a.street.postdir);
export const line1Of = (a, rng) => words(streetOf(a), plainUnit(a, rng));
export const comps = (a, o) => ({ street_address: o.street, apt_suite_other: o.apt ?? '', city: o.city ?? a.city, state: o.state ?? a.state, zip_code: o.zip ?? a.zip });
export const fullOf = (a, line1) => `${line1}, ${a.city}, ${a.state} ${a.zip}`;
/** line 1 written as a whole address or in street_address, half and half */
export const eitherForm = (a, rng, line1) => ({ request: rng.chance(0.5) ? { full_address: fullOf(a, line1) } : comps(a, { street: line1 }) });
/** a state written another way (a neighbour's code, an old abbreviation): in full_address or in the state field, half and half */
export const withState = (a, rng, st) =>
  rng.chance(0.5) ? { request: { full_address: `${line1Of(a, rng)}, ${a.city}, ${st} ${a.zip}` } } : { request: comps(a, { street: line1Of(a, rng), state: st }) };
