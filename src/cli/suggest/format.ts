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
  for (const c of r.corrections) lines.push(`corrected ${c.field}: ${c.from} -> ${c.to} (${c.reason})`);
  return `${lines.join('\n')}\n`;
}
