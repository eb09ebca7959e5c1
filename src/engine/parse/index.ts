// The parser's composition root: clean → tokenize → peel last line → split segments → street line → repair → format.
import { cityFromWords, stateFromWords } from '../normalize/city.js';
import { cityStartAnywhere, cityStartIn } from '../normalize/places.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit, type UnitMatch } from '../normalize/unit.js';
import { hasDigit } from '../normalize/words.js';
import type { AddressParts, ComponentsInput, ParseResult } from '../types.js';
import { matchBoxLine } from './boxes.js';
import { streetAfterBuilding } from './buildings.js';
import { parseComponents } from './components.js';
import { matchIntersection } from './intersection.js';
import { noteAfterZip, peelLastLine } from './last-line.js';
import { newContext, NO_WORDS } from './context.js';
import { fail, finish, intersection } from './result.js';
import { afterStreet, dropRecipients, groupSegments, isUnitOnly, knownCityTail, looksLikeDelivery, stateOpeningCity } from './segments.js';
import { spellDottedDirections } from './dotted-directions.js';
import { dropPhones } from './phones.js';
import { replacesUnit } from './parts.js';
import { readStreetLine } from './street-line.js';
import { tokenWords } from './tokenize.js';

/** Longest input accepted (characters); longer is TOO_LONG. Real addresses stay far below it. */
export const MAX_INPUT_LENGTH = 300;

/** The text up to its first space (no array of words for one look at the first). */
function firstWord(text: string): string {
  const space = text.indexOf(' ');
  return space < 0 ? text : text.slice(0, space);
}

/** Units from their own comma parts, in order: each replaces the one held when it says more. */
function applyUnits(parts: AddressParts, units: readonly UnitMatch[]): void {
  for (const u of units) {
    if (replacesUnit(parts.secondaryAbbrev, u.abbrev)) {
      parts.secondaryAbbrev = u.abbrev;
      parts.secondaryNo = u.no;
    }
  }
}

/** Every part is nothing but units (SUITE 200 BLDG 17): them in order; undefined otherwise. */
function unitsOnly(segs: readonly string[][], t: Tables): UnitMatch[] | undefined {
  const units: UnitMatch[] = [];
  for (const w of segs) {
    for (let k = 0; k < w.length; ) {
      const u = matchUnit(w, k, w.length, t, false);
      if (!u) return undefined;
      units.push(u);
      k += u.len;
    }
  }
  return units;
}

