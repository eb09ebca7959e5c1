// A city the ZIP table does not know in the ZIP's state, nor a misspelling of one it knows: RIVIERA BEACH FL 33404,
// where the table (one name a ZIP) says WEST PALM BEACH. Nothing shows such a city is wrong for the ZIP (USPS accepts
// other names than the table's), so an answer at ZIP level keeps it as written and says so, rather than "correct" it.
import type { CityTypos } from '../match/city-typos.js';
import { cityAcceptable, type ZipChoice } from '../match/zip-candidates.js';
import type { ZipInfo } from '../reference/types.js';
import type { AddressParts } from '../types.js';

/** `zips`: the lookup's ZIP choice for `p` (its cityZips are the city's other ZIPs in the same state). */
export function unknownCity(typos: CityTypos, p: AddressParts, info: ZipInfo, zips: ZipChoice): boolean {
  if (p.city === '' || cityAcceptable(info, p.city) || (p.state !== '' && p.state !== info.state)) return false;
  return zips.cityZips.length === 0 && typos(p.city, info.state).length === 0;
}
