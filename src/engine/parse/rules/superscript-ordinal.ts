// '21ˢᵗ St', '2ⁿᵈ Ave', '3ʳᵈ St', '5ᵗʰ St': a word processor's superscript ordinal copied as text arrives as Unicode modifier
// letters, which no other folding reads; after a digit, the two of an ordinal's ending are read as its plain letters
// (same length: offsets still point right). Called on non-ASCII text only (foldNonAscii).
const ENDING = /(?<=\d)(?:ˢᵗ|ⁿᵈ|ʳᵈ|ᵗʰ)/g;
const PLAIN: Record<string, string> = { ˢᵗ: 'st', ⁿᵈ: 'nd', ʳᵈ: 'rd', ᵗʰ: 'th' };

/** The text with superscript ordinal endings after a digit written plain. */
export function plainOrdinalEndings(text: string): string {
  return text.replace(ENDING, (m) => PLAIN[m]!);
}
