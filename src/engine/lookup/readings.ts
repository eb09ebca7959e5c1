// The parts as parsed, then the readings of them the reference may back better (a unit read as the number, a
// letter as the name, a city written into the name): each kept only where the reference backs it.
import { type Ctx, listsNumber, nameExists, pick, restate, streetQuery, zipOnly, zipsOf } from './context.js';
import { lookupStreet, namedReading, reading } from './street.js';
import type { AddressParts } from '../types.js';
import { exactCandidates } from '../match/candidates.js';
import { boundedDistance } from '../match/edit-distance.js';
import { cityAcceptable, type ZipChoice } from '../match/zip-candidates.js';
import { push } from '../match/zip-streets.js';
import { NO_STREET_DATA } from './outcomes.js';
import { setAsideToName } from './set-aside.js';
import { streetCitySplits } from './street-city-split.js';
import { found, keepsDirection, keepsFirstWord, oneStreet, rooftop, streetUnknown, writtenStreet } from './outcome-checks.js';
import { dashedNumberToUnit, directionToNumber, directionTypoToName, firmToNumber, firmToUnit, letterNumberToName, letterToName, letterToNumber, nameNumberToNumber, numberTwice, postdirUnitToName, typeWordToName, unitToName, unitToNumber, unitToType, wordToNumber, wordUnitToName } from './rereadings.js';
import { gluedTypeReadings } from './glued-type.js';
import type { LookupMatch, LookupOutcome } from './types.js';
import type { ZipInfo } from '../reference/types.js';

/** `line1`: the parse's own delivery line for `p` (undefined for a re-reading), kept when the answer does not change it. */
export function lookupParts(ctx: Ctx, p: AddressParts, line1: string | undefined): LookupOutcome {
  const o = lookupAsParsed(ctx, p, line1);
  return found(o) && p.city !== '' && (o as LookupMatch).corrections.some((c) => c.field === 'street') ? (cityInName(ctx, p) ?? o) : o;
}

/**
 * '9 Green Meadow Acres, VT 05990': the name's last word read as the city (ACRES), the rest (GREEN MDW) answered by
 * another street (9 GREEN ST, its type corrected). A city the ZIP given does not know, read back into the name, is
 * the answer when the ZIP holds that name exactly, found or not.
 */
function cityInName(ctx: Ctx, p: AddressParts): LookupOutcome | undefined {
  // (cheap test first: most corrected answers name a city of the ZIP given)
  const given = p.zip === '' ? undefined : ctx.reference.zip(p.zip);
  if (given === undefined || cityAcceptable(given, p.city)) return undefined;
  const bare = { ...p, city: '' };
  const zipsBare = zipsOf(ctx, bare);
  for (const { parts: r } of setAsideToName(bare, p.city, ctx.normalizer.normalizeStreet)) {
    if (!nameExists(ctx, zipsBare, r.streetName)) continue;
    const o = lookupStreet(ctx, r, zipsBare, undefined);
    if (!oneStreet(o) || !o.ok || ctx.nameKey(o.parts.streetName) !== ctx.nameKey(r.streetName)) continue;
    if (o.status === 'ADDRESS_FOUND') restate(o, [{ field: 'fields', from: p.city, to: o.parts.streetName, reason: 'the city written read as the end of the street name' }, ...o.corrections]);
    return o;
  }
  return undefined;
}

