// Street-and-number candidates in a set of ZIPs: exact name keys first; a bounded typo search
// over the same ZIPs' street names only when no name key matched anywhere.
import type { ReferenceIndex, StreetEntry } from '../reference/types.js';
import { COST, maxTypoEdits } from './costs.js';
import { oneEditCandidates } from './deletion-index.js';
import { boundedDistance, digitsDiffer, letterMask, maskDistance } from './edit-distance.js';
import { numberEvidence, type NumberEvidence } from './number-evidence.js';
import { wordCount } from '../normalize/words.js';
import { compareStreet, type QueryStreet, type StreetFit } from './street-compare.js';
import { isHighwayKey } from './street-key.js';
import { findUnit, type UnitText } from './units.js';
import type { ZipCandidate, ZipChoice } from './zip-candidates.js';
import { keyBit, type ShortenedStreet, type ZipStreetsCache } from './zip-streets.js';

export interface Candidate {
  zip: ZipCandidate;
  street: StreetEntry;
  fit: StreetFit;
  evidence: NumberEvidence;
  /** the reference unit the given one names at this point (undefined: none given or not listed) */
  unit: UnitText | undefined;
  total: number;
}

export interface CandidateQuery {
  street: QueryStreet;
  /** nameKey(street.name), worked out once per query */
  key: string;
  primaryNo: string;
  /** the unit given, if any */
  unit: UnitText | undefined;
}

/** Street `street` in `zip` as a candidate for `q`: what the reference says of the number and unit there, and the total cost. */
export function candidate(ref: ReferenceIndex, q: CandidateQuery, zip: ZipCandidate, street: StreetEntry, edits: number, fit = compareStreet(q.street, street, edits)): Candidate {
  const evidence = numberEvidence(ref, street.id, q.primaryNo, q.unit !== undefined);
  const numberCost = evidence.level === 'STREET' ? COST.numberUnconfirmed : 0;
  const unit = q.unit !== undefined && evidence.level === 'ROOFTOP' ? findUnit(q.unit, evidence.point.units) : undefined;
  const unitCost = q.unit !== undefined && unit === undefined ? COST.unitUnconfirmed : 0;
  return { zip, street, fit, evidence, unit, total: fit.cost + zip.cost + numberCost + unitCost };
}

const NO_CANDIDATES: readonly Candidate[] = Object.freeze([]);

/** `c` added to `out`, the list started at its first candidate: most exact searches find one, and `[]` then push reserves room for 17. */
function append(out: Candidate[] | undefined, c: Candidate): Candidate[] {
  if (out === undefined) return [c];
  out.push(c);
  return out;
}

/**
 * '11 Deer' for DEER CREEK CT, '108 Avon' for AVON BEACH RD: written without the name's last word (CREEK, read as a
 * type), with no type or another one ('16 Cedar St' for CEDAR CREEK DR), the name lacks a word nobody wrote; that is
 * another name (DEER CROSS CT), never a shortening.
 */
function wordAdded(q: QueryStreet, s: ShortenedStreet): boolean {
  return q.suffix !== s.asWritten.suffix && s.asWritten.suffix !== '' && s.street.suffix !== '';
}

/** The input matched the street's name written without its real suffix (RICE HILL for RICE HILL RD). */
function shortenedFit(q: QueryStreet, s: ShortenedStreet): StreetFit {
  const fit = compareStreet(q, { ...s.street, ...s.asWritten }, 0);
  if (s.street.suffix === '') return fit;
  return { cost: fit.cost + COST.fillPart, changes: [...fit.changes, 'suffix added'] };
}

export function exactCandidates(
  ref: ReferenceIndex,
  streets: ZipStreetsCache,
  q: CandidateQuery,
  zips: readonly ZipCandidate[],
): readonly Candidate[] {
  const key = q.key;
  const bit = keyBit(key);
  let out: Candidate[] | undefined;
  for (const z of zips) {
    const zs = streets(z.info.zip);
    const list = zs.byKey.get(key);
    if (list !== undefined) for (const s of list) out = append(out, candidate(ref, q, z, s, 0));
    const short = (zs.shortenedBits & bit) === 0 ? undefined : zs.shortened.get(key);
    if (short !== undefined) for (const s of short) if (!wordAdded(q.street, s)) out = append(out, candidate(ref, q, z, s.street, 0, shortenedFit(q.street, s)));
  }
  return out ?? NO_CANDIDATES;
}

/** Exact names in the city's other ZIPs (never the ZIP given), through the city's merged table. */
export function exactInCities(ref: ReferenceIndex, q: CandidateQuery, zips: ZipChoice): readonly Candidate[] {
  const key = q.key;
  let out: Candidate[] | undefined;
  for (const choice of zips.cityChoices) {
    const list = choice.city.named(key);
    if (list === undefined) continue;
    const at = choice.city.candidates(choice.cost, false);
    for (const s of list) {
      const z = at[s.at]!;
      if (z.info.zip === zips.zip) continue;
      if (s.shortened !== undefined && wordAdded(q.street, s.shortened)) continue;
      out = append(out, s.shortened === undefined ? candidate(ref, q, z, s.street, 0) : candidate(ref, q, z, s.street, 0, shortenedFit(q.street, s.shortened)));
    }
  }
  return out ?? NO_CANDIDATES;
}

