// "ACME SUPPLY CO 312 PARKS AVE", "WRS TOWER 10TH FLOOR 312 PARKS AVE": words before the house number (or box)
// name a firm; a unit closing them is the address's unit.
import { matchUnit } from '../../normalize/unit.js';
import type { ParseContext } from '../context.js';
import { deliveryStart } from '../house-numbers.js';
import { unitEndingAt } from '../line-forms.js';
import { setUnit } from '../parts.js';

export function firm(c: ParseContext): boolean {
  if (c.i !== 0) return false;
  const { words, n, t } = c;
  const start = deliveryStart(words, n, t);
  if (start > 0) {
    const unitAt = unitEndingAt(words, start, t);
    if (unitAt > 0) setUnit(c, matchUnit(words, unitAt, start, t, false)!);
    c.parts.firm = words.slice(0, unitAt > 0 ? unitAt : start).join(' ');
    c.i = start;
  }
  return false;
}
