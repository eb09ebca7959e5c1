// '05401-XXXX', '05401-xxxx': an export's empty ZIP+4 column written as a placeholder of X's; the ZIP, with no ZIP+4.
// (Placeholders of other marks, '05401-____', '05401-****', lose them to punctuation already; '05401-0000' is a ZIP+4 the
// lookup drops when the reference does not back it.)
import { isAllDigits } from '../../normalize/words.js';

/** The ZIP of a word written NNNNN-XXXX (upper case), or undefined. */
export function zipWithPlaceholder4(w: string): { zip: string; zip4: string } | undefined {
  if (w.length !== 10 || w.charCodeAt(6) !== 88 || w.charCodeAt(5) !== 45 || !w.endsWith('XXXX') || !isAllDigits(w.slice(0, 5))) return undefined;
  return { zip: w.slice(0, 5), zip4: '' };
}
