// '19 N ElmSt', '9 MAPLEMNR', '601 Van NessAve', '147 2NDST', '39 ASt': a street's type typed onto its name's last word with no
// space. Read only when the street written is not found as written (readings.ts), and kept only where the ZIPs hold the
// name without the type exactly (FOREST is no FORE ST: FORE is no street there), so a real name that ends like a type is never cut.
import type { AddressParts } from '../types.js';

/**
 * The readings with the type cut off the last name word, the longest type first; empty when it ends in none. With
 * `directionNames`, a direction before the name is also read as its first word ('east westrd': EAST WEST RD).
 */
export function gluedTypeReadings(p: AddressParts, suffixes: ReadonlyMap<string, string>, directionNames?: ReadonlyMap<string, string>): AddressParts[] {
  if (p.suffix !== '' || p.streetName.length < 3) return [];
  const space = p.streetName.lastIndexOf(' ');
  const w = p.streetName.slice(space + 1);
  const out: AddressParts[] = [];
  // (a type of two to six letters, after a stem of one letter at least: A ST is a name the ZIPs hold)
  for (let k = Math.min(6, w.length - 1); k >= 2; k--) {
    const type = suffixes.get(w.slice(w.length - k));
    if (type === undefined) continue;
    const stem = p.streetName.slice(0, p.streetName.length - k);
    out.push({ ...p, streetName: stem, suffix: type });
    const word = p.predir === '' ? undefined : directionNames?.get(p.predir);
    if (word !== undefined) out.push({ ...p, predir: '', streetName: `${word} ${stem}`, suffix: type });
  }
  return out;
}
