// "3M COMPANY 85 DUMP RD", "CHANNEL 5 NEWS 323 STILL HL", "ROUTE 66 DINER 259 LAKE ST": a firm's name holding a number, then
// the delivery line with no comma between: a later plain number followed by a street with its type starts the line when
// no street type, unit word or direction comes between the first number and it (and the line opens with no plain number).
import { matchHighway } from '../../normalize/highway.js';
import type { Tables } from '../../normalize/tables.js';
import { isAllDigits } from '../../normalize/words.js';
import { matchBoxLine } from '../boxes.js';

/** Where the delivery line starts, `start` being where it seemed to (a firm's words then run up to the new start). */
export function laterNumberLine(words: readonly string[], start: number, n: number, t: Tables): number {
  // (a plain number opening the line is its house number: 1234 S 500 E; a unit or a route after a number is the address's:
  // FLAT 2 18 BEACON ST, 70811 INTERSTATE 91 ACCESS RD)
  const w0 = words[start] ?? '';
  if ((start === 0 && isAllDigits(w0)) || t.units.has(w0) || matchHighway(words, start + 1, n, t) !== undefined) return start;
  for (let m = start + 2; m + 2 < n; m++) {
    const w = words[m]!;
    // cheap test first: most lines hold one plain number
    if (!isAllDigits(w)) continue;
    const between = words.slice(start + 1, m);
    if (between.some((x) => t.suffixes.has(x) || t.units.has(x) || t.directionals.has(x))) return start;
    if (!words.slice(m + 2).some((x) => t.suffixes.has(x))) continue;
    // (a box's number is its own: BOX 12 85 DUMP RD)
    return matchBoxLine(words, start, n, t) === undefined && words[start] !== 'URB' ? m : start;
  }
  return start;
}
