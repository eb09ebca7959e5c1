// Bounded optimal-string-alignment distance (Damerau with adjacent swaps): typos cost 1 each.
// Only cells within `max` of the diagonal are computed; anything beyond `max` returns max + 1.

import { isDigitCode } from '../normalize/words.js';

let prev2 = new Int32Array(64);
let prev = new Int32Array(64);
let cur = new Int32Array(64);

export function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (a === b) return 0;
  if (prev.length <= m) {
    prev2 = new Int32Array(m + 1);
    prev = new Int32Array(m + 1);
    cur = new Int32Array(m + 1);
  }
  const big = max + 1;
  for (let j = 0; j <= m; j++) prev[j] = j <= max ? j : big;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    cur[0] = i <= max ? i : big;
    if (lo > 1) cur[lo - 1] = big;
    let rowMin = cur[0]!;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (hi < m) cur[hi + 1] = big;
    if (rowMin > max) return big;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  const d = prev[m]!;
  return d > max ? big : d;
}

/** Which characters a key uses, one bit each (digits share bits): one edit flips at most two bits. */
export function letterMask(key: string): number {
  let m = 0;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    m |= 1 << (c >= 65 && c <= 90 ? c - 65 : 26 + (c % 6));
  }
  return m;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A lower bound on the edit distance from the two keys' letter masks. */
export function maskDistance(a: number, b: number): number {
  return (popcount(a ^ b) + 1) >> 1;
}

/**
 * The digits of `a` and `b` in order, when both hold some, differ ('31' → 1ST, '130 9TH' → 10TH): a typo that changes a
 * numbered name's number lands on another numbered street, never a misspelling of this one. No string made.
 */
export function digitsDiffer(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  let seen = false;
  for (;;) {
    while (i < a.length && !isDigitCode(a.charCodeAt(i))) i++;
    while (j < b.length && !isDigitCode(b.charCodeAt(j))) j++;
    if (i === a.length || j === b.length) return seen && (i !== a.length || j !== b.length);
    if (a.charCodeAt(i) !== b.charCodeAt(j)) return true;
    seen = true;
    i++;
    j++;
  }
}
