// "MAIN ST REAR", "MAIN ST NO 102", "BRYN MAWR 211", "CAMPBELL AVE LUXE LOGAN SQUARE": with the city in a part of its
// own, only a unit or a building's name may follow the street.
import type { ParseContext } from '../../context.js';
import { buildingAfter, tailUnit } from '../../street-types.js';

export function noCityAfter(c: ParseContext): number | undefined {
  if (c.cityMayFollow) return undefined;
  const { words, nameStart, limit, t } = c;
  return buildingAfter(words, nameStart, limit, t) ?? tailUnit(words, nameStart, limit, t);
}
