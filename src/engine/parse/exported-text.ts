// What software does to a field on its way to us, undone before it is parsed: URL encoding, template placeholders left
// unfilled, a whole record as JSON or labelled pairs, a geocoder's coordinates, a country glued to the ZIP (each rule's
// cheap test first).
import { dropCoordinates } from './rules/coordinates.js';
import { unglueCountry } from './rules/country-glued-zip.js';
import { keyValueRecord } from './rules/key-value-record.js';
import { dropPlaceholders } from './rules/placeholders.js';
import { urlDecoded } from './rules/url-encoded.js';

export function repairExportedText(text: string): string {
  return unglueCountry(dropCoordinates(keyValueRecord(dropPlaceholders(urlDecoded(text)))));
}
