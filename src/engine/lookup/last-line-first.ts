// 'Danby, VT 05739, 81 Michaels Ln', 'San Francisco, CA 94103\n773 Tehama St', 'Killington VT 05751 210 Moon Ridge Rd': the city, state and ZIP written
// before the delivery line (the parser reads them as a firm): the same text with that part moved to the end.

// the first part ends with a ZIP; the rest, after a comma, semicolon, line break, pipe, spaced dash or only a space
// ('Killington VT 05751 210 Moon Ridge Rd'), opens with a house number
const LAST_LINE_FIRST = /^\s*([^\n]*?\d{5}(?:-?\d{4})?)(?:\s*(?:[,;|\n]|\s[-\u2013\u2014]\s)\s*|\s+)(\d[\s\S]*)$/;

/** The text with a leading last line moved after the rest, or undefined when it does not open with one. */
export function lastLineAfter(text: string): string | undefined {
  const m = LAST_LINE_FIRST.exec(text);
  return m === null ? undefined : `${m[2]!.trim()}, ${m[1]!.trim()}`;
}
