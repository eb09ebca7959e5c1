// "175 PLAINS Rod", "182 MEADOWOOD Drve", "8 HODGES Cour", "5906A GLEN ARM Rod E": a two-letter street type's full name
// (ROAD, LANE, DRIVE, PLACE, COURT) typed with one letter dropped, closing the street after its name, is that type. Only
// there, and only after a house number: inside a name ROD, PACE, CURT, DIVE are words (ROD LN, PACE RD; LOWER ROD alone), so
// the global typo table leaves them out.
import type { Tables } from '../../normalize/tables.js';

const cuts = new WeakMap<Tables, Map<string, string>>();

/** Every one-letter cut (never the first letter) of a two-letter common type's name → its abbreviation, unless it means something else. */
function cutsOf(t: Tables): Map<string, string> {
  let out = cuts.get(t);
  if (out !== undefined) return out;
  const seen = new Map<string, string>();
  for (const abbrev of t.commonSuffixes) {
    const full = t.suffixNames.get(abbrev);
    if (abbrev.length !== 2 || full === undefined || full.length < 4 || full.length > 5) continue;
    for (let i = 1; i < full.length; i++) {
      const w = full.slice(0, i) + full.slice(i + 1);
      const before = seen.get(w);
      seen.set(w, before === undefined || before === abbrev ? abbrev : '');
    }
  }
  const taken = (w: string): boolean =>
    t.suffixes.has(w) || t.extraSuffixes.has(w) || t.suffixTypos.has(w) || t.units.has(w) || t.directionals.has(w) || t.states.has(w) || t.cityWords.has(w) || t.ordinals.has(w) || t.cardinals.has(w);
  out = new Map();
  for (const [w, abbrev] of seen) if (abbrev !== '' && !taken(w)) out.set(w, abbrev);
  cuts.set(t, out);
  return out;
}

/** NE, NW, SE, SW by their letters. */
function isDirectionPair(w: string): boolean {
  const a = w.charCodeAt(0);
  const b = w.charCodeAt(1);
  return (a === 78 || a === 83) && (b === 69 || b === 87);
}

/** The street's words with a cut type closing them (before a postdirectional at most) written as its abbreviation; `ws` itself when none does. */
export function uncutType(ws: readonly string[], t: Tables): readonly string[] {
  let k = ws.length - 1;
  // (a two-letter last word, ST or RD, is no cut: most streets end so, with no lookup; NE, NW, SE, SW may follow one)
  if (k < 1 || (ws[k]!.length === 2 && !isDirectionPair(ws[k]!))) return ws;
  if (k >= 2 && t.directionals.has(ws[k]!)) k--;
  const w = ws[k]!;
  // (cheap test first: three or four letters; and no common type already before it: PLAINS ROD is PLAINS RD, MAIN ST ROD no street)
  if (k < 1 || w.length < 3 || w.length > 4 || t.suffixes.has(w) || t.commonSuffixes.has(t.suffixes.get(ws[k - 1]!) ?? '')) return ws;
  const abbrev = cutsOf(t).get(w);
  if (abbrev === undefined) return ws;
  const out = ws.slice();
  out[k] = abbrev;
  return out;
}
