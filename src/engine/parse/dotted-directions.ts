// 'NE 2ND AVE, N. MIAMI, FL', 'ELM ST, N. ORANGE, NJ': a one-letter direction with its period opening a comma
// part is the city's first word (NORTH MIAMI), not the street's postdirectional (GRAVENSTEIN HWY, N SEBASTOPOL);
// after a route's number it is the route's (HWY. 31, W. WHITE HOUSE TN: US 31 W).
import type { Tables } from '../normalize/tables.js';

const DOTTED = /(?<!\d[A-Za-z]?\s*)([,;\n]\s*)([NSEWnsew])\.\s*(?=[A-Za-z]{2})/g;

/** The text with such a direction spelled out (directionals.txt: N → NORTH), so the city keeps it. */
export function spellDottedDirections(text: string, t: Tables): string {
  return text.includes('.') ? text.replace(DOTTED, (_, sep: string, d: string) => `${sep}${t.directionNames.get(d.toUpperCase())} `) : text;
}
