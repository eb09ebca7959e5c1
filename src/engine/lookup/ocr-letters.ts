// "64 CR0SS FARM DR", "419 R0UTE 121", "US H1GHWAY 5", "389 CO1LINSVILLE RD": a scanned list's digit for a look-alike letter inside a
// word of letters (0 for O, 1 for I or L, 5 for S, 8 for B): the letter read back. Only one digit, with letters on both
// sides, in a word of four or more not opening with a unit's designator (I95, 4A1B, 12TH, APT8A, UNIT5BC stay; MA1N, read
// as route MA 1 N, is MAIN where that is found).
// Read again only when the street written is not found (no cost on the rows that are), kept only when betterReading backs it.
const INSIDE = /[A-Za-z][0158][A-Za-z]/;
const WORD = /\b([A-Za-z]+)([0158])([A-Za-z]+)\b/g;
const LETTER: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/** `text` with such digits read as their letters, or `text` itself. */
export function ocrNameLetters(text: string, units: ReadonlyMap<string, unknown>): string {
  // (cheap test first: a digit between letters anywhere)
  if (!INSIDE.test(text)) return text;
  return text.replace(WORD, (w: string, a: string, d: string, b: string) => (w.length >= 4 && !units.has(a.toUpperCase()) ? `${a}${LETTER[d]!}${b}` : w));
}
