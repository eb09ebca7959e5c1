// The tie rule: the cheapest candidate wins only when no different address costs the same.
import type { Candidate } from './candidates.js';

export type Choice =
  | { kind: 'none' }
  | { kind: 'one'; best: Candidate }
  | { kind: 'ambiguous'; tied: Candidate[] };

/** Two candidates name the same delivery address when ZIP, street and number agree. */
function addressKey(c: Candidate): string {
  const s = c.street;
  const no = c.evidence.level === 'ROOFTOP' ? c.evidence.point.primaryNo : '';
  return `${c.zip.info.zip}|${s.predir}|${s.name}|${s.suffix}|${s.postdir}|${no}`;
}

export function choose(candidates: readonly Candidate[]): Choice {
  if (candidates.length === 0) return { kind: 'none' };
  let best = candidates[0]!;
  for (const c of candidates) if (c.total < best.total) best = c;
  const tied: Candidate[] = [best];
  const seen = new Set([addressKey(best)]);
  for (const c of candidates) {
    if (c.total !== best.total) continue;
    const k = addressKey(c);
    if (seen.has(k)) continue;
    seen.add(k);
    tied.push(c);
  }
  return tied.length === 1 ? { kind: 'one', best } : { kind: 'ambiguous', tied };
}
