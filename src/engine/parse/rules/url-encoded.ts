// '12%20Main%20St%2C%20Burlington%2C%20VT%2005401', '12+Main+St%2C+Burlington': a web form's value left URL-encoded
// (percent escapes, '+' for a space) is read as the text it encodes.

// a space, comma, tab or line break escaped: what an encoded address always holds
const ENCODED_GAP = /%(?:20|2c|0a|0d|09)/i;
const ESCAPES = /(?:%[0-9a-f]{2})+/gi;
// '+' between two characters, in a text with no space
const PLUS_GAP = /[A-Za-z0-9%]\+[A-Za-z0-9%]/g;

function unescaped(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    // (no UTF-8: '%ADDRESS2%' opens with %AD) kept as written
    return run;
  }
}

/** The text decoded when it is URL-encoded (a '%' or '+' is the cheap test first), else the text itself. */
export function urlDecoded(text: string): string {
  const pct = text.indexOf('%');
  const plus = text.indexOf('+');
  if (pct < 0 && plus < 0) return text;
  // ('+1 802 555 0148', 'A+ Plumbing': a plus in a text with spaces is a plus)
  const plusGaps = plus >= 0 && !/\s/.test(text) && (text.match(PLUS_GAP)?.length ?? 0) >= 2;
  const out = plusGaps ? text.replace(/\+/g, ' ') : text;
  // ('1913+Magdalena+Cir+%23111': once '+' is read as a space, its escapes are escapes)
  return pct >= 0 && (plusGaps || ENCODED_GAP.test(text)) ? out.replace(ESCAPES, unescaped) : out;
}