/**
 * 'A RIVER' or 'NO POINT' for RIVER or POINT RD: a name with a whole word more or less is another name, never a
 * misspelling (a closing number aside: HORSESHOE ACRES with unit 1 is HORSESHOE ACRES 1, the unit read into the name).
 * A word the written name has more may be the street's own type or direction the parse left in it: RIVER E for RIVER RD E,
 * NO MAIN for N MAIN ST, TIMBERBROOK NO for TIMBERBROOK N, S + E POND for SE POND RD.
 */
export function wordApart(q: QueryStreet, s: { name: string; predir: string; suffix: string; postdir: string }): boolean {
  const written = q.name;
  const more = written.length > s.name.length;
  const [long, short] = more ? [written, s.name] : [s.name, written];
  if (long.length <= short.length + 1 || !long.includes(' ')) return false;
  const words = long.split(' ');
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const last = i === words.length - 1;
    if (last && /^\d+$/.test(w)) continue;
    if (more && ((last && (w === s.suffix || w === s.postdir)) || (i === 0 && w === s.predir))) continue;
    if (more && i === 0 && s.predir !== '' && (s.predir === q.predir + w || (q.predir === '' && w.length <= 2 && w[0] === s.predir[0]))) continue;
    if (more && last && s.postdir !== '' && q.postdir === '' && w.length <= 2 && w[0] === s.postdir[0]) continue;
    if (words.filter((_, j) => j !== i).join(' ') === short) return true;
  }
  return false;
}

/**
 * '15 West Stret' for WEST ST, '13 Clover Lane' in another ZIP: a misspelt word whose street's type or direction written
 * must change too (S STREET LN, LOWER CIR) is another street, never this one misspelt. (A word the parse left in the name
 * is no misspelling: N + W HILL is NW HILL RD, its direction corrected.)
 */
function farTypo(q: QueryStreet, c: Candidate): boolean {
  const changes = c.fit.changes;
  return (changes.includes('suffix corrected') || changes.includes('directional corrected')) && wordCount(q.name) === wordCount(c.street.name);
}

/** The streets under a name `edits` away from the one written, less those that are another name (wordApart, farTypo), onto `out`. */
function pushTypos(out: Candidate[], ref: ReferenceIndex, q: CandidateQuery, z: ZipCandidate, streets: readonly StreetEntry[] | undefined, edits: number): void {
  for (const s of streets ?? []) {
    if (wordApart(q.street, s)) continue;
    const c = candidate(ref, q, z, s, edits);
    if (!farTypo(q.street, c)) out.push(c);
  }
}

/** Names one edit away, through each ZIP's deletion index (no scan). */
function oneEditAway(ref: ReferenceIndex, streets: ZipStreetsCache, q: CandidateQuery, key: string, zips: readonly ZipCandidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const z of zips) {
    const zs = streets(z.info.zip);
    for (const k of oneEditCandidates(zs.deletions(), key)) {
      if (isHighwayKey(k) || maxTypoEdits(Math.max(key.length, k.length)) < 1 || boundedDistance(key, k, 1) !== 1 || digitsDiffer(key, k)) continue;
      pushTypos(out, ref, q, z, zs.byKey.get(k), 1);
    }
  }
  return out;
}

/** Names within the typo bound, scanned by length bucket and letter mask. */
function scanCandidates(ref: ReferenceIndex, streets: ZipStreetsCache, q: CandidateQuery, key: string, zips: readonly ZipCandidate[]): Candidate[] {
  const out: Candidate[] = [];
  const mask = letterMask(key);
  for (const z of zips) {
    const zs = streets(z.info.zip);
    for (let len = Math.max(1, key.length - 2); len <= key.length + 2; len++) {
      const keys = zs.keysByLength[len];
      if (keys === undefined) continue;
      const masks = zs.masksByLength[len]!;
      // the longer of the two names sets the bound: a deletion shortens the input
      const limit = maxTypoEdits(Math.max(key.length, len));
      if (limit === 0 || Math.abs(len - key.length) > limit) continue;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!;
        if (maskDistance(mask, masks[i]!) > limit || isHighwayKey(k)) continue;
        const d = boundedDistance(key, k, limit);
        if (d === 0 || d > limit || digitsDiffer(key, k)) continue;
        pushTypos(out, ref, q, z, zs.byKey.get(k), d);
      }
    }
  }
  return out;
}

/**
 * Streets whose names are a bounded typo away. One-edit names come from the deletion index; the
 * scan for two edits runs only when no one-edit candidate already beats anything two edits could
 * give (a two-edit candidate costs at least 2 x typoEdit plus its ZIP's cost). `bound`: the total
 * of a candidate the caller already holds; anything dearer cannot win or tie, so is not looked for.
 */
export function typoCandidates(
  ref: ReferenceIndex,
  streets: ZipStreetsCache,
  q: CandidateQuery,
  zips: readonly ZipCandidate[],
  bound = Number.POSITIVE_INFINITY,
): Candidate[] {
  const key = q.key;
  if (isHighwayKey(key) || key.length < 3 || zips.length === 0) return [];
  let zipCost = Number.POSITIVE_INFINITY;
  for (const z of zips) zipCost = Math.min(zipCost, z.cost);
  if (COST.typoEdit + zipCost > bound) return [];
  const near = oneEditAway(ref, streets, q, key, zips);
  let best = bound;
  for (const c of near) best = Math.min(best, c.total);
  if (best < 2 * COST.typoEdit + zipCost) return near;
  return scanCandidates(ref, streets, q, key, zips);
}

/** The lowest total among candidates (infinity when there are none). */
export function lowestTotal(candidates: readonly Candidate[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const c of candidates) if (c.total < best) best = c.total;
  return best;
}
