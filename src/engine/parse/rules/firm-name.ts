// "ATTN BILLING 12 MAIN ST": a firm that opens with a recipient word is a note, set aside; "ACME INC, 12 MAIN ST":
// the firm's words from the parts before the delivery line go in front of the line's own; "BLUE HERON DENTAL LLC, SLL
// 3 HORSESHOE ACRES 1": the comma ends the firm, and a letter group before the number is the number's (SLL 3).
import { isAllDigits } from '../../normalize/words.js';
import type { Tables } from '../../normalize/tables.js';
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { SET_ASIDE } from '../warning-words.js';
import { dropNumberLabel } from './number-label.js';

/** The text up to its first space (no array of words for one look at the first). */
function firstWord(text: string): string {
  const space = text.indexOf(' ');
  return space < 0 ? text : text.slice(0, space);
}

/**
 * SLL, D: one or two letters, or three with no vowel, the letter group Vermont's E911 writes before a house number
 * (not THE, OAK: words of a name; not a state code: 'SPRINGFIELD, IL 62701' is a last line).
 */
function isLetterGroup(w: string, t: Tables): boolean {
  if (w.length === 0 || w.length > 3 || t.stateCodes.has(w) || t.firmEndings.has(w)) return false;
  for (let k = 0; k < w.length; k++) if (w.charCodeAt(k) < 65 || w.charCodeAt(k) > 90) return false;
  return w.length < 3 || !/[AEIOUY]/.test(w);
}

export function firmName(c: ParseContext): ParseResult | undefined {
  const { parts, firmWords } = c;
  if (parts.firm !== '' && c.t.recipientWords.has(firstWord(parts.firm))) {
    c.warnings.push(`${SET_ASIDE}${parts.firm}`);
    parts.firm = '';
    if (parts.recordType === 'F') parts.recordType = 'S';
  }
  // (cheap test first: a firm before the number at all)
  if (parts.firm !== '') dropNumberLabel(parts, c.t);
  if (firmWords.length > 0 && isLetterGroup(parts.firm, c.t) && isAllDigits(parts.primaryNo)) {
    parts.primaryNo = `${parts.firm} ${parts.primaryNo}`;
    parts.firm = '';
  }
  if (firmWords.length > 0) parts.firm = parts.firm === '' ? firmWords.join(' ') : `${firmWords.join(' ')} ${parts.firm}`;
  return undefined;
}
