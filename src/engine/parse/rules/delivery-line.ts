// "1000 N MAIN ST APT 4 SPRINGFIELD IL": the delivery line through the line rules (street-line.ts); the city may
// follow on it when no part of its own holds the city.
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { readStreetLine } from '../street-line.js';

export function deliveryLine(c: ParseContext): ParseResult | undefined {
  readStreetLine(c, c.segs[c.s]!, c.citySeg === undefined, { state: c.parts.state, zip: c.parts.zip });
  return undefined;
}
