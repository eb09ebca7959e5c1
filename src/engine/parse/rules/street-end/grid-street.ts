// "1234 S 500 E" (Utah grid): a numbered street name closed by its directional; "2900 E RD" (Illinois grid) goes on
// to its type.
import { isAllDigits } from '../../../normalize/words.js';
import type { ParseContext } from '../../context.js';
import { isStrongSuffix } from '../../street-types.js';

export function gridStreet(c: ParseContext): number | undefined {
  const { words, limit, nameStart, t } = c;
  if (!isAllDigits(words[nameStart]!) || nameStart + 1 >= limit || !t.directionals.has(words[nameStart + 1]!)) return undefined;
  const type = nameStart + 2 < limit && isStrongSuffix(words[nameStart + 2]!, t);
  return type ? nameStart + 3 : nameStart + 2;
}
