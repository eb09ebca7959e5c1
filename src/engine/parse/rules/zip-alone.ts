// "90210", "90210, CA", "90210-1234" (pelias/parser's US cases): a ZIP written alone, or with only its state, is the ZIP,
// not a house number with no street (a state that does not hold the ZIP keeps it a number).
import type { ParseContext } from '../context.js';
import { zipInState, zipOf } from '../zips.js';

/** After the last line was read: true when the one word left is such a ZIP. */
export function zipAlone(c: ParseContext): boolean {
  const { tokens, parts } = c;
  // (cheap test first: one word left, no ZIP read)
  if (c.lastEnd !== 1 || parts.zip !== '') return false;
  const z = zipOf(tokens[0]!);
  if (z === undefined || (parts.state !== '' && !zipInState(z.zip, parts.state, c.t))) return false;
  parts.zip = z.zip;
  parts.zip4 = z.zip4;
  c.lastEnd = 0;
  return true;
}
