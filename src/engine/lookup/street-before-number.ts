// 'TOWN LINE RD 219 MENDON VT 05701', 'FOREST RD 657 SAINT GEORGE VT 05495': a street written before its house number, then
// the city with no comma. Where the parser does not know the city for the ZIP it reads the street as a firm and the city as
// the street (219 MENDON, answered S MENDON RD); the same text with the number first and a comma before the city.

// words with no digit or comma, ending in a street type or direction word, then the number alone, then words
const STREET_NUMBER_REST = /^\s*([A-Za-z][^\d,\n]*?[A-Za-z.])\s+(\d+)\s+([A-Za-z][^\n]*)$/;

/** The text read as number, street, city; undefined unless it opens so and its number is `primaryNo` and the street ends in a type or direction (`closes`). */
export function streetBeforeNumber(text: string, primaryNo: string, closes: (word: string) => boolean): string | undefined {
  const m = STREET_NUMBER_REST.exec(text);
  if (m === null || m[2] !== primaryNo) return undefined;
  const street = m[1]!;
  const last = street.slice(street.lastIndexOf(' ') + 1).replace(/\.$/, '').toUpperCase();
  return closes(last) ? `${m[2]} ${street}, ${m[3]!.trim()}` : undefined;
}
