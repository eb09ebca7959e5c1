// What the reference says about a house number on a street: a point (ROOFTOP), a TIGER range
// holding it (RANGE_INTERPOLATED), or nothing (STREET: the street exists, the number is unconfirmed).
import type { PointInfo, RangeInfo, ReferenceIndex } from '../reference/types.js';

export type NumberEvidence =
  | { level: 'ROOFTOP'; point: PointInfo }
  | { level: 'RANGE_INTERPOLATED'; range: RangeInfo }
  | { level: 'STREET' };

const NONE: NumberEvidence = { level: 'STREET' };

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

// 12-A, 12-1/2, 12 1/2: a letter or a half after the digits, with or without a separator
const LETTER_OR_HALF = /^(\d+)([ -]?)([A-Z]|1\/2)$/;
// A12, A-12, A 12: a lettered lot's number, the letter first
const LETTER_FIRST = /^([A-Z])[ -]?(\d+)$/;

// (numberEvidence asks on every number the reference does not list as written: most have no other form)
const NO_FORMS: readonly string[] = [];

/**
 * The other ways sources write a number's letter or half ('12-A' -> '12A', '12 A'; 'A12' -> 'A 12'; '12-1/2' ->
 * '12 1/2'): the reference's own form is whichever it holds. Never a different number: a half is
 * never glued to the digits ('121/2' could be 12 1/2 or 121 1/2).
 */
export function otherForms(no: string): readonly string[] {
  const last = no.charCodeAt(no.length - 1);
  const first = no.charCodeAt(0);
  if (first >= 65 && first <= 90 && isDigit(last)) {
    const f = LETTER_FIRST.exec(no);
    return f === null ? NO_FORMS : [`${f[1]}${f[2]}`, `${f[1]} ${f[2]}`, `${f[1]}-${f[2]}`].filter((x) => x !== no);
  }
  if (no.length < 2 || !((last >= 65 && last <= 90) || last === 50)) return NO_FORMS;
  const m = LETTER_OR_HALF.exec(no);
  if (m === null) return NO_FORMS;
  const [, digits, sep, tail] = m as unknown as [string, string, string, string];
  if (tail === '1/2') return sep === '' ? NO_FORMS : [`${digits} 1/2`, `${digits}-1/2`].filter((f) => f !== no);
  return [`${digits}${tail}`, `${digits} ${tail}`, `${digits}-${tail}`].filter((f) => f !== no);
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
    for (const other of otherForms(primaryNo)) {
      point = brief ? ref.pointBrief!(streetId, other) : ref.point(streetId, other);
      if (point !== undefined) break;
    }
  }
  if (point !== undefined) return { level: 'ROOFTOP', point };
  const num = leadingNumber(primaryNo);
  if (num < 0) return NONE;
  // rangesFor already keeps only ranges holding the number on its parity
  const range = ref.rangesFor(streetId, num)[0];
  return range === undefined ? NONE : { level: 'RANGE_INTERPOLATED', range };
}
