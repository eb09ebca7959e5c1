// Words the parser set aside, or a unit it could not read, read back in where the answer does not account for them.
import { type Ctx, listsNumber, nameExists, nameInZip, restate, zipsOf } from './context.js';
import { lookupParts } from './readings.js';
import { lookupStreet } from './street.js';
import type { AddressParts, ComponentsInput } from '../types.js';
import { boundedDistance } from '../match/edit-distance.js';
import type { ZipChoice } from '../match/zip-candidates.js';
import { joinedLines } from './fields-text.js';
import { replaceSetAside, setAsidePhrases, setAsideToName, setAsideUnit } from './set-aside.js';
import { found, oneStreet, rooftop, writtenStreet } from './outcome-checks.js';
import type { LookupMatch, LookupOutcome } from './types.js';
import { UNREAD_UNIT } from '../parse/warning-words.js';
import { gluedTypeReadings } from './glued-type.js';

/** A street answered, not found, only by correcting the street written. */
export const streetChanged = (o: LookupOutcome): boolean => oneStreet(o) && o.ok && o.corrections.some((c) => c.field === 'street');

/**
 * Words in `warnings` (set aside, or an apt_suite_other that is no unit) the answer `first` does not account for, read
 * back into the address: the reading kept when the reference holds the street it names; `warnings` then loses them.
 */
export function unreadWords(ctx: Ctx, input: string | ComponentsInput, p: AddressParts, warnings: string[], first: LookupMatch): LookupOutcome {
  const phrases = setAsidePhrases(warnings);
  if (phrases.length > 0) {
    const o = setAsideReading(ctx, p, phrases, first, lineText(input));
    if (o !== undefined) {
      replaceSetAside(warnings, o.phrase, o.rest);
      return o.outcome;
    }
    const d = setAsideDirection(ctx, p, phrases, first);
    if (d !== undefined) {
      replaceSetAside(warnings, d.phrase, '');
      return d.outcome;
    }
    const typed = setAsideType(ctx, p, phrases[0]!, first);
    if (typed !== undefined) {
      replaceSetAside(warnings, phrases[0]!, typed.rest);
      return typed.outcome;
    }
  }
  // a unit closing words set aside before the street, kept where the answer's point lists it (units there, none given)
  if (first.dpv === 'D' && p.secondaryAbbrev === '') {
    for (const phrase of p.firm === '' ? phrases : [...phrases, p.firm]) {
      const r = setAsideUnit(p, phrase, ctx.normalizer.tables.units);
      if (r === undefined) continue;
      const o = lookupStreet(ctx, r.parts, zipsOf(ctx, p), undefined);
      if (!found(o) || (o as LookupMatch).dpv !== 'Y' || (o as LookupMatch).parts.streetName !== first.parts.streetName) continue;
      replaceSetAside(warnings, phrase, r.rest);
      return o;
    }
  }
  // '11 Deer' and 'Cross Ct': line 1 cut across two columns, DEER CREEK CT found for DEER; the joined line names DEER CROSS CT
  if (typeof input === 'string' || !warnings.some((w) => w.startsWith(UNREAD_UNIT))) return first;
  const joined = joinedLines(input);
  const parsed = joined === undefined ? undefined : ctx.normalizer.parse(joined);
  if (parsed === undefined || !parsed.ok) return first;
  const o = lookupParts(ctx, parsed.parts, parsed.line1);
  // (found as written, every word in the street and nothing corrected: '9 Ward Ter' and 'Dr. Priya Patel' is no WARNER DR,
  // and read as a unit, '0' or 'N/A' would only be a placeholder written again)
  if (!found(o) || !o.ok || o.dpv !== 'Y' || o.line1 === first.line1 || o.parts.secondaryAbbrev !== '' || (p.zip !== '' && o.parts.zip !== p.zip) || !writtenStreet(o, parsed.parts) || parsed.warnings.length > 0) return first;
  restate(o, [{ field: 'fields', from: '', to: `${joined!.streetAddress}`, reason: 'fields re-read' }, ...o.corrections]);
  warnings.splice(0, warnings.length, ...parsed.warnings);
  return o;
}

/**
 * unreadWords from the answer `o` where it names one street, found or not (a street found without the number may be the
 * start of a longer one: YORK ST + EXT set aside is YORK ST EXT), or from the guess it did not claim (context.ts
 * stackedGuess: VT ROUTE 133 in the next ZIP, + TINMOUTHRD set aside, is VT ROUTE 133 W TINMOUTH RD); `o` itself when
 * no reading is kept.
 */
export function wordsReadBack(ctx: Ctx, input: string | ComponentsInput, p: AddressParts, warnings: string[], o: LookupOutcome): LookupOutcome {
  const first = (o.ok ? o.unclaimed : undefined) ?? o;
  if (warnings.length === 0 || !oneStreet(first)) return o;
  const r = unreadWords(ctx, input, p, warnings, first as LookupMatch);
  return r === first ? o : r;
}

/** The text the delivery line was read from: the whole input, or its full_address and street_address. */
export const lineText = (input: string | ComponentsInput): string => (typeof input === 'string' ? input : `${input.fullAddress ?? ''}\n${input.streetAddress ?? ''}`);

