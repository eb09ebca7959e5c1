// "1. 210 MOON RIDGE RD", "12) 4 MAIN ST", "5. B 1 SHATTUCK HILL RD": a pasted list's item number before the house number is
// no part of the address.
import { isDigitCode } from '../normalize/words.js';

/** The text without a leading list number ('1.', '12)') when a house number follows it; the same text otherwise. */
export function dropListIndex(text: string): string {
  // (one character test on most addresses: a list number opens with a digit and closes within four characters)
  let i = 0;
  while (text.charCodeAt(i) === 32) i++;
  const start = i;
  while (i - start < 3 && isDigitCode(text.charCodeAt(i))) i++;
  const mark = text.charCodeAt(i);
  if (i === start || (mark !== 46 && mark !== 41) || text.charCodeAt(i + 1) !== 32) return text;
  let j = i + 1;
  while (text.charCodeAt(j) === 32) j++;
  return isDigitCode(text.charCodeAt(j)) || LETTERS_NUMBER.test(text.slice(j, j + 12)) ? text.slice(j) : text;
}

// "5. B 1 SHATTUCK HILL RD", "73) H 4 CAMPERAMA CAMPGROUND": Vermont's house numbers that open with letters (never an
// ordinal's: '3. E 5TH ST' stays)
const LETTERS_NUMBER = /^[A-Za-z]{1,3} +\d+[A-Za-z]? +[A-Za-z]/;
