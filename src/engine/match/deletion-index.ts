// One-edit neighbours without scanning: two names one edit apart (substitution, insertion,
// deletion or adjacent swap) always share a one-character deletion, so each name is filed under
// all of its deletions (and itself) and a query looks up its own.

export type DeletionIndex = Map<string, string[]>;

function variants(key: string): string[] {
  const out = [key];
  for (let i = 0; i < key.length; i++) out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

export function buildDeletionIndex(keys: Iterable<string>): DeletionIndex {
  const index: DeletionIndex = new Map();
  for (const k of keys) {
    for (const v of variants(k)) {
      const list = index.get(v);
      if (list === undefined) index.set(v, [k]);
      else if (list[list.length - 1] !== k) list.push(k);
    }
  }
  return index;
}

/** Keys that may be within one edit of `key` (a superset: callers confirm the distance). */
export function oneEditCandidates(index: DeletionIndex, key: string): Set<string> {
  const out = new Set<string>();
  for (const v of variants(key)) for (const k of index.get(v) ?? []) if (k !== key) out.add(k);
  return out;
}
