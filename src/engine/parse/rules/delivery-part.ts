// "ACME INC, 12 MAIN ST, SPRINGFIELD": the first part that looks like a delivery line holds it (a firm's name holding a
// number before it is the firm's: "3M COMPANY, 68 NICHOLSON RD"); "3523 WILLIAMS ST, POB 477": with a street and a box,
// the box nearest the city is the delivery line (Pub 28) and the street is set aside (and the other way round:
// box-before-street.ts).
import { isAllDigits, isDigitCode } from '../../normalize/words.js';
import type { ParseResult } from '../../types.js';
import { matchBoxLine } from '../boxes.js';
import type { ParseContext } from '../context.js';
import { looksLikeDelivery } from '../segments.js';
import { boxBeforeStreet } from './box-before-street.js';
import { firmWithNumber } from './firm-with-number.js';
import { SET_ASIDE } from '../warning-words.js';

export function deliveryPart(c: ParseContext): ParseResult | undefined {
  const { segs, t } = c;
  let s = 0;
  while (s < segs.length && !looksLikeDelivery(segs[s]!, t)) s++;
  if (s === segs.length) s = -1;
  // (a part opening with a plain number is no firm's name: most do)
  else if (s + 1 < segs.length && !isAllDigits(segs[s]![0]!) && firmWithNumber(segs, s, t)) s++;
  // (cheap test first: most lines open with a house number, no box)
  if (s >= 0 && !isDigitCode(segs[s]![0]!.charCodeAt(0))) s = boxBeforeStreet(c, s);
  let boxAt = -1;
  for (let k = s + 1; s >= 0 && k < segs.length && boxAt < 0; k++) if (matchBoxLine(segs[k]!, 0, segs[k]!.length, t) !== undefined) boxAt = k;
  if (boxAt > s && s >= 0) {
    c.warnings.push(`${SET_ASIDE}${segs[s]!.join(' ')}`);
    segs.splice(s, 1);
    s = boxAt - 1;
  }
  c.s = s;
  return undefined;
}
