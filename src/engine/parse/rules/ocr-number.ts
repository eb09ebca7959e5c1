// "1O5 MAIN ST", "3l9 CALEDONIA ST", "I2845 STONE EAGLE RD": a scanned or hand-typed list's house number with the letter O
// for a zero and L or I for a one, inside its digits (or before two or more of them): the number as its digits read.
// A look-alike closing the number stays a letter (10L, 12O): letter suffixes are real house numbers.
import { isDigitCode } from '../../normalize/words.js';

const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

function isLookAlike(c: number): boolean {
  return c === 79 || c === 73 || c === 76; // O I L
}

/** `no` with its look-alike letters read as digits, or `no` itself. */
export function ocrDigits(no: string): string {
  // the run of digits and look-alikes that opens the number, less look-alikes at its end
  let run = 0;
  let digits = 0;
  let looks = 0;
  for (; run < no.length; run++) {
    const c = no.charCodeAt(run);
    if (isDigitCode(c)) digits++;
    else if (isLookAlike(c)) looks++;
    else break;
  }
  // cheap test first: a plain number (or one with a letter suffix) has no look-alike inside its digits
  if (looks === 0) return no;
  while (run > 0 && !isDigitCode(no.charCodeAt(run - 1))) {
    run--;
    looks--;
  }
  if (looks === 0 || digits < 2) return no;
  // (a look-alike opening the number reads as a digit only before two digits at least: L 0, I 5 are letter numbers)
  if (!isDigitCode(no.charCodeAt(0)) && run < 3) return no;
  let out = '';
  for (let k = 0; k < run; k++) out += LOOK_ALIKES[no[k]!] ?? no[k]!;
  return out + no.slice(run);
}
