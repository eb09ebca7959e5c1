// Standardize for display: a street line's words (no number, no unit) → exactly one Pub 28 form.
import { matchHighway } from './highway.js';
import type { Tables } from './tables.js';
import { ordinalAt, splitGlued } from './words.js';

export interface StreetParts {
  predir: string;
  name: string;
  suffix: string;
  postdir: string;
}

const EMPTY: StreetParts = { predir: '', name: '', suffix: '', postdir: '' };

/** Name words in display form: ordinal words become numerals (FIFTH → 5TH), stray '#' goes. */
function nameOf(words: readonly string[], from: number, to: number, t: Tables): string {
  let out = '';
  for (let i = from; i < to; ) {
    const w = words[i]!;
    if (w === '#' || w === '&') {
      i++;
      continue;
    }
    const ord = ordinalAt(words, i, t);
    const piece = ord ? ord.value : w;
    i += ord ? ord.len : 1;
    out = out === '' ? piece : `${out} ${piece}`;
  }
  return out;
}

/** Words of one street (e.g. ['NORTH','MAIN','STREET']) → N / MAIN / ST / ''. Never throws. */
export function standardizeStreetWords(input: readonly string[], t: Tables): StreetParts {
  const words = splitGlued(input.filter((w) => w !== '#' || input.length === 1), t);
  let i = 0;
  let end = words.length;
  if (end === 0) return EMPTY;
  let predir = '';
  let postdir = '';
  let suffix = '';

  // a leading directional is a predirectional only when a real name follows it (N ST keeps N as the name)
  const d0 = t.directionals.get(words[0]!);
  if (d0 && end >= 2 && !(end === 2 && (t.suffixes.has(words[1]!) || t.directionals.has(words[1]!)))) {
    predir = d0;
    i = 1;
  }

  const hw = matchHighway(words, i, end, t);
  if (hw) {
    let name = hw.name;
    let k = i + hw.len;
    const dl = t.directionals.get(words[end - 1]!);
    if (dl && end - 1 >= k) {
      postdir = dl;
      end--;
    }
    if (k < end) name = `${name} ${nameOf(words, k, end, t)}`;
    return { predir, name, suffix: '', postdir };
  }

  // a trailing directional is a postdirectional when a name remains that is not only a street type (AVENUE N)
  const dl = t.directionals.get(words[end - 1]!);
  if (dl && end - 1 > i) {
    const rest = end - 1 - i;
    const onlyType = rest === 1 && t.suffixes.has(words[i]!) && !t.directionals.has(words[i]!);
    if (!onlyType) {
      postdir = dl;
      end--;
    }
  }

  const sx = t.suffixes.get(words[end - 1]!);
  if (sx && end - 1 > i) {
    suffix = sx;
    end--;
  }
  return { predir, name: nameOf(words, i, end, t), suffix, postdir };
}
