// Expand for matching: one street → a set of keys, the full key first, then looser ones.
import type { StreetParts } from './street.js';

// highway display prefixes → one class each, so US HIGHWAY 5 = US ROUTE 5 and VT ROUTE 22A = STATE ROUTE 22A
const HIGHWAY_CLASSES: readonly [RegExp, string][] = [
  [/^(US HIGHWAY|US ROUTE) (\S+)(.*)$/, 'US'],
  [/^INTERSTATE (\S+)(.*)$/, 'I'],
  [/^(COUNTY ROAD|COUNTY HIGHWAY|COUNTY ROUTE) (\S+)(.*)$/, 'CR'],
  [/^(FM|RANCH ROAD) (\S+)(.*)$/, 'FM'],
  [/^(STATE ROUTE|STATE HIGHWAY|STATE ROAD|HIGHWAY|ROUTE|[A-Z]{2} ROUTE|[A-Z]{2} HIGHWAY) (\S+)(.*)$/, 'RT'],
];

// name words people write either way inside street names (ST JAMES = SAINT JAMES)
const NAME_WORDS = new Map([
  ['SAINT', 'ST'],
  ['MOUNT', 'MT'],
  ['FORT', 'FT'],
]);

function join(parts: readonly string[]): string {
  return parts.filter((p) => p !== '').join(' ');
}

/** The name in match form: highway aliases collapsed, SAINT/MOUNT/FORT shortened. */
export function matchName(name: string): { name: string; route: string } {
  for (const [re, cls] of HIGHWAY_CLASSES) {
    const m = re.exec(name);
    if (m) {
      const num = cls === 'I' ? m[1]! : m[2]!;
      const tail = cls === 'I' ? m[2]! : m[3]!;
      return { name: `${cls} ${num}${tail}`, route: cls === 'CR' || cls === 'I' ? '' : `RT ${num}${tail}` };
    }
  }
  let out = name;
  if (name.includes('SAINT') || name.includes('MOUNT') || name.includes('FORT')) {
    out = name
      .split(' ')
      .map((w) => NAME_WORDS.get(w) ?? w)
      .join(' ');
  }
  return { name: out, route: '' };
}

/** Keys for lookup: full, without suffix, without directionals, name only, then any route alias. */
export function streetKeys(s: StreetParts): string[] {
  const { name, route } = matchName(s.name);
  const keys = [
    join([s.predir, name, s.suffix, s.postdir]),
    join([s.predir, name, s.postdir]),
    join([name, s.suffix]),
    name,
  ];
  if (route !== '') keys.push(route);
  return [...new Set(keys.filter((k) => k !== ''))];
}
