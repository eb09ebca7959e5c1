// "231 WEST RD CHITTENDEN, CHITTENDEN VT 05763": the city written after the street's type and again as the next part.
// Left on the line, the words after the type make the type a name word (W + RD CHITTENDEN); the first copy is set aside.
// Only after a street type: "5 OLD BENNINGTON, BENNINGTON VT" may be OLD BENNINGTON RD written without its type.
// A lone direction opening a longer city stays: "12 HILL RD WEST, WEST RUTLAND" is HILL RD W.
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { SET_ASIDE } from '../warning-words.js';

export function cityRepeated(c: ParseContext): ParseResult | undefined {
  const { segs, s, t } = c;
  const line = segs[s];
  // (the city's own part: '18 JACOBS HILL RD, RD, UNDERHILL' repeats the type, not the city)
  const next = c.citySeg;
  if (line === undefined || next === undefined || next !== segs[s + 1]) return undefined;
  // (cheap test first: most lines do not end with the next part's first words)
  const last = line[line.length - 1]!;
  const k = next.indexOf(last) + 1;
  // the number, a name word and the type stay
  if (k < 1 || line.length - k < 3 || !t.suffixes.has(line[line.length - k - 1]!)) return undefined;
  for (let j = 0; j < k; j++) if (line[line.length - k + j] !== next[j]) return undefined;
  // ('12 HILL RD WEST, WEST RUTLAND': a lone direction opening a longer city is the street's postdirectional)
  if (k === 1 && k < next.length && t.directionals.has(last)) return undefined;
  c.warnings.push(`${SET_ASIDE}${line.slice(line.length - k).join(' ')}`);
  segs[s] = line.slice(0, line.length - k);
  return undefined;
}
