// Standardize for display: parts → the USPS delivery line and last line.
import type { AddressParts } from '../types.js';

/** `out` and `p` joined by a space, either may be empty (no array per line: this runs for every address). */
function add(out: string, p: string): string {
  if (p === '') return out;
  return out === '' ? p : `${out} ${p}`;
}

/** '123 N MAIN ST APT 4', 'PO BOX 123', 'RR 2 BOX 152', 'PSC 1234 BOX 5678', 'GENERAL DELIVERY'. */
export function formatLine1(p: AddressParts): string {
  const unit = add(p.secondaryAbbrev, p.secondaryNo);
  if (p.recordType === 'P' || p.recordType === 'R' || p.recordType === 'M') {
    return add(add(p.streetName, p.primaryNo), unit);
  }
  return add(add(add(add(add(p.primaryNo, p.predir), p.streetName), p.suffix), p.postdir), unit);
}

/** 'SPRINGFIELD IL 62701' or 'SPRINGFIELD IL 62701-1234'. */
export function formatLine2(p: AddressParts): string {
  const zip = p.zip !== '' && p.zip4 !== '' ? `${p.zip}-${p.zip4}` : p.zip;
  return add(add(p.city, p.state), zip);
}
