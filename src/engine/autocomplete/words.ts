// Does a query word fit an index word: the same meaning, the start of a half-typed word, or one typo away.
import { boundedDistance } from '../match/edit-distance.js';
import { oneEditCandidates } from '../match/deletion-index.js';
import type { Spellings } from './spellings.js';
import { lowerBoundText, type StreetTable } from './street-table.js';

/** a typo is tolerated once a word has this many letters */
const TYPO_MIN = 4;

/** 0 fits exactly (or as a prefix when `open`), 1 fits with one typo, -1 does not fit */
export function fits(q: string, qCanon: string, open: boolean, targetCanon: string, forms: readonly string[], typoOk: boolean): number {
  if (qCanon === targetCanon) return 0;
  if (open) for (const f of forms) if (f.startsWith(q)) return 0;
  if (!typoOk || q.length < TYPO_MIN || /\d/.test(q)) return -1;
  for (const f of forms) {
    if (boundedDistance(q, f, 1) <= 1) return 1;
    if (open && f.length > q.length) {
      for (const n of [q.length, q.length + 1, q.length - 1]) if (n >= TYPO_MIN - 1 && boundedDistance(q, f.slice(0, n), 1) <= 1) return 1;
    }
  }
  return -1;
}

/** index words a query word may be: [word id, typos] */
export function wordCandidates(tab: StreetTable, sp: Spellings, q: string, open: boolean, typoOk: boolean): [number, number][] {
  const out = new Map<number, number>();
  for (const id of tab.byCanon.get(sp.canon(q)) ?? []) out.set(id, 0);
  if (open) {
    for (let i = lowerBoundText(tab.sortedForms, q); i < tab.sortedForms.length && tab.sortedForms[i]!.startsWith(q); i++) out.set(tab.sortedFormWord[i]!, 0);
  }
  if (typoOk && q.length >= TYPO_MIN && !/\d/.test(q)) {
    const add = (f: string): void => {
      for (const id of tab.byForm.get(f) ?? []) if (!out.has(id)) out.set(id, 1);
    };
    for (const f of oneEditCandidates(tab.typos, q)) if (boundedDistance(q, f, 1) <= 1) add(f);
    if (open) {
      // half-typed with a typo: words starting with the query's first two letters whose start is one edit away
      const head = q.slice(0, 2);
      for (let i = lowerBoundText(tab.sortedForms, head); i < tab.sortedForms.length && tab.sortedForms[i]!.startsWith(head); i++) {
        const f = tab.sortedForms[i]!;
        if (!out.has(tab.sortedFormWord[i]!) && fits(q, q, true, f, [f], true) === 1) out.set(tab.sortedFormWord[i]!, 1);
      }
    }
  }
  return [...out];
}
