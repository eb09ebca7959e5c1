// The tie rule: the cheapest candidate wins only when no different address costs the same.
import type { Candidate } from './candidates.js';
import { routeKey } from './street-key.js';

export type Choice =
  | { kind: 'none' }
  | { kind: 'one'; best: Candidate }
  | { kind: 'ambiguous'; tied: Candidate[] };

/** One road under two highway names in one ZIP (TIGER lists HWY 360 and STATE HWY 360 for the same edge). */
function sameRoad(a: Candidate, b: Candidate): boolean {
  const k = routeKey(a.street.name);
  return k !== undefined && k === routeKey(b.street.name) && a.street.predir === b.street.predir && a.street.postdir === b.street.postdir;
}

/** Two candidates name the same delivery address when ZIP, street (or road) and number agree. */
function sameAddress(a: Candidate, b: Candidate): boolean {
  const s = a.street;
  const t = b.street;
  if (a.zip.info.zip !== b.zip.info.zip) return false;
  const sameStreet = s.name === t.name && s.suffix === t.suffix && s.predir === t.predir && s.postdir === t.postdir;
  if (!sameStreet && !sameRoad(a, b)) return false;
  const an = a.evidence.level === 'ROOFTOP' ? a.evidence.point.primaryNo : '';
  const bn = b.evidence.level === 'ROOFTOP' ? b.evidence.point.primaryNo : '';
  return an === bn;
}

export function choose(candidates: readonly Candidate[]): Choice {
  if (candidates.length === 0) return { kind: 'none' };
  let best = candidates[0]!;
  for (const c of candidates) if (c.total < best.total) best = c;
  let tied: Candidate[] | undefined;
  for (const c of candidates) {
    if (c === best || c.total !== best.total) continue;
    tied ??= [best];
    if (!tied.some((t) => sameAddress(t, c))) tied.push(c);
  }
  return tied === undefined || tied.length === 1 ? { kind: 'one', best } : { kind: 'ambiguous', tied };
}
