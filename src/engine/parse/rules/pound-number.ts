// "# 2 TURNER RD": a pound sign in front of the house number; "#410 55 PAGE ST": a pound sign and a number before
// another house number is the unit, written first.
import { isHouseNumber } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { setUnit } from '../parts.js';

export function poundNumber(c: ParseContext): boolean {
  const { words, n, i } = c;
  if (words[i] !== '#' || i + 2 >= n || !isHouseNumber(words[i + 1]!)) return false;
  if (i + 3 < n && isHouseNumber(words[i + 2]!)) {
    setUnit(c, { abbrev: '#', no: words[i + 1]! });
    c.i = i + 2;
  } else c.i = i + 1;
  return false;
}
