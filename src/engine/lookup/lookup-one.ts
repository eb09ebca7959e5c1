// One address: parse -> candidate ZIPs -> street candidates -> tie rule -> outcome.
// The ZIP given is searched alone first; the city's other ZIPs and typo search only when needed.
import type { AddressParts, ComponentsInput } from '../types.js';
import { exactCandidates, exactInCities, lowestTotal, typoCandidates, type Candidate, type CandidateQuery } from '../match/candidates.js';
import { cityZipsCache, type CityZipsCache } from '../match/city-zips.js';
import { choose, type Choice } from '../match/choose.js';
import { cityTypos, type CityTypos } from '../match/city-typos.js';
import { COST } from '../match/costs.js';
import { boundedDistance } from '../match/edit-distance.js';
import { cityAcceptable, zipCandidates, type ZipChoice } from '../match/zip-candidates.js';
import { memoReference } from '../match/memo-reference.js';
import { createNameKey, type NameKey } from '../match/street-key.js';
import { streetCities, zipCoverage, type StreetCities, type ZipCoverage } from '../match/zip-coverage.js';
import { zipStreetsCache, type ZipStreetsCache } from '../match/zip-streets.js';
import { NO_STREET_DATA, ambiguousMatch, candidateMatch, zipLevelMatch } from './outcomes.js';
import { sameParts } from '../parse/parts.js';
import { joinedLines, letterLineJoined, reslotFields } from './fields-text.js';
import { replaceSetAside, setAsidePhrases, setAsideToName, setAsideUnit } from './set-aside.js';
import { lastLineAfter, opensWithZip } from './last-line-first.js';
import { withoutRepeatedCity } from './city-twice.js';
import { streetCitySplits } from './street-city-split.js';
import { found, keepsDirection, keepsFirstWord, oneStreet, rooftop, streetUnknown, writtenName, writtenStreet } from './outcome-checks.js';
import { dashedNumberToUnit, directionTypoToName, nameNumberToNumber, directionToNumber, firmToNumber, firmToUnit, letterNumberToName, letterToName, letterToNumber, numberTwice, postdirUnitToName, typeWordToName, unitToName, unitToNumber, unitWords, wordToNumber, wordUnitToName } from './rereadings.js';
import { deliveryFailure, noDeliveryAddress } from './gate.js';
import { matchMessage } from './message.js';
import { unknownCity } from './unknown-city.js';
import { restoreZip } from './spreadsheet.js';
import { unitAsZip } from './unit-zip.js';
import { gluedDesignator } from './glued-unit.js';
import { gluedTypeReadings } from './glued-type.js';
import { ocrNameLetters } from './ocr-letters.js';
import { streetBeforeNumber } from './street-before-number.js';
import type { DomainCorrection, LookupDeps, LookupMatch, LookupOutcome } from './types.js';
import type { ZipInfo } from '../reference/types.js';
import { UNREAD_UNIT } from '../parse/warning-words.js';

interface Ctx extends LookupDeps {
  /** a street name's match key (street-key.ts), over this engine's tables */
  nameKey: NameKey;
  streets: ZipStreetsCache;
  cities: CityZipsCache;
  cityTypos: CityTypos;
  covers: ZipCoverage;
  streetCities: StreetCities;
  /** FRNT → FRONT (rereadings.unitWords) */
  unitWords: ReadonlyMap<string, string>;
  /** the current lookup's ZIP as written ('' when none): set per call, read where a message names it */
  zipText: string;
  /** the current lookup's dashed house number was written after '#' ('#27-601'): set per call, read by the unit-first reading */
  poundDashed: boolean;
  /** the spelled street types by first letter (typeTypos) */
  typesByLetter: ReadonlyMap<string, readonly [string, string][]>;
  /** typeTypos over this context, made once */
  typeTypos: (word: string) => string[];
}

/** `searched`: street candidates were looked for, so a ZIP whose street data covers the city means "not found". */
function zipOnly(ctx: Ctx, p: AddressParts, zips: ZipChoice, searched: boolean, line1: string | undefined): LookupOutcome {
  const one = zips.given ?? (zips.cityZips.length === 1 ? zips.cityZips[0] : undefined);
  if (one !== undefined) {
    const keepCity = unknownCity(ctx.cityTypos, p, one.info, zips);
    return zipLevelMatch(ctx.normalizer, p, one.info, false, searched && ctx.covers(one.info, p.city), line1, ctx.zipText, keepCity);
  }
  return zipLevelMatch(ctx.normalizer, p, undefined, zips.cityZips.length > 1, searched && zips.cityZips.some((z) => ctx.covers(z.info, p.city)), line1, ctx.zipText);
}