function lookupAsParsed(ctx: Ctx, p: AddressParts, line1: string | undefined): LookupOutcome {
  const zips = zipsOf(ctx, p);
  if (NO_STREET_DATA.has(p.recordType) || p.streetName === '') return zipOnly(ctx, p, zips, false, line1);
  // (the number reading keeps the ZIP, city and state, so it shares `zips` and what it has cached)
  const given = zips.given?.info.hasStreets === true ? zips.given.info : undefined;
  const prefixed = firmToNumber(p);
  if (prefixed !== undefined && prefixed.firm === '') {
    const o = lookupReadings(ctx, prefixed, zips, undefined);
    if (found(o)) return o;
  }
  const o = lookupReadings(ctx, p, zips, line1);
  if (streetUnknown(o) && given !== undefined) {
    // ('F 5 KENOLIE CAMPGROUND NEWFANE': the letters before the number read into it first, as above)
    const moved = (prefixed !== undefined && prefixed.firm === '' ? cityBoundary(ctx, prefixed, given) : undefined) ?? cityBoundary(ctx, p, given);
    if (moved !== undefined) return moved;
  }
  // a firm closing in '# 308' on a building whose units the reference lists: kept as the unit only where it is one of them
  const unitInFirm = firmToUnit(p, ctx.normalizer.tables.units);
  if (unitInFirm !== undefined && !(found(o) && (o as LookupMatch).dpv === 'Y')) {
    const u = lookupReadings(ctx, unitInFirm, zips, undefined);
    if (found(u) && (u as LookupMatch).dpv === 'Y') return u;
  }
  // the last word of a longer firm ('Acme Inc, T 6 ...') is looked at only when the answer's street lists T 6, or nothing was found
  if (prefixed === undefined || prefixed.firm === '' || (found(o) && !listsNumber(ctx, o as LookupMatch, prefixed.primaryNo))) return o;
  const f = lookupReadings(ctx, prefixed, zips, undefined);
  return found(f) ? f : o;
}

/** A street run into its city with no comma (street-city-split.ts), read again; the first reading found is kept. */
function cityBoundary(ctx: Ctx, p: AddressParts, zip: ZipInfo): LookupOutcome | undefined {
  for (const r of streetCitySplits(p, zip, ctx.normalizer, ctx.streetCities)) {
    const o = lookupStreet(ctx, r, zipsOf(ctx, r), undefined);
    // (a direction letter read as the name, N + ST, is kept only as that name: N EAST RD in another ZIP is no N ST)
    if (!found(o) || (r.streetName.length === 1 && (o as LookupMatch).parts.streetName !== r.streetName)) continue;
    const read = `${[r.predir, r.streetName].filter((w) => w !== '').join(' ')}, ${r.city}`;
    restate(o as LookupMatch, [{ field: 'fields', from: '', to: read, reason: "street and city parted where the ZIP's city begins" }, ...(o as LookupMatch).corrections]);
    return o;
  }
  return undefined;
}

