// "12 MAIN ST, OAKLAND, CA Zip: 94603", "BURLINGTON VT ZIP CODE 05401", "Postal code 94603": the label a form writes before its
// ZIP box comes off with the ZIP, so it is read as neither the state nor the city (CA ZIP, OAKLAND set aside).
import type { ParseContext } from '../context.js';

/** After a ZIP was read off the end: drops the label words just before it (src/data/parse-words.txt, [zip labels]). */
export function zipLabel(c: ParseContext): void {
  const { tokens, t } = c;
  const end = c.lastEnd;
  // (two words at least left before it: '12 ZIP 05401' keeps its street)
  if (end >= 4 && tokens[end - 1] === 'CODE' && t.zipLabelsBeforeCode.has(tokens[end - 2]!)) c.lastEnd = end - 2;
  else if (end >= 3 && t.zipLabels.has(tokens[end - 1]!)) c.lastEnd = end - 1;
}
