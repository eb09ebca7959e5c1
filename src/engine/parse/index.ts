// The parser's composition root: clean → tokenize → the address rules below, in order (each in rules/<name>.ts,
// opening with the form it reads; the delivery line's own rules are listed in street-line.ts) → finish.
import type { Tables } from '../normalize/tables.js';
import type { ComponentsInput, ParseResult } from '../types.js';
import { parseComponents } from './components.js';
import { newContext } from './context.js';
import { spellDottedDirections } from './dotted-directions.js';
import { dropNoise } from './noise.js';
import { fail, finish } from './result.js';
import { buildingPart } from './rules/building-part.js';
import { cityAlone } from './rules/city-alone.js';
import { city } from './rules/city.js';
import { cityRepeated } from './rules/city-repeated.js';
import { commaParts } from './rules/comma-parts.js';
import { crossing } from './rules/crossing.js';
import { deliveryLine } from './rules/delivery-line.js';
import { deliveryPart } from './rules/delivery-part.js';
import { firmName } from './rules/firm-name.js';
import { lastLine } from './rules/last-line.js';
import { partsAfterStreet } from './rules/parts-after-street.js';
import { partsBeforeStreet } from './rules/parts-before-street.js';
import { postdirAndUnits } from './rules/postdir-and-units.js';
import { recipients } from './rules/recipients.js';
import { repeatedRun, withoutRun } from './rules/repeated-line.js';
import { stateBeforeCity } from './rules/state-before-city.js';
import { unitsOnly } from './rules/units-only.js';
import { joinWrappedLine } from './rules/wrapped-line.js';
import { tokenWords } from './tokenize.js';

/** Longest input accepted (characters); longer is TOO_LONG. Real addresses stay far below it. */
export const MAX_INPUT_LENGTH = 300;

function parseText(text: string, t: Tables): ParseResult {
  if (text.trim() === '') return fail('EMPTY', 'the address is empty');
  if (text.length > MAX_INPUT_LENGTH) return fail('TOO_LONG', `the address is longer than ${MAX_INPUT_LENGTH} characters`);
  let { words, segs } = tokenWords(spellDottedDirections(dropNoise(text, t), t));
  if (text.indexOf('\n') >= 0) segs = joinWrappedLine(words, segs, t);
  const twice = words.length >= 6 ? repeatedRun(words, segs) : undefined;
  if (twice) ({ words, segs } = withoutRun(words, segs, twice));
  if (words.length === 0) return fail('EMPTY', 'the address has no letters or digits');
  const c = newContext(t);
  c.tokens = words;
  c.tokenSegs = segs;
  // each rule reads and writes the context and returns a result only when the parse ends there; the order is the
  // grammar (called one by one, not from a list: a call site of its own lets each be inlined on this hot path)
  return (
    lastLine(c) ??
    commaParts(c) ??
    recipients(c) ??
    unitsOnly(c) ??
    deliveryPart(c) ??
    cityAlone(c) ??
    buildingPart(c) ??
    partsBeforeStreet(c) ??
    partsAfterStreet(c) ??
    cityRepeated(c) ??
    crossing(c) ??
    deliveryLine(c) ??
    stateBeforeCity(c) ??
    firmName(c) ??
    city(c) ??
    postdirAndUnits(c) ??
    finish(c.parts, c.warnings, t)
  );
}

/** Parses a free-text address or components into Pub 28 parts and lines. Never throws. */
export function parseAddress(input: string | ComponentsInput, t: Tables): ParseResult {
  try {
    if (typeof input === 'string') return parseText(input, t);
    if (input === null || typeof input !== 'object') return fail('EMPTY', 'no address given');
    return parseComponents(input, t, parseText, MAX_INPUT_LENGTH);
  } catch (err) {
    return fail('UNPARSEABLE', `could not parse: ${(err as Error)?.message ?? String(err)}`);
  }
}
