// USPS delivery line and last line from standardized parts (ZIP+4 only when the caller has it backed).
import type { AddressParts } from '../types.js';

export function deliveryLine(p: AddressParts): string {
  const words = [p.primaryNo, p.predir, p.streetName, p.suffix, p.postdir, p.secondaryAbbrev, p.secondaryNo];
  return words.filter((w) => w !== '').join(' ');
}

export function lastLine(p: AddressParts): string {
  const zip = p.zip === '' ? '' : p.zip4 === '' ? p.zip : `${p.zip}-${p.zip4}`;
  return [p.city, p.state, zip].filter((w) => w !== '').join(' ');
}