/** The parse's own reading and the alternatives real reference data needs, the first found kept. */
function lookupReadings(ctx: Ctx, p: AddressParts, zips: ZipChoice, line1: string | undefined): LookupOutcome {
  const folded = unitToName(p);
  const numbered = letterToNumber(p);
  // (the name the reference holds exactly, HORSESHOE ACRES 1, looked up once: found or not, it is the street written)
  const foldedOut = folded !== undefined && nameExists(ctx, zips, folded.streetName) ? lookupStreet(ctx, folded, zips, undefined) : undefined;
  // ('700 number 12rd': the unit # 12RD is the name's closing number with its type glued on, NUMBER 12 RD)
  const foldedTyped = folded !== undefined && foldedOut === undefined && p.suffix === '' && /\d[A-Z]{2,}$/.test(p.secondaryNo) ? gluedTypeReadings(folded, ctx.normalizer.tables.suffixes) : undefined;
  const early =
    (foldedOut !== undefined && found(foldedOut) ? foldedOut : undefined) ??
    (foldedTyped === undefined ? undefined : namedReading(ctx, foldedTyped, zips, found)) ??
    namedReading(ctx, postdirUnitToName(p, ctx.normalizer.tables.directionNames), zips, found) ??
    namedReading(ctx, letterNumberToName(p), zips, rooftop) ??
    reading(ctx, numbered, zips, found) ??
    // a two-word number is only ever a listed point: a range would take 142 71 for 142 (71 RANCH RD is a name)
    reading(ctx, wordToNumber(p), zips, rooftop) ??
    // (only a name the ZIPs hold as written: HORSESHOE ACRES 9 is no number 9 on a corrected HORSESHOE ACRES 1)
    namedReading(ctx, unitAsNumber(p), zips, rooftop) ??
    namedReading(ctx, numberTwice(p), zips, rooftop);
  if (early !== undefined) return early;
  const o = lookupStreet(ctx, p, zips, line1);
  if (p.primaryNo === '' && streetUnknown(o)) {
    // (the street written, without the number, lists it as a point: a route's own number is no house number elsewhere)
    const r = nameNumberToNumber(p, ctx.normalizer.normalizeStreet);
    const n = r === undefined ? undefined : lookupStreet(ctx, r, zips, undefined);
    if (n !== undefined && rooftop(n) && found(n) && writtenStreet(n, r!)) return n;
  }
  if (!rooftop(o) && ctx.poundDashed && p.primaryNo.includes('-')) {
    // (only where the point lists that unit, and written after '#': 9-11 or 9 & 11 is a range, no unit 9 of 11)
    for (const r of dashedNumberToUnit(p)) {
      const u = lookupStreet(ctx, r, zips, undefined);
      if (found(u) && (u as LookupMatch).dpv === 'Y') return u;
    }
  }
  // WEST HL read as W HILL (1 B FRST as 1 B FOREST) when the first reading found nothing, or found only by changing the type
  // written (SOUTH ST for SOUTH SMT)
  const directed = typeWordToName(p, ctx.normalizer.tables);
  // (not when the street written exists as written, WEST ST or E ST without the number: W STREET RD is another street)
  const retyped = found(o) && (o as LookupMatch).parts.suffix !== '' && (o as LookupMatch).parts.suffix !== p.suffix;
  // ('56 East Shore', 05486: EAST SHR S found only in the next ZIP, E SHORE RD in the ZIP given)
  const moved = directed !== undefined && found(o) && zips.given !== undefined && (o as LookupMatch).parts.zip !== zips.given.info.zip;
  if (directed !== undefined && (!writtenStreet(o, p) || moved) && (!found(o) || retyped || moved) && nameExists(ctx, zips, directed.streetName)) {
    // (the name as the reference holds it, never a typo's; a letter taken into the number must be a listed point's: a
    // range would back any letter; a direction read as the predirectional must stay one: EAST HL is no HILL RD)
    const keep = directed.primaryNo === p.primaryNo ? found : rooftop;
    const d = lookupStreet(ctx, directed, zips, undefined);
    if (keep(d) && (directed.predir === '' || keepsDirection(d, directed.predir))) return d;
    // '22 West Park' where W PARK ST lacks 22: WEST ST, reached by changing the type written, is no better a reading
    if (retyped && directed.predir !== '' && d.ok && d.status === 'ADDRESS_NOT_FOUND' && d.accuracy === 'STREET' && d.parts.streetName === directed.streetName && keepsDirection(d, directed.predir)) return d;
  }
  // MAPL ACRES 6: a corrected name that ends in the trailing number took that number twice (MAPLE ACRES 6 # 6): the
  // number read into the name is the answer, found or not ('W 8 HOR5ESHOE ACRES 5' is no HORSESHOE ACRES 5 # 5, with or
  // without W 8, its 5 moved to the end by the correction; not found, it is left to the scanned-digit reading)
  // (a folded name the ZIPs hold exactly was looked up above: foldedOut, not found)
  if (folded !== undefined && foldedOut === undefined && oneStreet(o) && o.ok && o.parts.streetName.endsWith(` ${p.secondaryNo}`)) {
    const f = lookupStreet(ctx, folded, zips, undefined);
    if (found(f) || (o.parts.secondaryNo === p.secondaryNo && !p.streetName.endsWith(` ${p.secondaryNo}`))) return f;
  }
  // 'CARRIAGE CIRCLE CM': an answer that added the type the unit word names (CMN) took that word twice, as the type and as
  // the unit (CARRIAGE CIRCLE CMN # CM): the word is the type, read where the ZIPs hold the name with the type before it
  if (found(o) && o.ok && o.parts.secondaryNo === p.secondaryNo && o.parts.suffix !== p.suffix) {
    const typed = unitToType(p, ctx.normalizer.tables).filter((r) => r.suffix === o.parts.suffix);
    const t = typed.length === 0 ? undefined : namedReading(ctx, typed, zips, found);
    if (t !== undefined) return t;
  }
  // 39 HORSESHOE ACRES 1 where that street lacks 39: a name corrected to another street (HORSESHOE ACRES 7 # 1) is not
  // what was written
  if (foldedOut !== undefined && !streetUnknown(foldedOut) && o.ok && found(o) && o.parts.streetName !== p.streetName && o.parts.streetName !== folded!.streetName) return foldedOut;
  // a one-letter directional the answer had to drop may be the number's letter the reference lists (54 E):
  // looked up when the answer's street lists that number, or when several streets tied (the answer, or the guess it
  // did not claim: '54 E Starbird Rd' with the next ZIP is STARBIRD RD there, the direction dropped and the ZIP changed)
  const dropped = (o.ok ? o.unclaimed : undefined) ?? o;
  if (p.predir.length === 1 && dropped.ok && (dropped.status === 'ADDRESS_AMBIGUOUS' || dropped.parts.predir === '')) {
    const lettered = directionToNumber(p);
    if (lettered !== undefined && (dropped.status === 'ADDRESS_AMBIGUOUS' || listsNumber(ctx, dropped, lettered.primaryNo))) {
      const l = reading(ctx, lettered, zips, rooftop);
      if (l !== undefined) return l;
    }
  }
  // '21 B UNION ST' where only 21 is listed: an answer that dropped the lone letter as a misspelling claims 21, a number
  // nobody wrote; the letter may be the number's (21 B), which the reference does not list
  if (numbered !== undefined && found(o) && !keepsFirstWord(o, p.streetName)) return lookupStreet(ctx, numbered, zips, undefined);
  // 'ElmSt', 'Van NessAve': the type glued to the name, read only where the ZIPs hold the name exactly (glued-type.ts)
  const glued = streetUnknown(o) ? namedReading(ctx, gluedTypeReadings(p, ctx.normalizer.tables.suffixes), zips, found) : undefined;
  if (glued !== undefined) return glued;
  // also where the name had to be corrected ('233 edridgeway' is EDRIDGE WAY as written, not RIDGEWAY RD two letters
  // shorter, 'east westrd' EAST WEST RD, not WEST HL) or the answer is no address ('60 BixbyRd': BIXBY RD EXT lacking 60,
  // '111 LAKERD': LAKE CIR and LAKE RD tied); each reading kept only as the street it names (found or not where the answer
  // is a longer street named by the reading's name and type, '2 DUTTONAVE' DUTTON AVE EXT: as '2 Dutton Ave', no claim)
  if (p.suffix === '' && glued === undefined && o.ok && (o.status !== 'ADDRESS_FOUND' || o.parts.streetName !== p.streetName)) {
    for (const g of gluedTypeReadings(p, ctx.normalizer.tables.suffixes, ctx.normalizer.tables.directionNames)) {
      const longer = o.status === 'ADDRESS_FOUND' && o.parts.streetName === `${g.streetName} ${g.suffix}`;
      const r = namedReading(ctx, [g], zips, (x) => (longer || found(x)) && writtenStreet(x, g));
      if (r !== undefined) return r;
    }
  }
  // '9 SOUTH Sreet': an answer that corrected the name and added a type (S STREET LN) is no better than the type misspelt
  // after a spelled direction (SOUTH ST), which adds nothing
  if (found(o) && p.predir !== '' && p.suffix === '' && (o as LookupMatch).parts.suffix !== '' && (o as LookupMatch).parts.streetName !== p.streetName) {
    const d = directionTypo(ctx, p, zips);
    if (d !== undefined) return d;
  }
  if (found(o)) return writtenElsewhere(ctx, p, zips, o as LookupMatch) ?? o;
  // (cheap test first, nothing allocated on the way: most streets not found have no direction before a typeless name)
  const typo = p.predir !== '' && p.suffix === '' ? directionTypo(ctx, p, zips) : undefined;
  if (typo !== undefined) return typo;
  const unitWord = wordUnitToName(p, ctx.unitWords);
  const w = unitWord === undefined ? undefined : namedReading(ctx, [unitWord], zips, found);
  if (w !== undefined) return w;
  // ('21B UNION ST' read as 21 on B UNION ST: kept only when the answer's name keeps the B, as R ABEL LN does)
  const named = letterToName(p);
  return reading(ctx, named, zips, (r) => found(r) && keepsFirstWord(r, named!.streetName)) ?? o;
}

