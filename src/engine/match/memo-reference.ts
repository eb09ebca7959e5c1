// The reference with its per-ZIP answers remembered: building a ZipInfo costs more than the whole
// street search, and batches ask about the same few ZIPs over and over. (Per-city answers are
// remembered once, by cityZipsCache, the only caller of zipsForCity.)
import type { ReferenceIndex, ZipInfo } from '../reference/types.js';

/** bound on the memo of ZIP texts that are not five digits */
const MAX_ODD_ZIPS = 50_000;
const ZIP_SPACE = 100_000;

/** '05401' -> 5401; -1 for anything but five digits (those go through the text memo). */
function fiveDigits(zip: string): number {
  if (zip.length !== 5) return -1;
  let n = 0;
  for (let i = 0; i < 5; i++) {
    const c = zip.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

export function memoReference(ref: ReferenceIndex): ReferenceIndex {
  // five-digit ZIPs by number: no hashing of the text each lookup brings
  let byNumber: (ZipInfo | null | undefined)[] | undefined;
  const zips = new Map<string, ZipInfo | null>();
  // every other query goes straight to the index (its prototype), whatever the interface grows to
  const memo = Object.create(ref) as ReferenceIndex;
  memo.zip = (zip) => {
    const n = typeof zip === 'string' ? fiveDigits(zip) : -1;
    if (n >= 0) {
      if (byNumber === undefined) {
        byNumber = [];
        for (let i = 0; i < ZIP_SPACE; i++) byNumber.push(undefined);
      }
      let z = byNumber[n];
      if (z === undefined) {
        z = ref.zip(zip) ?? null;
        byNumber[n] = z;
      }
      return z ?? undefined;
    }
    let z = zips.get(zip);
    if (z === undefined) {
      z = ref.zip(zip) ?? null;
      // odd ZIP texts are endless in a big file: keep the memo bounded
      if (zips.size >= MAX_ODD_ZIPS) zips.clear();
      zips.set(zip, z);
    }
    return z ?? undefined;
  };
  return memo;
}
