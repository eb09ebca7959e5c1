// Street-and-number candidates in a set of ZIPs: exact name keys first; a bounded typo search
// over the same ZIPs' street names only when no name key matched anywhere.
import type { ReferenceIndex, StreetEntry } from '../reference/types.js';
import { COST, maxTypoEdits } from './costs.js';
import { boundedDistance } from './edit-distance.js';
import { numberEvidence, type NumberEvidence } from './number-evidence.js';
import { compareStreet, type QueryStreet, type StreetFit } from './street-compare.js';
import { isHighwayKey, nameKey } from './street-key.js';
import type { ZipCandidate } from './zip-candidates.js';
import type { ZipStreetsCache } from './zip-streets.js';

export interface Candidate {
  zip: ZipCandidate;
  street: StreetEntry;
  fit: StreetFit;
  evidence: NumberEvidence;
  total: number;
}

export interface CandidateQuery {
  street: QueryStreet;
  primaryNo: string;
}

function candidate(ref: ReferenceIndex, q: CandidateQuery, zip: ZipCandidate, street: StreetEntry, edits: number): Candidate {
  const fit = compareStreet(q.street, street, edits);
  const evidence = numberEvidence(ref, street.id, q.primaryNo);
  const numberCost = evidence.level === 'STREET' ? COST.numberUnconfirmed : 0;
  return { zip, street, fit, evidence, total: fit.cost + zip.cost + numberCost };
}

export function exactCandidates(
  ref: ReferenceIndex,
  streets: ZipStreetsCache,
  q: CandidateQuery,
  zips: readonly ZipCandidate[],
): Candidate[] {
  const key = nameKey(q.street.name);
  const out: Candidate[] = [];
  for (const z of zips) {
    const list = streets(z.info.zip).byKey.get(key);
    if (list === undefined) continue;
    for (const s of list) out.push(candidate(ref, q, z, s, 0));
  }
  return out;
}

export function typoCandidates(
  ref: ReferenceIndex,
  streets: ZipStreetsCache,
  q: CandidateQuery,
  zips: readonly ZipCandidate[],
): Candidate[] {
  const key = nameKey(q.street.name);
  const max = isHighwayKey(key) ? 0 : maxTypoEdits(key.length);
  const out: Candidate[] = [];
  if (max === 0) return out;
  for (const z of zips) {
    const zs = streets(z.info.zip);
    for (const k of zs.keys) {
      if (isHighwayKey(k) || k.length < 4) continue;
      const limit = Math.min(max, maxTypoEdits(k.length));
      const d = boundedDistance(key, k, limit);
      if (d === 0 || d > limit) continue;
      for (const s of zs.byKey.get(k) ?? []) out.push(candidate(ref, q, z, s, d));
    }
  }
  return out;
}
