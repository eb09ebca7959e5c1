// "12 MAIN ST #", "529 NORTH ST APT", "12 OAK AVE UNIT #", "4724 MAIN ST # 05255 MANCHESTER CENTER VT": a form's unit label
// with nothing typed after it (closing the line, or just before a ZIP written before the city) is set aside: no unit, and
// no word of the street (NORTH ST APT is no street named ST APT; # 05255 is no unit).
import type { Tables } from '../../normalize/tables.js';

/** Where a unit label (APT, APT #, UNIT #, #) ending at words[end - 1] starts, two words at least left before it; `end` when none. */
export function labelStart(words: readonly string[], end: number, t: Tables): number {
  let k = end;
  if (k > 2 && words[k - 1] === '#') k--;
  // (only the words a form labels its unit box with: other designators close real names, HOMESTEAD GREENE APTS)
  if (k > 2 && t.unitLabels.has(words[k - 1]!)) k--;
  return k < 2 ? end : k;
}
