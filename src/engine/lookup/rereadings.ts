// Other readings of a parse that real reference data needs: where a lone letter or a bare trailing
// number belongs is ambiguous in text, so the lookup tries the alternative when the first fails.
import type { AddressParts } from '../types.js';

/** '86 A POOR FARM RD' may be house 86 A on POOR FARM RD: the letter read as part of the number. */
export function letterToNumber(p: AddressParts): AddressParts | undefined {
  // cheap test first: this runs on every lookup
  if (p.streetName.charCodeAt(1) !== 32 || p.predir !== '' || !/^\d+$/.test(p.primaryNo)) return undefined;
  const m = /^([A-Z]) (.+)$/.exec(p.streetName);
  return m === null ? undefined : { ...p, primaryNo: `${p.primaryNo} ${m[1]}`, streetName: m[2]! };
}

/** '202R ABEL LN' may be house 202 on R ABEL LN: the number's letter read as the name's first word. */
export function letterToName(p: AddressParts): AddressParts | undefined {
  if (p.predir !== '') return undefined;
  const m = /^(\d+) ?([A-Z])$/.exec(p.primaryNo);
  return m === null ? undefined : { ...p, primaryNo: m[1]!, streetName: `${m[2]} ${p.streetName}` };
}

/**
 * 'CHARBO UNKNOWN 4', 'VT ROUTE 11 30', 'NFS RD 586': a bare trailing number the parser took as a
 * unit may end the name (a suffix before it is then a word of the name).
 */
export function unitToName(p: AddressParts): AddressParts | undefined {
  if (p.secondaryAbbrev !== '#' || p.postdir !== '' || !/^[0-9A-Z]+$/.test(p.secondaryNo)) return undefined;
  // (VT + RTE + 12 is VT ROUTE 12 as the reference writes routes: VT RTE 12 matched every route 12 alike, PR ROUTE 12 first)
  const name = p.suffix === '' ? p.streetName : `${p.streetName} ${p.suffix === 'RTE' ? 'ROUTE' : p.suffix}`;
  return { ...p, streetName: `${name} ${p.secondaryNo}`, suffix: '', secondaryAbbrev: '', secondaryNo: '' };
}

/**
 * 'CARRIAGE CIRCLE CM' (Alameda County writes CM for CMN): a type word after the type, which the parser took as a bare
 * unit, may be the street's type, the type before it then a word of the name, spelled out (CIRCLE) or as written.
 * `t`: the type tables (Pub 28 variants and the county forms, each to its abbreviation; abbreviation to spelled name).
 */
export function unitToType(p: AddressParts, t: { readonly suffixes: ReadonlyMap<string, string>; readonly extraSuffixes: ReadonlyMap<string, string>; readonly suffixNames: ReadonlyMap<string, string> }): AddressParts[] {
  if (p.secondaryAbbrev !== '#' || p.suffix === '' || p.postdir !== '' || !/^[A-Z]+$/.test(p.secondaryNo)) return [];
  const type = t.suffixes.get(p.secondaryNo) ?? t.extraSuffixes.get(p.secondaryNo);
  if (type === undefined) return [];
  const read = (word: string): AddressParts => ({ ...p, streetName: `${p.streetName} ${word}`, suffix: type, secondaryAbbrev: '', secondaryNo: '' });
  const spelled = t.suffixNames.get(p.suffix);
  return spelled === undefined || spelled === p.suffix ? [read(p.suffix)] : [read(spelled), read(p.suffix)];
}

/**
 * 'PRIVATE WEST 1' (Maidstone VT): a bare trailing number after a word read as the postdirectional may end the
 * name, with the direction spelled as written or abbreviated (`spelled`: N → NORTH).
 */
export function postdirUnitToName(p: AddressParts, spelled: ReadonlyMap<string, string>): AddressParts[] {
  if (p.secondaryAbbrev !== '#' || p.postdir === '' || p.suffix !== '' || !/^[0-9A-Z]+$/.test(p.secondaryNo)) return [];
  const read = (dir: string): AddressParts => ({ ...p, streetName: `${p.streetName} ${dir} ${p.secondaryNo}`, postdir: '', secondaryAbbrev: '', secondaryNo: '' });
  const full = spelled.get(p.postdir);
  return full === undefined ? [read(p.postdir)] : [read(full), read(p.postdir)];
}

/**
 * 'H HORSESHOE ACRES 7' (Chester VT): a letter opening the line with no number after it is the house number, and the
 * bare trailing number ends the name.
 */
export function letterNumberToName(p: AddressParts): AddressParts[] {
  if (p.primaryNo !== '' || p.predir !== '' || p.secondaryAbbrev !== '#' || p.suffix !== '' || p.streetName.charCodeAt(1) !== 32) return [];
  const m = /^([A-Z]) (.+)$/.exec(p.streetName);
  if (m === null || !/^\d+$/.test(p.secondaryNo)) return [];
  return [{ ...p, primaryNo: m[1]!, streetName: `${m[2]} ${p.secondaryNo}`, secondaryAbbrev: '', secondaryNo: '', recordType: 'S' }];
}

