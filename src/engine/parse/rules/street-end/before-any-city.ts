// "5429 WOODLAWN CHICAGO", "7 N WELLS CHICAGO": no state, ZIP or street type, but a known city closes the line.
import { cityStartAnywhere } from '../../../normalize/places.js';
import { hintKnown, type ParseContext } from '../../context.js';
import { streetEndBeforeCity } from '../../street-end.js';
import { isStrongSuffix } from '../../street-types.js';

export function beforeAnyCity(c: ParseContext): number | undefined {
  const { words, limit, nameStart, t, hint } = c;
  if (hintKnown(hint)) return undefined;
  const p = cityStartAnywhere(words, nameStart + 1, limit, t);
  let typed = false;
  for (let k = nameStart + 1; k < p && !typed; k++) typed = isStrongSuffix(words[k]!, t);
  return p > nameStart && !typed ? streetEndBeforeCity(c, p) : undefined;
}
