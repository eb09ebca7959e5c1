// The parser's composition root: clean → tokenize → peel last line → split segments → street line → repair → format.
import { cityFromWords, stateFromWords } from '../normalize/city.js';
import { formatLine1, formatLine2 } from '../normalize/format.js';
import { matchPhrase } from '../normalize/phrases.js';
import type { StreetParts } from '../normalize/street.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit, type UnitMatch } from '../normalize/unit.js';
import { hasDigit, isAllDigits, isHouseNumber, splitGlued } from '../normalize/words.js';
import type { AddressParts, ComponentsInput, ParseFailure, ParseFailureReason, ParseResult } from '../types.js';
import { matchBoxLine } from './boxes.js';
import { matchIntersection } from './intersection.js';
import { peelLastLine } from './last-line.js';
import { parseStreetLine, type StreetLine } from './street-line.js';
import { tokenize, type Token } from './tokenize.js';

// words that open a recipient line (ATTN MR SMITH), which is no part of the address
const RECIPIENT = new Set(['ATTN', 'ATTENTION']);

/** Longest input accepted (characters); longer is TOO_LONG. Real addresses stay far below it. */
export const MAX_INPUT_LENGTH = 300;

function fail(reason: ParseFailureReason, message: string, partial?: Partial<AddressParts>): ParseFailure {
  return partial ? { ok: false, reason, message, partial } : { ok: false, reason, message };
}

function streetText(s: StreetParts): string {
  return [s.predir, s.name, s.suffix, s.postdir].filter((p) => p !== '').join(' ');
}

function intersection(streets: [StreetParts, StreetParts], where: Partial<AddressParts>): ParseFailure {
  const [a, b] = streets;
  return {
    ok: false,
    reason: 'INTERSECTION',
    message: `an intersection (${streetText(a)} & ${streetText(b)}), not a delivery address`,
    partial: { ...where, predir: a.predir, streetName: a.name, suffix: a.suffix, postdir: a.postdir },
    streets,
  };
}

function emptyParts(): AddressParts {
  return {
    firm: '',
    urbanization: '',
    primaryNo: '',
    predir: '',
    streetName: '',
    suffix: '',
    postdir: '',
    secondaryAbbrev: '',
    secondaryNo: '',
    city: '',
    state: '',
    zip: '',
    zip4: '',
    country: '',
    recordType: '',
  };
}

/** A segment is the delivery line when it starts like one (number, box, URB, highway) or has a number inside. */
function looksLikeDelivery(words: readonly string[], t: Tables): boolean {
  const w0 = words[0]!;
  if (isHouseNumber(w0) || w0 === 'URB' || matchBoxLine(words, 0, words.length, t)) return true;
  for (let j = 1; j < words.length - 1; j++) if (isHouseNumber(words[j]!)) return true;
  for (let j = 0; j < words.length; j++) if (matchBoxLine(words, j, words.length, t)) return true;
  return false;
}

/** N, NW, N.W. (two initials), NORTHWEST at the start of a segment. */
function leadingDirectional(words: readonly string[], t: Tables): { abbrev: string; len: number } | undefined {
  const a = words[0];
  const b = words[1];
  if (a === undefined) return undefined;
  if (b !== undefined && a.length === 1 && b.length === 1) {
    const pair = t.directionals.get(a + b);
    if (pair && pair.length === 2) return { abbrev: pair, len: 2 };
  }
  const d = t.directionals.get(a);
  // a direction alone in its part, or NE / NW / SE / SW, is a postdirectional; N HOLLYWOOD, NORTH LAS VEGAS are cities
  if (d && (words.length === 1 || (d === a && a.length === 2))) return { abbrev: d, len: 1 };
  return undefined;
}

/** W WHITE HOUSE, TN: a one-letter direction before a city known in the state (when the whole is not) is a postdirectional. */
function knownCityAfterDirection(words: readonly string[], state: string, t: Tables): { abbrev: string; len: number } | undefined {
  const d = t.directionals.get(words[0] ?? '');
  const known = t.places?.cities.get(state);
  if (!d || !known || words.length < 2 || d !== words[0]) return undefined;
  return known.has(cityFromWords(words.slice(1), t)) && !known.has(cityFromWords(words, t)) ? { abbrev: d, len: 1 } : undefined;
}

function isUnitOnly(words: readonly string[], t: Tables): ReturnType<typeof matchUnit> {
  const u = matchUnit(words, 0, words.length, t, true);
  return u && u.len === words.length ? u : undefined;
}

function applyStreet(parts: AddressParts, s: StreetLine): void {
  parts.firm = s.firm;
  parts.urbanization = s.urbanization;
  parts.primaryNo = s.primaryNo;
  parts.predir = s.predir;
  parts.streetName = s.streetName;
  parts.suffix = s.suffix;
  parts.postdir = s.postdir;
  parts.secondaryAbbrev = s.secondaryAbbrev;
  parts.secondaryNo = s.secondaryNo;
  parts.recordType = s.recordType;
}

function finish(parts: AddressParts, warnings: string[], t: Tables): ParseResult {
  if (t.militaryStates.has(parts.state) && parts.city !== '') {
    const cityWords = parts.city.split(' ');
    const military = matchPhrase(t.militaryPostOffices, cityWords, 0);
    if (military && military.words.length === cityWords.length) parts.city = military.value;
  }
  if (parts.streetName === '' && parts.city === '' && parts.zip === '') {
    return fail('INCOMPLETE', 'no street, city or ZIP could be recognised', parts);
  }
  if (parts.streetName === '') warnings.push('no street line');
  else if (parts.primaryNo === '' && parts.recordType !== 'G') warnings.push('no house number');
  if (parts.city === '' && parts.zip === '') warnings.push('no city or ZIP');
  if (parts.secondaryAbbrev !== '' && parts.recordType === 'S') parts.recordType = 'H';
  if (parts.firm !== '' && parts.recordType === 'S') parts.recordType = 'F';
  return { ok: true, parts, line1: formatLine1(parts), line2: formatLine2(parts), warnings };
}

