// One scan of a text says what noise it may hold (a phone number, an e-mail address, a bracket, an order number or a date, HTML or an escaped line break,
// what an export's software did to it), so most
// addresses pass with that scan alone and no regex runs on them (noise.ts, phones.ts).
import { isDigitCode } from '../normalize/words.js';

export const MAY_HOLD_PHONE = 1;
export const MAY_HOLD_EMAIL = 2;
export const MAY_HOLD_BRACKET = 4;
export const MAY_HOLD_REFERENCE = 8;
export const MAY_HOLD_MARKUP = 16;
/** % + : = $ { [ < ! ? N/A, a line break, '.' between digits, a U (or a dash and a U) after a ZIP's digits: what exported-text.ts repairs may be there */
export const MAY_HOLD_EXPORTED = 32;

/** A digit or an ASCII letter of either case. */
export function isAsciiAlnum(c: number): boolean {
  return isDigitCode(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function fourDigitsAt(text: string, i: number): boolean {
  return isDigitCode(text.charCodeAt(i)) && isDigitCode(text.charCodeAt(i + 1)) && isDigitCode(text.charCodeAt(i + 2)) && isDigitCode(text.charCodeAt(i + 3));
}

/**
 * Ten digits in a row (a labelled number), or three digits after a non-alphanumeric and then - . or space (or two
 * spaces) and four digits (555-0134 in every NUMBER form): no phone number lacks both, so most addresses stop here, before any regex.
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
      // ('05401USA': a country glued to a ZIP)
      if (run >= 5 && (c === 85 || c === 117)) marks |= MAY_HOLD_EXPORTED;
      run = 0;
      // (letters skip both tests: [ \ { lie between and after them)
      if ((c > 90 && c < 97) || c > 122) {
        if (c === 91 || c === 123) marks |= MAY_HOLD_BRACKET | MAY_HOLD_EXPORTED;
        else if (c === 92) marks |= MAY_HOLD_MARKUP;
      }
      continue;
    }
    if (c >= 48) {
      if (c <= 57) {
        if (++run >= 10) marks |= MAY_HOLD_PHONE;
        // (a number's first digit: is it an order or invoice number, its label before it?)
        else if (run === 1 && i > 0 && labelBefore(text, i)) marks |= MAY_HOLD_REFERENCE;
        continue;
      }
      if (c === 64) marks |= MAY_HOLD_EMAIL;
      else if (c === 60) marks |= MAY_HOLD_MARKUP | MAY_HOLD_EXPORTED;
      else if (c === 58 || c === 61 || c === 63) marks |= MAY_HOLD_EXPORTED;
      run = 0;
      continue;
    }
    // a date: 3/4/25, 2025-01-15, Jan 15, 2025 (a year ends a run of four digits)
    if (c === 47 || (run === 4 && yearAt(text, i - 4))) marks |= MAY_HOLD_REFERENCE;
    if (c === 40) marks |= MAY_HOLD_BRACKET;
    else if (c === 38) marks |= MAY_HOLD_MARKUP;
    // (charCodeAt past the end is NaN: no digit)
    // ('555  0148': a phone pasted with its spaces doubled, as the rest of the line)
    else if ((c === 45 || c === 46 || c === 32) && run === 3 && i >= 4 && !isAsciiAlnum(text.charCodeAt(i - 4)) && (fourDigitsAt(text, i + 1) || (text.charCodeAt(i + 1) === 32 && fourDigitsAt(text, i + 2)))) marks |= MAY_HOLD_PHONE;
    else if (c === 37 || c === 43 || c === 10 || c === 36 || c === 33 || (c === 47 && (text.charCodeAt(i - 1) | 32) === 110 && (text.charCodeAt(i + 1) | 32) === 97) || (c === 46 && run > 0 && isDigitCode(text.charCodeAt(i + 1))) || (c === 45 && run >= 4 && (text.charCodeAt(i + 1) | 32) === 117)) marks |= MAY_HOLD_EXPORTED;
    run = 0;
  }
  if (run === 4 && yearAt(text, n - 4)) marks |= MAY_HOLD_REFERENCE;
  return marks;
}

/** 19xx or 20xx at i, after no letter or digit. */
function yearAt(text: string, i: number): boolean {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  return ((a === 49 && b === 57) || (a === 50 && b === 48)) && (i === 0 || !isAsciiAlnum(text.charCodeAt(i - 1)));
}

// the first letters of the labels parse-words.txt [reference labels] lists (ORDER, INVOICE, REF, ACCT / ACCOUNT, TRACKING, CONFIRMATION)
const REFERENCE_HEADS = ['ORD', 'INV', 'REF', 'ACC', 'TRAC', 'CONF'];

// A C I O R T as bits of (letter - 65)
const HEAD_LETTERS = (1 << 0) | (1 << 2) | (1 << 8) | (1 << 14) | (1 << 17) | (1 << 19);

/** c (either case) is the first letter of some reference label: most words open with none of them, one test settles it. */
function mayOpenReference(c: number): boolean {
  const k = (c & ~32) - 65;
  return k >= 0 && k < 26 && ((HEAD_LETTERS >>> k) & 1) === 1;
}

const isLetterCode = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
// between a label and its number: spaces and # : . -
const isGap = (c: number): boolean => c === 32 || c === 35 || c === 58 || c === 46 || c === 45;

/** 'Order #12345', 'Invoice 88812', 'Order No. 884213', 'Ref: A1234': the word before the number at i (its letters glued before it skipped) is a reference label. */
function labelBefore(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && isLetterCode(text.charCodeAt(j))) j--;
  for (let words = 0; words < 2; words++) {
    while (j >= 0 && isGap(text.charCodeAt(j))) j--;
    const end = j;
    while (j >= 0 && isLetterCode(text.charCodeAt(j))) j--;
    if (end === j) return false;
    if (mayOpenReference(text.charCodeAt(j + 1)) && referenceWordAt(text, j + 1)) return true;
    // 'ORDER NO. 884213': one word (NO, NUMBER, ID) may stand between the label and its number
    const first = text.charCodeAt(j + 1) & ~32;
    if (first !== 78 && first !== 73) return false;
  }
  return false;
}

/** A word at i opening like an order, invoice or account label (either case). */
function referenceWordAt(text: string, i: number): boolean {
  for (const head of REFERENCE_HEADS) {
    let k = 0;
    while (k < head.length && (text.charCodeAt(i + k) & ~32) === head.charCodeAt(k)) k++;
    if (k === head.length) return true;
  }
  return false;
}
