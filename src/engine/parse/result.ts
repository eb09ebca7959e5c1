// The parts → result mapper: typed failures (intersections carry both streets), finished lines and warnings.
import { formatLine1, formatLine2 } from '../normalize/format.js';
import { matchPhrase } from '../normalize/phrases.js';
import { streetPartsText, type StreetParts } from '../normalize/street.js';
import type { Tables } from '../normalize/tables.js';
import type { AddressParts, ParseFailure, ParseFailureReason, ParseResult } from '../types.js';
import { setStreet } from './parts.js';

export function fail(reason: ParseFailureReason, message: string, partial?: Partial<AddressParts>): ParseFailure {
  return partial ? { ok: false, reason, message, partial } : { ok: false, reason, message };
}

export function intersection(streets: [StreetParts, StreetParts], where: Partial<AddressParts>): ParseFailure {
  const [a, b] = streets;
  const partial: Partial<AddressParts> = { ...where };
  setStreet(partial, a);
  return {
    ok: false,
    reason: 'INTERSECTION',
    message: `an intersection (${streetPartsText(a)} & ${streetPartsText(b)}), not a delivery address`,
    partial,
    streets,
  };
}

export function finish(parts: AddressParts, warnings: string[], t: Tables): ParseResult {
  if (t.militaryStates.has(parts.state) && parts.city !== '') {
    const cityWords = parts.city.split(' ');
    const military = matchPhrase(t.militaryPostOffices, cityWords, 0);
    if (military && military.words.length === cityWords.length) parts.city = military.value;
  }
  if (parts.streetName === '' && parts.city === '' && parts.zip === '') {
    return fail('INCOMPLETE', 'no street, city or ZIP could be recognised', parts);
  }
  if (parts.streetName === '') warnings.push('no street line');
  else if (parts.primaryNo === '' && parts.recordType !== 'G') warnings.push('no house number');
  if (parts.city === '' && parts.zip === '') warnings.push('no city or ZIP');
  if (parts.secondaryAbbrev !== '' && parts.recordType === 'S') parts.recordType = 'H';
  if (parts.firm !== '' && parts.recordType === 'S') parts.recordType = 'F';
  return { ok: true, parts, line1: formatLine1(parts), line2: formatLine2(parts), warnings };
}
