// --max-failures / --max-unverified N (rows) or P% (of rows): when the run's count exceeds it, the exit code is 1.
import { counted } from '../io/counted.js';

export type FailureLimit = { kind: 'count'; max: number } | { kind: 'percent'; max: number };

export function parseMaxFailures(text: string, flag = '--max-failures'): { ok: true; limit: FailureLimit } | { ok: false; message: string } {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return { ok: false, message: `${flag} '${text}' is not a number or a percentage (e.g. 100 or 2.5%)` };
  const max = Number(m[1]);
  if (m[2] === '%') return max > 100 ? { ok: false, message: `${flag} percentage above 100%` } : { ok: true, limit: { kind: 'percent', max } };
  if (!Number.isInteger(max)) return { ok: false, message: `${flag} count must be a whole number` };
  return { ok: true, limit: { kind: 'count', max } };
}

export function exceeds(limit: FailureLimit, failures: number, rows: number): boolean {
  if (limit.kind === 'count') return failures > limit.max;
  return rows > 0 && (failures / rows) * 100 > limit.max;
}

export function describeLimit(limit: FailureLimit): string {
  return limit.kind === 'count' ? counted(limit.max, 'row') : `${limit.max}%`;
}
