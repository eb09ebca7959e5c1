// 'Burlington, VT 05401USA', '05401-US', '05401-1234-USA': the country glued to the ZIP (an export that joined the
// columns without a space) is set apart from it.
import { isDigitCode } from '../../normalize/words.js';

const GLUED = /(\d{5}(?:-\d{4})?)-?(USA?)\b/gi;

/** A 'U' or 'u' at some i > 0 right after a digit, or after a dash after one. */
function uAfterDigit(text: string, u: string): boolean {
  for (let i = text.indexOf(u, 1); i > 0; i = text.indexOf(u, i + 1)) {
    const p = text.charCodeAt(i - 1);
    if (isDigitCode(p) || (p === 45 && isDigitCode(text.charCodeAt(i - 2)))) return true;
  }
  return false;
}

/** The text with a country glued after a ZIP set apart (a U after a digit, or after a dash after one, is the cheap test first). */
export function unglueCountry(text: string): string {
  return uAfterDigit(text, 'U') || uAfterDigit(text, 'u') ? text.replace(GLUED, '$1 $2') : text;
}
