// The whole input read again another way (fields re-slotted, the city written twice, the last line first, the street
// before its number, a scanned digit in a name), kept only when the reference backs the new reading better than the first.
import { type Ctx, restate } from './context.js';
import { lookupParts } from './readings.js';
import { unitOpensCity, wordsReadBack } from './set-aside-readings.js';
import type { AddressParts, ComponentsInput } from '../types.js';
import { sameParts } from '../parse/parts.js';
import { joinedLines, letterLineJoined, reslotFields } from './fields-text.js';
import { lastLineAfter } from './last-line-first.js';
import { withoutRepeatedCity } from './city-twice.js';
import { found, oneStreet, streetUnknown, writtenName } from './outcome-checks.js';
import { ocrNameLetters } from './ocr-letters.js';
import { laterNumberStarts } from './firm-digits.js';
import { streetBeforeNumber } from './street-before-number.js';
import type { DomainCorrection, LookupMatch, LookupOutcome } from './types.js';

/**
 * 'TOWN LINE RD 219 MENDON VT 05701' read as '219 TOWN LINE RD, MENDON VT 05701' (street-before-number.ts): kept when the
 * words after the number are a city of the answer's ZIP and the answer is the street written, found or not.
 */
export function numberAfterStreet(ctx: Ctx, input: string | ComponentsInput, p: AddressParts): LookupMatch | undefined {
  const text = typeof input === 'string' ? input : input.fullAddress ?? '';
  const t = ctx.normalizer.tables;
  const again = streetBeforeNumber(text, p.primaryNo, (w) => t.suffixes.has(w) || t.directionals.has(w));
  const parsed = again === undefined ? undefined : ctx.normalizer.parse(again);
  if (parsed === undefined || !parsed.ok || parsed.parts.firm !== '' || parsed.parts.city === '') return undefined;
  const r = parsed.parts;
  const o = lookupParts(ctx, r, parsed.line1);
  const info = o.ok ? ctx.reference.zip(o.parts.zip) : undefined;
  if (!oneStreet(o) || !o.ok || !writtenName(o, r) || info === undefined || !info.acceptableCities.includes(r.city)) return undefined;
  restate(o, [{ field: 'fields', from: '', to: again!, reason: 'street read before its house number' }, ...o.corrections]);
  return o;
}

/** The parser's complaint about a ZIP field now restored ('not a ZIP code: 7030'). */
export function dropWarning(warnings: string[], zipText: string): void {
  const at = warnings.findIndex((w) => w.endsWith(`: ${zipText}`) && /\bZIP\b/i.test(w));
  if (at >= 0) warnings.splice(at, 1);
}

/** A ZIP the table does not know, replaced from the city or removed: the correction names what was written. */
export function unknownZip(fixes: readonly DomainCorrection[], zipText: string): DomainCorrection[] {
  return fixes.map((c) => (c.field === 'zip' ? { ...c, from: zipText, reason: c.to === '' ? 'ZIP removed (not a US ZIP)' : 'ZIP replaced (not a US ZIP)' } : c));
}

/**
 * Components the reference does not back as given, re-read as one freeform address: the reading
 * kept only when the reference backs it better (found where the fields were not, or unit confirmed).
 */
export function rereadFields(ctx: Ctx, input: ComponentsInput, first: LookupOutcome, firstParts: AddressParts | undefined): LookupOutcome | undefined {
  const r = reslotFields(input, ctx.normalizer.tables.directionals);
  if (r === undefined) return undefined;
  // the fields re-slotted first (a weak freeform reading of an odd street must not hide them), then the one text;
  // fields that re-slot to themselves would parse to the parts already looked up (betterReading: undefined)
  const same = firstParts !== undefined && sameFields(r.fields, input);
  const joined = joinedLines(input);
  // ('D' and '9 Kenolie Campground': D 9 where the reference lists it, before 9 # D with its unit unconfirmed)
  const lettered = letterLineJoined(input);
  const o =
    (lettered === undefined ? undefined : confirmedReading(ctx, lettered, first, firstParts)) ??
    (same ? undefined : betterReading(ctx, r.fields, first, firstParts)) ??
    betterReading(ctx, r.text, first, firstParts) ??
    (joined === undefined ? undefined : betterReading(ctx, joined, first, firstParts));
  if (o === undefined) return streetUnknown(first) ? cityTwice(ctx, r.text, first, firstParts) : undefined;
  // ('39 Old Athens' with city Athens, OLD ATHENS RD lacking 39: read as '39 Old', OLD HAVEN LN is another street; the
  // street found first keeps the name parsed and its type, if one was written, so it is the one written: the re-reading
  // may only add to its name, as VT ROUTE 11 30 does to VT ROUTE 11)
  // (a first reading with no house number, a city in street_address, is no street written: 118BB SHAWAN RD in city is)
  if (firstParts !== undefined && firstParts.primaryNo !== '' && writtenName(first, firstParts) && !o.parts.streetName.startsWith((first as LookupMatch).parts.streetName)) return undefined;
  const fix: DomainCorrection = { field: 'fields', from: '', to: r.text, reason: 'fields re-read' };
  restate(o, [fix, ...o.corrections]);
  return o;
}

