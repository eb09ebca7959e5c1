// "1000 WOODLAWN CHICAGO IL", "SLEEPY AVENUE WEST RD WILKESBORO", "PINE STREET LOOP CASTLETON", "W 175TH ST E HAZEL
// CREST", "COTTAGE GROVE WOODS CEDAR RAPIDS", "163 HILL ST BARRE BARRE VT": a city known in the state (or the ZIP's
// city) ends the line; the last street type before it ends the street, or with none the street runs to the city.
import { cityStartIn } from '../../../normalize/places.js';
import type { ParseContext } from '../../context.js';
import { streetEndBeforeCity } from '../../street-end.js';
import { contradicts, isStrongSuffix, postdirEndsAt, throughRoute, withPostdir } from '../../street-types.js';

export function beforeKnownCity(c: ParseContext): number | undefined {
  if (!c.cityMayFollow) return undefined;
  const { words, limit, nameStart, t, hint, i } = c;
  const p = cityStartIn(words, nameStart + 1, limit, hint.state, hint.zip, t);
  if (p <= nameStart) return undefined;
  let last = -1;
  for (let k = nameStart + 1; k < p; k++) {
    // (ST before a direction is the street's type: 175TH ST EAST HAZEL CREST; so is ST before the city written twice:
    // HILL ST BARRE BARRE)
    const prefix = t.cityWords.has(words[k]!) && k + 1 < p && !t.suffixes.has(words[k + 1]!) && !t.directionals.has(words[k + 1]!) && words[k + 1] !== words[p];
    if (isStrongSuffix(words[k]!, t) && !prefix) last = k;
  }
  // (a street type right before the city, after the last strong one, is the street's type: the strong one is a name word)
  if (last >= 0 && last + 2 === p && t.suffixes.has(words[last + 1]!) && !t.cityWords.has(words[last + 1]!)) last++;
  if (last >= 0) {
    const typeEnd = throughRoute(words, last, p, t);
    const e = withPostdir(words, typeEnd, p, t);
    // (a direction against the predirectional, right before the city, opens the city)
    const against = e === typeEnd + 1 && e === p && nameStart > i && contradicts(words[i]!, words[typeEnd]!, t);
    return against ? typeEnd : e;
  }
  // (only a unit or building may come between; WEALTHY S E E GRAND RAPIDS: a direction after the street's
  // postdirectional opens the city)
  const q = p - 1 > nameStart && t.directionals.has(words[p - 1]!) && postdirEndsAt(words, nameStart, p - 1, t) ? p - 1 : p;
  return streetEndBeforeCity(c, q);
}