/**
 * `first`'s street answered with house number `letters` + `p.primaryNo` ('A 7'), read from `parts`, when `text` writes the
 * letters right before the number and the street lists that number there (a fax number's 'F:' after the ZIP is no F 2).
 */
function lettersOpeningNumber(ctx: Ctx, p: AddressParts, parts: AddressParts, letters: string, first: LookupMatch, text: string): LookupOutcome | undefined {
  const no = `${letters} ${p.primaryNo}`;
  if (!new RegExp(`(?:^|[^A-Za-z0-9])${letters}[\\s,]+${p.primaryNo}(?![0-9])`, 'i').test(text) || !listsNumber(ctx, first, no)) return undefined;
  const o = lookupStreet(ctx, { ...parts, primaryNo: no }, zipsOf(ctx, parts), undefined);
  return rooftop(o) && found(o) ? o : undefined;
}

const phraseCount = (text: string, phrase: string): number => text.match(new RegExp(`(?<![A-Z])${phrase.replace(/ /g, '\\s+')}(?![A-Z])`, 'g'))?.length ?? 0;

/**
 * '7935 Bradshaw Rd Upper Falls MD', '11540 Franklinville Rd Upper Falls Upper Falls': UPPER opening the city (Upper
 * Falls, Front Royal) read as the unit UPPR. The unit is the city's first word when the answer's ZIP has that city and
 * the text writes the word no more often than the city.
 */
export function unitOpensCity(ctx: Ctx, input: string | ComponentsInput, p: AddressParts, warnings: string[], first: LookupMatch): LookupOutcome | undefined {
  const word = ctx.unitWords.get(p.secondaryAbbrev);
  const info = word === undefined ? undefined : ctx.reference.zip(first.parts.zip);
  const city = info?.acceptableCities.find((c) => c.startsWith(`${word} `));
  if (city === undefined) return undefined;
  const text = (typeof input === 'string' ? input : Object.values(input).join('\n')).toUpperCase();
  if (phraseCount(text, word!) > phraseCount(text, city)) return undefined;
  const o = lookupStreet(ctx, { ...p, secondaryAbbrev: '', city, recordType: 'S' }, zipsOf(ctx, { ...p, city }), undefined);
  if (!found(o) || !o.ok || o.parts.streetName !== first.parts.streetName || o.parts.zip !== first.parts.zip) return undefined;
  replaceSetAside(warnings, city.slice(word!.length + 1), '');
  return o;
}

/**
 * 'Attention: Billing Dept A 7 Kenolie Campground': the parse reads DEPT A as the unit, which the building does not
 * list, while the street lists house number A 7 and the text writes the letters right before the number: that number.
 */
export function unitLettersToNumber(ctx: Ctx, input: string | ComponentsInput, p: AddressParts, first: LookupMatch): LookupOutcome | undefined {
  const letters = p.secondaryNo;
  if (!/^[A-Z]{1,3}$/.test(letters) || !/^\d+$/.test(p.primaryNo) || first.parts.primaryNo !== p.primaryNo) return undefined;
  return lettersOpeningNumber(ctx, p, { ...p, secondaryAbbrev: '', secondaryNo: '', recordType: 'S' }, letters, first, lineText(input));
}

/**
 * '496 VT Route 100 No.': a direction word set aside (NO, read as no direction) where the answer's street, written with
 * no postdirectional, also runs with that one holding the number (VT ROUTE 100 and VT ROUTE 100 N both list 496).
 */
function setAsideDirection(ctx: Ctx, p: AddressParts, phrases: readonly string[], first: LookupMatch): { outcome: LookupOutcome; phrase: string } | undefined {
  if (p.postdir !== '' || first.parts.postdir !== '' || !found(first)) return undefined;
  for (const phrase of phrases) {
    const dir = phrase === 'NO' ? 'N' : ctx.normalizer.tables.directionals.get(phrase);
    if (dir === undefined) continue;
    const o = lookupStreet(ctx, { ...p, postdir: dir }, zipsOf(ctx, p), undefined);
    if (rooftop(o) && found(o) && o.ok && o.parts.postdir === dir && o.parts.streetName === first.parts.streetName && o.parts.zip === first.parts.zip) return { outcome: o, phrase };
  }
  return undefined;
}

/**
 * A phrase set aside after the street read back into its name (setAsideToName), looked up where the ZIPs hold that name
 * exactly; its street is the answer, found or not.
 */
