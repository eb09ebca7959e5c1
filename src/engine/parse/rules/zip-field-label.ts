// A zip_code field written with the label a form prints before its box ('Zip: 05401', 'ZIP 05401-1234', 'Postal code
// 94603'): the words free text drops before its ZIP (zip-label.ts, parse-words.txt [zip labels]); what follows is read.
import type { Tables } from '../../normalize/tables.js';

const TWO_WORDS = /^\s*([A-Za-z]+)\s+code\b\s*[:#=.-]?\s*/i;
const ONE_WORD = /^\s*([A-Za-z]+)\s*[:#=.-]?\s*/;

/** The field after its ZIP label; undefined when it opens with none. */
export function afterZipLabel(text: string, t: Tables): string | undefined {
  const two = TWO_WORDS.exec(text);
  if (two && t.zipLabelsBeforeCode.has(two[1]!.toUpperCase())) return text.slice(two[0].length);
  const one = ONE_WORD.exec(text);
  if (one && t.zipLabels.has(one[1]!.toUpperCase())) return text.slice(one[0].length);
  return undefined;
}