function pick(ctx: Ctx, p: AddressParts, candidates: readonly Candidate[], line1: string | undefined, c: Choice = choose(candidates)): LookupOutcome | undefined {
  if (c.kind === 'none') return undefined;
  if (c.kind === 'ambiguous') return ambiguousMatch(ctx.normalizer, p, c.tied, line1);
  return candidateMatch(ctx.normalizer, p, c.best, ctx.reference.pointCount(c.best.street.id) > 0, line1);
}

/** Some ZIP the input points to (the ZIP given, else the city's others) holds a street of exactly this name (no typo allowance). */
function nameExists(ctx: Ctx, zips: ZipChoice, name: string): boolean {
  const key = ctx.nameKey(name);
  if (zips.given?.info.hasStreets && ctx.streets(zips.given.info.zip).byKey.has(key)) return true;
  // (a wrong ZIP given: HORSESHOE ACRES 1 in the city's other ZIP must not be matched as HORSESHOE ACRES 1 # 1)
  return zips.cityChoices.some((c) => c.city.named(key)?.some((s) => s.shortened === undefined && c.city.infos[s.at]!.zip !== zips.zip));
}

/** nameExists, asking only the ZIP given when there is one with street data. */
function nameInZip(ctx: Ctx, zips: ZipChoice, name: string): boolean {
  return zips.given?.info.hasStreets ? ctx.streets(zips.given.info.zip).byKey.has(ctx.nameKey(name)) : nameExists(ctx, zips, name);
}

const confirmed = (c: Candidate): boolean => c.evidence.level !== 'STREET';


/** The answer's street also lists house number `no` (at its ZIP). */
function listsNumber(ctx: Ctx, m: LookupMatch, no: string): boolean {
  const a = m.parts;
  const same = ctx.streets(a.zip).byKey.get(ctx.nameKey(a.streetName));
  return same?.some((s) => s.name === a.streetName && s.predir === a.predir && s.suffix === a.suffix && s.postdir === a.postdir && ctx.reference.point(s.id, no) !== undefined) ?? false;
}

/** The ZIPs `p`'s ZIP, city and state name. */
function zipsOf(ctx: Ctx, p: AddressParts): ZipChoice {
  return zipCandidates(ctx.reference, ctx.cities, p.zip, p.city, p.state, ctx.cityTypos);
}

