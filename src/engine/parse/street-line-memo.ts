// "2481 Hatch School Road", then "2517 HATCH SCHOOL ROAD" a few rows on: a list names the same streets row after row,
// each time with another house number. A street_address field opening with a plain number (digits, no leading 0)
// is read once per spelling of the rest and the number's length; the next row with that spelling takes the reading
// with its own number. Only readings that took the number as written are kept, so the number is all that differs
// (test/engine/parse/street-line-memo.test.ts reads every street of the shared reference and of the dev set both
// ways, with numbers of each length).
import type { Tables } from '../normalize/tables.js';
import { memoOf, type TextMemo } from '../normalize/text-memo.js';
import type { AddressParts } from '../types.js';

/** What readStreetLine wrote into empty parts, and the words it left for the city. */
export interface LineReading {
  parts: AddressParts;
  rest: readonly string[];
}

const memos = new WeakMap<Tables, TextMemo<LineReading>>();

/**
 * Street lines one memo holds before it starts again (~180 bytes each, ~12 MB full). The bench's 1M-row list of
 * three regions spells ~54k lines per worker: a memo of 32k kept ~73 % of its rows' readings, 64k ~89 %.
 */
const LINE_LIMIT = 65_536;

export function lineMemo(t: Tables): TextMemo<LineReading> {
  return memoOf(memos, t, LINE_LIMIT);
}

/** A number of 1–6 digits not opening with 0 (0 and 007 are read as a number of their own). */
function plainNumber(w: string): boolean {
  if (w.length === 0 || w.length > 6 || w.charCodeAt(0) === 48) return false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The memo key of a line opening with a plain number and holding more words: their spelling and the number's length; else undefined. */
export function lineKey(words: readonly string[]): string | undefined {
  if (words.length < 2 || !plainNumber(words[0]!)) return undefined;
  // (a word holds no space: the words and the length join without ambiguity)
  let key = String(words[0]!.length);
  for (let i = 1; i < words.length; i++) key += ` ${words[i]!}`;
  return key;
}

/**
 * The reading to keep for the line `words`, or undefined when its number was not taken as written from the first word (the
 * line is read each time): the house number is that word's text, and no later word holds that text ('100 FL 100 MAIN' takes
 * its number from after FL, as '819 FL 100 MAIN' does).
 */
export function keptReading(parts: AddressParts, rest: readonly string[], words: readonly string[]): LineReading | undefined {
  const number = words[0]!;
  if (parts.primaryNo !== number) return undefined;
  for (let i = 1; i < words.length; i++) if (words[i]!.includes(number)) return undefined;
  return { parts: { ...parts }, rest };
}

/** Writes a kept reading into (empty) parts, with this line's own number. */
export function applyReading(parts: AddressParts, r: LineReading, number: string): void {
  const p = r.parts;
  parts.firm = p.firm;
  parts.urbanization = p.urbanization;
  parts.primaryNo = number;
  parts.predir = p.predir;
  parts.streetName = p.streetName;
  parts.suffix = p.suffix;
  parts.postdir = p.postdir;
  parts.secondaryAbbrev = p.secondaryAbbrev;
  parts.secondaryNo = p.secondaryNo;
  parts.city = p.city;
  parts.state = p.state;
  parts.zip = p.zip;
  parts.zip4 = p.zip4;
  parts.country = p.country;
  parts.recordType = p.recordType;
}
