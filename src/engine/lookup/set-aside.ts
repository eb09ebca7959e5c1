// '9 Green Mdw Acres' (GREEN MEADOW ACRES): the parser reads MDW as the type and sets ACRES aside ('ignored: ACRES');
// an answer that then corrects the type to another street's (9 N GREEN ST) accounts for neither word.
import type { AddressParts } from '../types.js';
import { SET_ASIDE } from '../parse/warning-words.js';

type StreetWords = (street: string) => { predir: string; name: string; suffix: string; postdir: string } | undefined;

/** The phrases the parse set aside, from its warnings ('ignored: ACRES', 'ignored: MHP, ROOM B' → ACRES, MHP, ROOM B). */
export function setAsidePhrases(warnings: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of warnings) if (w.startsWith(SET_ASIDE)) for (const phrase of w.slice(SET_ASIDE.length).split(', ')) if (phrase !== '') out.push(phrase.toUpperCase());
  return out;
}

/** The warning for `phrase` read back in: `rest` stays set aside ('ignored: REST'), or nothing when it is ''. */
export function replaceSetAside(warnings: string[], phrase: string, rest: string): void {
  const at = warnings.indexOf(SET_ASIDE + phrase);
  if (at >= 0) warnings.splice(at, 1, ...(rest === '' ? [] : [SET_ASIDE + rest]));
}

/**
 * The street with the opening words of a phrase set aside after it read back in, longest first: as one name (GREEN MDW
 * ACRES, COOPER BAY VW MHP) and as `standardize` reads the whole (VT ROUTE 133 W + TINMOUTH RD UPPER: name VT ROUTE 133
 * W TINMOUTH, type RD; none when `standardize` is undefined); `rest`: the phrase's words left set aside. Words with a digit (a phone number, a URL's) end the phrase.
 */
export function setAsideToName(p: AddressParts, phrase: string, standardize: StreetWords | undefined): { parts: AddressParts; rest: string }[] {
  if (p.streetName === '' || p.secondaryAbbrev !== '') return [];
  const words = phrase.split(' ');
  const digit = words.findIndex((w) => /\d/.test(w));
  const usable = digit < 0 ? words : words.slice(0, digit);
  const base = [p.streetName, p.suffix, p.postdir].filter((w) => w !== '').join(' ');
  const out: { parts: AddressParts; rest: string }[] = [];
  for (let n = usable.length; n > 0; n--) {
    const name = `${base} ${usable.slice(0, n).join(' ')}`;
    const rest = words.slice(n).join(' ');
    out.push({ parts: { ...p, streetName: name, suffix: '', postdir: '' }, rest });
    const s = standardize?.(name);
    if (s !== undefined && s.name !== '' && s.name !== name && s.predir === p.predir) out.push({ parts: { ...p, streetName: s.name, suffix: s.suffix, postdir: s.postdir }, rest });
  }
  return out;
}

/**
 * 'C/O Maria Lopez #512, 83 McAllister St', 'Attn: Billing Apt 623, 55 Page St', 'Attn: Billing #M - 2422 Stuart St': a
 * unit closing a phrase set aside (or the firm) before the street; `rest`: the phrase without it. `units`: every C2
 * variant → designator. The caller keeps it only where the reference lists it.
 */
export function setAsideUnit(p: AddressParts, phrase: string, units: ReadonlyMap<string, { abbrev: string; needsNumber: boolean }>): { parts: AddressParts; rest: string } | undefined {
  const m = /(?:^| )([A-Z#]+) ([0-9A-Z][0-9A-Z-]*)$/.exec(phrase);
  // (a lone letter too, '#M': the caller's listed unit is the evidence)
  if (m === null || (!/\d/.test(m[2]!) && m[2]!.length > 1)) return undefined;
  const abbrev = m[1] === '#' ? '#' : units.get(m[1]!)?.abbrev;
  return abbrev === undefined ? undefined : { parts: { ...p, secondaryAbbrev: abbrev, secondaryNo: m[2]!, recordType: 'H' }, rest: phrase.slice(0, m.index).trim() };
}
