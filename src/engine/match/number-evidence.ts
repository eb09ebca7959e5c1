// What the reference says about a house number on a street: a point (ROOFTOP), a TIGER range
// holding it (RANGE_INTERPOLATED), or nothing (STREET: the street exists, the number is unconfirmed).
import type { PointInfo, RangeInfo, ReferenceIndex } from '../reference/types.js';

export type NumberEvidence =
  | { level: 'ROOFTOP'; point: PointInfo }
  | { level: 'RANGE_INTERPOLATED'; range: RangeInfo }
  | { level: 'STREET' };

const NONE: NumberEvidence = { level: 'STREET' };

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** '86A' <-> '86 A': sources write a number's letter both ways ('' when the number has no such letter). */
export function otherSpacing(no: string): string {
  const last = no.charCodeAt(no.length - 1);
  if (no.length < 2 || last < 65 || last > 90) return '';
  const spaced = no.charCodeAt(no.length - 2) === 32;
  const digitsEnd = spaced ? no.length - 2 : no.length - 1;
  if (digitsEnd === 0) return '';
  for (let i = 0; i < digitsEnd; i++) if (!isDigit(no.charCodeAt(i))) return '';
  return spaced ? no.slice(0, digitsEnd) + no[no.length - 1] : `${no.slice(0, digitsEnd)} ${no[no.length - 1]}`;
}

/** The number's leading digits (at most 9) as a number, or -1 when it does not start with one. */
export function leadingNumber(no: string): number {
  let n = 0;
  let i = 0;
  for (; i < no.length && i < 9; i++) {
    const c = no.charCodeAt(i);
    if (!isDigit(c)) break;
    n = n * 10 + (c - 48);
  }
  return i === 0 ? -1 : n;
}

/** `withUnits` false: the point's unit list is not needed (no unit given), only whether it has units. */
export function numberEvidence(ref: ReferenceIndex, streetId: number, primaryNo: string, withUnits = true): NumberEvidence {
  if (primaryNo === '') return NONE;
  const brief = !withUnits && ref.pointBrief !== undefined;
  let point = brief ? ref.pointBrief!(streetId, primaryNo) : ref.point(streetId, primaryNo);
  if (point === undefined) {
    const other = otherSpacing(primaryNo);
    if (other !== '') point = brief ? ref.pointBrief!(streetId, other) : ref.point(streetId, other);
  }
  if (point !== undefined) return { level: 'ROOFTOP', point };
  const num = leadingNumber(primaryNo);
  if (num < 0) return NONE;
  // rangesFor already keeps only ranges holding the number on its parity
  const range = ref.rangesFor(streetId, num)[0];
  return range === undefined ? NONE : { level: 'RANGE_INTERPOLATED', range };
}
