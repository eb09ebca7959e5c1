// House numbers as (numeric part, rest) so they sort numerically and ranges can test parity.

/** numeric part used when a number does not start with canonical digits ('N123W456', '0012') */
export const NON_NUMERIC = 0xffffffff;

export interface SplitNumber {
  num: number;
  /** what follows the digits, kept verbatim ('A', ' 1/2', '-34'); the whole text when non-numeric */
  rest: string;
}

/** Upper case, trimmed, inner spaces collapsed: the form points are stored and looked up in. */
export function canonicalNumber(text: string): string {
  return /^\d+$/.test(text) ? text : text.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** The value of 1 to 9 digits without a leading zero ('12' -> 12), else -1: the form that round-trips through a number. */
export function plainNumber(text: string): number {
  const n = text.length;
  if (n === 0 || n > 9 || text.charCodeAt(0) === 48) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

export function splitNumber(text: string): SplitNumber {
  // most house numbers are plain digits: no slicing, no second pass
  const plain = plainNumber(text);
  if (plain >= 0) return { num: plain, rest: '' };
  const s = canonicalNumber(text);
  let i = 0;
  while (i < s.length && i < 10) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    i += 1;
  }
  // leading zeros or more than 9 digits would not survive a round trip through a number
  if (i === 0 || i > 9 || (s.charCodeAt(0) === 48 && i > 1)) return { num: NON_NUMERIC, rest: s };
  return { num: Number(s.slice(0, i)), rest: s.slice(i) };
}

export function joinNumber(num: number, rest: string): string {
  return num === NON_NUMERIC ? rest : `${num}${rest}`;
}

/** Orders (num, rest) pairs: numerically, then by the rest as text. */
export function compareNumber(aNum: number, aRest: string, bNum: number, bRest: string): number {
  if (aNum !== bNum) return aNum < bNum ? -1 : 1;
  return aRest < bRest ? -1 : aRest > bRest ? 1 : 0;
}
