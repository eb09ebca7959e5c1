// "ATTN: MR SMITH, 12 MAIN ST", "C/O ACME, 12 MAIN ST": recipient parts are dropped with a warning (unless the
// address follows in the same part: "ATTN CHARLOTTE DURAN 2905 RODEO PARK DR" is the firm rule's).
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { finish } from '../result.js';
import { dropRecipients } from '../segments.js';

export function recipients(c: ParseContext): ParseResult | undefined {
  dropRecipients(c.segs, c.warnings, c.t);
  return c.segs.length === 0 ? finish(c.parts, c.warnings, c.t) : undefined;
}
