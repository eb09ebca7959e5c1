// Spreadsheet damage in a ZIP field: a ZIP column stored as a number loses its leading zeros
// (07030 → 7030, 07030-1234 → 70301234). Put back only when the result is a ZIP of the row's own
// state (or, with no state, of its city): 7030 in an Iowa row stays unreadable.
import type { AddressParts } from '../types.js';
import type { ReferenceIndex } from '../reference/types.js';
import type { DomainCorrection } from './types.js';

export interface RestoredZip {
  zip: string;
  zip4: string;
  correction: DomainCorrection;
}

const DAMAGED = /^(\d{3,4}|\d{7,8})$/;

/** `text`: the ZIP field as given; `parts`: the parse, whose ZIP is '' when the field was not a ZIP. */
export function restoreZip(text: string, parts: AddressParts, ref: ReferenceIndex): RestoredZip | undefined {
  if (parts.zip !== '' || text === '') return undefined;
  const digits = text.replace(/[\s-]/g, '');
  if (!DAMAGED.test(digits)) return undefined;
  const padded = digits.padStart(digits.length <= 4 ? 5 : 9, '0');
  const zip = padded.slice(0, 5);
  const info = ref.zip(zip);
  if (info === undefined) return undefined;
  const fits = parts.state !== '' ? info.state === parts.state : parts.city !== '' && info.acceptableCities.includes(parts.city);
  if (!fits) return undefined;
  return { zip, zip4: padded.slice(5), correction: { field: 'zip', from: text, to: zip, reason: 'leading zeros restored' } };
}
