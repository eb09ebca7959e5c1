// One-edit neighbours without scanning: two names one edit apart (substitution, insertion,
// deletion or adjacent swap) always share a one-character deletion, so each name is filed under
// all of its deletions (and itself) and a query looks up its own. Deletions are filed by a hash
// computed in place, so neither building nor asking cuts a string; a collision only adds a name
// that callers' distance check drops.

export type DeletionIndex = Map<number, string[]>;

const BASE = 131;
let pow = new Int32Array(64);
pow[0] = 1;
for (let i = 1; i < pow.length; i++) pow[i] = Math.imul(pow[i - 1]!, BASE);

let suffix = new Int32Array(65);

/** Calls `each` with the hash of `key` itself and of every one-character deletion of it. */
function eachDeletionHash(key: string, each: (hash: number) => void): void {
  const n = key.length;
  if (pow.length <= n) {
    const grown = new Int32Array(n * 2 + 1);
    grown[0] = 1;
    for (let i = 1; i < grown.length; i++) grown[i] = Math.imul(grown[i - 1]!, BASE);
    pow = grown;
    suffix = new Int32Array(grown.length + 1);
  }
  // suffix[i]: hash of key[i..n) as a string of its own
  suffix[n] = 0;
  for (let i = n - 1; i >= 0; i--) suffix[i] = (Math.imul(key.charCodeAt(i), pow[n - 1 - i]!) + suffix[i + 1]!) | 0;
  // small integers keep the map's keys unboxed
  each(suffix[0]! & 0x3fffffff);
  let prefix = 0;
  for (let i = 0; i < n; i++) {
    // key without its i-th character: prefix key[0..i) shifted past the n-1-i characters after it
    each((Math.imul(prefix, pow[n - 1 - i]!) + suffix[i + 1]!) & 0x3fffffff);
    prefix = (Math.imul(prefix, BASE) + key.charCodeAt(i)) | 0;
  }
}

export function buildDeletionIndex(keys: Iterable<string>): DeletionIndex {
  const index: DeletionIndex = new Map();
  for (const k of keys) {
    eachDeletionHash(k, (h) => {
      const list = index.get(h);
      if (list === undefined) index.set(h, [k]);
      else if (list[list.length - 1] !== k) list.push(k);
    });
  }
  return index;
}

/** Keys that may be within one edit of `key`, each once (a superset: callers confirm the distance). */
export function oneEditCandidates(index: DeletionIndex, key: string): string[] {
  const out: string[] = [];
  eachDeletionHash(key, (h) => {
    const list = index.get(h);
    if (list === undefined) return;
    for (const k of list) if (k !== key && !out.includes(k)) out.push(k);
  });
  return out;
}
