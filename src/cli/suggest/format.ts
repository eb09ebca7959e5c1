// Text forms of suggestions and of a verified pick for `usaddr suggest`.
import type { AutocompleteSuggestion, BulkItem } from '../../wire/types.js';

export function suggestionsText(list: readonly AutocompleteSuggestion[]): string {
  if (list.length === 0) return 'no suggestions\n';
  return list.map((s, i) => `${String(i + 1).padStart(2)}. ${s.standardized_address}\n`).join('');
}

export function verifiedText(item: BulkItem): string {
  const r = item.result;
  if (item.status !== 'SUCCESS' || !r) return `FAIL: ${item.message}\n`;
  const lines = [r.address_line1, r.address_line2, `${r.lookup_status} (${r.address_accuracy_level})`];
  // not found or not verifiable: the message says why (no street data for the ZIP, street not found …)
  if (r.lookup_status !== 'ADDRESS_FOUND' && item.message) lines.push(item.message);
  const unit = unitNote(r.address_delivery_info.dpv_confirmation_indicator, r.address_breakdown);
  if (unit) lines.push(unit);
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  for (const c of r.corrections) lines.push(`corrected ${c.field}: ${c.from} -> ${c.to} (${c.reason})`);
  return `${lines.join('\n')}\n`;
}

/** the unit part of the DPV-like confirmation, in words (README: dpv_confirmation_indicator) */
function unitNote(dpv: string, b: { secondary_abbrev: string; secondary_no: string }): string {
  const unit = [b.secondary_abbrev, b.secondary_no].filter(Boolean).join(' ');
  if (dpv === 'S') return `unit ${unit} not confirmed: the reference does not list it at this address`;
  if (dpv === 'D') return 'the building has units; none was given';
  return '';
}
