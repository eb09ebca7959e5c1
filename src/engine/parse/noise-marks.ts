// One scan of a text says what noise it may hold (a phone number, an e-mail address, a bracket), so most
// addresses pass with that scan alone and no regex runs on them (noise.ts, phones.ts).
import { isDigitCode } from '../normalize/words.js';

export const MAY_HOLD_PHONE = 1;
export const MAY_HOLD_EMAIL = 2;
export const MAY_HOLD_BRACKET = 4;

/** A digit or an ASCII letter of either case. */
export function isAsciiAlnum(c: number): boolean {
  return isDigitCode(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function fourDigitsAt(text: string, i: number): boolean {
  return isDigitCode(text.charCodeAt(i)) && isDigitCode(text.charCodeAt(i + 1)) && isDigitCode(text.charCodeAt(i + 2)) && isDigitCode(text.charCodeAt(i + 3));
}

/**
 * Ten digits in a row (a labelled number), or three digits after a non-alphanumeric and then - . or space and four
 * digits (555-0134 in every NUMBER form): no phone number lacks both, so most addresses stop here, before any regex.
 * The same scan notes an @ (an e-mail address) and an opening bracket (a note, or a unit in brackets).
 */
export function noiseMarks(text: string): number {
  let marks = 0;
  let run = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // letters first, the most of any text (and [ { among them); then digits and @; then spaces and punctuation
    if (c >= 65) {
      run = 0;
      if (c === 91 || c === 123) marks |= MAY_HOLD_BRACKET;
      continue;
    }
    if (c >= 48) {
      if (c <= 57) {
        if (++run >= 10) marks |= MAY_HOLD_PHONE;
        continue;
      }
      if (c === 64) marks |= MAY_HOLD_EMAIL;
      run = 0;
      continue;
    }
    if (c === 40) marks |= MAY_HOLD_BRACKET;
    // (charCodeAt past the end is NaN: no digit)
    else if ((c === 45 || c === 46 || c === 32) && run === 3 && i >= 4 && !isAsciiAlnum(text.charCodeAt(i - 4)) && fourDigitsAt(text, i + 1)) marks |= MAY_HOLD_PHONE;
    run = 0;
  }
  return marks;
}
