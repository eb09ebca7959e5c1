// "12 MAIN ST, SUITE 5, SPRINGFIELD": the words before the last line, cut into their comma / line parts;
// "RR 4, BOX 164": a box number set off by a comma still belongs to its route.
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { finish } from '../result.js';
import { groupSegments } from '../segments.js';

export function commaParts(c: ParseContext): ParseResult | undefined {
  const { tokens, tokenSegs, lastEnd } = c;
  c.segs = groupSegments(tokens, tokenSegs, lastEnd, c.t);
  return c.segs.length === 0 ? finish(c.parts, c.warnings, c.t) : undefined;
}
