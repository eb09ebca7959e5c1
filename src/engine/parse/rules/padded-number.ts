// "0012 MAIN ST", "00372 BROWNS TRCE": a house-number column padded with zeros to a fixed width; the number is its digits
// without the zeros in front ("0" alone stays).
import { isDigitCode } from '../../normalize/words.js';

/** `no` without the zeros that open it (never the last digit); `no` itself when it opens with none. */
export function unpadded(no: string): string {
  // cheap test first: most numbers open with another digit
  if (no.charCodeAt(0) !== 48 || no.length < 2) return no;
  let k = 0;
  while (k < no.length - 1 && no.charCodeAt(k) === 48 && isDigitCode(no.charCodeAt(k + 1))) k++;
  return no.slice(k);
}