/** The input read another way (`again`), kept when the reference backs it better; listed as `reason`, `shown` its text. */
function keptReading(ctx: Ctx, again: string | ComponentsInput, shown: string, reason: string, first: LookupOutcome, firstParts: AddressParts | undefined): LookupOutcome | undefined {
  const o = betterReading(ctx, again, first, firstParts);
  if (o === undefined) return undefined;
  restate(o, [{ field: 'fields', from: '', to: shown, reason }, ...o.corrections]);
  return o;
}

/** The input's text rewritten (`rewrite`: undefined when it does not apply), kept when the reference backs it better; listed as `reason`. */
function rewritten(ctx: Ctx, text: string, rewrite: (t: string) => string | undefined, reason: string, first: LookupOutcome, firstParts: AddressParts | undefined): LookupOutcome | undefined {
  const again = rewrite(text);
  return again === undefined ? undefined : keptReading(ctx, again, again, reason, first, firstParts);
}

/** '18 Stevens Loop Weston, Weston VT 05161' read without the city's first copy. */
export const cityTwice = (ctx: Ctx, text: string, first: LookupOutcome, firstParts: AddressParts | undefined): LookupOutcome | undefined =>
  rewritten(ctx, text, (t) => withoutRepeatedCity(t, ctx.normalizer.tables.cityWords), 'city written twice: read without its first copy', first, firstParts);

/** 'Danby, VT 05739, 81 Michaels Ln' read as '81 Michaels Ln, Danby, VT 05739'. */
export const lastLineFirst = (ctx: Ctx, text: string, first: LookupOutcome, firstParts: AddressParts): LookupOutcome | undefined =>
  rewritten(ctx, text, lastLineAfter, 'last line read after the street', first, firstParts);

/** The input with a scanned digit inside a name word read as its letter, looked up again; undefined when none or no better. */
export function ocrReading(ctx: Ctx, input: string | ComponentsInput, first: LookupOutcome, firstParts: AddressParts): LookupOutcome | undefined {
  const units = ctx.normalizer.tables.units;
  // (undefined: nothing to read back)
  const read = (text: string | undefined): string | undefined => {
    const again = text ? ocrNameLetters(text, units) : text;
    return again === text ? undefined : again;
  };
  const reason = 'a digit inside a name word read as the letter it looks like';
  if (typeof input === 'string') return rewritten(ctx, input, read, reason, first, firstParts);
  const street = read(input.streetAddress);
  const full = read(input.fullAddress);
  if (street === undefined && full === undefined) return undefined;
  const again = { ...input, fullAddress: full ?? input.fullAddress, streetAddress: street ?? input.streetAddress };
  return keptReading(ctx, again, again.streetAddress || again.fullAddress || '', reason, first, firstParts);
}

/**
 * A street found nowhere (or only as another street lacking the number), read again from each later house number on
 * (firm-digits.ts): 'Channel 5 News, 15660 Camino Del Cerro' is no 5 NEWS. Kept only found (betterReading) with the street
 * as written; the words dropped are listed.
 */
