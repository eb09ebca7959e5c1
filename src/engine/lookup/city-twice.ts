// '18 Stevens Loop Weston, Weston VT 05161', '2600 Bauernschmidt Essex, Essex MD 21221': the city written at the end of
// the delivery line and again as the next part. With no street type before it the parser cannot tell the first copy
// from the street's name (WESTON could end one); the lookup tries the text without it when the first reading fails.

/** A word as two spellings of one city compare: upper case, no dots, ST / MT / FT as SAINT / MOUNT / FORT (`cityWords`, city-words.txt). */
function cityWord(w: string, cityWords: ReadonlyMap<string, string>): string {
  const u = w.toUpperCase().replace(/\./g, '');
  return cityWords.get(u) ?? u;
}

/**
 * The text (its parts, between commas, semicolons or line breaks, joined again by commas) with the words that close a delivery part (one opening with a digit) dropped where the next part opens
 * with the same words; undefined when no part does. At least the house number and one word stay.
 */
export function withoutRepeatedCity(text: string, cityWords: ReadonlyMap<string, string>): string | undefined {
  const parts = text.split(/[,;\n]/);
  for (let i = 0; i + 1 < parts.length; i++) {
    const line = parts[i]!.trim();
    const next = parts[i + 1]!.trim();
    if (!/^\d/.test(line) || next === '') continue;
    const opening = next.split(/\s+/).map((w) => cityWord(w, cityWords));
    // (cheap test first: this runs on most addresses the reference does not know)
    if (!opening.includes(cityWord(line.slice(line.lastIndexOf(' ') + 1), cityWords))) continue;
    const words = line.split(/\s+/);
    for (let k = Math.min(words.length - 2, opening.length); k >= 1; k--) {
      let same = true;
      for (let j = 0; j < k && same; j++) same = cityWord(words[words.length - k + j]!, cityWords) === opening[j];
      if (!same) continue;
      parts[i] = words.slice(0, words.length - k).join(' ');
      return parts.map((p) => p.trim()).join(', ');
    }
  }
  return undefined;
}
