// The delivery-address gate: a row must name somewhere mail goes (a house number and street, a PO
// box, a rural route, a military unit or general delivery). 'asdf qwerty' or 'N/A' above a valid
// city, state and ZIP names nowhere, so it is a FAIL, never ADDRESS_UNVERIFIED.
import type { AddressParts } from '../types.js';
import { streetText } from './corrections.js';
import { failMessage } from './message.js';
import { NO_STREET_DATA } from './outcomes.js';
import type { LookupFailure, LookupMatch } from './types.js';

/** Why the parts name no delivery address; '' when they do. */
export function noDeliveryAddress(p: AddressParts): string {
  if (NO_STREET_DATA.has(p.recordType)) return '';
  if (p.streetName === '') return 'no street line (a house number and street, PO box, rural route or military address is needed)';
  if (p.primaryNo === '') return `no house number before ${streetText(p)} (a house number and street, PO box, rural route or military address is needed)`;
  return '';
}

/** The lookup's answer turned into a FAIL that keeps what it checked (city, state, ZIP) as ADDRESS_NOT_FOUND / NONE. */
export function deliveryFailure(why: string, m: LookupMatch): LookupFailure {
  const match: LookupMatch = { ...m, status: 'ADDRESS_NOT_FOUND', accuracy: 'NONE' };
  match.message = failMessage(why, m.detail, m.corrections);
  return { ok: false, reason: 'NO_DELIVERY_ADDRESS', message: match.message, match, warnings: m.warnings };
}
