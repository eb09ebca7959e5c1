// "Columbia Falls, MT 59912", "San Francisco CA", "Dallas": no part looks like a delivery line, and the one part
// set off by a comma from the state (or wholly a city known for the state or ZIP, or a big city alone) is the city;
// otherwise the first part is read as the delivery line.
import { cityFromWords } from '../../normalize/city.js';
import { cityStartAnywhere, cityStartIn } from '../../normalize/places.js';
import { hasDigit } from '../../normalize/words.js';
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { finish } from '../result.js';

/** The last part before the last line is set off by a comma from it. */
function separatedFromLastLine(c: ParseContext): boolean {
  const { tokens, tokenSegs, lastEnd } = c;
  return lastEnd < tokens.length && lastEnd > 0 && tokenSegs[lastEnd] !== tokenSegs[lastEnd - 1];
}

export function cityAlone(c: ParseContext): ParseResult | undefined {
  if (c.s >= 0) return undefined;
  const { segs, t, parts } = c;
  const only = segs.length === 1 && !segs[0]!.some(hasDigit) ? segs[0]! : undefined;
  if (only !== undefined) {
    const lastLine = parts.state !== '' || parts.zip !== '';
    if (separatedFromLastLine(c) || (lastLine ? cityStartIn(only, 0, only.length, parts.state, parts.zip, t) : cityStartAnywhere(only, 0, only.length, t)) === 0) {
      parts.city = cityFromWords(only, t);
      return finish(parts, c.warnings, t);
    }
  }
  c.s = 0;
  return undefined;
}
