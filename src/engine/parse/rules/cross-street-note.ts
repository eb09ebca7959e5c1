// "11428D BELAIR RD NEAR LONGKNOLL WAY", "4561 US HIGHWAY 2 OFF LOVELY RD", "89 ELM ST CORNER OF MAIN ST", "193 VT ROUTE 9 E
// OFF CROSS COUNTRY CIR": a cross street written after a street is a note, no part of the street (CORNER only before OF:
// 246 CHENEY 4 CORNER RD is one street; AT and BY never: 162 VILLAGE AT ORMSBY HL is one street). "160 JENNIFER LN
// BETWEEN VT ROUTE 11 30": a number closing the line after a cross route is that route's (it had been read as unit # 30).
import { matchHighway } from '../../normalize/highway.js';
import { hasDigit } from '../../normalize/words.js';
import { cityOnLine, type ParseContext } from '../context.js';

/** Where such a note starts in c.words[from..limit) and where its cross street ends; undefined when none does. */
export function crossStreetAt(c: ParseContext, from: number, limit: number): { at: number; end: number } | undefined {
  const { words, t } = c;
  // (a street, the word and a cross street take four words at least)
  if (limit - from < 4) return undefined;
  for (let p = from + 1; p + 1 < limit; p++) {
    const w = words[p]!;
    // cheap test first: the words are three letters long at least
    if (w.length < 3) continue;
    const q = words[p + 1] === 'OF' ? p + 2 : p + 1;
    if (!t.crossStreetWords.has(w) && !(q === p + 2 && t.crossStreetWordsBeforeOf.has(w))) continue;
    const before = words[p - 1]!;
    const afterStreet = t.suffixes.has(before) || hasDigit(before) || t.directionals.has(before);
    // a cross street: a route, or a street type after its first word (the last before a known city: BROOK RD is one name)
    const hw = q < limit ? matchHighway(words, q, limit, t) : undefined;
    let end = hw !== undefined ? q + hw.len : -1;
    // (VT ROUTE 11 30, two routes on one road as Vermont's E911 names it: a number closing the line after a route is its own)
    if (hw !== undefined && end + 1 === limit && /^\d+[A-Z]?$/.test(words[end]!)) end++;
    const cityAt = cityOnLine(c, q + 1);
    const bound = cityAt > q ? Math.min(cityAt, limit) : limit;
    if (end < 0) {
      for (let k = bound - 1; end < 0 && k > q; k--) if (t.suffixes.has(words[k]!)) end = k + 1;
      // (OLD COUNTY ROAD 47, PINE HAVEN ESTATE C: one word closing the cross street after its type is its own; so is a
      // number after its type with a direction after it, OLD ROUTE 5 S, which had been read as unit # 5S)
      if (end > 0 && (end + 1 === bound || (end + 2 === bound && hasDigit(words[end]!) && t.directionals.has(words[end + 1]!)))) end++;
    }
    // (after a whole street, a few words with no type up to the city are the cross street too: BETWEEN PINE HAVEN ESTATE C)
    if (end < 0 && afterStreet && bound > q && bound - q <= 4) end = bound;
    if (end < 0) continue;
    return { at: p, end: end < limit && t.directionals.has(words[end]!) ? end + 1 : end };
  }
  return undefined;
}