function parseText(text: string, t: Tables): ParseResult {
  if (text.trim() === '') return fail('EMPTY', 'the address is empty');
  if (text.length > MAX_INPUT_LENGTH) return fail('TOO_LONG', `the address is longer than ${MAX_INPUT_LENGTH} characters`);
  const { words, segs: wordSegs } = tokenWords(spellDottedDirections(dropPhones(text)));
  if (words.length === 0) return fail('EMPTY', 'the address has no letters or digits');
  let last = peelLastLine(wordSegs, words, t);
  const noteAt = last.zip === '' && last.state === '' && last.country === '' && last.foreign === '' ? noteAfterZip(words, t) : -1;
  if (noteAt > 0) {
    const note = words.slice(noteAt).join(' ');
    words.length = noteAt;
    wordSegs.length = noteAt;
    last = peelLastLine(wordSegs, words, t);
    last.warnings.push(`ignored: ${note}`);
  }
  if (last.foreign !== '') return fail('NOT_US', `not a US address (country ${last.foreign})`);
  const c = newContext(t);
  const parts = c.parts;
  parts.zip = last.zip;
  parts.zip4 = last.zip4;
  parts.state = last.state;
  parts.country = last.country;
  // (peelLastLine made this list for this call alone)
  const warnings = last.warnings;

  const segs = groupSegments(words, wordSegs, last.end, t);
  const lastSegWasSeparated = last.end < words.length && last.end > 0 && wordSegs[last.end] !== wordSegs[last.end - 1];
  if (segs.length === 0) return finish(parts, warnings, t);

  dropRecipients(segs, warnings, t);
  if (segs.length === 0) return finish(parts, warnings, t);
  // BLDG 15, SUITE 100 (an apt_suite_other written alone): only units, no street
  const first = segs[0]![0]!;
  const onlyUnits = t.unitStarts.has(first) || first.startsWith('#') ? unitsOnly(segs, t) : undefined;
  if (onlyUnits) {
    applyUnits(parts, onlyUnits);
    if (parts.secondaryAbbrev !== '') parts.recordType = 'H';
    return finish(parts, warnings, t);
  }
  let s = 0;
  while (s < segs.length && !looksLikeDelivery(segs[s]!, t)) s++;
  if (s === segs.length) s = -1;
  // 3523 WILLIAMS ST, POB 477: with a street and a box, the line nearest the city is the delivery line (Pub 28)
  let boxAt = -1;
  for (let k = s + 1; s >= 0 && k < segs.length && boxAt < 0; k++) if (matchBoxLine(segs[k]!, 0, segs[k]!.length, t) !== undefined) boxAt = k;
  if (boxAt > s && s >= 0) {
    warnings.push(`ignored: ${segs[s]!.join(' ')}`);
    segs.splice(s, 1);
    s = boxAt - 1;
  }
  if (s < 0) {
    // "Columbia Falls, MT 59912": one wordy segment set off by a comma from the state is a city; so is one that
    // is wholly a city known for the state or ZIP ("San Francisco CA"), or a big city alone ("Dallas")
    const only = segs.length === 1 && !segs[0]!.some(hasDigit) ? segs[0]! : undefined;
    const lastLine = parts.state !== '' || parts.zip !== '';
    const wholeCity = (w: string[]) => (lastLine ? cityStartIn(w, 0, w.length, parts.state, parts.zip, t) : cityStartAnywhere(w, 0, w.length, t)) === 0;
    if (only !== undefined && (lastSegWasSeparated || wholeCity(only))) {
      parts.city = cityFromWords(only, t);
      return finish(parts, warnings, t);
    }
    s = 0;
  }

  s = streetAfterBuilding(segs, s, t);
  const crossing = matchIntersection(segs[s]!, t);
  const firmWords: string[] = [];
  const leadUnits: UnitMatch[] = [];
  for (let k = 0; k < s; k++) {
    const unit = isUnitOnly(segs[k]!, t);
    if (unit) leadUnits.push(unit);
    else firmWords.push(...segs[k]!);
  }
  const { postdir, lateUnits, citySegs, aside } = afterStreet(segs, s + 1, parts.state, parts.zip, t);
  if (aside.length > 0) warnings.push(`ignored: ${aside.map((w) => w.join(' ')).join(', ')}`);
  // CHICAGO, LL 60603: two letters alone before the ZIP stand where the state goes; an unknown state is no city
  const lastPart = citySegs[citySegs.length - 1];
  if (parts.state === '' && parts.zip !== '' && citySegs.length > 1 && lastPart?.length === 1 && lastPart[0]!.length === 2 && !hasDigit(lastPart[0]!)) {
    warnings.push(`unknown state: ${lastPart[0]}`);
    citySegs.pop();
  }
  if (citySegs.length > 1) warnings.push(`ignored: ${citySegs.slice(0, -1).map((w) => w.join(' ')).join(', ')}`);
  const citySeg = citySegs[citySegs.length - 1];

  if (crossing) {
    return intersection(crossing, { city: citySeg ? cityFromWords(citySeg, t) : '', state: parts.state, zip: parts.zip });
  }

  readStreetLine(c, segs[s]!, citySeg === undefined, { state: parts.state, zip: parts.zip });
  // 101 E MARKET ST UNIT 5 CA LONG BEACH 90807: the state written before the city, not after it
  const stateBefore = parts.state === '' && c.ignored.length <= 2 ? stateFromWords(c.ignored, t) : '';
  if (stateBefore !== '') {
    parts.state = stateBefore;
    c.ignored = NO_WORDS;
  }
  if (c.ignored.length > 0) warnings.push(`ignored: ${c.ignored.join(' ')}`);
  if (parts.firm !== '' && t.recipientWords.has(firstWord(parts.firm))) {
    warnings.push(`ignored: ${parts.firm}`);
    parts.firm = '';
    if (parts.recordType === 'F') parts.recordType = 'S';
  }
  if (firmWords.length > 0) parts.firm = parts.firm === '' ? firmWords.join(' ') : `${firmWords.join(' ')} ${parts.firm}`;
  const noLastLine = parts.state === '' && parts.zip === '';
  if (citySeg) {
    parts.city = cityFromWords(knownCityTail(citySeg, parts.state, parts.zip, warnings, t, lateUnits), t);
    if (c.rest.length > 0) warnings.push(`ignored: ${c.rest.join(' ')}`);
  } else if (c.rest.length > 0 && noLastLine && (t.recipientWords.has(c.rest[0]!) || c.rest.some(hasDigit))) {
    // ATTN …, TPN 13A: with no state or ZIP, a note or words holding a number after the street are no city
    warnings.push(`ignored: ${c.rest.join(' ')}`);
  } else {
    // (the street line already set aside the words before a known city on its own line)
    const st = parts.state === '' ? stateOpeningCity(c.rest, parts.zip, t) : '';
    if (st !== '') parts.state = st;
    parts.city = cityFromWords(st !== '' ? c.rest.slice(1) : c.rest, t);
  }
  if (postdir !== '' && parts.postdir === '' && parts.recordType !== 'P') parts.postdir = postdir;
  applyUnits(parts, leadUnits);
  applyUnits(parts, lateUnits);
  return finish(parts, warnings, t);
}

/** Parses a free-text address or components into Pub 28 parts and lines. Never throws. */
export function parseAddress(input: string | ComponentsInput, t: Tables): ParseResult {
  try {
    if (typeof input === 'string') return parseText(input, t);
    if (input === null || typeof input !== 'object') return fail('EMPTY', 'no address given');
    return parseComponents(input, t, parseText, MAX_INPUT_LENGTH);
  } catch (err) {
    return fail('UNPARSEABLE', `could not parse: ${(err as Error)?.message ?? String(err)}`);
  }
}