/** `line1`: the parse's own delivery line for `p` (undefined for a re-reading), kept when the answer does not change it. */
function lookupParts(ctx: Ctx, p: AddressParts, line1: string | undefined): LookupOutcome {
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
  const early =
    (foldedOut !== undefined && found(foldedOut) ? foldedOut : undefined) ??
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
  // MAPL ACRES 6: a corrected name that ends in the trailing number took that number twice (MAPLE ACRES 6 # 6)
  // (a folded name the ZIPs hold exactly was looked up above: foldedOut, not found)
  if (folded !== undefined && foldedOut === undefined && o.ok && o.status === 'ADDRESS_FOUND' && o.parts.streetName.endsWith(` ${p.secondaryNo}`)) {
    const f = reading(ctx, folded, zips, found);
    if (f !== undefined) return f;
  }
  // 39 HORSESHOE ACRES 1 where that street lacks 39: a name corrected to another street (HORSESHOE ACRES 7 # 1) is not
  // what was written
  if (foldedOut !== undefined && !streetUnknown(foldedOut) && o.ok && found(o) && o.parts.streetName !== p.streetName && o.parts.streetName !== folded!.streetName) return foldedOut;
  // a one-letter directional the answer had to drop may be the number's letter the reference lists (54 E):
  // looked up when the answer's street lists that number, or when several streets tied
  if (p.predir.length === 1 && o.ok && (o.status === 'ADDRESS_AMBIGUOUS' || o.parts.predir === '')) {
    const lettered = directionToNumber(p);
    if (lettered !== undefined && (o.status === 'ADDRESS_AMBIGUOUS' || listsNumber(ctx, o, lettered.primaryNo))) {
      const l = reading(ctx, lettered, zips, rooftop);
      if (l !== undefined) return l;
    }
  }
  // '21 B UNION ST' where only 21 is listed: an answer that dropped the lone letter as a misspelling claims 21, a number
  // nobody wrote; the letter may be the number's (21 B), which the reference does not list
  if (numbered !== undefined && found(o) && !keepsFirstWord(o, p.streetName)) return lookupStreet(ctx, numbered, zips, undefined);
  if (found(o)) return writtenElsewhere(ctx, p, zips, o as LookupMatch) ?? o;
  // 'ElmSt', 'Van NessAve': the type glued to the name, read only where the ZIPs hold the name exactly (glued-type.ts)
  const glued = streetUnknown(o) ? namedReading(ctx, gluedTypeReadings(p, ctx.normalizer.tables.suffixes), zips, found) : undefined;
  if (glued !== undefined) return glued;
  // (the type read from a misspelling must be the street's: SOUTH ST found with the number, never a typo of another name;
  // cheap test first, nothing allocated on the way: most streets not found have no direction before a typeless name)
  if (p.predir !== '' && p.suffix === '') for (const r of directionTypoToName(p, ctx.normalizer.tables.directionNames, ctx.typeTypos)) {
    const d = lookupStreet(ctx, r, zips, undefined);
    if (!found(d) || !writtenStreet(d, r) || !d.ok) continue;
    restate(d, [{ field: 'street', from: `${p.predir} ${p.streetName}`, to: `${r.streetName} ${r.suffix}`, reason: 'type misspelt after a spelled direction, the direction its name' }, ...d.corrections]);
    return d;
  }
  const unitWord = wordUnitToName(p, ctx.unitWords);
  const w = unitWord === undefined ? undefined : namedReading(ctx, [unitWord], zips, found);
  if (w !== undefined) return w;
  // ('21B UNION ST' read as 21 on B UNION ST: kept only when the answer's name keeps the B, as R ABEL LN does)
  const named = letterToName(p);
  return reading(ctx, named, zips, (r) => found(r) && keepsFirstWord(r, named!.streetName)) ?? o;
}

/**
 * The street types `word` is a typo of: one edit from the spelled type (two from one of six letters or more), same first
 * letter; never a type word as written (the parse would have read it as the type: N UNION is a name).
 */
function typeTypos(ctx: Ctx, word: string): string[] {
  const t = ctx.normalizer.tables;
  if (t.suffixes.has(word)) return [];
  const out: string[] = [];
  for (const [abbrev, full] of ctx.typesByLetter.get(word[0]!) ?? []) {
    if (Math.abs(full.length - word.length) <= 2 && boundedDistance(word, full, 2) <= (full.length >= 6 ? 2 : 1) && !out.includes(abbrev)) out.push(abbrev);
  }
  return out;
}

