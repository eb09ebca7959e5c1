// 'NE 2ND AVE, N. MIAMI, FL', 'ELM ST, N. ORANGE, NJ': a one-letter direction with its period opening a comma
// part is the city's first word (NORTH MIAMI), not the street's postdirectional (GRAVENSTEIN HWY, N SEBASTOPOL);
// after a route's number it is the route's (HWY. 31, W. WHITE HOUSE TN: US 31 W). '249 No. Main St': NO with its
// period between a house number and a name (or an ordinal: 456 No. 2nd St) is North (NO alone may be a number's label: No. 4).
import type { Tables } from '../normalize/tables.js';

const DOTTED = /(?<!\d[A-Za-z]?\s*)([,;\n]\s*)([NSEWnsew])\.\s*(?=[A-Za-z]{2})/g;
// (the number opens the text or a part: after ROUTE 100 the word is the route's)
const NORTH_DOTTED = /((?:^|[,;\n])\s*\d+[A-Za-z]?\s+)[Nn][Oo]\.\s*(?=[A-Za-z]{2}|\d+(?:st|nd|rd|th|ST|ND|RD|TH)\b)/g;

/** The text with such a direction spelled out (directionals.txt: N → NORTH), so the city keeps it; a dotted NO after a house number as NORTH. */
export function spellDottedDirections(text: string, t: Tables): string {
  if (!text.includes('.')) return text;
  return text.replace(DOTTED, (_, sep: string, d: string) => `${sep}${t.directionNames.get(d.toUpperCase())} `).replace(NORTH_DOTTED, '$1NORTH ');
}
