// Binary search over an ascending typed column, shared by the reference index and the typo tables.

/** The first position in [from, to) whose value is at least `value` (`to` when there is none). */
export function lowerBound(sorted: Uint32Array, value: number, from = 0, to = sorted.length): number {
  let a = from;
  let b = to;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (sorted[mid]! < value) a = mid + 1;
    else b = mid;
  }
  return a;
}
