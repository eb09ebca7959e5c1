// '266 US\nHIGHWAY 2\nGRAND ISLE VT', '282 VT ROUTE\n105 E', '112 S\nMAIN ST', '310 RIDGEVIEW\nDR\nMILTON VT',
// '12 OAK AVE APT\n4B', '601 VAN\nNESS AVE' (and '2456 US HIGH-\nWAY 7'): line 1 wrapped by a narrow column or a PDF; the
// first part is a house number and the opening of a street that cannot end there, or ends with a unit's label, or the next
// part is the street's type alone or the rest of its name and a common type: the two are one line.
import type { Tables } from '../../normalize/tables.js';
import { isDigitCode, isUnitNumber } from '../../normalize/words.js';

// a word broken by a hyphen at a line's end: 'HIGH-\nWAY'
const HYPHEN_WRAP = /([A-Za-z])-[ \t]*\r?\n[ \t]*(?=[A-Za-z])/g;
const NEEDS_NUMBER = new Set(['ROUTE', 'RTE', 'RT', 'HIGHWAY', 'HWY']);

/** The text with words a line break cut at a hyphen joined again (a line break is the cheap test first). */
export function joinHyphenWrap(text: string): string {
  return text.indexOf('\n') < 0 ? text : text.replace(HYPHEN_WRAP, '$1');
}

/**
 * The first part holds a house number and a street's opening that cannot end a line 1 (a direction, a route's prefix), and
 * the next part goes on with a route's number or type, or ends with a street type (56 NORTH\nBRISTOL is NORTH ST in Bristol).
 */
function openEnded(words: readonly string[], n: number, second: number, t: Tables): boolean {
  if (n < 2 || n > 3 || !isDigitCode(words[0]!.charCodeAt(0))) return false;
  const last = words[n - 1]!;
  const next = words[n]!;
  if (NEEDS_NUMBER.has(last) && isDigitCode(next.charCodeAt(0))) return true;
  if (n === 3 || (!t.directionals.has(last) && !(t.highwayStarts.has(last) && !t.suffixes.has(last)))) return false;
  return isDigitCode(next.charCodeAt(0)) || t.highwayStarts.has(next) || t.suffixes.has(words[second - 1]!);
}

/** The second part is a street type alone, or with a direction (DR, RD E), and the first part ends with no type. */
function typeAlone(words: readonly string[], from: number, to: number, t: Tables): boolean {
  const len = to - from;
  if (len < 1 || len > 2 || from < 2 || !isDigitCode(words[0]!.charCodeAt(0)) || t.suffixes.has(words[from - 1]!)) return false;
  const w = words[from]!;
  return t.suffixes.has(w) && !t.stateCodes.has(w) && (len === 1 || t.directionals.has(words[from + 1]!));
}

/** '2240 PIEDMONT AVE APT\nR': the first part ends with a unit's label, the next is one short word, the unit's number. */
function labelCut(words: readonly string[], first: number, second: number, t: Tables): boolean {
  if (second - first !== 1 || first < 3 || !isDigitCode(words[0]!.charCodeAt(0))) return false;
  const label = words[first - 1]!;
  return (label === '#' || t.unitLabels.has(label)) && isUnitNumber(words[first]!) && words[first]!.length <= 4;
}

/**
 * '601 VAN\nNESS AVE APT 46\nSAN FRANCISCO', '42 A\nMOCCASIN AVE': a number and a name's first words with no type, then a
 * part that goes on with more name and a common type (ST, AVE, RD: not PARK or VALLEY, which close cities too) and is not
 * the last part.
 */
function nameCut(words: readonly string[], first: number, second: number, t: Tables): boolean {
  if (first < 2 || first > 4 || second >= words.length || second - first < 2 || second - first > 6) return false;
  if (!isDigitCode(words[0]!.charCodeAt(0)) || t.suffixes.has(words[first - 1]!) || isDigitCode(words[first]!.charCodeAt(0))) return false;
  for (let k = first + 1; k < second; k++) {
    const type = t.suffixes.get(words[k]!);
    if (type !== undefined && t.commonSuffixes.has(type)) return true;
  }
  return false;
}

/** segs with the first two parts made one when line 1 was wrapped across them; `segs` itself when it was not (call it only
 * on a text with a line break: a comma is written on purpose). */
export function joinWrappedLine(words: readonly string[], segs: number[], t: Tables): number[] {
  const n = segs.length;
  if (n < 3 || segs[n - 1] === 0) return segs;
  let first = 0;
  while (first < n && segs[first] === 0) first++;
  if (first > 8) return segs;
  let second = first;
  while (second < n && segs[second] === segs[first]) second++;
  if (!openEnded(words, first, second, t) && !typeAlone(words, first, second, t) && !labelCut(words, first, second, t) && !nameCut(words, first, second, t)) return segs;
  const gap = segs[first]!;
  return segs.map((s) => (s === 0 ? 0 : s === gap ? 0 : s - gap));
}
