// "PUTNEY, 05346 VT", "SPRINGFIELD 62701-1234 IL", "STARKSBORO, 05487 0001 VT", "WEST PAWLET, 5775 VT": the ZIP (its +4
// joined or spaced, or its leading zero dropped by a spreadsheet) written before the state; read as the ZIP only when it
// lies in that state (a house number or a unit's number before a state would not: "APT 12345 VT" keeps its unit).
import { isAllDigits } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { zipInState, zipOf } from '../zips.js';

const isDigits = (w: string, n: number): boolean => w.length === n && isAllDigits(w);

/** After the state was read with no ZIP after it: true when the word before the state is the ZIP. */
export function zipBeforeState(c: ParseContext): boolean {
  const { tokens, t, parts } = c;
  let at = c.lastEnd - 1;
  // (never the first word, the house number; never a box's or a unit's number)
  if (parts.zip !== '' || parts.state === '' || at < 2) return false;
  const w = tokens[at]!;
  let z = zipOf(w);
  let repaired = false;
  if (!z && isDigits(w, 4) && at >= 3 && isDigits(tokens[at - 1]!, 5)) {
    // '05487 0001 VT': a ZIP+4 written with a space
    z = { zip: tokens[at - 1]!, zip4: w };
    at--;
  } else if (!z && isDigits(w, 4)) {
    // '5775 VT': a ZIP that lost its leading zero (only where 0xxxx ZIPs lie in the state)
    z = { zip: `0${w}`, zip4: '' };
    repaired = true;
  }
  const before = tokens[at - 1]!;
  if (!z || t.boxNumberWords.has(before) || t.units.has(before) || t.numberFillers.has(before) || !zipInState(z.zip, parts.state, t)) return false;
  parts.zip = z.zip;
  parts.zip4 = z.zip4;
  if (repaired) c.warnings.push(`ZIP ${w} read as ${z.zip}`);
  c.lastEnd = at;
  return true;
}
