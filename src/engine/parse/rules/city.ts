// "12 MAIN ST, SPRINGFIELD IL": the city's own part (less words before a city known for the state or ZIP:
// "BURNS PROF BLG BLUE RIDGE GA"); "1000 WOODLAWN CHICAGO IL": the words the delivery line left; "MSC 24 CA S SAN
// FRAN 94080": a state code opening them; "12 MAIN ST ATTN X", "TPN 13A": with no state or ZIP, no city.
import { cityFromWords } from '../../normalize/city.js';
import { hasDigit } from '../../normalize/words.js';
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { knownCityTail, stateOpeningCity } from '../segments.js';
import { zipOpeningCity } from './zip-opening-city.js';
import { SET_ASIDE } from '../warning-words.js';

export function city(c: ParseContext): ParseResult | undefined {
  const { parts, warnings, t, rest, citySeg } = c;
  const noLastLine = parts.state === '' && parts.zip === '';
  if (citySeg) {
    const seg = parts.zip === '' ? zipOpeningCity(citySeg, parts) : citySeg;
    parts.city = cityFromWords(knownCityTail(seg, parts.state, parts.zip, warnings, t, c.lateUnits), t);
    if (rest.length > 0) warnings.push(`${SET_ASIDE}${rest.join(' ')}`);
  } else if (rest.length > 0 && noLastLine && (t.recipientWords.has(rest[0]!) || rest.some(hasDigit))) {
    warnings.push(`${SET_ASIDE}${rest.join(' ')}`);
  } else {
    // (the street line already set aside the words before a known city on its own line)
    const st = parts.state === '' ? stateOpeningCity(rest, parts.zip, t) : '';
    if (st !== '') parts.state = st;
    parts.city = cityFromWords(st !== '' ? rest.slice(1) : rest, t);
  }
  return undefined;
}
