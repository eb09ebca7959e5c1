// '12 Main St<br>Burlington, VT 05401', '12&nbsp;Main St', '12 Main St\nApt 4' (a backslash and an n): web forms and
// exports leave HTML line breaks, entities and escaped line breaks in the text; read as what they stand for.
const MARKUP = /\\r\\n|\\[nrt]|<\s*\/?\s*(?:br|p|div)\b[^>]*>|&(?:nbsp|amp|apos|quot|#39|#160);/gi;

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&#160;': ' ', '&amp;': '&', '&apos;': "'", '&#39;': "'", '&quot;': '"' };

function meaning(m: string): string {
  const c = m.charCodeAt(0);
  // a backslash: a line break, or a tab
  if (c === 92) return m === '\\t' || m === '\\T' ? ' ' : '\n';
  if (c === 60) return '\n';
  return ENTITIES[m.toLowerCase()] ?? ' ';
}

/** The text with line-break tags, escaped line breaks and the common entities replaced by what they mean. */
export function unescapeMarkup(text: string): string {
  return text.replace(MARKUP, meaning);
}
