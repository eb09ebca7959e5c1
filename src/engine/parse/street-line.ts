// The delivery line's rules, left to right (each in rules/<name>.ts, opening with the form it reads): U S joined before a
// route, a number glued to the street's name split off, a note taken out, urbanization, firm (a number written after the
// street moved before it first), a pound sign before the
// number, units before the number, a box line, the house number, the street, the unit after it, and what is left for the
// city. (A unit label with nothing after it, closing the line or before a ZIP written before the city, is set aside first.)
import { NO_WORDS, type LastLineHint, type ParseContext } from './context.js';
import { boxLine } from './rules/box-line.js';
import { cityAfterStreet } from './rules/city-after-street.js';
import { labelStart } from './rules/empty-designator.js';
import { firm } from './rules/firm.js';
import { gluedNumber } from './rules/glued-number.js';
import { houseNumber } from './rules/house-number.js';
import { leadingUnits } from './rules/leading-units.js';
import { poundNumber } from './rules/pound-number.js';
import { recipientNote } from './rules/recipient-note.js';
import { spacedUs } from './rules/spaced-us.js';
import { streetWords } from './rules/street-words.js';
import { trailingUnit } from './rules/trailing-unit.js';
import { urbanization } from './rules/urbanization.js';
import { zipBeforeCityAt } from './rules/zip-before-city.js';

/**
 * The rules before the house number: what may stand in front of it or be glued to it (a spaced U S, a number glued
 * to the name, a note, an urbanization, a firm, a pound sign, units, a box line). Most lines hold none of these.
 */
function beforeNumber(c: ParseContext): boolean {
  return spacedUs(c) || gluedNumber(c) || recipientNote(c) || urbanization(c) || firm(c) || poundNumber(c) || leadingUnits(c) || boxLine(c);
}

/**
 * Each rule reads the line from c.i on, writes what it finds into the context, and says whether the line is done.
 * The order is the grammar: each rule sees the words the rules before it left. (Called one by one, not from a
 * list: a call site of its own lets each be inlined on this hot path. The rules before the number are a function
 * of their own: all twelve in one function spent TurboFan's inlining budget on those guards before it reached the
 * house number and the street: a clean parse took ~11 % more instructions under valgrind with node --predictable.)
 */
function runRules(c: ParseContext): boolean {
  return beforeNumber(c) || houseNumber(c) || streetWords(c) || trailingUnit(c) || cityAfterStreet(c);
}

/**
 * Reads one delivery line into c.parts (its street, number, unit, firm, urbanization and record type) and leaves
 * c.rest (words for the city) and c.ignored (words set aside). `cityMayFollow`: the city is on the same line with
 * no comma before it; `hint`: the state and ZIP found after it.
 */
export function readStreetLine(c: ParseContext, words: readonly string[], cityMayFollow: boolean, hint: LastLineHint): void {
  c.words = words;
  c.n = words.length;
  c.i = 0;
  c.cityMayFollow = cityMayFollow;
  c.hint = hint;
  c.unit = undefined;
  c.unitAt = -1;
  c.end = 0;
  c.rest = NO_WORDS;
  c.ignored = NO_WORDS;
  c.note = NO_WORDS;
  if (c.n === 0) return;
  const zipAt = cityMayFollow && hint.zip === '' ? zipBeforeCityAt(c, 1, c.n) : -1;
  const labelEnd = zipAt > 0 ? zipAt : c.n;
  const label = labelEnd > 2 ? labelStart(words, labelEnd, c.t) : labelEnd;
  if (label < labelEnd) {
    c.note = words.slice(label, labelEnd);
    c.words = [...words.slice(0, label), ...words.slice(labelEnd)];
    c.n = c.words.length;
  }
  runRules(c);
  if (c.note.length > 0) c.ignored = [...c.note, ...c.ignored];
}
