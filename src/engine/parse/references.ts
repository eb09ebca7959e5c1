// '12 MAIN ST Order #12345', '01/15/2025 12 Main St', 'Jan 15, 2025, 12 Main St': order, invoice and account numbers and
// dates that customer exports write with an address are no part of it (read as a unit or a house number, they cost the match).
import type { Tables } from '../normalize/tables.js';
import { alternation } from './regex-words.js';

const MONTH = String.raw`(?:JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEPT?(?:EMBER)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)`;
// 01/15/2025 and 3/4/25 (two slashes: a half has one), 2025-01-15, 15-Jan-2025, Jan 15, 2025 (a year: May 15 alone may be a street)
const DATE = String.raw`(?:\b\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})\b|\b(?:19|20)\d{2}-\d{1,2}-\d{1,2}\b|\b\d{1,2}-${MONTH}-(?:\d{4}|\d{2})\b|\b${MONTH}\.? \d{1,2}(?:ST|ND|RD|TH)?,? (?:19|20)\d{2}\b)`;

const patterns = new WeakMap<ReadonlySet<string>, RegExp>();

// built once per set of labels (parse-words.txt [reference labels], [date labels])
function patternFor(t: Tables): RegExp {
  let p = patterns.get(t.referenceLabels);
  if (p === undefined) {
    const reference = String.raw`\b(?:${alternation(t.referenceLabels)})\b\.?(?: ?(?:NO|NUM|NUMBER|ID)\b\.?)?\s*[:#]?\s*#?\s*(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]*\b`;
    const dated = String.raw`(?:\b(?:${alternation(t.dateLabels)})\b:?\s*)?${DATE}`;
    p = new RegExp(`${reference}|${dated}`, 'gi');
    patterns.set(t.referenceLabels, p);
  }
  return p;
}

/** The text with any labelled order/invoice/account number and any date replaced by a space. */
export function dropReferences(text: string, t: Tables): string {
  // (a text with none comes back as it is: replace makes no new string then)
  return text.replace(patternFor(t), ' ');
}
