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

const PLAIN = /^[1-9]\d{0,8}$/;

export function splitNumber(text: string): SplitNumber {
  // most house numbers are plain digits: no slicing, no second pass
  if (PLAIN.test(text)) return { num: Number(text), rest: '' };
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
