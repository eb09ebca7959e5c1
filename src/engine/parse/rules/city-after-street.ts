// "1200 MAIN ST MAILBOX 2825 LITTLE ROCK AR": words between the street and a known city are set aside, not made the
// city ("E GRAND RAPIDS", "EAST HAZEL CREST": one direction just before it opens the city); the rest is the city's.
import { cityOnLine, type ParseContext } from '../context.js';

export function cityAfterStreet(c: ParseContext): boolean {
  const { words, t, parts } = c;
  let k = c.i;
  const cityAt = cityOnLine(c, k);
  if (cityAt > k && !(cityAt === k + 1 && t.directionals.has(words[k]!))) {
    c.ignored = words.slice(k, cityAt);
    k = cityAt;
  }
  c.rest = words.slice(k);
  parts.recordType = parts.secondaryAbbrev !== '' ? 'H' : parts.firm !== '' ? 'F' : 'S';
  return true;
}
