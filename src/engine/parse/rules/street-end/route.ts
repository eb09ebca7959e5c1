// "US HWY 1 S", "U S 401 HWY S" (the type written again after the route number belongs to it), "RT 60 EAST ONA WV"
// (a direction after the number is its postdirectional when a known city starts after it; "HWY 1 NORTH PLATTE NE":
// the direction opens the city), "OLD US HIGHWAY 90": a route ends the street after its number; "VT ROUTE 133 W
// TINMOUTH RD, WELLS": named words closing the line with a street type are the same street's (Vermont's E911 names).
import { matchHighway } from '../../../normalize/highway.js';
import { matchPhrase } from '../../../normalize/phrases.js';
import { cityStartIn } from '../../../normalize/places.js';
import { matchUnit } from '../../../normalize/unit.js';
import { hasDigit } from '../../../normalize/words.js';
import { hintKnown, type ParseContext } from '../../context.js';
import { isStrongSuffix, matchHighwayType, withPostdir } from '../../street-types.js';

export function route(c: ParseContext): number | undefined {
  const { words, limit, nameStart, t, hint } = c;
  // (the street rule already asked at the same words when no unit cut the line)
  const asked = c.highwayWords === words && c.highwayAt === nameStart && c.highwayEnd === limit;
  const hw = asked ? c.highway : matchHighway(words, nameStart, limit, t);
  if (!hw) {
    const old = t.routeModifiers.has(words[nameStart]!) ? (asked ? c.modifiedHighway : matchHighway(words, nameStart + 1, limit, t)) : undefined;
    return old ? withPostdir(words, nameStart + 1 + old.len, limit, t) : undefined;
  }
  const after = nameStart + hw.len;
  const routeEnd = after < limit && isStrongSuffix(words[after]!, t) && matchHighwayType(words[after]!, t) ? after + 1 : after;
  const e = withPostdir(words, routeEnd, limit, t);
  // "866 VT ROUTE 7B CENTRAL, CLARENDON": with the city elsewhere, name words closing the line are the route's own
  if (!c.cityMayFollow && e + 1 === limit && written(c, hw.len, hw.name) && stretchName(c, e)) return limit;
  // (most routes close the line: the tail is looked at only when two words or more follow)
  const tailEnd = limit - e >= 2 && written(c, hw.len, hw.name) ? namedTailEnd(c, e) : -1;
  if (tailEnd > 0) return tailEnd;
  // (ROUTE 22A WEST HAVEN, city unknown: left to withPostdir)
  const lastLine = hintKnown(hint);
  const dirThenCity = c.cityMayFollow && lastLine && e === routeEnd && e + 1 < limit && t.directionals.has(words[e]!);
  return dirThenCity && cityStartIn(words, e, limit, hint.state, hint.zip, t) > e ? e + 1 : e;
}

/**
 * The route is written as one: with a route word (ROUTE, HWY, I91), not a bare state code before a number (VT 7 LINCOLN
 * AVE: the state moved in front of the address), and with a plain number (not CO½W).
 */
function written(c: ParseContext, len: number, name: string): boolean {
  const { words, nameStart, t } = c;
  const bare = len === 2 && t.stateCodes.has(words[nameStart]!) && !matchPhrase(t.highways, words, nameStart, nameStart + 1);
  return !bare && !name.includes('/');
}

/** words[at], closing the line after the route (and its direction), names a stretch of it (CENTRAL; N EXT). */
function stretchName(c: ParseContext, at: number): boolean {
  const w = c.words[at]!;
  // (one word only: UPSTAIRS, NO, a web address or a T: / F: label after a route are not its name)
  return c.t.routeStretches.has(w) || (at > 0 && c.t.directionals.has(c.words[at - 1]!) && c.t.routeQualifiers.has(w));
}

/**
 * Where name words after the route, closing with a street type, end the street: at the line's end when no city may
 * follow on it, else at a known city right after them (-1: they are not the street's).
 */
function namedTailEnd(c: ParseContext, e: number): number {
  const { words, limit, t, hint } = c;
  let end = limit;
  if (c.cityMayFollow) {
    if (!hintKnown(hint)) return -1;
    end = cityStartIn(words, e + 2, limit, hint.state, hint.zip, t);
    if (end <= e) return -1;
  }
  if (!isStrongSuffix(words[end - 1]!, t) || t.cityWords.has(words[end - 1]!)) return -1;
  for (let k = e; k < end; k++) {
    const w = words[k]!;
    // (name words only: not '@ EXT', nor a state code written again, 'TINMOUTH VT RD')
    if (w.charCodeAt(0) < 65 || w.charCodeAt(0) > 90 || hasDigit(w) || (k < end - 1 && t.stateCodes.has(w)) || matchUnit(words, k, end, t, true)) return -1;
  }
  return end;
}
