// '12 Main St, {{address2}}, Burlington', apt_suite_other '%ADDRESS2%', '<address2>', '${unit}', '[[unit]]': a mail merge's
// or a template's field left unfilled is no part of the address (read as a unit, 'ADDRESS2' would be one): it comes off.

// {{…}}, ${…}, [[…]] around anything; %…% and <…> around one identifier (a letter, then letters, digits, _ or -; <br>,
// <p> and <div> are line breaks, markup.ts)
const PLACEHOLDER = /\{\{[^{}\n]{0,40}\}\}|\$\{[^{}\n]{0,40}\}|\[\[[^[\]\n]{0,40}\]\]|%[A-Za-z][\w-]{0,30}%|<(?!(?:br|p|div)\b)[A-Za-z][\w-]{0,30}>/gi;

/** The text without template placeholders (a { [[ % or < is the cheap test first). */
export function dropPlaceholders(text: string): string {
  if (text.indexOf('{') < 0 && text.indexOf('%') < 0 && text.indexOf('<') < 0 && text.indexOf('[[') < 0) return text;
  return text.replace(PLACEHOLDER, ' ');
}
