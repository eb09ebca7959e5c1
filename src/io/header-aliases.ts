// Header names of common exports (src/data/column-aliases.json): which field a header names, and
// in which group (`Shipping Zip` → zip_code of the shipping group), so one export's two address
// blocks (billing and shipping) are never mixed in one row.
import table from '../data/column-aliases.json' with { type: 'json' };

/** Fields a header can name: the LookupRequest fields, plus ours (joined into them by columns.ts). */
export type AliasTarget =
  | 'full_address' | 'street_address' | 'house_number' | 'apt_suite_other' | 'city' | 'state' | 'zip_code' | 'country'
  | 'zip4' | 'last_line';

export interface HeaderMatch {
  target: AliasTarget;
  /** canonical group name, '' when the header has no group word */
  group: string;
  /** place of the alias in its field's list: lower is preferred (`Address1` before `Street`) */
  rank: number;
}

export function normalizeHeader(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

const ALIASES = new Map<string, { target: AliasTarget; rank: number }>();
for (const [target, names] of Object.entries(table.fields)) {
  names.forEach((alias, rank) => {
    const key = normalizeHeader(alias);
    if (!ALIASES.has(key)) ALIASES.set(key, { target: target as AliasTarget, rank });
  });
}

/** group word (normalized) → canonical group, longest first so `shipto` wins over `ship` */
const GROUP_WORDS: [string, string][] = Object.entries(table.groups)
  .flatMap(([group, words]) => words.filter(Boolean).map((w): [string, string] => [normalizeHeader(w), group]))
  .sort((a, b) => b[0].length - a[0].length);

/** Groups in order of preference (shipping before billing: a verified address is for delivery). */
export const GROUP_ORDER: readonly string[] = Object.keys(table.groups);

export function matchHeader(header: string): HeaderMatch | undefined {
  const key = normalizeHeader(header);
  if (!key) return undefined;
  const whole = ALIASES.get(key);
  if (whole) return { ...whole, group: '' };
  for (const [word, group] of GROUP_WORDS) {
    const rest = key.startsWith(word) ? key.slice(word.length) : key.endsWith(word) ? key.slice(0, -word.length) : undefined;
    const hit = rest ? ALIASES.get(rest) : undefined;
    if (hit) return { ...hit, group };
  }
  return undefined;
}
