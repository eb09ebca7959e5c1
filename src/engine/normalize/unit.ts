// Secondary units (Pub 28 C2): APT 4, # 4, #4, UNIT B, STE 100, FL 2, 2ND FLOOR, BSMT.
import type { Tables } from './tables.js';
import { isOrdinalNumeral, isUnitNumber, ordinalAt } from './words.js';

export interface UnitMatch {
  abbrev: string;
  no: string;
  /** words consumed */
  len: number;
}

// "Suite No. 5", "Apt # 4": filler between a designator and its number
const FILLERS = new Set(['#', 'NO', 'NUMBER', 'NUM']);

function unitNo(w: string): string {
  return w.startsWith('#') ? w.slice(1) : w;
}

/**
 * The unit starting at words[i] (bounded by `end`). `loose` also accepts designators that stand
 * alone (REAR, FRONT) and those are risky inside a street name, so callers pass it only after the street.
 */
export function matchUnit(words: readonly string[], i: number, end: number, t: Tables, loose: boolean): UnitMatch | undefined {
  const w = words[i];
  if (w === undefined || i >= end) return undefined;
  // 2ND FLOOR, SECOND FLOOR → FL 2
  const ord = ordinalAt(words, i, t) ?? (isOrdinalNumeral(w) ? { value: w, len: 1 } : undefined);
  if (ord) {
    const d = t.units.get(words[i + ord.len] ?? '');
    if (d && (d.abbrev === 'FL' || d.abbrev === 'BLDG' || d.abbrev === 'RM') && i + ord.len < end) {
      return { abbrev: d.abbrev, no: ord.value.slice(0, -2), len: ord.len + 1 };
    }
  }
  const d = t.units.get(w);
  if (!d) return undefined;
  if (d.needsNumber) {
    let k = i + 1;
    while (k < end && FILLERS.has(words[k]!) && k + 1 < end) k++;
    const no = words[k];
    if (k < end && no !== undefined && isUnitNumber(no)) return { abbrev: d.abbrev, no: unitNo(no), len: k + 1 - i };
    return undefined;
  }
  if (!loose) return undefined;
  // PH 2 and REAR 3 occur: a stand-alone designator may still carry a number
  const next = words[i + 1];
  if (next !== undefined && i + 1 < end && isUnitNumber(next) && next.length <= 6) {
    return { abbrev: d.abbrev, no: next, len: 2 };
  }
  return { abbrev: d.abbrev, no: '', len: 1 };
}
