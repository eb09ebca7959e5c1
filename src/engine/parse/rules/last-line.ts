// "12 MAIN ST, SPRINGFIELD, IL 62701-1234 USA": country, ZIP (+4) and state come off the end; "MO 65202 BALLENGER
// PROPANE INC": words after a state and ZIP that close no last line are a note; "12 RUE X, PARIS, FRANCE": not US.
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { noteAfterZip, peelLastLine } from '../last-line.js';
import { fail } from '../result.js';

export function lastLine(c: ParseContext): ParseResult | undefined {
  const { tokens, tokenSegs, t, parts } = c;
  let last = peelLastLine(tokenSegs, tokens, t);
  const noteAt = last.zip === '' && last.state === '' && last.country === '' && last.foreign === '' ? noteAfterZip(tokens, t) : -1;
  if (noteAt > 0) {
    const note = tokens.slice(noteAt).join(' ');
    tokens.length = noteAt;
    tokenSegs.length = noteAt;
    last = peelLastLine(tokenSegs, tokens, t);
    last.warnings.push(`ignored: ${note}`);
  }
  if (last.foreign !== '') return fail('NOT_US', `not a US address (country ${last.foreign})`);
  parts.zip = last.zip;
  parts.zip4 = last.zip4;
  parts.state = last.state;
  parts.country = last.country;
  // (peelLastLine made this list for this parse alone)
  c.warnings = last.warnings;
  c.lastEnd = last.end;
  return undefined;
}
