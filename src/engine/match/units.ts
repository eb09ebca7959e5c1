// Secondary units compared the way people write them: 'APT 4', '# 4', 'UNIT 4' and '4' all name unit 4;
// the designator only breaks ties between units sharing a number.

export interface UnitText {
  abbrev: string;
  no: string;
}

/** Splits a Pub 28 unit ('APT 4', '# 4', 'BSMT', 'R B') into designator and identifier. */
export function splitUnit(unit: string): UnitText {
  const s = unit.trim().toUpperCase();
  if (s.startsWith('#')) return { abbrev: '#', no: s.slice(1).trim() };
  const sp = s.indexOf(' ');
  if (sp < 0) return /\d/.test(s) ? { abbrev: '', no: s } : { abbrev: s, no: '' };
  const first = s.slice(0, sp);
  // a one-letter first token is part of the identifier ('R B'), a word is a designator ('APT 4')
  if (first.length < 2 || /\d/.test(first)) return { abbrev: '', no: s };
  return { abbrev: first, no: s.slice(sp + 1).trim() };
}

function idKey(no: string): string {
  return no.replace(/[^0-9A-Z]/g, '').replace(/^0+(?=\d)/, '');
}

/** The reference unit the given one names, or undefined when none of `known` fits. */
export function findUnit(given: UnitText, known: readonly string[]): UnitText | undefined {
  if (known.length === 0) return undefined;
  // the common case: the unit written exactly as the reference lists it
  if (given.no !== '' && known.includes(`${given.abbrev} ${given.no}`)) return { abbrev: given.abbrev, no: given.no };
  const key = idKey(given.no);
  let fallback: UnitText | undefined;
  for (const k of known) {
    // a unit's identifier ends the text, so its last character must be the key's (cheap reject)
    if (key !== '' && k.charCodeAt(k.length - 1) !== key.charCodeAt(key.length - 1)) continue;
    const u = splitUnit(k);
    if (key === '') {
      if (u.no === '' && u.abbrev === given.abbrev) return u;
      continue;
    }
    if (idKey(u.no) !== key && idKey(u.abbrev + u.no) !== key) continue;
    if (u.abbrev === given.abbrev) return u;
    fallback ??= u;
  }
  return fallback;
}
