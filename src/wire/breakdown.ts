// The one mapping from the engine's address parts to the API's address_breakdown (the bulk result's, and the
// fields `usaddr parse` prints): every field present, "" when the parts have nothing for it.
import { emptyParts } from '../engine/parse/parts.js';
import type { AddressParts } from '../engine/types.js';
import type { AddressBreakdown } from './types.js';

/** `preferredCity` and `countyName` come from the ZIP the lookup matched; a parse alone has neither. */
export function toBreakdown(p: AddressParts, preferredCity = '', countyName = ''): AddressBreakdown {
  return {
    primary_no: p.primaryNo,
    street_predirection: p.predir,
    street_name: p.streetName,
    street_suffix_abbrev: p.suffix,
    street_postdirection: p.postdir,
    secondary_no: p.secondaryNo,
    secondary_abbrev: p.secondaryAbbrev,
    city_name: p.city,
    preferred_city_name: preferredCity,
    state: p.state,
    zip_code: p.zip,
    zip_add_on_no: p.zip4,
    county_name: countyName,
    urbanization: p.urbanization,
  };
}

/** A breakdown with every field "" (a FAIL, or a row that could not be read). */
export const emptyBreakdown = (): AddressBreakdown => toBreakdown(emptyParts());
