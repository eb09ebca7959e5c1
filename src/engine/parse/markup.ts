// '12 Main St<br>Burlington, VT 05401', '12&nbsp;Main St', '12 Main St\nApt 4' (a backslash and an n): web forms and
// exports leave HTML line breaks, entities and escaped line breaks in the text; read as what they stand for ('&#44;',
// '&#x2C;', '&#35;4': numeric entities too, any code point).
// '21<sup>st</sup> St': a superscript's tags (an ordinal's ending on a web page) are dropped, the ending kept on its number.
const MARKUP = /\\r\\n|\\[nrt]|<\s*\/?\s*(?:br|p|div)\b[^>]*>|<\s*\/?\s*sup\s*>|&(?:nbsp|amp|apos|quot|#\d{1,6}|#x[0-9a-f]{1,5});/gi;

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&apos;': "'", '&quot;': '"' };

function meaning(m: string): string {
  const c = m.charCodeAt(0);
  // a backslash: a line break, or a tab
  if (c === 92) return m === '\\t' || m === '\\T' ? ' ' : '\n';
  if (c === 60) return /sup/i.test(m) ? '' : '\n';
  if (m.charCodeAt(1) === 35) return numericEntity(m);
  return ENTITIES[m.toLowerCase()] ?? ' ';
}

/** '&#44;' or '&#x2C;' as its character; a control character or no character at all as a space. */
function numericEntity(m: string): string {
  const hex = m.charCodeAt(2) === 120 || m.charCodeAt(2) === 88;
  const cp = Number.parseInt(m.slice(hex ? 3 : 2, -1), hex ? 16 : 10);
  if (cp === 10 || cp === 13) return '\n';
  return cp < 32 || (cp >= 127 && cp < 160) || cp > 0x10ffff ? ' ' : String.fromCodePoint(cp);
}

/** The text with line-break tags, escaped line breaks and the common entities replaced by what they mean. */
export function unescapeMarkup(text: string): string {
  return text.replace(MARKUP, meaning);
}
