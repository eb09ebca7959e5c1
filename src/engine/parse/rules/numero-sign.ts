// 'Apt Nº 4', 'Unit N°1041', 'nº 1705', '№ 12': the numero sign (or the degree sign typed for it) that Spanish and French
// keyboards and word processors' autocorrect write for No.; read as NO and a space, the number word that designators,
// boxes and house numbers already take ('Unit N°1041' had been unit N1041). Only after no letter: '44.5°N' is no numero.
// Called on non-ASCII text only (foldNonAscii).
const NUMERO = /(?<![A-Za-z])(?:[Nn][º°]|№)\s*/g;

/** The text with each numero sign written NO and a space. */
export function numeroAsNo(text: string): string {
  return text.replace(NUMERO, 'NO ');
}
