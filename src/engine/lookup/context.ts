// The lookup's context (the reference, its per-ZIP and per-city tables, this engine's name key) and the small
// steps every reading is built from: the ZIPs an address points to, a pick among candidates, a ZIP-level answer.
import type { AddressParts } from '../types.js';
import { type Candidate, type CandidateQuery, candidate } from '../match/candidates.js';
import { COST } from '../match/costs.js';
import type { CityZipsCache } from '../match/city-zips.js';
import { type Choice, choose } from '../match/choose.js';
import { type CityTypos } from '../match/city-typos.js';
import { zipCandidates, type ZipChoice } from '../match/zip-candidates.js';
import type { NameKey } from '../match/street-key.js';
import { type StreetCities, type ZipCoverage } from '../match/zip-coverage.js';
import type { ZipStreetsCache } from '../match/zip-streets.js';
import { ambiguousMatch, candidateMatch, zipLevelMatch } from './outcomes.js';
import { matchMessage } from './message.js';
import { streetPartsText } from '../normalize/street.js';
import { unknownCity } from './unknown-city.js';
import { directionToNumber } from './rereadings.js';
import type { DomainCorrection, LookupDeps, LookupMatch, LookupOutcome } from './types.js';

export interface Ctx extends LookupDeps {
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
  /** the street types a word is a typo of (readings.ts typeTyposOf), over this engine's tables */
  typeTypos: (word: string) => string[];
}

/** `searched`: street candidates were looked for, so a ZIP whose street data covers the city means "not found". */
export function zipOnly(ctx: Ctx, p: AddressParts, zips: ZipChoice, searched: boolean, line1: string | undefined): LookupOutcome {
  const one = zips.given ?? (zips.cityZips.length === 1 ? zips.cityZips[0] : undefined);
  if (one !== undefined) {
    const keepCity = unknownCity(ctx.cityTypos, p, one.info, zips);
    return zipLevelMatch(ctx.normalizer, p, one.info, false, searched && ctx.covers(one.info, p.city), line1, ctx.zipText, keepCity);
  }
  return zipLevelMatch(ctx.normalizer, p, undefined, zips.cityZips.length > 1, searched && zips.cityZips.some((z) => ctx.covers(z.info, p.city)), line1, ctx.zipText);
}

export function pick(ctx: Ctx, p: AddressParts, candidates: readonly Candidate[], line1: string | undefined, c: Choice = choose(candidates)): LookupMatch | undefined {
  if (c.kind === 'none') return undefined;
  if (c.kind === 'ambiguous') return ambiguousMatch(ctx.normalizer, p, c.tied, line1);
  const guess = stacked(p, c.best) ? stackedGuess(ctx, p, candidates, c.best, line1) : undefined;
  return guess ?? letterKept(ctx, p, c.best) ?? candidateMatch(ctx.normalizer, p, c.best, ctx.reference.pointCount(c.best.street.id) > 0, line1);
}

/** The direction written before the name (N MAIN) is no part of candidate `c`'s street, before or after it: its fit removed it. */
export function dropsDirection(p: AddressParts, c: Candidate): boolean {
  return p.predir !== '' && c.street.predir === '' && c.street.postdir !== p.predir && c.fit.changes.includes('directional removed');
}

/**
 * '148 E VT ROUTE 100' answered on VT ROUTE 100, which has no direction: the E dropped as one is the number's letter
 * where that street lists the number with it (148 E), every word written then kept. Whichever reading put the name
 * together (the unit read back into it, a line set aside), the letter is not lost.
 */
function letterKept(ctx: Ctx, p: AddressParts, c: Candidate): LookupMatch | undefined {
  // cheap test first: most answers keep the direction written, or there was none
  if (p.predir.length !== 1 || !dropsDirection(p, c)) return undefined;
  const r = directionToNumber(p);
  if (r === undefined) return undefined;
  const fit = { cost: c.fit.cost - COST.extraPart, changes: c.fit.changes.filter((w) => w !== 'directional removed') };
  const l = candidate(ctx.reference, streetQuery(ctx, r), c.zip, c.street, 0, fit);
  return l.evidence.level === 'ROOFTOP' ? candidateMatch(ctx.normalizer, r, l, true, undefined) : undefined;
}

/**
 * The answer is in another ZIP than the one given, and the type or direction written is another one or none (not one
 * left out, which the reference only adds to what was written).
 */
