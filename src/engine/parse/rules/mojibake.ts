// '12Â Main St', '05401â€“1234', 'Oâ€™Brien Rd', 'Bur\u00adlington' (a soft hyphen), 'Ma\u200din St' (a zero-width joiner):
// text saved as UTF-8 and read back as Windows-1252 turns each non-ASCII character into two or three, and web pages
// leave invisible characters inside words; read as the character written, the invisible ones dropped.

// Windows-1252's characters for bytes 0x80-0x9f (the rest of 0x80-0xff read as Latin-1)
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const TRAIL = `[\\u0080-\\u00bf${CP1252_HIGH}]`;
// a UTF-8 lead byte read as Latin-1, then its continuation bytes read as Windows-1252: Â or Ã and one (no-break space, ½,
// é, ñ), â and two (– — ’ “ ” •); other leads stand for scripts no US address is written in, and Ñ¼ may be meant
const MOJIBAKE = new RegExp(`[\u00c2\u00c3]${TRAIL}|\u00e2${TRAIL}{2}`, 'g');
// soft hyphen, zero-width space / non-joiner / joiner, word joiner, byte-order mark
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

function byteOf(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c < 0x100) return c;
  return 0x80 + CP1252_HIGH.indexOf(ch);
}

function decoded(seq: string): string {
  const b = [...seq].map(byteOf);
  let cp = b.length === 2 ? b[0]! & 0x1f : b[0]! & 0x0f;
  for (let k = 1; k < b.length; k++) cp = (cp << 6) | (b[k]! & 0x3f);
  return String.fromCodePoint(cp);
}

/** The text with Windows-1252 readings of UTF-8 undone and invisible characters dropped (called on non-ASCII text only). */
export function undoMojibake(text: string): string {
  return text.replace(MOJIBAKE, decoded).replace(INVISIBLE, '');
}