/**
 * '45 SOUTH Streeet': the type misspelt after a direction, the direction (or its letter: E ST) the name; found with the number only, in one reading only,
 * and in the ZIP given where one with street data is given: the type read from a misspelling is itself a correction, so
 * a ZIP changed on top of it is two stacked ('6 E Sreet', 05440 is no 6 EAST ST in 05452), as pick() refuses.
 */
function directionTypo(ctx: Ctx, p: AddressParts, zips: ZipChoice): LookupOutcome | undefined {
  const zip = zips.given?.info.hasStreets === true ? zips.given.info.zip : undefined;
  let kept: LookupMatch | undefined;
  // (the type read from a misspelling must be the street's: SOUTH ST found with the number, never a typo of another name)
  for (const r of directionTypoToName(p, ctx.normalizer.tables.directionNames, ctx.typeTypos)) {
    const d = lookupStreet(ctx, r, zips, undefined);
    if (!found(d) || !writtenStreet(d, r) || !d.ok || (zip !== undefined && d.parts.zip !== zip)) continue;
    // (two readings found, E ST and EAST ST both holding the number: the reference cannot tell which was meant)
    if (kept !== undefined) return undefined;
    restate(d, [{ field: 'street', from: `${p.predir} ${p.streetName}`, to: `${r.streetName} ${r.suffix}`, reason: 'type misspelt after a direction, the direction (or its letter) its name' }, ...d.corrections]);
    kept = d;
  }
  return kept;
}

