// "URB LAS GLADIOLAS 150 CALLE A": a Puerto Rico urbanization opens the line and runs to the house number.
import { isHouseNumber } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';

export function urbanization(c: ParseContext): boolean {
  const { words, n } = c;
  if (!c.t.urbanizationWords.has(words[0]!)) return false;
  let j = 1;
  while (j < n && !isHouseNumber(words[j]!)) j++;
  c.parts.urbanization = words.slice(1, j).join(' ');
  c.i = j;
  return false;
}
