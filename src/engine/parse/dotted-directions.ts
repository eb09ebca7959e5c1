// 'NE 2ND AVE, N. MIAMI, FL', 'ELM ST, N. ORANGE, NJ': a one-letter direction with its period opening a comma
// part is the city's first word (NORTH MIAMI), not the street's postdirectional (GRAVENSTEIN HWY, N SEBASTOPOL);
// after a route's number it is the route's (HWY. 31, W. WHITE HOUSE TN: US 31 W).
const DOTTED = /(?<!\d[A-Za-z]?\s*)([,;\n]\s*)([NSEWnsew])\.\s*(?=[A-Za-z]{2})/g;
const NAMES: Record<string, string> = { N: 'NORTH', S: 'SOUTH', E: 'EAST', W: 'WEST' };

/** The text with such a direction spelled out, so the city keeps it. */
export function spellDottedDirections(text: string): string {
  return text.includes('.') ? text.replace(DOTTED, (_, sep: string, d: string) => `${sep}${NAMES[d.toUpperCase()]} `) : text;
}
