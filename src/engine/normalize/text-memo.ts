// A bounded memo for pure functions of a text and the tables: lists repeat their cities and states row after row,
// so each spelling is read once. One memo per tables object (a WeakMap: no engine sees another's tables'
// entries, and they go with the tables); full, it starts again empty (no recency bookkeeping on the hot path).
import type { Tables } from './tables.js';

/** Entries one memo holds before it starts again: every city of a few states, as each is spelled. */
export const MEMO_LIMIT = 8192;

export interface TextMemo<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

function newMemo<V>(limit: number): TextMemo<V> {
  let map = new Map<string, V>();
  return {
    get: (key) => map.get(key),
    set: (key, value) => {
      if (map.size >= limit) map = new Map();
      map.set(key, value);
    },
  };
}

/** The memo of one function over `t`: `memos` is that function's own WeakMap. */
export function memoOf<V>(memos: WeakMap<Tables, TextMemo<V>>, t: Tables, limit = MEMO_LIMIT): TextMemo<V> {
  let m = memos.get(t);
  if (m === undefined) {
    m = newMemo<V>(limit);
    memos.set(t, m);
  }
  return m;
}
