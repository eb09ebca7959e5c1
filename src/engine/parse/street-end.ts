// Where the street stops inside a delivery line (after its type and postdirectional, before a trailing unit or the
// city that follows without a comma): the street-end rules, in order (each in rules/street-end/<name>.ts, opening
// with the form it reads); the first that decides gives the end.
import { NO_HINT, type ParseContext } from './context.js';
import { beforeAnyCity } from './rules/street-end/before-any-city.js';
import { beforeKnownCity } from './rules/street-end/before-known-city.js';
import { buildingAfterType } from './rules/street-end/building-after-type.js';
import { gridStreet } from './rules/street-end/grid-street.js';
import { noCityAfter } from './rules/street-end/no-city-after.js';
import { route } from './rules/street-end/route.js';
import { streetType } from './rules/street-end/street-type.js';
import { typeClosesLine } from './rules/street-end/type-closes-line.js';
import { unitWing } from './rules/street-end/unit-wing.js';
import { nameStartOf } from './street-types.js';

/** Index after the last street word in c.words[c.i..limit). */
export function streetEnd(c: ParseContext, limit: number): number {
  if (limit - c.i <= 1) return limit;
  c.limit = limit;
  c.nameStart = nameStartOf(c.words, c.i, limit, c.t);
  return (
    typeClosesLine(c) ??
    unitWing(c) ??
    buildingAfterType(c) ??
    route(c) ??
    gridStreet(c) ??
    beforeKnownCity(c) ??
    noCityAfter(c) ??
    beforeAnyCity(c) ??
    streetType(c)
  );
}

/**
 * The street's end in words[c.i..limit) when a city was found at `limit`: read as a line with no city after it and
 * nothing known of the last line (the context's line fields are put back after).
 */
export function streetEndBeforeCity(c: ParseContext, limit: number): number {
  const { cityMayFollow, hint, limit: outerLimit, nameStart } = c;
  c.cityMayFollow = false;
  c.hint = NO_HINT;
  const end = streetEnd(c, limit);
  c.cityMayFollow = cityMayFollow;
  c.hint = hint;
  c.limit = outerLimit;
  c.nameStart = nameStart;
  return end;
}
