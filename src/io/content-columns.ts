// A headerless file's columns, told apart by their values over the first rows: a ZIP column holds
// 5-digit (or ZIP+4) numbers, a state column state codes or names, a street column starts with a
// house number (or is a PO box / rural route), a unit column holds APT 4 / # 2 (and is often empty),
// a city column is letters only. A single column holds the whole address.
import { readFileSync } from 'node:fs';

export type ContentTarget = 'full_address' | 'street_address' | 'apt_suite_other' | 'city' | 'state' | 'zip_code' | 'country';

function dataLines(name: string): string[][] {
  const text = readFileSync(new URL(`../../src/data/${name}.txt`, import.meta.url), 'utf8');
  return text.split('\n').filter((l) => l.trim() && !l.startsWith('#') && !l.startsWith('[')).map((l) => l.trim().split('|'));
}

let states: Set<string> | undefined;
let unitWords: Set<string> | undefined;
function stateNames(): Set<string> {
  return (states ??= new Set(dataLines('states').flat()));
}
function units(): Set<string> {
  return (unitWords ??= new Set(dataLines('secondary-units').flat()));
}

const up = (s: string): string => s.trim().toUpperCase().replace(/\./g, '');
const ZIP = /^\d{5}(?:-?\d{4})?$/;
const STREET = /^(\d+[A-Z]?(?:-\d+)?\s+\S|P\s*O\s+BOX\s|POST OFFICE BOX\s|(?:RR|HC|RURAL ROUTE|HWY CONTRACT)\s*\d|(?:PSC|UNIT|CMR)\s+\d+\s+BOX)/;
const COUNTRY = /^(US|USA|UNITED STATES(?: OF AMERICA)?)$/;

const TESTS: Record<'zip' | 'state' | 'street' | 'full' | 'unit' | 'city' | 'country', (v: string) => boolean> = {
  // 3 or 4 digits too: a spreadsheet strips a ZIP's leading zeros (02108 → 2108)
  zip: (v) => ZIP.test(v) || /^\d{3,4}$/.test(v),
  state: (v) => stateNames().has(v),
  street: (v) => STREET.test(v),
  // a street, then a comma or a state and ZIP at the end: the whole address in one cell
  full: (v) => STREET.test(v) && (/,/.test(v) || /\s[A-Z]{2}\s+\d{5}(?:-\d{4})?$/.test(v)),
  unit: (v) => v.startsWith('#') || units().has(v.split(/[\s#]+/)[0] ?? ''),
  city: (v) => /^[A-Z][A-Z '-]+$/.test(v) && v.length > 2,
  country: (v) => COUNTRY.test(v),
};

/** Share of a column's non-empty values that pass `test` (0 for an empty column). */
function share(values: string[], test: (v: string) => boolean): number {
  const filled = values.filter((v) => v !== '');
  return filled.length === 0 ? 0 : filled.filter(test).length / filled.length;
}

/** target → column index, from sample rows (each an array of cells). */
export function guessFromValues(samples: readonly (readonly string[])[], width: number): Partial<Record<ContentTarget, number>> {
  const cols: string[][] = [];
  for (let i = 0; i < width; i++) cols.push(samples.map((row) => up(row[i] ?? '')));
  const out: Partial<Record<ContentTarget, number>> = {};
  const used = new Set<number>();
  const pick = (target: ContentTarget, kind: keyof typeof TESTS, min: number, from = 0): number => {
    let best = -1;
    let bestShare = min;
    for (let i = from; i < width; i++) {
      if (used.has(i)) continue;
      const s = share(cols[i]!, TESTS[kind]);
      if (s >= bestShare && (best === -1 || s > bestShare)) {
        best = i;
        bestShare = s;
      }
    }
    if (best !== -1) {
      out[target] = best;
      used.add(best);
    }
    return best;
  };
  if (width === 1) return { full_address: 0 };
  const full = pick('full_address', 'full', 0.6);
  if (full !== -1) return out;
  // a column of only 3-4 digit numbers is house numbers, not ZIPs: it needs a 5-digit value too
  const zip = pick('zip_code', 'zip', 0.6);
  if (zip !== -1 && !cols[zip]!.some((v) => ZIP.test(v))) {
    delete out.zip_code;
    used.delete(zip);
  }
  pick('state', 'state', 0.8);
  const street = pick('street_address', 'street', 0.6);
  if (street === -1) return out;
  pick('apt_suite_other', 'unit', 0.6, street + 1);
  pick('country', 'country', 0.9);
  // the city: the first letters-only column after the street that is not the state
  pick('city', 'city', 0.8, street + 1);
  return out;
}
