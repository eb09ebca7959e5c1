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
  /** the typos spent on the city, state and ZIP after the street (part of typos) */
  placeTypos: number;
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
      const f = fits(w, c, last, tab.canon[id]!, tab.forms[id]!, typos < TYPO_BUDGET);
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
  if (rest.length === 0) return { row: -1, typos, skips, city: 0, placeTypos: 0 };
  for (let c = 0; c < r.cities.length; c++) {
    const p = placeFit(rest, { cityWords: r.cities[c]!.split(' '), state: r.state, zip: r.entry.zip }, q.lastOpen, TYPO_BUDGET - typos, sp, t);
    if (p >= 0) return { row: -1, typos: typos + p, skips, city: c, placeTypos: p };
  }
  return undefined;
}

/**
 * At most this many candidate streets are matched per query (the busiest first): one short word
 * ('107 s') stays fast; with two or more words the set is narrow and a wider scan keeps an address
 * that was in the top 3 from being cut while its city is typed.
 */
const MAX_SCAN_ONE_WORD = 800;
const MAX_SCAN = 4000;

let mark = new Uint8Array(0);

/** the union of the candidates' streets, ascending (= busiest first), each once */
function rowsOf(tab: StreetTable, cands: [number, number][]): Uint32Array {
  if (mark.length < tab.rows.length) mark = new Uint8Array(tab.rows.length);
  if (cands.length === 1) return tab.postings[cands[0]![0]]!;
  let n = 0;
  for (const [id] of cands) n += tab.postings[id]!.length;
  const out = new Uint32Array(n);
  let k = 0;
  for (const [id] of cands) {
    for (const row of tab.postings[id]!) {
      if (mark[row] === 0) {
        mark[row] = 1;
        out[k++] = row;
      }
    }
  }
  const rows = out.subarray(0, k);
  for (const row of rows) mark[row] = 0;
  return rows.sort();
}

function intersect(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return Uint32Array.from(out);
}

function scan(tab: StreetTable, rows: Uint32Array, q: Query, sp: Spellings, t: Tables): RowMatch[] {
  const out: RowMatch[] = [];
  const cap = q.words.length + q.after.length > 1 ? MAX_SCAN : MAX_SCAN_ONE_WORD;
  for (let k = 0; k < rows.length && k < cap; k++) {
    const row = rows[k]!;
    const r = tab.rows[row]!;
    if (r.poBox) continue;
    const m = matchRow(r, tab, q, sp, t);
    if (m) out.push({ ...m, row });
  }
  return out;
}

/**
 * Where the query's street may be, tried in turn until one yields a suggestion: streets holding both
 * of its two rarest words (of the first three), then the rarest alone, then the next (a later word
 * may be the city's, not the street's).
 */
export function streetAttempts(tab: StreetTable, q: Query, sp: Spellings, t: Tables): (() => RowMatch[])[] {
  const W = q.words;
  const open = q.lastOpen && !q.unit;
  const anchors: { size: number; rows: () => Uint32Array; i: number }[] = [];
  for (let i = 0; i < Math.min(W.length, 3); i++) {
    const cands = wordCandidates(tab, sp, W[i]!, open && i === W.length - 1, true);
    let size = 0;
    for (const [id] of cands) size += tab.postings[id]!.length;
    let memo: Uint32Array | undefined;
    if (size > 0) anchors.push({ size, i, rows: () => (memo ??= rowsOf(tab, cands)) });
  }
  anchors.sort((a, b) => a.size - b.size || a.i - b.i);
  const attempts: (() => RowMatch[])[] = [];
  if (anchors.length >= 2) attempts.push(() => scan(tab, intersect(anchors[0]!.rows(), anchors[1]!.rows()), q, sp, t));
  for (const a of anchors.slice(0, 2)) attempts.push(() => scan(tab, a.rows(), q, sp, t));
  return attempts;
}