export function firmDigitsReading(ctx: Ctx, input: string | ComponentsInput, first: LookupOutcome, firstParts: AddressParts): LookupOutcome | undefined {
  const text = typeof input === 'string' ? input : input.streetAddress || input.fullAddress || '';
  // cheap tests first: a first word that is no house number (the words dropped open the text: a firm opens with none), and a
  // digit after it
  const space = text.search(/[\s,;]/);
  if (space < 0 || /^\d+$/.test(text.slice(0, space)) || !/\d/.test(text.slice(space))) return undefined;
  const units = ctx.normalizer.tables.units;
  for (const rest of laterNumberStarts(text)) {
    const again = typeof input === 'string' ? rest : input.streetAddress ? { ...input, streetAddress: rest } : { ...input, fullAddress: rest };
    const dropped = text.slice(0, text.length - rest.length).replace(/[\s,;]+$/, '');
    // a firm's name: a word of letters with a vowel that is no unit word ('2D / 1955 Spruce St', 'Apt 207/211 Gough St' open
    // with a unit, 'SLR 7' with a letter group), not opening with a house number and not cut after a street type (VT ROUTE
    // 106, US HIGHWAY 2: the route's number)
    const words = dropped.toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w !== '');
    // (and holding the number that made it read as an address: SUR in 'SUR 6 HORSESHOE ACRES 1' is the number's)
    if (words.length === 0 || /^\d+$/.test(words[0]!) || ctx.normalizer.tables.suffixes.has(words[words.length - 1]!) || !/\d/.test(dropped)) continue;
    if (!words.some((w) => /^[A-Z]{2,}$/.test(w) && /[AEIOUY]/.test(w) && !units.has(w))) continue;
    const o = keptReading(ctx, again, dropped, 'words before the house number set aside (a firm whose name holds a number)', first, firstParts);
    // (the street found as written: a street corrected after words dropped is no reading of what was written)
    if (o !== undefined && o.ok && !o.corrections.some((c) => c.field === 'street')) return o;
  }
  return undefined;
}

/** `a` (re-slotted fields) holds exactly what the input's fields hold, so the parser reads the two alike. */
function sameFields(a: ComponentsInput, input: ComponentsInput): boolean {
  return (
    (input.fullAddress === undefined || input.fullAddress === '') &&
    a.streetAddress === input.streetAddress &&
    a.aptSuiteOther === input.aptSuiteOther &&
    a.city === input.city &&
    a.state === input.state &&
    a.zipCode === input.zipCode &&
    a.country === input.country
  );
}

/** A reading found with nothing left unconfirmed (dpv Y), and better than `first` (betterReading). */
function confirmedReading(ctx: Ctx, input: string | ComponentsInput, first: LookupOutcome, firstParts: AddressParts | undefined): LookupMatch | undefined {
  const o = betterReading(ctx, input, first, firstParts);
  return o !== undefined && o.dpv === 'Y' ? o : undefined;
}

/** A reading the reference backs better than `first`: found where it was not, its unit confirmed where it was not, or no unit left unconfirmed where `first` left one. */
function betterReading(ctx: Ctx, input: string | ComponentsInput, first: LookupOutcome, firstParts: AddressParts | undefined): LookupMatch | undefined {
  const parsed = ctx.normalizer.parse(input);
  if (!parsed.ok) return undefined;
  // read the same as the first time, it would be looked up to the same answer (most rows not found: 0 MAIN ST)
  if (firstParts !== undefined && sameParts(parsed.parts, firstParts)) return undefined;
  const read = lookupParts(ctx, parsed.parts, parsed.line1);
  // (words the re-reading set aside are read back as the first reading's are: 'Attn: Billing A 19 …' is A 19 where listed)
  const unread = wordsReadBack(ctx, input, parsed.parts, parsed.warnings, read);
  // (and a unit word opening the city, UPPER FALLS, is the city's, as it is the first time)
  const p = parsed.parts;
  const o = found(unread) && p.secondaryNo === '' && p.secondaryAbbrev !== '' ? (unitOpensCity(ctx, input, p, parsed.warnings, unread as LookupMatch) ?? unread) : unread;
  if (!o.ok || o.status !== 'ADDRESS_FOUND') return undefined;
  // (a unit left unconfirmed that the re-reading reads as something else, 05819 as the ZIP, is not confirmed: D is better than S)
  return !found(first) || o.dpv === 'Y' || ((first as LookupMatch).dpv === 'S' && o.dpv !== 'S') ? o : undefined;
}
