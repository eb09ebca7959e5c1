// Built lazily, once per reference, in memory: every street's words, the distinct words with their
// spellings (sorted, for half-typed words, and filed by deletion, for typos) and, per word, its streets.
import { buildDeletionIndex, type DeletionIndex } from '../match/deletion-index.js';
import type { ReferenceIndex, StreetEntry } from '../reference/types.js';
import type { Spellings } from './spellings.js';

type Role = 'predir' | 'name' | 'suffix' | 'postdir';

export interface StreetRow {
  entry: StreetEntry;
  /** word ids in display order */
  words: Uint32Array;
  roles: Role[];
  display: string;
  /** the city its points name (else the ZIP's preferred one), then the ZIP's other acceptable cities */
  cities: string[];
  state: string;
  /** points on the street: bigger streets first among equal matches */
  weight: number;
  poBox: boolean;
}

export interface StreetTable {
  rows: StreetRow[];
  /** distinct words: text, canonical form, spellings */
  word: string[];
  canon: string[];
  forms: (readonly string[])[];
  byCanon: Map<string, number[]>;
  /** every spelling of every word, sorted, with its word id (for prefixes) */
  sortedForms: string[];
  sortedFormWord: Uint32Array;
  typos: DeletionIndex;
  /** spelling → word ids (typo candidates come back as spellings) */
  byForm: Map<string, number[]>;
  /** word id → street rows holding it */
  postings: Uint32Array[];
}

export function buildStreetTable(ref: ReferenceIndex, sp: Spellings): StreetTable {
  const rows: StreetRow[] = [];
  const ids = new Map<string, number>();
  const word: string[] = [];
  const lists: number[][] = [];
  const idOf = (w: string): number => {
    let id = ids.get(w);
    if (id === undefined) {
      id = word.length;
      ids.set(w, id);
      word.push(w);
      lists.push([]);
    }
    return id;
  };
  for (const zip of ref.zipCodes()) {
    const info = ref.zip(zip);
    for (const s of ref.streetsInZip(zip)) {
      const parts: [string, Role][] = [];
      if (s.predir) parts.push([s.predir, 'predir']);
      for (const w of s.name.split(' ')) if (w) parts.push([w, 'name']);
      if (s.suffix) parts.push([s.suffix, 'suffix']);
      if (s.postdir) parts.push([s.postdir, 'postdir']);
      const wordIds = Uint32Array.from(parts, ([w]) => idOf(w));
      rows.push({
        entry: s,
        words: wordIds,
        roles: parts.map(([, r]) => r),
        display: parts.map(([w]) => w).join(' '),
        cities: [...new Set([s.city || info?.preferredCity || '', ...(info?.acceptableCities ?? [])])],
        state: info?.state ?? '',
        weight: ref.pointCount(s.id),
        poBox: /^P ?O BOX\b/.test(s.name),
      });
    }
  }
  // row ids in weight order (busiest streets first), so a capped scan keeps the likeliest streets
  rows.sort((a, b) => b.weight - a.weight);
  rows.forEach((r, row) => {
    for (const id of new Set(r.words)) lists[id]!.push(row);
  });
  const canon = word.map((w) => sp.canon(w));
  const forms = word.map((w) => sp.forms(w));
  const byCanon = new Map<string, number[]>();
  const byForm = new Map<string, number[]>();
  const pairs: [string, number][] = [];
  word.forEach((_, id) => {
    push(byCanon, canon[id]!, id);
    for (const f of forms[id]!) {
      push(byForm, f, id);
      pairs.push([f, id]);
    }
  });
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return {
    rows,
    word,
    canon,
    forms,
    byCanon,
    sortedForms: pairs.map((p) => p[0]),
    sortedFormWord: Uint32Array.from(pairs, (p) => p[1]),
    typos: buildDeletionIndex([...byForm.keys()].filter((f) => f.length >= 3)),
    byForm,
    postings: lists.map((l) => Uint32Array.from(l)),
  };
}

function push(m: Map<string, number[]>, k: string, v: number): void {
  const l = m.get(k);
  if (l) {
    if (!l.includes(v)) l.push(v);
  } else m.set(k, [v]);
}

/** first position in a sorted string array whose value is >= s */
export function lowerBoundText(a: readonly string[], s: string): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