/**
 * 'D 9 KENOLIE CAMPGROUND', 'SLL 5 HORSESHOE ACRES 1': a short letter group before the number, read
 * as a firm (or as the last word of one: 'Acme Inc, T 6 KENOLIE CAMPGROUND'), may be part of the number.
 */
export function firmToNumber(p: AddressParts): AddressParts | undefined {
  // ('B 1 1/2 KENOLIE CAMPGROUND': a half belongs to the number too)
  if (p.firm === '' || !/^\d+(?: \d\/\d)?$/.test(p.primaryNo)) return undefined;
  const m = /^(?:(.*\S) )?([A-Z]{1,3})$/.exec(p.firm);
  if (m === null) return undefined;
  const firm = m[1] ?? '';
  return { ...p, firm, primaryNo: `${m[2]} ${p.primaryNo}`, recordType: firm === '' && p.recordType === 'F' ? 'S' : p.recordType };
}

/**
 * '48 7 OUTERBAY WAY', '37 LOT 6 WESTMINSTER WEST RD': a number word (or a mobile home's lot) opening the street name
 * may be the second part of the house number (48 7, 37 LOT 6).
 */
export function wordToNumber(p: AddressParts): AddressParts | undefined {
  // cheap test first: this runs on every lookup
  const c = p.streetName.charCodeAt(0);
  if (((c < 48 || c > 57) && !p.streetName.startsWith('LOT ')) || p.predir !== '' || !/^\d+$/.test(p.primaryNo)) return undefined;
  const m = /^(\d+|LOT [0-9A-Z]+) (.+)$/.exec(p.streetName);
  return m === null ? undefined : { ...p, primaryNo: `${p.primaryNo} ${m[1]}`, streetName: m[2]! };
}

/** '54 E STARBIRD RD' may be house 54 E on STARBIRD RD: a one-letter predirectional read as the number's letter. */
export function directionToNumber(p: AddressParts): AddressParts | undefined {
  if (p.predir.length !== 1 || !/^\d+$/.test(p.primaryNo)) return undefined;
  return { ...p, primaryNo: `${p.primaryNo} ${p.predir}`, predir: '' };
}

/**
 * 'Acme Widgets Inc, #308 1320 Stevenson St' in street_address, 'Acme Widgets Inc Unit 2, 1029 Natoma St': a unit closing
 * the firm is read as part of the firm (KBA # 90688 may be an account number), yet it may be the address's unit; `units`:
 * every C2 variant → designator.
 */
export function firmToUnit(p: AddressParts, units: ReadonlyMap<string, { abbrev: string; needsNumber: boolean }>): AddressParts | undefined {
  // cheap test first: a firm with a space before its last word
  if (p.secondaryAbbrev !== '' || p.secondaryNo !== '' || p.firm.indexOf(' ') < 0) return undefined;
  const m = /^(.*\S) (#|[A-Z]+) ([0-9A-Z][0-9A-Z-]*)$/.exec(p.firm);
  const abbrev = m === null ? undefined : m[2] === '#' ? '#' : units.get(m[2]!)?.abbrev;
  return abbrev === undefined ? undefined : { ...p, firm: m![1]!, secondaryAbbrev: abbrev, secondaryNo: m![3]!, recordType: 'H' };
}

/**
 * '3149 West Hill', '25 South Summit' (W HILL DR, S SUMMIT ST written without their type): a spelled direction before a
 * street-type word reads as the name WEST and the type HL; the direction may be the predirectional and the word the
 * name. '1 B Forest' (1 B FOREST LN): a lone letter there may be the number's.
 */
export function typeWordToName(p: AddressParts, t: { directionals: ReadonlyMap<string, string>; suffixNames: ReadonlyMap<string, string> }): AddressParts | undefined {
  if (p.predir !== '' || p.postdir !== '' || p.suffix === '' || p.streetName.includes(' ')) return undefined;
  const name = t.suffixNames.get(p.suffix);
  if (name === undefined) return undefined;
  const dir = t.directionals.get(p.streetName);
  if (dir !== undefined) return { ...p, predir: dir, streetName: name, suffix: '' };
  const letter = p.streetName.length === 1 && /^\d+$/.test(p.primaryNo);
  return letter ? { ...p, primaryNo: `${p.primaryNo} ${p.streetName}`, streetName: name, suffix: '' } : undefined;
}

/**
 * '7427 Bay Front', '187 Mountain Side' (BAY FRONT RD, MOUNTAIN SIDE RD written without their type): a last word that is
 * a unit needing no number (FRONT, SIDE, REAR, UPPER …) may end the name; `spelled`: FRNT → FRONT.
 */
export function wordUnitToName(p: AddressParts, spelled: ReadonlyMap<string, string>): AddressParts | undefined {
  if (p.secondaryNo !== '' || p.postdir !== '') return undefined;
  const word = spelled.get(p.secondaryAbbrev);
  if (word === undefined) return undefined;
  return { ...p, streetName: p.suffix === '' ? `${p.streetName} ${word}` : `${p.streetName} ${p.suffix} ${word}`, suffix: '', secondaryAbbrev: '', recordType: 'S' };
}

/** FRNT → FRONT: the longest way to write each unit designator that takes no number. */
export function unitWords(units: ReadonlyMap<string, { abbrev: string; needsNumber: boolean }>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [written, u] of units) if (!u.needsNumber && written.length > (out.get(u.abbrev)?.length ?? 0) && !written.includes(' ')) out.set(u.abbrev, written);
  return out;
}

