// One-edit neighbours without scanning: two names one edit apart (substitution, insertion,
// deletion or adjacent swap) always share a one-character deletion, so each name is filed under
// all of its deletions (and itself) and a query looks up its own. Deletions are filed by a hash
// computed in place, so neither building nor asking cuts a string; a collision only adds a name
// that callers' distance check drops.

export type DeletionIndex = Map<number, string[]>;

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
  // small integers keep the map's keys unboxed
  hashes[0] = suffix[0]! & 0x3fffffff;
  let prefix = 0;
  for (let i = 0; i < n; i++) {
    // key without its i-th character: prefix key[0..i) shifted past the n-1-i characters after it
    hashes[i + 1] = (Math.imul(prefix, pow[n - 1 - i]!) + suffix[i + 1]!) & 0x3fffffff;
    prefix = (Math.imul(prefix, BASE) + key.charCodeAt(i)) | 0;
  }
  return n + 1;
}

export function buildDeletionIndex(keys: Iterable<string>): DeletionIndex {
  const index: DeletionIndex = new Map();
  for (const k of keys) {
    const count = deletionHashes(k);
    for (let i = 0; i < count; i++) {
      const h = hashes[i]!;
      const list = index.get(h);
      if (list === undefined) index.set(h, [k]);
      else if (list[list.length - 1] !== k) list.push(k);
    }
  }
  return index;
}

/** Keys that may be within one edit of `key`, each once (a superset: callers confirm the distance). */
export function oneEditCandidates(index: DeletionIndex, key: string): string[] {
  const out: string[] = [];
  const count = deletionHashes(key);
  for (let i = 0; i < count; i++) {
    const list = index.get(hashes[i]!);
    if (list === undefined) continue;
    for (const k of list) if (k !== key && !out.includes(k)) out.push(k);
  }
  return out;
}