/** The spelled street types by first letter (suffixNames: HL → HILL), for typeTypos. */
function typesByLetter(suffixNames: ReadonlyMap<string, string>): Map<string, [string, string][]> {
  const out = new Map<string, [string, string][]>();
  for (const [abbrev, full] of suffixNames) {
    const list = out.get(full[0]!) ?? [];
    list.push([abbrev, full]);
    out.set(full[0]!, list);
  }
  return out;
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

/** The first of these readings whose street name the ZIPs hold exactly (never a typo's), kept when `keep` accepts its answer. */
function namedReading(ctx: Ctx, readings: readonly AddressParts[], zips: ZipChoice, keep: (o: LookupOutcome) => boolean): LookupOutcome | undefined {
  for (const r of readings) if (nameExists(ctx, zips, r.streetName)) return reading(ctx, r, zips, keep);
  return undefined;
}

/** Another reading of the parts looked up, its answer kept when `keep` accepts it. */
function reading(ctx: Ctx, r: AddressParts | undefined, zips: ZipChoice, keep: (o: LookupOutcome) => boolean): LookupOutcome | undefined {
  if (r === undefined) return undefined;
  const o = lookupStreet(ctx, r, zips, undefined);
  return keep(o) ? o : undefined;
}

function streetQuery(ctx: Ctx, p: AddressParts): CandidateQuery {
  return {
    street: { predir: p.predir, name: p.streetName, suffix: p.suffix, postdir: p.postdir },
    key: ctx.nameKey(p.streetName),
    primaryNo: p.primaryNo,
    unit: p.secondaryAbbrev !== '' || p.secondaryNo !== '' ? { abbrev: p.secondaryAbbrev, no: p.secondaryNo } : undefined,
  };
}

/**
 * '135 Main St, Winooski VT 05440': the ZIP given is another city's (Alburgh), where the street is found only by changing
 * it (S MAIN ST), while the city written holds the street exactly as written (05404). Either the ZIP or the street is
 * wrong: both are listed, neither claimed.
 */
function cityDoubt(ctx: Ctx, p: AddressParts, q: CandidateQuery, zips: ZipChoice, best: Candidate): LookupOutcome | undefined {
  // cheap test first: most answers keep the street written, in a ZIP of the city written
  if (best.fit.cost === 0 || best.zip.cost === 0 || zips.cityChoices.length === 0) return undefined;
  const exact = exactInCities(ctx.reference, q, zips).filter((c) => c.fit.cost === 0 && confirmed(c));
  return exact.length === 0 ? undefined : pick(ctx, p, [best, ...exact], undefined, { kind: 'ambiguous', tied: [best, ...exact] });
}

/**
 * '134 THREE MILE BRIDGE RD, MONTPELIER, VT 05620': the ZIP given has no street data (a typo of 05602 here, or a PO box
 * ZIP), while one other ZIP of the city written holds the street exactly as written with the number at a point: that
 * address, the ZIP corrected.
 */
function streetInCity(ctx: Ctx, p: AddressParts, q: CandidateQuery, zips: ZipChoice, line1: string | undefined): LookupOutcome | undefined {
  if (p.city === '' || p.primaryNo === '') return undefined;
  const c = choose(exactInCities(ctx.reference, q, zips).filter((c) => c.fit.cost === 0 && c.evidence.level === 'ROOFTOP'));
  return c.kind === 'one' ? pick(ctx, p, [c.best], line1, c) : undefined;
}

function lookupStreet(ctx: Ctx, p: AddressParts, zips: ZipChoice, line1: string | undefined): LookupOutcome {
  const q = streetQuery(ctx, p);
  const given = zips.given;
  if (given !== undefined && !given.info.hasStreets && cityAcceptable(given.info, p.city)) {
    return streetInCity(ctx, p, q, zips, line1) ?? zipOnly(ctx, p, zips, false, line1);
  }
  const first = given !== undefined && given.info.hasStreets ? [given] : [];
  const near = exactCandidates(ctx.reference, ctx.streets, q, first);
  const quick = choose(near);
  // nothing in another ZIP can cost less than a ZIP change, so a cheaper winner here is final
  if (quick.kind === 'one' && quick.best.total < COST.zipChanged) return cityDoubt(ctx, p, q, zips, quick.best) ?? pick(ctx, p, near, line1, quick)!;
  const wider = near.concat(exactInCities(ctx.reference, q, zips));
  // typos: the ZIP given first (a few hundred names), the city's other ZIPs only if that finds nothing
  // (in the ZIP given whenever no name there matched exactly: a same-named street elsewhere in the
  // city must not hide the typo of a street here)
  let candidates = near.length === 0 ? wider.concat(typoCandidates(ctx.reference, ctx.streets, q, first, lowestTotal(wider))) : wider;
  if (candidates.length === 0) candidates = typoCandidates(ctx.reference, ctx.streets, q, zips.cityStreetZips);
  else if (near.length === 0 && first.length > 0 && (!candidates.some(confirmed) || lowestTotal(candidates) >= COST.typoEdit + COST.zipChanged)) {
    // LAKRIN ST, 94102 for 601 LARKIN ST, 94109: the corrected street holds the number only in another ZIP of the city;
    // also when what the ZIP given holds costs as much as one edit and a ZIP change (CRAVER ST: RIVER ST here, 2 edits,
    // ties CARVER ST in the next ZIP)
    candidates = candidates.concat(typoCandidates(ctx.reference, ctx.streets, q, zips.cityStreetZips, lowestTotal(candidates)));
  }
  const choice = choose(candidates);
  const outcome = (choice.kind === 'one' ? typeDoubt(ctx, p, near, choice.best, zips) : undefined) ?? pick(ctx, p, candidates, line1, choice);
  if (outcome !== undefined) return outcome;
  return zipOnly(ctx, p, zips, first.length + zips.cityStreetZips.length > 0, line1);
}

/**
 * '22 MAPLE AVE, RANDOLPH, VT 05060': the street as written (MAPLE AVE) holds the number only in another ZIP of the city,
 * while the ZIP given, which the city written fits, holds the name with another type or direction and the number (MAPLE
 * ST). Either the ZIP or the type is wrong: both are listed, neither claimed.
 */
function typeDoubt(ctx: Ctx, p: AddressParts, near: readonly Candidate[], best: Candidate, zips: ZipChoice): LookupOutcome | undefined {
  // cheap test first: most answers keep the ZIP given
  if (!best.zip.zipChanged || near.length === 0 || best.fit.cost !== 0 || zips.given?.cost !== 0 || !confirmed(best)) return undefined;
  // (a type or direction written changed, not one added: 20 PARK AVE is no doubt beside S PARK AVE; a unit the answer lists
  // and the other does not tells them apart)
  const here = near.filter((c) => confirmed(c) && c.street.name === best.street.name && (c.unit !== undefined || best.unit === undefined) && c.fit.changes.some((w) => w.endsWith('corrected') || w.endsWith('removed')));
  return here.length === 0 ? undefined : pick(ctx, p, [best, ...here], undefined, { kind: 'ambiguous', tied: [best, ...here] });
}

/** A street answered, not found, only by correcting the street written. */
const streetChanged = (o: LookupOutcome): boolean => oneStreet(o) && o.ok && o.corrections.some((c) => c.field === 'street');

/**
 * Words in `warnings` (set aside, or an apt_suite_other that is no unit) the answer `first` does not account for, read
 * back into the address: the reading kept when the reference holds the street it names; `warnings` then loses them.
 */
function unreadWords(ctx: Ctx, input: string | ComponentsInput, p: AddressParts, warnings: string[], first: LookupMatch): LookupOutcome {
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
 * 'TOWN LINE RD 219 MENDON VT 05701' read as '219 TOWN LINE RD, MENDON VT 05701' (street-before-number.ts): kept when the
 * words after the number are a city of the answer's ZIP and the answer is the street written, found or not.
 */
function numberAfterStreet(ctx: Ctx, input: string | ComponentsInput, p: AddressParts): LookupMatch | undefined {
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

/** The text the delivery line was read from: the whole input, or its full_address and street_address. */
const lineText = (input: string | ComponentsInput): string => (typeof input === 'string' ? input : `${input.fullAddress ?? ''}\n${input.streetAddress ?? ''}`);

/**
 * `first`'s street answered with house number `letters` + `p.primaryNo` ('A 7'), read from `parts`, when `text` writes the
 * letters right before the number and the street lists that number there (a fax number's 'F:' after the ZIP is no F 2).
 */
function lettersOpeningNumber(ctx: Ctx, p: AddressParts, parts: AddressParts, letters: string, first: LookupMatch, text: string): LookupOutcome | undefined {
  const no = `${letters} ${p.primaryNo}`;
  if (!new RegExp(`(?:^|[^A-Za-z0-9])${letters}[\\s,]+${p.primaryNo}(?![0-9])`, 'i').test(text) || !listsNumber(ctx, first, no)) return undefined;
  const o = lookupStreet(ctx, { ...parts, primaryNo: no }, zipsOf(ctx, p), undefined);
  return rooftop(o) && found(o) ? o : undefined;
}

const phraseCount = (text: string, phrase: string): number => text.match(new RegExp(`(?<![A-Z])${phrase.replace(/ /g, '\\s+')}(?![A-Z])`, 'g'))?.length ?? 0;

/**
 * '7935 Bradshaw Rd Upper Falls MD', '11540 Franklinville Rd Upper Falls Upper Falls': UPPER opening the city (Upper
 * Falls, Front Royal) read as the unit UPPR. The unit is the city's first word when the answer's ZIP has that city and
 * the text writes the word no more often than the city.
 */
function unitOpensCity(ctx: Ctx, input: string | ComponentsInput, p: AddressParts, warnings: string[], first: LookupMatch): LookupOutcome | undefined {
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
function unitLettersToNumber(ctx: Ctx, input: string | ComponentsInput, p: AddressParts, first: LookupMatch): LookupOutcome | undefined {
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
function setAsideName(ctx: Ctx, p: AddressParts, phrases: readonly string[], standardized = true): { outcome: LookupOutcome; phrase: string; rest: string } | undefined {
  let zips: ZipChoice | undefined;
  for (const phrase of phrases) {
    for (const { parts: r, rest } of setAsideToName(p, phrase, standardized ? ctx.normalizer.normalizeStreet : undefined)) {
      zips ??= zipsOf(ctx, p);
      // (a street found nowhere: with a ZIP given, only its own names are asked; a city's merged table is asked per key)
      if (standardized ? !nameExists(ctx, zips, r.streetName) : !nameInZip(ctx, zips, r.streetName)) continue;
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
  const o = lettersOpeningNumber(ctx, p, p, letters, first, text);
  return o === undefined ? undefined : { outcome: o, phrase: last, rest: last.slice(0, last.length - letters.length).trim() };
}

/** The parser's complaint about a ZIP field now restored ('not a ZIP code: 7030'). */
function dropWarning(warnings: string[], zipText: string): void {
  const at = warnings.findIndex((w) => w.endsWith(`: ${zipText}`) && /\bZIP\b/i.test(w));
  if (at >= 0) warnings.splice(at, 1);
}

/** A ZIP the table does not know, replaced from the city or removed: the correction names what was written. */
function unknownZip(fixes: readonly DomainCorrection[], zipText: string): DomainCorrection[] {
  return fixes.map((c) => (c.field === 'zip' ? { ...c, from: zipText, reason: c.to === '' ? 'ZIP removed (not a US ZIP)' : 'ZIP replaced (not a US ZIP)' } : c));
}

/** New corrections, and the message that lists them. */
function restate(m: LookupMatch, fixes: DomainCorrection[]): void {
  m.corrections = fixes;
  m.message = matchMessage(m.status, m.accuracy, m.detail, fixes);
}

/**
 * Components the reference does not back as given, re-read as one freeform address: the reading
 * kept only when the reference backs it better (found where the fields were not, or unit confirmed).
 */
function rereadFields(ctx: Ctx, input: ComponentsInput, first: LookupOutcome, firstParts: AddressParts | undefined): LookupOutcome | undefined {
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

/** The input's text rewritten (`rewrite`: undefined when it does not apply), kept when the reference backs it better; listed as `reason`. */
function rewritten(ctx: Ctx, text: string, rewrite: (t: string) => string | undefined, reason: string, first: LookupOutcome, firstParts: AddressParts | undefined): LookupOutcome | undefined {
  const again = rewrite(text);
  if (again === undefined) return undefined;
  const o = betterReading(ctx, again, first, firstParts);
  if (o === undefined) return undefined;
  restate(o, [{ field: 'fields', from: '', to: again, reason }, ...o.corrections]);
  return o;
}

/** '18 Stevens Loop Weston, Weston VT 05161' read without the city's first copy. */
const cityTwice = (ctx: Ctx, text: string, first: LookupOutcome, firstParts: AddressParts | undefined): LookupOutcome | undefined =>
  rewritten(ctx, text, (t) => withoutRepeatedCity(t, ctx.normalizer.tables.cityWords), 'city written twice: read without its first copy', first, firstParts);

/** 'Danby, VT 05739, 81 Michaels Ln' read as '81 Michaels Ln, Danby, VT 05739'. */
const lastLineFirst = (ctx: Ctx, text: string, first: LookupOutcome, firstParts: AddressParts): LookupOutcome | undefined =>
  rewritten(ctx, text, lastLineAfter, 'last line read after the street', first, firstParts);

/** The input with a scanned digit inside a name word read as its letter, looked up again; undefined when none or no better. */
function ocrReading(ctx: Ctx, input: string | ComponentsInput, first: LookupOutcome, firstParts: AddressParts): LookupOutcome | undefined {
  const units = ctx.normalizer.tables.units;
  const again: string | ComponentsInput =
    typeof input === 'string'
      ? ocrNameLetters(input, units)
      : { ...input, fullAddress: input.fullAddress && ocrNameLetters(input.fullAddress, units), streetAddress: input.streetAddress && ocrNameLetters(input.streetAddress, units) };
  if (typeof again === 'string' ? again === input : again.fullAddress === (input as ComponentsInput).fullAddress && again.streetAddress === (input as ComponentsInput).streetAddress) return undefined;
  const o = betterReading(ctx, again, first, firstParts);
  if (o === undefined) return undefined;
  const read = typeof again === 'string' ? again : (again.streetAddress || again.fullAddress || '');
  restate(o, [{ field: 'fields', from: '', to: read, reason: 'a digit inside a name word read as the letter it looks like' }, ...o.corrections]);
  return o;
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
  const o = lookupParts(ctx, parsed.parts, parsed.line1);
  if (!o.ok || o.status !== 'ADDRESS_FOUND') return undefined;
  // (a unit left unconfirmed that the re-reading reads as something else, 05819 as the ZIP, is not confirmed: D is better than S)
  return !found(first) || o.dpv === 'Y' || ((first as LookupMatch).dpv === 'S' && o.dpv !== 'S') ? o : undefined;
}

export function createLookupOne(deps: LookupDeps): (input: string | ComponentsInput) => LookupOutcome {
  const reference = memoReference(deps.reference);
  const n = deps.normalizer;
  // a ZIP's table reads each street alone only for its shortened names: those with a type or direction at the end
  const nameKey = createNameKey(n.tables);
  const streets = zipStreetsCache(reference, (street) => (n.normalizeTypedStreet ? n.normalizeTypedStreet(street) : n.normalizeStreet(street)), nameKey);
  const citiesOf = streetCities(reference);
  const ctx: Ctx = {
    nameKey,
    normalizer: deps.normalizer,
    reference,
    streets,
    cities: cityZipsCache(reference, streets),
    cityTypos: cityTypos(reference),
    covers: zipCoverage(citiesOf),
    streetCities: citiesOf,
    unitWords: unitWords(deps.normalizer.tables.units),
    zipText: '',
    poundDashed: false,
    typesByLetter: typesByLetter(deps.normalizer.tables.suffixNames),
    typeTypos: (word) => typeTypos(ctx, word),
  };
  return (input) => {
    try {
      const parsed = ctx.normalizer.parse(input);
      if (!parsed.ok) {
        const failed: LookupOutcome = { ok: false, reason: parsed.reason, message: parsed.message };
        // (the whole address in apt_suite_other, the other fields empty, parses to nothing: re-read as one text)
        const again = parsed.reason === 'INCOMPLETE' && typeof input !== 'string' ? rereadFields(ctx, input, failed, undefined) : undefined;
        return again ?? failed;
      }
      const p = parsed.parts;
      const zipText = typeof input === 'string' ? p.zip : (input.zipCode ?? '').trim();
      const restored = zipText !== '' && p.zip === '' ? restoreZip(zipText, p, reference) : undefined;
      if (restored !== undefined) {
        p.zip = restored.zip;
        p.zip4 = restored.zip4;
        dropWarning(parsed.warnings, zipText);
      }
      ctx.zipText = restored !== undefined ? restored.zip : zipText;
      // (cheap test first: a dash in the number)
      ctx.poundDashed = p.primaryNo.includes('-') && new RegExp(`#\\s*${p.primaryNo.replace(/[^0-9A-Z-]/g, '\\$&')}(?![0-9A-Z-])`, 'i').test(lineText(input));
      const unitZip = unitAsZip(p, reference);
      if (unitZip !== undefined) {
        p.zip = unitZip;
        p.secondaryAbbrev = '';
        p.secondaryNo = '';
        if (p.recordType === 'H') p.recordType = 'S';
        ctx.zipText = unitZip;
      }
      const glued = gluedDesignator(p, ctx.normalizer.tables.units);
      if (glued !== undefined) {
        p.secondaryAbbrev = glued.secondaryAbbrev;
        p.secondaryNo = glued.secondaryNo;
      }
      let outcome = lookupParts(ctx, p, unitZip === undefined && glued === undefined ? parsed.line1 : undefined);
      // (cheap test first: a firm before the number)
      if (p.firm !== '' && p.recordType === 'F' && !(found(outcome) && writtenStreet(outcome, p))) outcome = numberAfterStreet(ctx, input, p) ?? outcome;
      // words the parse set aside or could not read, which the answer does not account for, read back in
      // (also a street answered not found only by changing it: '11 Green Mdw Acres' is no GREEN ST lacking 11)
      if (parsed.warnings.length > 0 && (found(outcome) || streetChanged(outcome))) outcome = unreadWords(ctx, input, p, parsed.warnings, outcome as LookupMatch);
      // ('121 BALD MTN CAMPGROUND': a street found nowhere, a phrase set aside after it ends its name)
      else if (parsed.warnings.length > 0 && outcome.ok && outcome.status === 'ADDRESS_NOT_FOUND' && outcome.accuracy === 'NONE') {
        // ('B 7 KENOLIE CAMPGROUND': letters before the number, read as a firm, are the number's, B 7, or no reading at all)
        const prefixed = firmToNumber(p);
        // (the words as one name only: a street found nowhere is read back at no more cost than a key per phrase)
        const named = setAsideName(ctx, prefixed ?? p, setAsidePhrases(parsed.warnings), false);
        if (named !== undefined) {
          replaceSetAside(parsed.warnings, named.phrase, named.rest);
          outcome = named.outcome;
        }
      }
      // (cheap test first: a unit that takes no number, UPPR, FRNT)
      if (found(outcome) && p.secondaryNo === '' && p.secondaryAbbrev !== '') outcome = unitOpensCity(ctx, input, p, parsed.warnings, outcome as LookupMatch) ?? outcome;
      // (cheap test first: a unit of letters the building does not list)
      if (found(outcome) && (outcome as LookupMatch).dpv === 'S' && p.secondaryNo.length <= 3) outcome = unitLettersToNumber(ctx, input, p, outcome as LookupMatch) ?? outcome;
      // a last line written first reads as a firm, leaving no ZIP to look the address up in: read it after the street
      // (and a whole record reversed, opening with its ZIP, reads its street's number as the ZIP: 'VT 05735, Castleton, 1130 ...')
      if (typeof input === 'string' && ((p.zip === '' && p.firm !== '') || (!found(outcome) && opensWithZip(input)))) {
        const again = lastLineFirst(ctx, input, outcome, p);
        if (again !== undefined) return again;
      }
      if (typeof input === 'string' && streetUnknown(outcome)) {
        const again = cityTwice(ctx, input, outcome, p);
        if (again !== undefined) return again;
      }
      // 'CR0SS FARM DR', 'R0UTE 121': a scanned digit inside a name word, read as its letter (ocr-letters.ts)
      if (streetUnknown(outcome)) {
        const again = ocrReading(ctx, input, outcome, p);
        if (again !== undefined) return again;
      }
      // components that disagree with what they hold are re-read; found, with no unit left unconfirmed, they held what they say
      if (typeof input !== 'string' && !(found(outcome) && (outcome as LookupMatch).dpv !== 'S')) {
        // (a restored ZIP is not what a re-reading parses: compared only when the parts are as parsed)
        const again = rereadFields(ctx, input, outcome, restored === undefined ? p : undefined);
        if (again !== undefined) return again;
      }
      if (!outcome.ok) return outcome;
      // (finish leaves one shared empty list: a result that outlives the batch holds no list of its own for nothing)
      if (parsed.warnings.length > 0) outcome.warnings = parsed.warnings;
      if (restored !== undefined) restate(outcome, [restored.correction, ...outcome.corrections]);
      else if (unitZip !== undefined) restate(outcome, [{ field: 'zip', from: `# ${unitZip}`, to: unitZip, reason: 'a bare unit read as the ZIP of the city written' }, ...outcome.corrections]);
      else if (zipText !== '' && (p.zip === '' || reference.zip(p.zip) === undefined)) restate(outcome, unknownZip(outcome.corrections, zipText));
      // (a re-reading found may have read a number the parse did not: H HORSESHOE ACRES 7)
      const why = noDeliveryAddress(found(outcome) ? (outcome as LookupMatch).parts : p);
      return why === '' ? outcome : deliveryFailure(why, outcome);
    } catch (err) {
      // a bug must cost one item, never the batch
      return { ok: false, reason: 'INTERNAL', message: `internal error: ${(err as Error)?.message ?? String(err)}` };
    }
  };
}
