// "SPRINGFIELD, IL", "SPRINGFIELD ILLINOIS 62701", "465 PECK LANE CHESHIRE CT": the longest state name or code
// ending the words left; a code that is also a street word needs a ZIP or a comma before it ("1180 PEACHTREE ST,
// NE" is a postdirectional), "123 WASHINGTON" and "3719 OLD ALABAMA" are streets, "6TH FL" is a floor.
import { matchPhraseEndingAt } from '../../normalize/phrases.js';
import { hasDigit, isAllDigits, isDigitCode, isOrdinalNumeral } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { doublesAsStreetWord } from '../zips.js';

/**
 * A state code that is also a street word (CT, NE, APT) standing at `at` is free to be the state: a ZIP was read, or
 * it is set off by a comma and is no directional right after the street's own part, or on the street's line a street
 * type (or route number) comes earlier. (Asked only of such a code: most states are no street word, and these scans
 * of the words before it were ~1 % of a parse.)
 */
function freeToBeState(c: ParseContext, at: number, separated: boolean): boolean {
  const { tokens: words, tokenSegs: segs, t, parts } = c;
  if (parts.zip !== '') return true;
  const seg = segs[at]!;
  if (separated) {
    // a directional right after the street's own segment is a postdirectional
    let segStart = at - 1;
    while (segStart > 0 && segs[segStart - 1] === segs[at - 1]) segStart--;
    const afterStreetSeg = at > 0 && isDigitCode(words[segStart]!.charCodeAt(0));
    return !(afterStreetSeg && t.directionals.has(words[at]!));
  }
  const firstSegHasNumber = segs[0] === seg && at > 0;
  if (!firstSegHasNumber) return true;
  // a street type (or route number) earlier on the line leaves CT free to be the state
  for (let k = 1; k < at - 1; k++) if (t.suffixes.has(words[k]!) || (k >= 2 && hasDigit(words[k]!))) return true;
  return false;
}

export function state(c: ParseContext): boolean {
  const { tokens: words, tokenSegs: segs, t, parts } = c;
  const end = c.lastEnd;
  if (end < 1) return false;
  const st = matchPhraseEndingAt(t.states, words, end, 0, 5);
  if (!st) return false;
  const at = end - st.words.length;
  const w = words[at]!;
  const separated = at === 0 || segs[at - 1] !== segs[at];
  // (1112 SO WASHINGTON too; OLD only before a state's name: 271 OLD VT is OLD street in Vermont)
  let onlyNumberBefore = at >= 1 && parts.zip === '' && !separated && isDigitCode(words[0]!.charCodeAt(0));
  for (let k = 1; k < at && onlyNumberBefore; k++) if (!t.directionals.has(words[k]!) && !(words[k] === 'OLD' && w.length > 2)) onlyNumberBefore = false;
  if ((at === 0 && parts.zip === '') || onlyNumberBefore) return false;
  if (st.words.length === 1 && doublesAsStreetWord(w, t) && !freeToBeState(c, at, separated)) return false;
  const prev = words[at - 1] ?? '';
  const floor = t.units.has(w) && parts.zip === '' && (isOrdinalNumeral(prev) || t.ordinals.has(prev) || isAllDigits(prev));
  if (floor) return false;
  parts.state = st.value;
  c.lastEnd = at;
  return true;
}
