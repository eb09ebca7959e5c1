// "368 AVE A", "12 AVE. B", "2396 W AVE 134TH": a street type that opens the name before one letter, number or ordinal,
// abbreviated, is written in full (AVENUE A, W AVENUE 134TH) the way Pub 28 and the reference write such names.
import type { StreetParts } from './street.js';
import type { Tables } from './tables.js';
import { isDigitCode } from './words.js';

/** The street with its opening type spelled in full, or `s` itself. */
export function typeFirstName(s: StreetParts, t: Tables): StreetParts {
  const name = s.name;
  const space = name.indexOf(' ');
  // cheap test first: no suffix, two words, the second a letter or opening with a digit
  if (s.suffix !== '' || space < 1 || name.indexOf(' ', space + 1) >= 0) return s;
  const second = name.slice(space + 1);
  if (second.length > 1 && !isDigitCode(second.charCodeAt(0))) return s;
  const abbrev = t.suffixes.get(name.slice(0, space));
  const full = abbrev === undefined ? undefined : t.suffixNames.get(abbrev);
  if (full === undefined || !t.typeFirstNames.has(full) || full === name.slice(0, space)) return s;
  return { ...s, name: `${full} ${second}` };
}