function stacked(p: AddressParts, c: Candidate): boolean {
  return c.zip.zipChanged && p.zip !== '' && c.evidence.level !== 'STREET' && c.fit.changes.some((w) => w === 'suffix corrected' || w === 'directional corrected' || w === 'suffix removed' || w === 'directional removed');
}

/**
 * '5 C Green, Maple Falls, VT 05990' for 5 C ST, 05991; '4401 VT ROUTE 100 S', 05767 for VT ROUTE 100, 05762: the street
 * that has the number differs from the one written in both its type (or direction) and its ZIP. Two corrections stacked
 * are a guess the reference cannot back: the other candidates are ranked without such guesses (VT ROUTE 100 S, in the
 * ZIP given, without the number), else not found in the ZIP given; the guess named in the message, and kept on the answer
 * (`unclaimed`) for the words set aside to be read back from it. Undefined for a ZIP the reference does not know (an
 * unknown ZIP is replaced anyway): the candidate is answered as usual.
 */
function stackedGuess(ctx: Ctx, p: AddressParts, candidates: readonly Candidate[], c: Candidate, line1: string | undefined): LookupMatch | undefined {
  const info = ctx.reference.zip(p.zip);
  if (info === undefined) return undefined;
  const m = pick(ctx, p, candidates.filter((o) => !stacked(p, o)), line1) ?? zipLevelMatch(ctx.normalizer, p, info, false, true, line1, ctx.zipText);
  if (m.status === 'ADDRESS_FOUND') return m;
  const what = c.fit.changes.some((w) => w.startsWith('suffix')) ? 'type' : 'direction';
  const guess = `${streetPartsText(c.street)} in ZIP ${c.zip.info.zip} has the number, but only with both the street ${what} and the ZIP changed: not claimed`;
  m.detail = m.detail === '' ? guess : `${m.detail}; ${guess}`;
  m.message = matchMessage(m.status, m.accuracy, m.detail, m.corrections);
  m.unclaimed = candidateMatch(ctx.normalizer, p, c, ctx.reference.pointCount(c.street.id) > 0, line1);
  return m;
}

/** Some ZIP the input points to (the ZIP given, else the city's others) holds a street of exactly this name (no typo allowance). */
export function nameExists(ctx: Ctx, zips: ZipChoice, name: string): boolean {
  const key = ctx.nameKey(name);
  if (zips.given?.info.hasStreets && ctx.streets(zips.given.info.zip).byKey.has(key)) return true;
  // (a wrong ZIP given: HORSESHOE ACRES 1 in the city's other ZIP must not be matched as HORSESHOE ACRES 1 # 1)
  return zips.cityChoices.some((c) => c.city.named(key)?.some((s) => s.shortened === undefined && c.city.infos[s.at]!.zip !== zips.zip));
}

/** nameExists, asking only the ZIP given when there is one with street data. */
export function nameInZip(ctx: Ctx, zips: ZipChoice, name: string): boolean {
  return zips.given?.info.hasStreets ? ctx.streets(zips.given.info.zip).byKey.has(ctx.nameKey(name)) : nameExists(ctx, zips, name);
}

export const confirmed = (c: Candidate): boolean => c.evidence.level !== 'STREET';


/** The answer's street also lists house number `no` (at its ZIP). */
export function listsNumber(ctx: Ctx, m: LookupMatch, no: string): boolean {
  const a = m.parts;
  const same = ctx.streets(a.zip).byKey.get(ctx.nameKey(a.streetName));
  return same?.some((s) => s.name === a.streetName && s.predir === a.predir && s.suffix === a.suffix && s.postdir === a.postdir && ctx.reference.point(s.id, no) !== undefined) ?? false;
}

/** The ZIPs `p`'s ZIP, city and state name. */
export function zipsOf(ctx: Ctx, p: AddressParts): ZipChoice {
  return zipCandidates(ctx.reference, ctx.cities, p.zip, p.city, p.state, ctx.cityTypos);
}

export function streetQuery(ctx: Ctx, p: AddressParts): CandidateQuery {
  return {
    street: { predir: p.predir, name: p.streetName, suffix: p.suffix, postdir: p.postdir },
    key: ctx.nameKey(p.streetName),
    primaryNo: p.primaryNo,
    unit: p.secondaryAbbrev !== '' || p.secondaryNo !== '' ? { abbrev: p.secondaryAbbrev, no: p.secondaryNo } : undefined,
  };
}

/** New corrections, and the message that lists them. */
export function restate(m: LookupMatch, fixes: DomainCorrection[]): void {
  m.corrections = fixes;
  m.message = matchMessage(m.status, m.accuracy, m.detail, fixes);
}
