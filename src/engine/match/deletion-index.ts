// One-edit neighbours without scanning: two names one edit apart (substitution, insertion,
// deletion or adjacent swap) always share a one-character deletion, so each name is filed under
// all of its deletions (and itself) and a query looks up its own. Deletions are filed by a hash
// computed in place, so neither building nor asking cuts a string; a collision only adds a name
// that callers' distance check drops. The filing is two sorted typed arrays, not a map of lists:
// a map held one array per hash (~280k arrays, ~30 MB, for the shared reference's streets).

import { lowerBound } from '../sorted.js';

export interface DeletionIndex {
  readonly keys: readonly string[];
  /** the filed hashes, ascending */
  readonly hashes: Uint32Array;
  /** keyAt[i]: the position in `keys` of the name filed under hashes[i] */
  readonly keyAt: Uint32Array;
}

export const EMPTY_DELETION_INDEX: DeletionIndex = { keys: [], hashes: new Uint32Array(0), keyAt: new Uint32Array(0) };

const BASE = 131;
let pow = new Int32Array(0);
let suffix = new Int32Array(0);
/** the hashes of the last key given to `deletionHashes`, that key's own first */
let hashes = new Int32Array(0);

function grow(n: number): void {
  const size = Math.max(64, n * 2 + 2);
  pow = new Int32Array(size);
  pow[0] = 1;
  for (let i = 1; i < size; i++) pow[i] = Math.imul(pow[i - 1]!, BASE);
  suffix = new Int32Array(size + 1);
  hashes = new Int32Array(size + 1);
}

/** Fills `hashes` with the hash of `key` and of each of its one-character deletions; returns how many. */
function deletionHashes(key: string): number {
  const n = key.length;
  if (pow.length <= n + 1) grow(n);
  // suffix[i]: hash of key[i..n) as a string of its own
  suffix[n] = 0;
  for (let i = n - 1; i >= 0; i--) suffix[i] = (Math.imul(key.charCodeAt(i), pow[n - 1 - i]!) + suffix[i + 1]!) | 0;
  // below 2^30, so buildDeletionIndex can pack a hash and a 22-bit position into one exact double
  hashes[0] = suffix[0]! & 0x3fffffff;
  let prefix = 0;
  for (let i = 0; i < n; i++) {
    // key without its i-th character: prefix key[0..i) shifted past the n-1-i characters after it
    hashes[i + 1] = (Math.imul(prefix, pow[n - 1 - i]!) + suffix[i + 1]!) & 0x3fffffff;
    prefix = (Math.imul(prefix, BASE) + key.charCodeAt(i)) | 0;
  }
  return n + 1;
}

/** A (hash, key) pair packed in one double: the hash above, the key's position in the low 22 bits. */
const KEY_BITS = 2 ** 22;

export function buildDeletionIndex(keys: Iterable<string>): DeletionIndex {
  const list = [...keys];
  if (list.length >= KEY_BITS) throw new RangeError(`a deletion index holds at most ${KEY_BITS - 1} names`);
  let total = 0;
  for (const k of list) total += k.length + 1;
  // hashes are below 2^30, so hash * 2^22 + position stays an exact integer (< 2^52) and sorting
  // the doubles sorts by hash, then by position
  const packed = new Float64Array(total);
  let n = 0;
  for (let k = 0; k < list.length; k++) {
    const count = deletionHashes(list[k]!);
    for (let i = 0; i < count; i++) packed[n++] = hashes[i]! * KEY_BITS + k;
  }
  packed.sort();
  const outHashes = new Uint32Array(n);
  const keyAt = new Uint32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    // a key whose deletions repeat (LL in WILLOW) is filed once under that hash
    if (i > 0 && packed[i] === packed[i - 1]) continue;
    const v = packed[i]!;
    const pos = v % KEY_BITS;
    outHashes[m] = (v - pos) / KEY_BITS;
    keyAt[m] = pos;
    m += 1;
  }
  return { keys: list, hashes: outHashes.slice(0, m), keyAt: keyAt.slice(0, m) };
}

/** Keys that may be within one edit of `key`, each once (a superset: callers confirm the distance). */
export function oneEditCandidates(index: DeletionIndex, key: string): string[] {
  const out: string[] = [];
  if (index.hashes.length === 0) return out;
  const count = deletionHashes(key);
  const { hashes: filed, keyAt, keys } = index;
  for (let i = 0; i < count; i++) {
    const h = hashes[i]!;
    for (let j = lowerBound(filed, h); j < filed.length && filed[j] === h; j++) {
      const k = keys[keyAt[j]!]!;
      if (k !== key && !out.includes(k)) out.push(k);
    }
  }
  return out;
}
