// '12 MAIN ST (APT 4), SPRINGFIELD, IL 62701 802-555-0148 j.doe@example.net': what is written with an address and is
// no part of it comes off (e-mail addresses, phone numbers) and a unit in brackets loses them; one scan of the text
// (noiseMarks) says which can be there, so most addresses pass with that scan alone.
import type { Tables } from '../normalize/tables.js';
import { unbracketUnits } from './bracketed-units.js';
import { dropEmails } from './emails.js';
import { dropListIndex } from './list-index.js';
import { unescapeMarkup } from './markup.js';
import { MAY_HOLD_BRACKET, MAY_HOLD_EMAIL, MAY_HOLD_EXPORTED, MAY_HOLD_MARKUP, MAY_HOLD_PHONE, MAY_HOLD_REFERENCE, noiseMarks } from './noise-marks.js';
import { repairExportedText } from './exported-text.js';
import { dropPhonesFound } from './phones.js';
import { dropOpeningHours } from './rules/opening-hours.js';
import { dropReferences } from './references.js';
import { dropUrls } from './urls.js';

/** The text repaired of what an export's software did to it (exported-text.ts), without a list's item number or web addresses, with HTML and escaped line breaks read, without order numbers and dates, e-mail addresses and phone numbers, units in brackets unbracketed. */
export function dropNoise(written: string, t: Tables): string {
  let text = dropListIndex(written);
  let marks = noiseMarks(text);
  if ((marks & MAY_HOLD_EXPORTED) !== 0) {
    const repaired = repairExportedText(text);
    if (repaired !== text) {
      text = repaired;
      marks = noiseMarks(text);
    }
  }
  // (web addresses after e-mail addresses: mail.example.org in pat@mail.example.org is the e-mail's)
  if (marks === 0) return dropUrls(text);
  let out = (marks & MAY_HOLD_MARKUP) !== 0 ? unescapeMarkup(text) : text;
  if ((marks & MAY_HOLD_REFERENCE) !== 0) out = dropReferences(out, t);
  // (a colon: clock times, an HOURS label)
  if ((marks & MAY_HOLD_EXPORTED) !== 0) out = dropOpeningHours(out);
  if ((marks & MAY_HOLD_EMAIL) !== 0) out = dropEmails(out, t);
  if ((marks & MAY_HOLD_PHONE) !== 0) out = dropPhonesFound(out, t);
  if ((marks & MAY_HOLD_BRACKET) !== 0) out = unbracketUnits(out, t);
  return dropUrls(out);
}
