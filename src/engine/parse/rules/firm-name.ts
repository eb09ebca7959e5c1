// "ATTN BILLING 12 MAIN ST": a firm that opens with a recipient word is a note, set aside; "ACME INC, 12 MAIN ST":
// the firm's words from the parts before the delivery line go in front of the line's own.
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';

/** The text up to its first space (no array of words for one look at the first). */
function firstWord(text: string): string {
  const space = text.indexOf(' ');
  return space < 0 ? text : text.slice(0, space);
}

export function firmName(c: ParseContext): ParseResult | undefined {
  const { parts, firmWords } = c;
  if (parts.firm !== '' && c.t.recipientWords.has(firstWord(parts.firm))) {
    c.warnings.push(`ignored: ${parts.firm}`);
    parts.firm = '';
    if (parts.recordType === 'F') parts.recordType = 'S';
  }
  if (firmWords.length > 0) parts.firm = parts.firm === '' ? firmWords.join(' ') : `${firmWords.join(' ')} ${parts.firm}`;
  return undefined;
}
