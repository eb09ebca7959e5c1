// The one-line human summary in each bulk item's `message`.
import type { DomainCorrection, LookupMatch } from './types.js';

const SAY: Record<LookupMatch['status'], string> = {
  ADDRESS_FOUND: 'address found',
  ADDRESS_NOT_FOUND: 'address not found',
  ADDRESS_AMBIGUOUS: 'address ambiguous',
  ADDRESS_UNVERIFIED: 'address standardized, not verifiable',
};

const LABEL: Record<DomainCorrection['field'], string> = {
  primaryNo: 'house number',
  street: 'street',
  secondary: 'unit',
  city: 'city',
  state: 'state',
  zip: 'ZIP',
  zip4: 'ZIP+4',
};

function describe(c: DomainCorrection): string {
  const from = c.from === '' ? '(none)' : c.from;
  const to = c.to === '' ? '(none)' : c.to;
  return `${LABEL[c.field]} ${from} -> ${to} (${c.reason})`;
}

export function matchMessage(status: LookupMatch['status'], accuracy: LookupMatch['accuracy'], detail: string, fixes: readonly DomainCorrection[]): string {
  let out = `${SAY[status]} (${accuracy})`;
  if (detail !== '') out += `: ${detail}`;
  if (fixes.length > 0) out += `; corrected: ${fixes.map(describe).join('; ')}`;
  return out;
}
