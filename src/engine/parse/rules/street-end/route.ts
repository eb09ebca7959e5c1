// "US HWY 1 S", "U S 401 HWY S" (the type written again after the route number belongs to it), "RT 60 EAST ONA WV"
// (a direction after the number is its postdirectional when a known city starts after it; "HWY 1 NORTH PLATTE NE":
// the direction opens the city), "OLD US HIGHWAY 90": a route ends the street after its number.
import { matchHighway } from '../../../normalize/highway.js';
import { cityStartIn } from '../../../normalize/places.js';
import type { ParseContext } from '../../context.js';
import { isStrongSuffix, matchHighwayType, withPostdir } from '../../street-types.js';

export function route(c: ParseContext): number | undefined {
  const { words, limit, nameStart, t, hint } = c;
  const hw = matchHighway(words, nameStart, limit, t);
  if (!hw) {
    const old = words[nameStart] === 'OLD' ? matchHighway(words, nameStart + 1, limit, t) : undefined;
    return old ? withPostdir(words, nameStart + 1 + old.len, limit, t) : undefined;
  }
  const after = nameStart + hw.len;
  const routeEnd = after < limit && isStrongSuffix(words[after]!, t) && matchHighwayType(words[after]!, t) ? after + 1 : after;
  const e = withPostdir(words, routeEnd, limit, t);
  // (ROUTE 22A WEST HAVEN, city unknown: left to withPostdir)
  const lastLine = hint.state !== '' || hint.zip !== '';
  const dirThenCity = c.cityMayFollow && lastLine && e === routeEnd && e + 1 < limit && t.directionals.has(words[e]!);
  return dirThenCity && cityStartIn(words, e, limit, hint.state, hint.zip, t) > e ? e + 1 : e;
}
