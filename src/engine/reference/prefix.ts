// The prefix list autocomplete searches: per state, street entries sorted by their display text.
import type { Columns } from './columns.js';
import type { StringPool } from './string-table.js';

function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Per state, every street under its display name and (when it has a predir) its name without it. */
export function packPrefix(s: StringPool, cols: Columns, namesByOld: string[], stOrder: Uint32Array): void {
  const ns = cols.stZip.length;
  const byState = new Map<number, { key: string; entry: number }[]>();
  for (let id = 0; id < ns; id++) {
    const state = cols.zipState[cols.stZip[id]!]!;
    let list = byState.get(state);
    if (!list) byState.set(state, (list = []));
    list.push({ key: namesByOld[stOrder[id]!]!, entry: id * 2 });
    if (cols.stPredir[id] !== 0) {
      const parts = [cols.stName[id]!, cols.stSuffix[id]!, cols.stPostdir[id]!].map((x) => s.get(x)).filter((x) => x !== '');
      list.push({ key: parts.join(' '), entry: id * 2 + 1 });
    }
  }
  const states = [...byState.keys()].sort((a, b) => cmpStr(s.get(a), s.get(b)));
  cols.pfxStates = Uint32Array.from(states);
  cols.pfxStateStart = new Uint32Array(states.length + 1);
  const entries: number[] = [];
  states.forEach((state, i) => {
    cols.pfxStateStart[i] = entries.length;
    const list = byState.get(state)!.sort((a, b) => cmpStr(a.key, b.key) || a.entry - b.entry);
    for (const e of list) entries.push(e.entry);
  });
  cols.pfxStateStart[states.length] = entries.length;
  cols.pfxEntries = Uint32Array.from(entries);
}
