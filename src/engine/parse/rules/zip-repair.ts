// "HOBOKEN NJ 7030" (a spreadsheet dropped the leading zero), "ME 041 01", "VT 0 5 4 0 1" (spaces inside), "IL 6065460610" (ten
// digits), "CA 9151-2100" (no ZIP at all, the state before it still counts): digits after the state where the ZIP
// goes, read as the ZIP they must be, with a warning.
import { matchPhraseEndingAt } from '../../normalize/phrases.js';
import { isAllDigits } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { brokenZip, plainStateEndingAt, zipInState } from '../zips.js';

/**
 * How many words before `end` (two to five, all digits, five digits in all) spell the ZIP after a state: 'ME 041 01',
 * 'VT 0 5 4 0 1' (a ZIP spaced digit by digit, as a form with a box per digit exports it); 0 when none do.
 */
function spacedZip(c: ParseContext, end: number): number {
  let digits = 0;
  for (let k = 1; k <= 5 && end - k >= 1; k++) {
    const w = c.tokens[end - k]!;
    if (!isAllDigits(w)) return 0;
    digits += w.length;
    if (digits > 5) return 0;
    if (digits === 5) return k >= 2 && matchPhraseEndingAt(c.t.states, c.tokens, end - k, 1, 4) ? k : 0;
  }
  return 0;
}

export function zipRepair(c: ParseContext): boolean {
  const { tokens, t, parts, warnings } = c;
  const end = c.lastEnd;
  if (end < 2) return false;
  const last = tokens[end - 1]!;
  const prev = tokens[end - 2]!;
  const spaced = isAllDigits(last) && isAllDigits(prev) && last.length + prev.length <= 5 && end >= 4 ? spacedZip(c, end) : 0;
  if (last.length === 4 && isAllDigits(last) && zipInState(`0${last}`, matchPhraseEndingAt(t.states, tokens, end - 1, 1, 4)?.value, t)) {
    parts.zip = `0${last}`;
    warnings.push(`ZIP ${last} read as 0${last}`);
    c.lastEnd = end - 1;
  } else if (spaced !== 0) {
    const words = tokens.slice(end - spaced, end);
    parts.zip = words.join('');
    warnings.push(`ZIP ${words.join(' ')} read as ${parts.zip}`);
    c.lastEnd = end - spaced;
  } else if (last.length === 10 && isAllDigits(last) && matchPhraseEndingAt(t.states, tokens, end - 1, 1, 4)) {
    // (two ZIPs run together, or a digit too many: the first five lead)
    parts.zip = last.slice(0, 5);
    warnings.push(`ZIP ${last} read as ${parts.zip}`);
    c.lastEnd = end - 1;
  } else if (brokenZip(last) && plainStateEndingAt(tokens, end - 1, t)) {
    warnings.push(`not a ZIP: ${last}`);
    c.lastEnd = end - 1;
  } else return false;
  return true;
}
