// "1180 PEACHTREE ST NE STE 1685", "ONE MEDICAL CENTER BLVD PROFESSIONAL OFFICE BUILDING 1", "SW 184TH ST NW BLDG A":
// the street runs to the first unit after its first word (a route's own number is no unit: ROUTE # A), less a
// building named before that unit or a direction against the predirectional; with no unit, streetEnd decides.
import { matchHighway } from '../../normalize/highway.js';
import { standardizeStreetWords } from '../../normalize/street.js';
import { matchUnit, type UnitMatch } from '../../normalize/unit.js';
import { isUnitNumber } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { setStreet } from '../parts.js';
import { countyRoad } from './county-road.js';
import { crossStreetAt } from './cross-street-note.js';
import { withoutRepeatedType } from './repeated-type.js';
import { withSpacedOrdinals } from './spaced-ordinal.js';
import { uncutType } from './suffix-cut.js';
import { zipBeforeCityAt } from './zip-before-city.js';
import { streetEnd } from '../street-end.js';
import { buildingAfter, contradicts, nameStartOf } from '../street-types.js';

export function streetWords(c: ParseContext): boolean {
  const { words, n, t, i } = c;
  const nameStart = nameStartOf(words, i, n, t);
  const direct = matchHighway(words, nameStart, n, t);
  const modified = !direct && t.routeModifiers.has(words[nameStart]!) ? matchHighway(words, nameStart + 1, n, t) : undefined;
  const hw = direct ?? modified;
  c.highwayWords = words;
  c.highwayAt = nameStart;
  c.highwayEnd = n;
  c.highway = direct;
  c.modifiedHighway = modified;
  const scanFrom = hw ? nameStart + hw.len + (modified ? 1 : 0) : i + 1;
  let unitAt = -1;
  let unit: UnitMatch | undefined;
  for (let k = scanFrom; k < n; k++) {
    unit = matchUnit(words, k, n, t, false);
    // (12 PINE TRL 05401 BURLINGTON VT: a street type that is also a unit word, then a ZIP written before the city, is
    // the street's type, no trailer 05401)
    if (unit && t.suffixes.has(words[k]!) && unit.no === words[k + 1] && zipBeforeCityAt(c, k + 1, k + 2) === k + 1) unit = undefined;
    if (unit) {
      unitAt = k;
      break;
    }
  }
  // (a ZIP written before the city ends the street's words: 1 PARK ST 05257 NORTH BENNINGTON VT)
  const zipAt = unitAt < 0 && c.cityMayFollow && c.hint.zip === '' ? zipBeforeCityAt(c, i + 1, n) : -1;
  const limit = unitAt >= 0 ? unitAt : zipAt >= 0 ? zipAt : n;
  // MEDICAL PARK TOWER 5 SUITE 704: a building of the complex written just before the unit
  const tower = unitAt - 2 > nameStart && !hw && t.buildingWords.has(words[unitAt - 2]!) && isUnitNumber(words[unitAt - 1]!) ? unitAt - 2 : undefined;
  const building = tower ?? (unitAt >= 0 && !hw ? buildingAfter(words, nameStart, limit, t, true) : undefined);
  if (building !== undefined) c.ignored = words.slice(building, limit);
  const cross = unitAt < 0 && limit - nameStart >= 4 ? crossStreetAt(c, nameStart, limit) : undefined;
  let end = cross ? streetEnd(c, cross.at) : unitAt < 0 ? streetEnd(c, limit) : (building ?? limit);
  // SW 184TH ST NW BLDG A: a direction against the predirectional just before the unit is no part of the street
  if (unitAt >= 0 && building === undefined && end - 2 > i && contradicts(words[i]!, words[end - 1]!, t)) {
    c.ignored = [words[end - 1]!];
    end--;
  }
  // (a cut type only after a house number: LOWER ROD alone stays a name)
  const typed = withSpacedOrdinals(withoutRepeatedType(words, i, end, t), t);
  const street = standardizeStreetWords(c.parts.primaryNo === '' ? typed : uncutType(typed, t), t);
  setStreet(c.parts, street.suffix === 'RD' ? countyRoad(street, t) : street);
  c.unit = unit;
  c.unitAt = unitAt;
  c.end = end;
  // (the cross street is a note: set aside, neither the street's nor the city's)
  if (cross && end === cross.at) {
    c.note = [...c.note, ...words.slice(cross.at, cross.end)];
    c.end = cross.end;
  }
  return false;
}
