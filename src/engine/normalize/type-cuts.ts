// A two-letter street type's full name (ROAD, LANE, DRIVE, PLACE, COURT) with one letter dropped (ROD, LAE, DRVE, PACE,
// COUR), for the parser's suffix-cut rule: read as the type only where that rule says (closing a street after a house
// number), since inside a name ROD, PACE, CURT, DIVE are words, which is why the global typo table leaves them out.
import type { Tables } from './tables.js';

/** Every one-letter cut (never the first letter) of a two-letter common type's name → its abbreviation, unless it means something else. */
export function buildTypeCuts(t: Tables): Map<string, string> {
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
  const out = new Map<string, string>();
  for (const [w, abbrev] of seen) if (abbrev !== '' && !taken(w)) out.set(w, abbrev);
  return out;
}
