// What the reference says about a house number on a street: a point (ROOFTOP), a TIGER range
// holding it (RANGE_INTERPOLATED), or nothing (STREET: the street exists, the number is unconfirmed).
import type { PointInfo, RangeInfo, ReferenceIndex } from '../reference/types.js';

export type NumberEvidence =
  | { level: 'ROOFTOP'; point: PointInfo }
  | { level: 'RANGE_INTERPOLATED'; range: RangeInfo }
  | { level: 'STREET' };

const NONE: NumberEvidence = { level: 'STREET' };

function fitsParity(range: RangeInfo, n: number): boolean {
  if (range.parity === 'B') return true;
  return (n % 2 === 1) === (range.parity === 'O');
}

export function numberEvidence(ref: ReferenceIndex, streetId: number, primaryNo: string): NumberEvidence {
  if (primaryNo === '') return NONE;
  const point = ref.point(streetId, primaryNo);
  if (point !== undefined) return { level: 'ROOFTOP', point };
  const digits = /^\d{1,9}/.exec(primaryNo);
  if (digits === null) return NONE;
  const num = Number(digits[0]);
  for (const range of ref.rangesFor(streetId, num)) {
    if (num >= Math.min(range.from, range.to) && num <= Math.max(range.from, range.to) && fitsParity(range, num)) {
      return { level: 'RANGE_INTERPOLATED', range };
    }
  }
  return NONE;
}
