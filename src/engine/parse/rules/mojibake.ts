// '12Â Main St', '05401â€“1234', 'Oâ€™Brien Rd', 'Bur\u00adlington' (a soft hyphen), 'Ma\u200din St' (a zero-width joiner):
// text saved as UTF-8 and read back as Windows-1252 turns each non-ASCII character into two or three, and web pages
// leave invisible characters inside words; read as the character written, the invisible ones dropped.

// Windows-1252's characters for bytes 0x80-0x9f (the rest of 0x80-0xff read as Latin-1)
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const TRAIL = `[\\u0080-\\u00bf${CP1252_HIGH}]`;
// a UTF-8 lead byte read as Latin-1 (Â-ß: one byte follows; à-ï: two; ð-ô: three), then its continuation bytes read as Windows-1252
const MOJIBAKE = new RegExp(`[\\u00c2-\\u00df]${TRAIL}|[\\u00e0-\\u00ef]${TRAIL}{2}|[\\u00f0-\\u00f4]${TRAIL}{3}`, 'g');
// soft hyphen, zero-width space / non-joiner / joiner, word joiner, byte-order mark
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

function byteOf(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c < 0x100) return c;
  return 0x80 + CP1252_HIGH.indexOf(ch);
}

function decoded(seq: string): string {
  const b = [...seq].map(byteOf);
  let cp = b.length === 2 ? b[0]! & 0x1f : b.length === 3 ? b[0]! & 0x0f : b[0]! & 0x07;
  for (let k = 1; k < b.length; k++) cp = (cp << 6) | (b[k]! & 0x3f);
  // an overlong or out-of-range reading is no UTF-8: keep the text as written
  const min = b.length === 2 ? 0x80 : b.length === 3 ? 0x800 : 0x10000;
  return cp < min || cp > 0x10ffff ? seq : String.fromCodePoint(cp);
}

/** The text with Windows-1252 readings of UTF-8 undone and invisible characters dropped (called on non-ASCII text only). */
export function undoMojibake(text: string): string {
  return text.replace(MOJIBAKE, decoded).replace(INVISIBLE, '');
}