export function setAsideName(ctx: Ctx, p: AddressParts, phrases: readonly string[], standardized = true): { outcome: LookupOutcome; phrase: string; rest: string } | undefined {
  let zips: ZipChoice | undefined;
  for (const phrase of phrases) {
    for (const { parts: written, rest } of setAsideToName(p, phrase, standardized ? ctx.normalizer.normalizeStreet : undefined)) {
      zips ??= zipsOf(ctx, p);
      // (a street found nowhere: with a ZIP given, only its own names are asked; a city's merged table is asked per key)
      const held = (name: string): boolean => (standardized ? nameExists(ctx, zips!, name) : nameInZip(ctx, zips!, name));
      // ('VT ROUTE 133 W' + 'TINMOUTHRD': the type glued to the phrase's last word, VT ROUTE 133 W TINMOUTH RD)
      const r = held(written.streetName) ? written : standardized ? gluedTypeReadings(written, ctx.normalizer.tables.suffixes).find((g) => held(g.streetName)) : undefined;
      if (r === undefined) continue;
      // ('7 Whites Ln Ave A Rear': the words left after the name, a unit word that takes no number, are the unit)
      const unit = rest === '' || p.secondaryAbbrev !== '' ? undefined : ctx.normalizer.tables.units.get(rest);
      const read = unit !== undefined && !unit.needsNumber ? { ...r, secondaryAbbrev: unit.abbrev, recordType: 'H' as const } : r;
      const o = lookupStreet(ctx, read, zips, undefined);
      if (oneStreet(o) && o.ok && ctx.nameKey(o.parts.streetName) === ctx.nameKey(r.streetName)) return { outcome: o, phrase, rest: read === r ? rest : '' };
    }
  }
  return undefined;
}

/**
 * '2 SCHOOL ST Plae' (SCHOOL ST PL beside SCHOOL ST, both holding 2): the first word set aside after a street found as
 * written may be the misspelt type of the street named by that name and its type; that street where the ZIP holds it
 * with the number and the word reads as its type (a type word, or one or two edits from its spelling: PLAE, COUR).
 */
function setAsideType(ctx: Ctx, p: AddressParts, phrase: string, first: LookupMatch): { outcome: LookupOutcome; rest: string } | undefined {
  // cheap test first: a street with a type, answered as written
  if (p.suffix === '' || p.postdir !== '' || first.parts.streetName !== p.streetName || first.parts.suffix !== p.suffix) return undefined;
  const space = phrase.indexOf(' ');
  const word = space < 0 ? phrase : phrase.slice(0, space);
  const t = ctx.normalizer.tables;
  const spelled = t.suffixNames.get(p.suffix) ?? p.suffix;
  const zs = ctx.streets(first.parts.zip);
  for (const name of new Set([`${p.streetName} ${p.suffix}`, `${p.streetName} ${spelled}`])) {
    for (const s of zs.byKey.get(ctx.nameKey(name)) ?? []) {
      if (s.predir !== p.predir || s.postdir !== '' || s.suffix === '' || ctx.reference.point(s.id, p.primaryNo) === undefined) continue;
      const full = t.suffixNames.get(s.suffix) ?? s.suffix;
      if (t.suffixes.get(word) !== s.suffix && boundedDistance(word, full, 2) > (full.length >= 5 ? 2 : 1)) continue;
      const o = lookupStreet(ctx, { ...p, streetName: s.name, suffix: s.suffix }, zipsOf(ctx, p), undefined);
      if (found(o) && o.ok && o.parts.streetName === s.name && o.parts.suffix === s.suffix) return { outcome: o, rest: space < 0 ? '' : phrase.slice(space + 1) };
    }
  }
  return undefined;
}

/**
 * '9 Green Mdw Acres' answered 9 N GREEN ST: with the street changed, a phrase set aside after it may end its name (GREEN
 * MEADOW ACRES), looked up when the ZIPs hold that name exactly; its street is the answer, found or not. 'Attn Billing
 * S, 1 Kenolie Campground': letters closing a phrase set aside may open the number (S 1) the answer's street lists, when
 * the input (`text`) writes them right before it (a fax number's 'F:' after the ZIP is no F 2).
 */
function setAsideReading(ctx: Ctx, p: AddressParts, phrases: readonly string[], first: LookupMatch, text: string): { outcome: LookupOutcome; phrase: string; rest: string } | undefined {
  // (the street changed, or moved to another ZIP: VT ROUTE 133 W + TINMOUTH had answered VT ROUTE 133 in the next ZIP)
  if (first.corrections.some((c) => c.field === 'street' || (c.field === 'zip' && c.from !== ''))) {
    const named = setAsideName(ctx, p, phrases);
    if (named !== undefined) return named;
  }
  const last = phrases[phrases.length - 1]!;
  const letters = /(?:^| )([A-Z]{1,3})$/.exec(last)?.[1];
  if (letters === undefined || p.firm !== '' || !/^\d+$/.test(p.primaryNo) || first.parts.primaryNo !== p.primaryNo) return undefined;
  // (the answer's street, which lists that number: KENOLIE CAMPGROUND parted from the city run into it, UPPER MAPLE)
  const a = first.parts;
  // (and its unit: a bare number folded into the name, HORSESHOE ACRES 1, is no unit # 1 as well)
  const street = { predir: a.predir, streetName: a.streetName, suffix: a.suffix, postdir: a.postdir, secondaryAbbrev: a.secondaryAbbrev, secondaryNo: a.secondaryNo };
  const o = lettersOpeningNumber(ctx, p, { ...p, ...street, city: a.city, zip: a.zip }, letters, first, text);
  return o === undefined ? undefined : { outcome: o, phrase: last, rest: last.slice(0, last.length - letters.length).trim() };
}
