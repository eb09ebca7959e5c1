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
  fields: 'fields',
};

function describe(c: DomainCorrection): string {
  const from = c.from === '' ? '(none)' : c.from;
  const to = c.to === '' ? '(none)' : c.to;
  return `${LABEL[c.field]} ${from} -> ${to} (${c.reason})`;
}

const ACCURACIES: readonly LookupMatch['accuracy'][] = ['ROOFTOP', 'RANGE_INTERPOLATED', 'STREET', 'ZIP', 'CITY', 'NONE'];

// 'address found (ROOFTOP)' for every status and accuracy, made once rather than per lookup
const HEAD = Object.fromEntries(
  Object.entries(SAY).map(([status, say]) => [status, Object.fromEntries(ACCURACIES.map((a) => [a, `${say} (${a})`]))]),
) as Record<LookupMatch['status'], Record<LookupMatch['accuracy'], string>>;

export function matchMessage(status: LookupMatch['status'], accuracy: LookupMatch['accuracy'], detail: string, fixes: readonly DomainCorrection[]): string {
  let out = HEAD[status]?.[accuracy] ?? `${SAY[status]} (${accuracy})`;
  if (detail !== '') out += `: ${detail}`;
  if (fixes.length > 0) out += `; corrected: ${fixes.map(describe).join('; ')}`;
  return out;
}
