// The parser's composition root: clean → tokenize → peel last line → split segments → street line → repair → format.
import { cityFromWords, stateFromWords } from '../normalize/city.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit, type UnitMatch } from '../normalize/unit.js';
import { hasDigit } from '../normalize/words.js';
import type { ComponentsInput, ParseResult } from '../types.js';
import { matchBoxLine } from './boxes.js';
import { parseComponents } from './components.js';
import { matchIntersection } from './intersection.js';
import { peelLastLine } from './last-line.js';
import { applyStreet, emptyParts, fail, finish, intersection } from './result.js';
import { groupSegments, isUnitOnly, knownCityAfterDirection, leadingDirectional, looksLikeDelivery } from './segments.js';
import { parseStreetLine } from './street-line.js';
import { tokenize } from './tokenize.js';

// words that open a recipient line (ATTN MR SMITH), which is no part of the address
const RECIPIENT = new Set(['ATTN', 'ATTENTION']);

/** Longest input accepted (characters); longer is TOO_LONG. Real addresses stay far below it. */
export const MAX_INPUT_LENGTH = 300;

function parseText(text: string, t: Tables): ParseResult {
  if (text.trim() === '') return fail('EMPTY', 'the address is empty');
  if (text.length > MAX_INPUT_LENGTH) return fail('TOO_LONG', `the address is longer than ${MAX_INPUT_LENGTH} characters`);
  const tokens = tokenize(text);
  if (tokens.length === 0) return fail('EMPTY', 'the address has no letters or digits');
  const words = tokens.map((tok) => tok.word);
  const last = peelLastLine(tokens, words, t);
  if (last.foreign !== '') return fail('NOT_US', `not a US address (country ${last.foreign})`);
  const parts = emptyParts();
  parts.zip = last.zip;
  parts.zip4 = last.zip4;
  parts.state = last.state;
  parts.country = last.country;
  const warnings: string[] = [...last.warnings];

  const segs = groupSegments(tokens, last.end, t);
  const lastSegWasSeparated = last.end < tokens.length && last.end > 0 && tokens[last.end]!.seg !== tokens[last.end - 1]!.seg;
  if (segs.length === 0) return finish(parts, warnings, t);

  // ATTN: MR SMITH, C/O ACME: recipient lines are no part of the address
  for (let k = segs.length - 1; k >= 0; k--) {
    const w = segs[k]!;
    const recipient = RECIPIENT.has(w[0]!) || (w[0] === 'C' && w[1] === 'O' && w.length > 2);
    // ATTN CHARLOTTE DURAN 2905 RODEO PARK DR: the address follows the recipient on the same line; the firm step takes the name off
    if (recipient && !looksLikeDelivery(w, t)) {
      warnings.push(`ignored: ${w.join(' ')}`);
      segs.splice(k, 1);
    }
  }
  if (segs.length === 0) return finish(parts, warnings, t);
  let s = segs.findIndex((w) => looksLikeDelivery(w, t));
  // 3523 WILLIAMS ST, POB 477: with a street and a box, the line nearest the city is the delivery line (Pub 28)
  const boxAt = segs.findIndex((w, k) => k > s && s >= 0 && matchBoxLine(w, 0, w.length, t) !== undefined);
  if (boxAt > s && s >= 0) {
    warnings.push(`ignored: ${segs[s]!.join(' ')}`);
    segs.splice(s, 1);
    s = boxAt - 1;
  }
  if (s < 0) {
    // "Columbia Falls, MT 59912": one wordy segment set off by a comma from the state is a city
    if (segs.length === 1 && lastSegWasSeparated && !segs[0]!.some(hasDigit)) {
      parts.city = cityFromWords(segs[0]!, t);
      return finish(parts, warnings, t);
    }
    s = 0;
  }

  const crossing = matchIntersection(segs[s]!, t);
  const firmWords: string[] = [];
  const leadUnits: UnitMatch[] = [];
  for (let k = 0; k < s; k++) {
    const unit = isUnitOnly(segs[k]!, t);
    if (unit) leadUnits.push(unit);
    else firmWords.push(...segs[k]!);
  }
  // segments after the street: postdirectional (", NW"), units (", Suite 5"), then the city
  const after = segs.slice(s + 1).map((w) => [...w]);
  const lateUnits: UnitMatch[] = [];
  let postdir = '';
  const citySegs: string[][] = [];
  for (const w of after) {
    if (citySegs.length === 0 && postdir === '' && lateUnits.length === 0) {
      const d = leadingDirectional(w, t) ?? knownCityAfterDirection(w, parts.state, t);
      if (d) {
        postdir = d.abbrev;
        w.splice(0, d.len);
      }
    }
    for (;;) {
      const u = matchUnit(w, 0, w.length, t, true);
      // a stand-alone designator opening a longer segment is a city word (FRONT ROYAL)
      if (!u || (u.no === '' && u.len < w.length)) break;
      lateUnits.push(u);
      w.splice(0, u.len);
    }
    if (w.length === 1 && hasDigit(w[0]!)) {
      lateUnits.push({ abbrev: '#', no: w[0]!, len: 1 });
      w.length = 0;
    }
    if (w.length > 0) citySegs.push(w);
  }
  // ROSWELL, GEORGIA, GA / MEMPHIS TN, TN: the state written twice
  if (parts.state !== '' && citySegs.length > 0) {
    const lastSeg = citySegs[citySegs.length - 1]!;
    for (let len = Math.min(3, lastSeg.length); len >= 1; len--) {
      if (len === lastSeg.length && citySegs.length === 1) continue;
      if (stateFromWords(lastSeg.slice(lastSeg.length - len), t) === parts.state) {
        lastSeg.length -= len;
        if (lastSeg.length === 0) citySegs.pop();
        break;
      }
    }
  }
  if (citySegs.length > 1) warnings.push(`ignored: ${citySegs.slice(0, -1).map((w) => w.join(' ')).join(', ')}`);
  const citySeg = citySegs[citySegs.length - 1];

  if (crossing) {
    return intersection(crossing, { city: citySeg ? cityFromWords(citySeg, t) : '', state: parts.state, zip: parts.zip });
  }

  const street = parseStreetLine(segs[s]!, t, citySeg === undefined, { state: parts.state, zip: parts.zip });
  applyStreet(parts, street);
  if (street.ignored.length > 0) warnings.push(`ignored: ${street.ignored.join(' ')}`);
  if (RECIPIENT.has(parts.firm.split(' ')[0]!)) {
    warnings.push(`ignored: ${parts.firm}`);
    parts.firm = '';
    if (parts.recordType === 'F') parts.recordType = 'S';
  }
  if (firmWords.length > 0) parts.firm = parts.firm === '' ? firmWords.join(' ') : `${firmWords.join(' ')} ${parts.firm}`;
  if (citySeg) {
    parts.city = cityFromWords(citySeg, t);
    if (street.rest.length > 0) warnings.push(`ignored: ${street.rest.join(' ')}`);
  } else if (street.rest.length > 0 && RECIPIENT.has(street.rest[0]!) && parts.state === '' && parts.zip === '') {
    warnings.push(`ignored: ${street.rest.join(' ')}`);
  } else {
    parts.city = cityFromWords(street.rest, t);
  }
  if (postdir !== '' && parts.postdir === '' && parts.recordType !== 'P') parts.postdir = postdir;
  for (const u of [...leadUnits, ...lateUnits]) {
    if (parts.secondaryAbbrev === '' || parts.secondaryAbbrev === 'BLDG') {
      parts.secondaryAbbrev = u.abbrev;
      parts.secondaryNo = u.no;
    }
  }
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
