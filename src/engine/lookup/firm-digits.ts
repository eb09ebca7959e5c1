// 'Channel 5 News, 15660 Camino Del Cerro', 'Route 66 Diner 320 Route 144', '3M Company D 8 Kenolie Campground': a firm
// whose name holds a number is read as the delivery line (5 NEWS, ROUTE 66). The text from each later house number on
// (with a letter group before it, D 8) is another reading of it; the caller keeps one only where the reference backs it.

// (a house number opening a word after a space, comma, semicolon or newline, with up to three letters before it)
const LATER_NUMBER = /[\s,;]((?:[A-Za-z]{1,3}\s+)?\d)/g;

/** The text from each later house number on, the first `max`; empty when the text opens with its only number. */
export function laterNumberStarts(text: string, max = 3): string[] {
  const out: string[] = [];
  LATER_NUMBER.lastIndex = 0;
  for (let m = LATER_NUMBER.exec(text); m !== null && out.length < max; m = LATER_NUMBER.exec(text)) {
    const at = m.index + 1;
    // (words before it: a firm; a number with nothing but a number before it is a range or a unit, no firm)
    if (/[A-Za-z]/.test(text.slice(0, at))) out.push(text.slice(at));
  }
  return out;
}
