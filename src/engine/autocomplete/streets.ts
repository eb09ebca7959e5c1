// Street mode: query words against each candidate street's words, then its city, state and ZIP.
import type { Tables } from '../normalize/tables.js';
import { placeFit } from './places.js';
import type { Query } from './query.js';
import type { Spellings } from './spellings.js';
import type { StreetRow, StreetTable } from './street-table.js';
import { fits, wordCandidates } from './words.js';

export interface RowMatch {
  row: number;
  typos: number;
  /** name words passed over (N MAIN ST for "main" passes none: a predir is not a name word) */
  skips: number;
  /** which of the row's cities the query named (0 when none) */
  city: number;
}

/** one typo in the whole query */
const TYPO_BUDGET = 1;

function matchRow(r: StreetRow, tab: StreetTable, q: Query, sp: Spellings, t: Tables): RowMatch | undefined {
  const W = q.words;
  const open = q.lastOpen && !q.unit;
  let pos = 0;
  let typos = 0;
  let skips = 0;
  let i = 0;
  for (; i < W.length; i++) {
    const w = W[i]!;
    const last = open && i === W.length - 1;
    const c = sp.canon(w);
    let found = -1;
    for (let j = pos; j < r.words.length; j++) {
      const id = r.words[j]!;
      const f = fits(w, c, last, tab.word[id]!, tab.canon[id]!, tab.forms[id]!, typos < TYPO_BUDGET);
      if (f >= 0) {
        typos += f;
        found = j;
        break;
      }
    }
    if (found < 0) break;
    for (let j = pos; j < found; j++) if (r.roles[j] === 'name') skips += 1;
    pos = found + 1;
  }
  if (i === 0) return undefined;
  const rest = [...W.slice(i), ...q.after];
  if (rest.length === 0) return { row: -1, typos, skips, city: 0 };
  for (let c = 0; c < r.cities.length; c++) {
    const p = placeFit(rest, { cityWords: r.cities[c]!.split(' '), state: r.state, zip: r.entry.zip }, q.lastOpen, TYPO_BUDGET - typos, sp, t);
    if (p >= 0) return { row: -1, typos: typos + p, skips, city: c };
  }
  return undefined;
}

/** streets the query may be on: those holding the first street word (or the second, when rarer) */
export function matchStreets(tab: StreetTable, q: Query, sp: Spellings, t: Tables): RowMatch[] {
  const W = q.words;
  const open = q.lastOpen && !q.unit;
  const anchors: { i: number; cands: [number, number][]; size: number }[] = [];
  for (let i = 0; i < Math.min(W.length, 3) && anchors.length < 2; i++) {
    if (t.directionals.has(W[i]!) && i + 1 < W.length && anchors.length === 0 && i === 0) continue;
    const cands = wordCandidates(tab, sp, W[i]!, open && i === W.length - 1, true);
    let size = 0;
    for (const [id] of cands) size += tab.postings[id]!.length;
    anchors.push({ i, cands, size });
  }
  anchors.sort((a, b) => a.size - b.size || a.i - b.i);
  for (const a of anchors) {
    if (a.size === 0) continue;
    const seen = new Set<number>();
    const out: RowMatch[] = [];
    for (const [id] of a.cands) {
      for (const row of tab.postings[id]!) {
        if (seen.has(row)) continue;
        seen.add(row);
        const r = tab.rows[row]!;
        if (r.poBox) continue;
        const m = matchRow(r, tab, q, sp, t);
        if (m) out.push({ ...m, row });
      }
    }
    if (out.length > 0) return out;
  }
  return [];
}
