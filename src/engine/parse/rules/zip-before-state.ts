// "PUTNEY, 05346 VT", "SPRINGFIELD 62701-1234 IL", "STARKSBORO, 05487 0001 VT": the ZIP (its +4 joined or spaced) written
// before the state; read as the ZIP only when it lies in that state (a house number or a unit's number before a state
// would not: "APT 12345 VT" keeps its unit).
import { isAllDigits } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { zipInState, zipOf } from '../zips.js';

/** After the state was read with no ZIP after it: true when the word before the state is the ZIP. */
export function zipBeforeState(c: ParseContext): boolean {
  const { tokens, t, parts } = c;
  let at = c.lastEnd - 1;
  // (never the first word, the house number; never a box's or a unit's number)
  if (parts.zip !== '' || parts.state === '' || at < 2) return false;
  let z = zipOf(tokens[at]!);
  // '05487 0001 VT': a ZIP+4 written with a space, before the state
  if (!z && at >= 3 && tokens[at]!.length === 4 && isAllDigits(tokens[at]!) && tokens[at - 1]!.length === 5 && isAllDigits(tokens[at - 1]!)) {
    z = { zip: tokens[at - 1]!, zip4: tokens[at]! };
    at--;
  }
  const before = tokens[at - 1]!;
  if (!z || t.boxNumberWords.has(before) || t.units.has(before) || t.numberFillers.has(before) || !zipInState(z.zip, parts.state, t)) return false;
  parts.zip = z.zip;
  parts.zip4 = z.zip4;
  c.lastEnd = at;
  return true;
}
