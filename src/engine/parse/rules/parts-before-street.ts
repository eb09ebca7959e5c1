// "ACME SUPPLY CO, 12 MAIN ST": parts before the delivery line name a firm; "APT 4, 12 MAIN ST": a part that is
// only a unit is the address's unit, written first.
import type { UnitMatch } from '../../normalize/unit.js';
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { isUnitOnly } from '../segments.js';

export function partsBeforeStreet(c: ParseContext): ParseResult | undefined {
  const { segs, s, t } = c;
  const firmWords: string[] = [];
  const leadUnits: UnitMatch[] = [];
  for (let k = 0; k < s; k++) {
    const unit = isUnitOnly(segs[k]!, t);
    if (unit) leadUnits.push(unit);
    else firmWords.push(...segs[k]!);
  }
  c.firmWords = firmWords;
  c.leadUnits = leadUnits;
  return undefined;
}