/**
 * The street types a word is a typo of: one edit from the spelled type (two from one of six letters or more), same first
 * letter; never a type word as written (the parse would have read it as the type: N UNION is a name). The spelled types
 * are grouped by first letter once, here.
 */
export function typeTyposOf(t: { readonly suffixes: ReadonlyMap<string, string>; readonly suffixNames: ReadonlyMap<string, string> }): (word: string) => string[] {
  const byLetter = new Map<string, [string, string][]>();
  for (const [abbrev, full] of t.suffixNames) push(byLetter, full[0]!, [abbrev, full]);
  return (word) => {
    if (t.suffixes.has(word)) return [];
    const out: string[] = [];
    // (suffixNames holds each abbreviation once: no type is listed twice)
    for (const [abbrev, full] of byLetter.get(word[0]!) ?? []) {
      if (Math.abs(full.length - word.length) <= 2 && boundedDistance(word, full, 2) <= (full.length >= 6 ? 2 : 1)) out.push(abbrev);
    }
    return out;
  };
}

/**
 * '14 Cedar Cliff' answered 14 CEDAR ST (type CLF corrected), '112 East State' 112 STATE ST (direction dropped): the
 * answer dropped or changed a type or direction written, yet the street as written (CEDAR CLIFF LN, E STATE ST) is in
 * that ZIP without the number. That street is the answer, not found; another street is no reading of what was written.
 */
function writtenElsewhere(ctx: Ctx, p: AddressParts, zips: ZipChoice, o: LookupMatch): LookupOutcome | undefined {
  // cheap test first: most answers keep what was written
  const a = o.parts;
  // (a direction moved after the name is kept: W EL CAMINO REAL for EL CAMINO REAL W)
  if ((p.predir === '' || a.predir === p.predir || (a.predir === '' && a.postdir === p.predir)) && (p.suffix === '' || a.suffix === p.suffix)) return undefined;
  const given = zips.given;
  if (given === undefined || !given.info.hasStreets) return undefined;
  const q = streetQuery(ctx, p);
  const zs = ctx.streets(given.info.zip);
  const fits = (s: { predir: string; name: string; suffix: string }): boolean => s.predir === p.predir && s.name === p.streetName && (p.suffix === '' || s.suffix === p.suffix);
  const written = (zs.byKey.get(q.key)?.filter((s) => fits(s) && s.postdir === p.postdir) ?? []).concat((zs.shortened.get(q.key) ?? []).filter((s) => fits(s.asWritten) && s.street.postdir === p.postdir).map((s) => s.street));
  // (LAKE MANOR fits LAKE MANOR CT and LAKE MANOR DR alike: an answer that fits what was written is one of them)
  if (written.length === 0 || a.zip !== given.info.zip || written.some((s) => s.name === a.streetName && s.predir === a.predir && s.suffix === a.suffix && s.postdir === a.postdir)) return undefined;
  const ids = new Set(written.map((s) => s.id));
  return pick(ctx, p, exactCandidates(ctx.reference, ctx.streets, q, [given]).filter((c) => ids.has(c.street.id)), undefined);
}

function unitAsNumber(p: AddressParts): AddressParts[] {
  const r = unitToNumber(p);
  return r === undefined ? [] : [r];
}
