// "GRANT AVENUE CIR", "PORT ST LUCIE BLVD", "BRAYBROOK SE CEDAR RAPIDS" (a postdirectional abbreviation after the name
// closes the street unless a type still follows: "JOE W SMITH LN"), "EAST ST CLARENDON VT", "NORTH RD WEST HAVEN VT":
// the street ends after its chosen type (and postdirectional); with no type, "1000 WOODLAWN CHICAGO IL" keeps a
// one-word name, or only a unit closes the line.
import { hasDigit } from '../../../normalize/words.js';
import { hintKnown, type ParseContext } from '../../context.js';
import { chooseSuffix, isAbbreviatedDirectional, isStrongSuffix, tailUnit, throughRoute, withPostdir } from '../../street-types.js';

export function streetType(c: ParseContext): number {
  const { words, limit, nameStart, t, i } = c;
  const lastLine = hintKnown(c.hint);
  let stop = limit;
  for (let k = nameStart + 1; k < limit - 1; k++) {
    if (isAbbreviatedDirectional(words[k]!, t) && !t.suffixes.has(words[k - 1]!)) {
      let typeAfter = false;
      for (let j = k + 1; j < limit; j++) if (isStrongSuffix(words[j]!, t) && (!t.cityWords.has(words[j]!) || j + 1 === limit)) typeAfter = true;
      if (typeAfter) continue;
      stop = k;
      break;
    }
  }
  // (a direction and a strong street type, then no other strong type before the state, are the street: a
  // full-word type later, HAVEN, is the city's)
  const directionType = lastLine && nameStart === i + 1 && isStrongSuffix(words[nameStart]!, t) && !t.cityWords.has(words[nameStart]!);
  let strongLater = false;
  for (let j = nameStart + 1; directionType && j < stop && !strongLater; j++) strongLater = isStrongSuffix(words[j]!, t);
  if (directionType && !strongLater) return nameStart + 1;
  const k = chooseSuffix(words, nameStart + 1, stop, t);
  if (k >= 0) return withPostdir(words, throughRoute(words, k, limit, t), limit, t);
  if (stop < limit) return stop + 1;
  if (lastLine && limit - nameStart >= 2 && !t.suffixes.has(words[nameStart]!) && !hasDigit(words[nameStart + 1]!)) return nameStart + 1;
  return tailUnit(words, nameStart, limit, t);
}
