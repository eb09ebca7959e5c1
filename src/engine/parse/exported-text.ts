// What software does to a field on its way to us, undone before it is parsed: URL encoding, template placeholders left
// unfilled, a spreadsheet's error value, a whole record as JSON or labelled pairs, a geocoder's coordinates, a country
// glued to the ZIP, a word a narrow column broke at a hyphen. A delivery line or a whole address is repaired in dropNoise
// (noise.ts), whose one scan says whether any can be there; a city or unit field is scanned here.
import { dropCoordinates } from './rules/coordinates.js';
import { unglueCountry } from './rules/country-glued-zip.js';
import { keyValueRecord } from './rules/key-value-record.js';
import { dropSpreadsheetErrors } from './rules/spreadsheet-errors.js';
import { dropPlaceholders } from './rules/placeholders.js';
import { urlDecoded } from './rules/url-encoded.js';
import { joinHyphenWrap } from './rules/wrapped-line.js';
import { isDigitCode } from '../normalize/words.js';

/** A character one of the repairs needs: % + < : = { [ ! ? / or a line break; a U after a digit; a '.' between two digits. */
function mayBeExported(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // letters first, the most of any text; digits and spaces next
    if (c >= 65) {
      if (c === 123 || c === 91) return true;
      if ((c === 85 || c === 117) && i > 0 && (isDigitCode(text.charCodeAt(i - 1)) || text.charCodeAt(i - 1) === 45)) return true;
      continue;
    }
    if (isDigitCode(c) || c === 32 || c === 44) continue;
    if (c === 37 || c === 43 || c === 60 || c === 58 || c === 61 || c === 10 || c === 33 || c === 63 || c === 47) return true;
    if (c === 46 && i > 0 && isDigitCode(text.charCodeAt(i - 1)) && isDigitCode(text.charCodeAt(i + 1))) return true;
  }
  return false;
}

/** The field repaired when its scan says it may need it (a city, a unit field). */
export function repairExportedField(text: string): string {
  return text === '' || !mayBeExported(text) ? text : repairExportedText(text);
}

export function repairExportedText(text: string): string {
  return joinHyphenWrap(unglueCountry(dropCoordinates(keyValueRecord(dropSpreadsheetErrors(dropPlaceholders(urlDecoded(text)))))));
}
