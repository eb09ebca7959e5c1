// Expand for matching: one street → a set of keys, the full key first, then looser ones.
import type { StreetParts } from './street.js';

// highway display prefixes (by first word) → one class each, so US HIGHWAY 5 = US ROUTE 5 and
// VT ROUTE 22A = STATE ROUTE 22A = ROUTE 22A; county roads and interstates keep their own class
const CLASS_BY_PREFIX = new Map<string, string>([
  ['US HIGHWAY', 'US'],
  ['US ROUTE', 'US'],
  ['INTERSTATE', 'I'],
  ['COUNTY ROAD', 'CR'],
  ['COUNTY HIGHWAY', 'CR'],
  ['COUNTY ROUTE', 'CR'],
  ['FM', 'FM'],
  ['RANCH ROAD', 'FM'],
  ['STATE ROUTE', 'RT'],
  ['STATE HIGHWAY', 'RT'],
  ['STATE ROAD', 'RT'],
  ['HIGHWAY', 'RT'],
  ['ROUTE', 'RT'],
]);

// name words people write either way inside street names (ST JAMES = SAINT JAMES)
const NAME_WORDS = new Map([
  ['SAINT', 'ST'],
  ['MOUNT', 'MT'],
  ['FORT', 'FT'],
]);

function join(a: string, b: string): string {
  return a === '' ? b : b === '' ? a : `${a} ${b}`;
}

/** The route class and the rest ('22A', '22A BUSINESS') when the name is a highway display form. */
function routeOf(words: readonly string[]): { cls: string; rest: string } | undefined {
  if (words.length < 2) return undefined;
  const two = `${words[0]} ${words[1]}`;
  let cls = CLASS_BY_PREFIX.get(two);
  let skip = 2;
  // VT ROUTE 22A, AL HIGHWAY 157: a state code in front of ROUTE / HIGHWAY
  if (!cls && words[0]!.length === 2 && (words[1] === 'ROUTE' || words[1] === 'HIGHWAY')) cls = 'RT';
  if (!cls) {
    cls = CLASS_BY_PREFIX.get(words[0]!);
    skip = 1;
  }
  if (!cls || words.length <= skip) return undefined;
  return { cls, rest: words.slice(skip).join(' ') };
}

/** The name in match form: highway aliases collapsed, SAINT/MOUNT/FORT shortened. */
function matchName(name: string): { name: string; route: string } {
  if (!name.includes(' ')) return { name: NAME_WORDS.get(name) ?? name, route: '' };
  const words = name.split(' ');
  const r = routeOf(words);
  if (r) return { name: `${r.cls} ${r.rest}`, route: r.cls === 'CR' || r.cls === 'I' ? '' : `RT ${r.rest}` };
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    const w = NAME_WORDS.get(words[i]!);
    if (w) {
      words[i] = w;
      changed = true;
    }
  }
  return { name: changed ? words.join(' ') : name, route: '' };
}

/** Keys for lookup: full, without suffix, without directionals, name only, then any route alias. */
export function streetKeys(s: StreetParts): string[] {
  const { name, route } = matchName(s.name);
  const candidates = [
    join(join(s.predir, name), join(s.suffix, s.postdir)),
    join(join(s.predir, name), s.postdir),
    join(name, s.suffix),
    name,
    route,
  ];
  const keys: string[] = [];
  for (const k of candidates) if (k !== '' && !keys.includes(k)) keys.push(k);
  return keys;
}
