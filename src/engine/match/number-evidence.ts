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

/** '86A' <-> '86 A': sources write a number's letter both ways. */
function otherSpacing(no: string): string {
  const m = /^(\d+)( ?)([A-Z])$/.exec(no);
  if (m === null) return '';
  return m[2] === '' ? `${m[1]} ${m[3]}` : `${m[1]}${m[3]}`;
}

export function numberEvidence(ref: ReferenceIndex, streetId: number, primaryNo: string): NumberEvidence {
  if (primaryNo === '') return NONE;
  const point = ref.point(streetId, primaryNo) ?? ref.point(streetId, otherSpacing(primaryNo));
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
