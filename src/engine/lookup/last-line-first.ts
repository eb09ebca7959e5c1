// 'Danby, VT 05739, 81 Michaels Ln', 'San Francisco, CA 94103\n773 Tehama St', 'Killington VT 05751 210 Moon Ridge Rd': the city, state and ZIP written
// before the delivery line (the parser reads them as a firm): the same text with that part moved to the end. 'VT 05735, Castleton,
// 1130 Vt Route 4A W', '05735 VT CASTLETON 1130 ...', 'USA, MD, Owings Mills, 4907 Lockard Dr': the whole record reversed, the ZIP
// (or the country) first and the street last: its last line put back in order after the street.

// the first part ends with a ZIP; the rest, after a comma, semicolon, line break, pipe, spaced dash or only a space
// ('Killington VT 05751 210 Moon Ridge Rd'), opens with a house number (or letters and one: 'Newfane, VT 05345 - Z 8 Kenolie Campground')
const LAST_LINE_FIRST = /^\s*([^\n]*?\d{5}(?:-?\d{4})?)(?:\s*(?:[,;|\n]|\s[-\u2013\u2014]\s)\s*|\s+)((?:[A-Za-z]{1,3}\s+)?\d[\s\S]*)$/;
// the text opens with a ZIP (a state or the country may come before it), or with the country and a state
const ZIP_OPENS = /^\s*(?:(?:(?:U\.?S\.?A?\.?|UNITED STATES)\s*[,;]\s*)?[A-Z]{2}\.?[\s,;]+)?\d{5}(?:-?\d{4})?(?![\d/])|^\s*(?:U\.?S\.?A?\.?|UNITED STATES)\s*[,;]\s*[A-Z]{2}\b/i;
// the ZIP opening the text, and (after it) the first word opening with a digit: the delivery line
const OPENING_ZIP = /\d{5}(?:-?\d{4})?(?![\d/])/;
const LINE_START = /[\s,;|]\d/;
const PART_END = /[,;|\n]/;
// one to three letters closing the head, after another word (NEWFANE P, CHESTER SLL)
const LETTER_GROUP = /(?<=[A-Z])\s[A-Z]{1,3}$/i;
const COUNTRY = /\b(?:U\.?S\.?A\.?|USA|US|UNITED STATES(?: OF AMERICA)?)(?=[\s,;|]|$)/gi;
const ZIP = /^\d{5}(?:-?\d{4})?$/;
const STATE = /^[A-Z]{2}\.?$/i;

/** True when `text` opens the way a reversed record does (cheap: one anchored regex). */
export function opensWithZip(text: string): boolean {
  return ZIP_OPENS.test(text);
}

/**
 * Where the delivery line may start (the index before it), its number at sep + 1: the whole part the number is in ('VT
 * 05345, Newfane, C 2 Kenolie Campground'); with no part there, a letter group just before it first ('05345 VT NEWFANE P 2
 * KENOLIE CAMPGROUND': P 2 is the number, as firm-name.ts reads SLL 3), then the number alone.
 */
function lineStarts(text: string, from: number, sep: number): number[] {
  if (PART_END.test(text[sep]!)) return [sep];
  for (let k = sep - 1; k > from; k--) if (PART_END.test(text[k]!)) return [k];
  const group = LETTER_GROUP.exec(text.slice(from, sep));
  return group === null ? [sep] : [from + group.index, sep];
}

/** A reversed record's text put in order (street, city, state ZIP), or undefined. */
function reversedAfter(text: string): string | undefined {
  const opening = ZIP_OPENS.exec(text);
  if (opening === null) return undefined;
  const z = OPENING_ZIP.exec(opening[0]);
  const from = z === null ? 0 : z.index + z[0].length;
  const at0 = text.slice(from).search(LINE_START);
  if (at0 < 0) return undefined;
  // (a text closing with a ZIP has its last line there: no reversed record)
  if (/\d{5}(?:-?\d{4})?\s*$/.test(text)) return undefined;
  for (const cut of lineStarts(text, from, from + at0)) {
    const head = text.slice(0, cut).replace(COUNTRY, ' ').split(/[\s,;|]+/).filter((w) => w !== '');
    const zip = head.find((w) => ZIP.test(w)) ?? '';
    const rest = head.filter((w) => w !== zip);
    // the state opens or closes what is left; the city is the rest
    const at = rest.length > 1 && STATE.test(rest[0]!) ? 0 : rest.length > 1 && STATE.test(rest[rest.length - 1]!) ? rest.length - 1 : -1;
    if (at < 0) continue;
    const city = rest.filter((_, k) => k !== at).join(' ');
    return `${text.slice(cut + 1).trim()}, ${city}, ${rest[at]!}${zip === '' ? '' : ` ${zip}`}`;
  }
  return undefined;
}

/** The text with a leading last line moved after the rest, or undefined when it does not open with one. */
export function lastLineAfter(text: string): string | undefined {
  const m = LAST_LINE_FIRST.exec(text);
  return m === null ? reversedAfter(text) : `${m[2]!.trim()}, ${m[1]!.trim()}`;
}