/** 'MOON RIDGE RD 210' (a European order, or a number column after the street's): with no house number, a bare trailing number is it. */
export function unitToNumber(p: AddressParts): AddressParts | undefined {
  // cheap test first: this runs on every lookup
  if (p.primaryNo !== '' || p.secondaryAbbrev !== '#' || !/^\d+$/.test(p.secondaryNo)) return undefined;
  return { ...p, primaryNo: p.secondaryNo, secondaryAbbrev: '', secondaryNo: '', recordType: p.firm !== '' ? 'F' : 'S' };
}

/** '210 210 MOON RIDGE RD': the house number written twice (a number column joined to a street that held it) is one. */
export function numberTwice(p: AddressParts): AddressParts[] {
  // cheap test first: this runs on every lookup
  const n = p.primaryNo.length;
  if (n === 0 || p.streetName.length <= n + 1 || p.streetName.charCodeAt(n) !== 32 || !p.streetName.startsWith(p.primaryNo)) return [];
  return [{ ...p, streetName: p.streetName.slice(n + 1) }];
}

/**
 * '#27-601 VAN NESS AVE', '#C214-1 W EDITH AVE' (the Canadian order: unit 27 of 601): a dashed house number may be the
 * unit, then the number; each dash tried in turn ('#18-3440-1' is unit 18 of 3440-1).
 */
export function dashedNumberToUnit(p: AddressParts): AddressParts[] {
  // cheap test first: this runs on every lookup whose number is not listed
  if (!p.primaryNo.includes('-') || p.secondaryAbbrev !== '' || p.secondaryNo !== '') return [];
  const out: AddressParts[] = [];
  for (let at = p.primaryNo.indexOf('-'); at > 0; at = p.primaryNo.indexOf('-', at + 1)) {
    const unit = p.primaryNo.slice(0, at);
    const no = p.primaryNo.slice(at + 1);
    if (/^\d+[A-Z]?$/.test(no) || /^\d+-\d+$/.test(no)) out.push({ ...p, primaryNo: no, secondaryAbbrev: '#', secondaryNo: unit, recordType: 'H' });
  }
  return out;
}

/**
 * 'COUNTY RD 4714', 'ETHAN ALLEN HWY 4134' (COUNTY ROAD 4714 as the parser reads a route): with no house number, a number
 * closing the name may be the house number written after the street; `standardize` reads the rest as a street.
 */
export function nameNumberToNumber(p: AddressParts, standardize: (street: string) => { predir: string; name: string; suffix: string; postdir: string } | undefined): AddressParts | undefined {
  // cheap test first: a line with no house number
  if (p.primaryNo !== '' || p.suffix !== '' || p.postdir !== '' || p.secondaryNo !== '') return undefined;
  const m = /^(.+) (\d+)$/.exec(p.streetName);
  const s = m === null ? undefined : standardize([p.predir, m[1]].filter((w) => w !== '').join(' '));
  return s === undefined || s.name === '' ? undefined : { ...p, primaryNo: m![2]!, predir: s.predir, streetName: s.name, suffix: s.suffix, postdir: s.postdir, recordType: p.firm !== '' ? 'F' : 'S' };
}

/**
 * '45 SOUTH Streeet', '346 NORTH Sreet' (SOUTH ST, NORTH ST): a spelled direction read as the predirectional before a
 * misspelt type read as the name; the direction spelled out as the name and the types the word is one or two edits
 * from (`near`: the type's abbreviations for a word), each a reading. A one-letter direction may also be a lettered
 * street's name as written ('6 E Sreet': E ST beside EAST ST; the parse keeps no trace of which was written).
 */
export function directionTypoToName(p: AddressParts, spelled: ReadonlyMap<string, string>, near: (word: string) => readonly string[]): AddressParts[] {
  if (p.predir === '' || p.suffix !== '' || p.postdir !== '' || p.streetName.length < 4 || p.streetName.includes(' ')) return [];
  const name = spelled.get(p.predir);
  if (name === undefined) return [];
  const names = p.predir.length === 1 ? [name, p.predir] : [name];
  return near(p.streetName).flatMap((suffix) => names.map((n) => ({ ...p, predir: '', streetName: n, suffix })));
}
