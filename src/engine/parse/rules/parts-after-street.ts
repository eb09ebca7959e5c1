// "12 MAIN ST, NW, SUITE 5, TOWER PLACE STE 1685, SPRINGFIELD": after the delivery line a postdirectional, units
// and the city's part (other parts set aside); "CHICAGO, LL 60603": two letters alone before the ZIP stand where
// the state goes, and an unknown state is no city.
import { hasDigit } from '../../normalize/words.js';
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { afterStreet } from '../segments.js';
import { SET_ASIDE } from '../warning-words.js';

export function partsAfterStreet(c: ParseContext): ParseResult | undefined {
  const { parts, warnings } = c;
  const { postdir, lateUnits, citySegs, aside } = afterStreet(c.segs, c.s + 1, parts.state, parts.zip, c.t);
  if (aside.length > 0) warnings.push(`${SET_ASIDE}${aside.map((w) => w.join(' ')).join(', ')}`);
  const lastPart = citySegs[citySegs.length - 1];
  if (parts.state === '' && parts.zip !== '' && citySegs.length > 1 && lastPart?.length === 1 && lastPart[0]!.length === 2 && !hasDigit(lastPart[0]!)) {
    warnings.push(`unknown state: ${lastPart[0]}`);
    citySegs.pop();
  }
  if (citySegs.length > 1) warnings.push(`${SET_ASIDE}${citySegs.slice(0, -1).map((w) => w.join(' ')).join(', ')}`);
  c.postdir = postdir;
  c.lateUnits = lateUnits;
  c.citySeg = citySegs[citySegs.length - 1];
  return undefined;
}
