// "PRIORITY WAY WEST DR", "US 117 SOUTH ALT HWY": with nothing after the line, an abbreviated street type closing
// it ends the street there (no city ends in DR or HWY).
import { hintKnown, type ParseContext } from '../../context.js';
import { isAbbreviatedSuffix, isStrongSuffix } from '../../street-types.js';

export function typeClosesLine(c: ParseContext): number | undefined {
  const { words, limit, t } = c;
  const lastWord = words[limit - 1]!;
  return c.cityMayFollow && !hintKnown(c.hint) && limit - c.nameStart >= 3 && isAbbreviatedSuffix(lastWord, t) && isStrongSuffix(lastWord, t) ? limit : undefined;
}