function groupSegments(tokens: readonly Token[], end: number, t: Tables): string[][] {
  const segs: string[][] = [];
  let current = -1;
  for (let i = 0; i < end; i++) {
    const tok = tokens[i]!;
    if (tok.seg !== current) {
      segs.push([]);
      current = tok.seg;
    }
    segs[segs.length - 1]!.push(tok.word);
  }
  // RR 4, BOX 164: a box number set off by a comma still belongs to its route
  for (let k = segs.length - 1; k > 0; k--) {
    if (!t.poBox.has(segs[k]![0]!)) continue;
    const box = matchPhrase(t.poBox, segs[k]!, 0);
    if (box && matchPhrase(t.rural, segs[k - 1]!, 0) && !segs[k - 1]!.includes('BOX')) segs.splice(k - 1, 2, [...segs[k - 1]!, ...segs[k]!]);
  }
  return segs.map((w) => splitGlued(w, t));
}

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
    if (RECIPIENT.has(w[0]!) || (w[0] === 'C' && w[1] === 'O' && w.length > 2)) {
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

function zipFrom(text: string): { zip: string; zip4: string } | undefined {
  const digits = text.replace(/[\s-]/g, '');
  if (!isAllDigits(digits)) return undefined;
  if (digits.length === 5) return { zip: digits, zip4: '' };
  if (digits.length === 9) return { zip: digits.slice(0, 5), zip4: digits.slice(5) };
  return undefined;
}

function parseComponents(c: ComponentsInput, t: Tables): ParseResult {
  const all = [c.fullAddress, c.streetAddress, c.aptSuiteOther, c.city, c.state, c.zipCode, c.country].map((v) => (typeof v === 'string' ? v : ''));
  const [full, streetText, apt, cityText, stateText, zipText, countryText] = all as [string, string, string, string, string, string, string];
  const total = all.reduce((n, v) => n + v.length, 0);
  if (total > MAX_INPUT_LENGTH) return fail('TOO_LONG', `the address is longer than ${MAX_INPUT_LENGTH} characters`);
  if (all.every((v) => v.trim() === '')) return fail('EMPTY', 'every address field is empty');
  const countryWords = tokenize(countryText).map((x) => x.word);
  if (countryWords.length > 0) {
    const us = matchPhrase(t.usCountry, countryWords, 0);
    if (!us || us.words.length !== countryWords.length) return fail('NOT_US', `not a US address (country ${countryText.trim()})`);
  }

  // everything in one field: parse it as free text, then let the separate fields fill the gaps
  const freeText = full.trim() !== '' ? full : streetText.trim() !== '' && cityText.trim() === '' && zipText.trim() === '' && /[,\n]/.test(streetText) ? streetText : '';
  let parts = emptyParts();
  const warnings: string[] = [];
  if (freeText !== '') {
    const r = parseText(freeText, t);
    if (!r.ok && r.reason !== 'INCOMPLETE') return r;
    if (r.ok) {
      parts = r.parts;
      warnings.push(...r.warnings.filter((w) => w !== 'no city or ZIP'));
    }
  } else if (streetText.trim() !== '') {
    const words = tokenize(streetText).map((x) => x.word);
    const crossing = matchIntersection(words, t);
    if (crossing) return intersection(crossing, { city: cityText.trim().toUpperCase(), state: stateText.trim().toUpperCase(), zip: zipText.trim() });
    const street = parseStreetLine(words, t, false);
    applyStreet(parts, street);
    if (street.rest.length > 0) warnings.push(`ignored: ${street.rest.join(' ')}`);
  }
  if (apt.trim() !== '' && parts.secondaryAbbrev === '') {
    const words = tokenize(apt).map((x) => x.word);
    const u = matchUnit(words, 0, words.length, t, true);
    if (u) {
      parts.secondaryAbbrev = u.abbrev;
      parts.secondaryNo = u.no;
    } else if (words.length === 1 && (hasDigit(words[0]!) || words[0]!.length === 1)) {
      parts.secondaryAbbrev = '#';
      parts.secondaryNo = words[0]!;
    } else if (words.length > 0) warnings.push(`unrecognised unit: ${apt.trim()}`);
  }
  if (cityText.trim() !== '') parts.city = cityFromWords(tokenize(cityText).map((x) => x.word), t);
  if (stateText.trim() !== '') {
    const st = stateFromWords(tokenize(stateText).map((x) => x.word), t);
    if (st !== '') parts.state = st;
    else warnings.push(`unknown state: ${stateText.trim()}`);
  }
  if (zipText.trim() !== '') {
    const z = zipFrom(zipText.trim());
    if (z) {
      parts.zip = z.zip;
      parts.zip4 = z.zip4;
    } else warnings.push(`not a ZIP code: ${zipText.trim()}`);
  }
  if (countryWords.length > 0) parts.country = 'US';
  return finish(parts, warnings, t);
}

/** Parses a free-text address or components into Pub 28 parts and lines. Never throws. */
export function parseAddress(input: string | ComponentsInput, t: Tables): ParseResult {
  try {
    if (typeof input === 'string') return parseText(input, t);
    if (input === null || typeof input !== 'object') return fail('EMPTY', 'no address given');
    return parseComponents(input, t);
  } catch (err) {
    return fail('UNPARSEABLE', `could not parse: ${(err as Error)?.message ?? String(err)}`);
  }
}
