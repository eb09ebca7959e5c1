// What an outcome says, as the lookup's re-readings ask it: found, at a point, which street, whether it keeps what was written.
import type { AddressParts } from '../types.js';
import type { LookupOutcome } from './types.js';

export const found = (o: LookupOutcome): boolean => o.ok && o.status === 'ADDRESS_FOUND';

export const rooftop = (o: LookupOutcome): boolean => o.ok && o.accuracy === 'ROOFTOP';

/** No street fits, or none could be looked for (a street found without the number is an answer other readings must not trade for another street). */
export const streetUnknown = (o: LookupOutcome): boolean => !o.ok || (o.status === 'ADDRESS_NOT_FOUND' && o.accuracy === 'NONE') || o.status === 'ADDRESS_UNVERIFIED';

/** One street answered (found with the number or without it; several tied say nothing of which). */
export const oneStreet = (o: LookupOutcome): boolean => o.ok && (o.status === 'ADDRESS_FOUND' || (o.status === 'ADDRESS_NOT_FOUND' && o.accuracy === 'STREET'));

/** The answer is the street as written (name and type), found with the number or without it. */
export function writtenStreet(o: LookupOutcome, p: AddressParts): boolean {
  return oneStreet(o) && o.ok && o.parts.streetName === p.streetName && o.parts.suffix === p.suffix && o.parts.predir === p.predir;
}

/** The answer is a street of the name parsed, with the type written (or one added where none was). */
export function writtenName(o: LookupOutcome, p: AddressParts): boolean {
  return oneStreet(o) && o.ok && o.parts.streetName === p.streetName && (p.suffix === '' || o.parts.suffix === p.suffix);
}

/** The answer keeps direction `dir` as its predirectional (W HILL RD N), or as its postdirectional with none before (RIVER RD S). */
export function keepsDirection(o: LookupOutcome, dir: string): boolean {
  if (!o.ok) return false;
  const { predir, postdir } = o.parts;
  return predir === dir || (postdir === dir && predir === '');
}

/** The answer's street name opens with the first word of `name` (a lone letter the reading put there). */
export function keepsFirstWord(o: LookupOutcome, name: string): boolean {
  const space = name.indexOf(' ');
  return o.ok && o.parts.streetName.startsWith(space < 0 ? name : name.slice(0, space + 1));
}
