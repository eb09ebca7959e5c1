// Standardize for display: parts → the USPS delivery line and last line.
import type { AddressParts } from '../types.js';

function join(parts: readonly string[]): string {
  let out = '';
  for (const p of parts) if (p !== '') out = out === '' ? p : `${out} ${p}`;
  return out;
}

/** '123 N MAIN ST APT 4', 'PO BOX 123', 'RR 2 BOX 152', 'PSC 1234 BOX 5678', 'GENERAL DELIVERY'. */
export function formatLine1(p: AddressParts): string {
  const unit = join([p.secondaryAbbrev, p.secondaryNo]);
  if (p.recordType === 'P' || p.recordType === 'R' || p.recordType === 'M') {
    return join([p.streetName, p.primaryNo, unit]);
  }
  return join([p.primaryNo, p.predir, p.streetName, p.suffix, p.postdir, unit]);
}

/** 'SPRINGFIELD IL 62701' or 'SPRINGFIELD IL 62701-1234'. */
export function formatLine2(p: AddressParts): string {
  const zip = p.zip !== '' && p.zip4 !== '' ? `${p.zip}-${p.zip4}` : p.zip;
  return join([p.city, p.state, zip]);
}
