// "KILLINGTON, VT O5751", "VT 0575O", "MD 2l228", "VT 0547I": a ZIP typed (or scanned) with the letter O for a zero, or
// L or I for a one, after a state, is that ZIP; "VT o5o6o" too (two digits left: every zero typed as O).
import { matchPhraseEndingAt } from '../../normalize/phrases.js';
import { isDigitCode } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { zipOf } from '../zips.js';

/** The last word with its O's read as zeros and its L's and I's as ones, when that makes a ZIP after a state (two digits at least); else undefined. */
export function letterOZip(c: ParseContext, last: string, end: number): { zip: string; zip4: string } | undefined {
  if (last.length !== 5 && last.length !== 10) return undefined;
  let digits = 0;
  let os = 0;
  for (let k = 0; k < last.length; k++) {
    const ch = last.charCodeAt(k);
    if (isDigitCode(ch)) digits++;
    else if (ch === 79 || ch === 76 || ch === 73) os++;
    else if (ch !== 45) return undefined;
  }
  if (os === 0 || digits < 2 || matchPhraseEndingAt(c.t.states, c.tokens, end - 1, 1, 4) === undefined) return undefined;
  const z = zipOf(last.replace(/O/g, '0').replace(/[LI]/g, '1'));
  if (z !== undefined) c.warnings.push(`ZIP ${last} read as ${z.zip4 === '' ? z.zip : `${z.zip}-${z.zip4}`}`);
  return z;
}
