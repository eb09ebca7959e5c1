// "175 PLAINS Rod", "182 MEADOWOOD Drve", "8 HODGES Cour", "5906A GLEN ARM Rod E": a two-letter street type's full name
// (ROAD, LANE, DRIVE, PLACE, COURT) typed with one letter dropped, closing the street after its name, is that type. Only
// there, and only after a house number: inside a name ROD, PACE, CURT, DIVE are words (ROD LN, PACE RD; LOWER ROD alone), so
// the global typo table leaves them out (the cuts: normalize/type-cuts.ts, built with the tables).
import type { Tables } from '../../normalize/tables.js';

/** NE, NW, SE, SW by their letters. */
function isDirectionPair(w: string): boolean {
  const a = w.charCodeAt(0);
  const b = w.charCodeAt(1);
  return (a === 78 || a === 83) && (b === 69 || b === 87);
}

/** The street's words with a cut type closing them (before a postdirectional at most) written as its abbreviation; `ws` itself when none does. */
export function uncutType(ws: readonly string[], t: Tables): readonly string[] {
  let k = ws.length - 1;
  if (k < 1) return ws;
  const last = ws[k]!;
  // (cheap test first, by length alone for most streets: ST, RD close them, and cuts are three or four letters long; a
  // postdirectional, E or NE, may follow one)
  if (last.length === 1 || (last.length === 2 && isDirectionPair(last))) k--;
  else if (last.length < 3 || last.length > 4) return ws;
  const w = ws[k]!;
  if (k < 1 || w.length < 3 || w.length > 4) return ws;
  // (the cuts hold no suffix: one lookup for AVE, LANE, ROAD)
  const abbrev = t.typeCuts.get(w);
  // (no common type already before it: PLAINS ROD is PLAINS RD, MAIN ST ROD no street)
  if (abbrev === undefined || t.commonSuffixes.has(t.suffixes.get(ws[k - 1]!) ?? '')) return ws;
  const out = ws.slice();
  out[k] = abbrev;
  return out;
}
