// The tie rule: the cheapest candidate wins only when no different address costs the same.
import type { Candidate } from './candidates.js';

export type Choice =
  | { kind: 'none' }
  | { kind: 'one'; best: Candidate }
  | { kind: 'ambiguous'; tied: Candidate[] };

/** Two candidates name the same delivery address when ZIP, street and number agree. */
function sameAddress(a: Candidate, b: Candidate): boolean {
  const s = a.street;
  const t = b.street;
  if (a.zip.info.zip !== b.zip.info.zip || s.name !== t.name || s.suffix !== t.suffix || s.predir !== t.predir || s.postdir !== t.postdir) return false;
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
