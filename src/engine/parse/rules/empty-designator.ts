// "12 MAIN ST #", "529 NORTH ST APT", "12 OAK AVE UNIT #", "12 MAIN ST APT N/A", "4724 MAIN ST # 05255 MANCHESTER CENTER VT": a form's unit label
// with nothing typed after it (closing the line, or just before a ZIP written before the city) is set aside: no unit, and
// no word of the street (NORTH ST APT is no street named ST APT; # 05255 is no unit).
import type { Tables } from '../../normalize/tables.js';

/** How many words ending at words[end - 1] are an empty unit box's placeholder (N A, NA, NONE, NULL): 0, 1 or 2. */
function placeholderLength(words: readonly string[], end: number, t: Tables): number {
  if (end >= 2 && words[end - 1] === 'A' && words[end - 2] === 'N') return 2;
  return end >= 1 && t.unitPlaceholders.has(words[end - 1]!) ? 1 : 0;
}

/** apt_suite_other '# N/A', 'Apt none', 'NULL': a unit box's label (or none) and a placeholder, nothing else. */
export function unfilledUnitBox(words: readonly string[], t: Tables): boolean {
  let k = words.length - placeholderLength(words, words.length, t);
  if (k === words.length) return false;
  if (k > 0 && words[k - 1] === '#') k--;
  if (k > 0 && t.unitLabels.has(words[k - 1]!)) k--;
  return k === 0;
}

/**
 * Where a unit label (APT, APT #, UNIT #, #) ending at words[end - 1] starts, two words at least left before it; `end` when
 * none. ('12 MAIN ST APT N/A': the label with a placeholder typed in its box, N A or NA, is set aside the same way.)
 */
export function labelStart(words: readonly string[], end: number, t: Tables): number {
  let k = end > 3 ? end - placeholderLength(words, end, t) : end;
  const typed = k;
  if (k > 2 && words[k - 1] === '#') k--;
  // (only the words a form labels its unit box with: other designators close real names, HOMESTEAD GREENE APTS)
  if (k > 2 && t.unitLabels.has(words[k - 1]!)) k--;
  // (a placeholder with no label before it is no placeholder: 12 MAIN ST N A stays as written)
  return k < 2 || k === typed ? end : k;
}
