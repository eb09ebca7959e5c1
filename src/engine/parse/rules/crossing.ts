// "MAIN ST & OAK AVE, SPRINGFIELD IL", "CORNER OF MAIN ST AND OAK AVE": an intersection, labeled with both
// streets, is no delivery address.
import { cityFromWords } from '../../normalize/city.js';
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { matchIntersection } from '../intersection.js';
import { intersection } from '../result.js';

export function crossing(c: ParseContext): ParseResult | undefined {
  const { t, parts, citySeg } = c;
  const streets = matchIntersection(c.segs[c.s]!, t);
  return streets ? intersection(streets, { city: citySeg ? cityFromWords(citySeg, t) : '', state: parts.state, zip: parts.zip }) : undefined;
}
