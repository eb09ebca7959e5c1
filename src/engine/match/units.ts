// Secondary units compared the way people write them: 'APT 4', '# 4', 'UNIT 4' and '4' all name unit 4;
// the designator only breaks ties between units sharing a number.

export interface UnitText {
  abbrev: string;
  no: string;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAlnum = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 90);

function hasDigitIn(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isDigit(s.charCodeAt(i))) return true;
  return false;
}

/** Splits a Pub 28 unit ('APT 4', '# 4', 'BSMT', 'R B') into designator and identifier. */
export function splitUnit(unit: string): UnitText {
  const s = unit.trim().toUpperCase();
  if (s.startsWith('#')) return { abbrev: '#', no: s.slice(1).trim() };
  const sp = s.indexOf(' ');
  if (sp < 0) return hasDigitIn(s) ? { abbrev: '', no: s } : { abbrev: s, no: '' };
  const first = s.slice(0, sp);
  // a one-letter first token is part of the identifier ('R B'), a word is a designator ('APT 4')
  if (first.length < 2 || hasDigitIn(first)) return { abbrev: '', no: s };
  return { abbrev: first, no: s.slice(sp + 1).trim() };
}

/** An identifier's letters and digits, leading zeros before a digit dropped ('04' and '4' name one unit). */
export function idKey(no: string): string {
  let out = '';
  for (let i = 0; i < no.length; i++) {
    const c = no.charCodeAt(i);
    if (!isAlnum(c)) continue;
    // a zero with no key yet, followed (past any separators) by a digit, is a leading zero
    if (c === 48 && out === '' && nextAlnumIsDigit(no, i + 1)) continue;
    out += no[i];
  }
  return out;
}

function nextAlnumIsDigit(s: string, from: number): boolean {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isAlnum(c)) return isDigit(c);
  }
  return false;
}

/**
 * Cheap reject before splitting a listed unit: a unit can name `key` only if its letters and digits
 * end with the key, and what precedes the key in that word is nothing or a leading zero.
 */
function mayName(unit: string, key: string): boolean {
  let i = unit.length - 1;
  for (let j = key.length - 1; j >= 0; j--, i--) {
    while (i >= 0 && !isAlnum(unit.charCodeAt(i))) i--;
    if (i < 0 || unit.charCodeAt(i) !== key.charCodeAt(j)) return false;
  }
  // 'APT 14' does not name unit 4; 'APT 04' and 'APT 4' may
  return i < 0 || !isAlnum(unit.charCodeAt(i)) || unit.charCodeAt(i) === 48;
}

/** `unit` is exactly `${abbrev} ${no}`, without building that text. */
function writtenAs(unit: string, given: UnitText): boolean {
  const a = given.abbrev;
  return unit.length === a.length + 1 + given.no.length && unit.startsWith(a) && unit.charCodeAt(a.length) === 32 && unit.endsWith(given.no);
}

/**
 * The reference unit the given one names, or undefined when none of `known` fits: the unit written
 * exactly as listed first, then the first listed with the same designator, then any with the number.
 */
export function findUnit(given: UnitText, known: readonly string[]): UnitText | undefined {
  if (known.length === 0) return undefined;
  const key = given.no === '' ? '' : idKey(given.no);
  let sameDesignator: UnitText | undefined;
  let fallback: UnitText | undefined;
  for (let i = 0; i < known.length; i++) {
    const k = known[i]!;
    if (key === '') {
      const u = splitUnit(k);
      if (u.no === '' && u.abbrev === given.abbrev) return u;
      continue;
    }
    if (!mayName(k, key)) continue;
    if (given.no !== '' && writtenAs(k, given)) return { abbrev: given.abbrev, no: given.no };
    const u = splitUnit(k);
    if (idKey(u.no) !== key && idKey(u.abbrev + u.no) !== key) continue;
    if (u.abbrev === given.abbrev) sameDesignator ??= u;
    else fallback ??= u;
  }
  return sameDesignator ?? fallback;
}
