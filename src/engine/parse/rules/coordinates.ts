// '12 Main St, Burlington, VT 05401 (44.4759, -73.2121)', '... 44.4759,-73.2121', 'lat 44.4759 lon -73.2121',
// 'POINT (-73.2121 44.4759)': a geocoder's latitude and longitude kept beside the address are no part of it.
import { isDigitCode } from '../../normalize/words.js';

const COORDINATES = /(?:\bPOINT\s*)?[([]?\s*(?:\blat(?:itude)?\s*[:=]?\s*)?[-+]?\d{1,3}\.\d{3,}\s*[,;]?\s*(?:\b(?:lon|lng|long|longitude)\s*[:=]?\s*)?[-+]?\d{1,3}\.\d{3,}\s*[)\]]?/gi;

/** The text without latitude/longitude pairs (a digit, '.', three digits is the cheap test first). */
export function dropCoordinates(text: string): string {
  for (let i = text.indexOf('.'); i > 0; i = text.indexOf('.', i + 1)) {
    if (isDigitCode(text.charCodeAt(i - 1)) && isDigitCode(text.charCodeAt(i + 1)) && isDigitCode(text.charCodeAt(i + 2)) && isDigitCode(text.charCodeAt(i + 3))) return text.replace(COORDINATES, ' ');
  }
  return text;
}
