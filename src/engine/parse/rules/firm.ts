// "ACME SUPPLY CO 312 PARKS AVE", "WRS TOWER 10TH FLOOR 312 PARKS AVE": words before the house number (or box)
// name a firm (so do "3M COMPANY" and "CHANNEL 5 NEWS" before a later number and street); a unit closing them is the
// address's unit; "NO. 4, 12 MAIN ST": a unit alone there is no firm.
import { matchUnit } from '../../normalize/unit.js';
import { isAllDigits } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { deliveryStart } from '../house-numbers.js';
import { unitEndingAt } from '../line-forms.js';
import { setUnit } from '../parts.js';
import { laterNumberLine } from './firm-number-line.js';
import { numberAfterStreet } from './number-after-street.js';

export function firm(c: ParseContext): boolean {
  if (c.i !== 0) return false;
  // (MAIN ST 12 APT 4: a number written after the street goes before it first, or this rule would read MAIN ST as a firm)
  numberAfterStreet(c);
  const { words, n, t } = c;
  const first = deliveryStart(words, n, t);
  // (most lines open with their house number: no later one to seek)
  const start = first === 0 && isAllDigits(words[0]!) ? 0 : laterNumberLine(words, first, n, t);
  if (start > 0) {
    // "NO. 4, 12 MAIN ST": NO (a number filler) and a number alone before the house number are a unit, no firm
    const numbered = t.numberFillers.has(words[0]!) ? matchUnit(words, 0, start, t, true) : undefined;
    if (numbered && numbered.len === start && numbered.no !== '') {
      setUnit(c, numbered);
      c.i = start;
      return false;
    }
    const unitAt = unitEndingAt(words, start, t);
    if (unitAt > 0) setUnit(c, matchUnit(words, unitAt, start, t, false)!);
    c.parts.firm = words.slice(0, unitAt > 0 ? unitAt : start).join(' ');
    c.i = start;
  }
  return false;
}
