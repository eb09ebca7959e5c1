// "12 MAIN ST, SPRINGFIELD, IL 62701-1234 USA": country, ZIP (+4) and state come off the end; "MO 65202 BALLENGER
// PROPANE INC": words after a state and ZIP that close no last line are a note (a unit there is the unit: unit-after-zip.ts); "12 RUE X, PARIS, FRANCE": not US.
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { noteAfterZip, peelLastLine } from '../last-line.js';
import { fail } from '../result.js';
import { unitAfterZip } from './unit-after-zip.js';
import { SET_ASIDE } from '../warning-words.js';

export function lastLine(c: ParseContext): ParseResult | undefined {
  const { tokens, tokenSegs, t, parts } = c;
  peelLastLine(c);
  // (a US country may close the note: 'VT 05401, - LEAVE AT DOOR, USA')
  const end = c.lastEnd;
  const noteAt = parts.zip === '' && parts.state === '' && c.foreign === '' ? noteAfterZip(tokens, t, end) : -1;
  if (noteAt > 0) {
    const country = parts.country;
    const unit = unitAfterZip(c, tokens, noteAt, end);
    const note = tokens.slice(noteAt, end).join(' ');
    tokens.length = noteAt;
    tokenSegs.length = noteAt;
    peelLastLine(c);
    if (country !== '') parts.country = country;
    if (!unit) c.warnings.push(`${SET_ASIDE}${note}`);
  }
  return c.foreign !== '' ? fail('NOT_US', `not a US address (country ${c.foreign})`) : undefined;
}
