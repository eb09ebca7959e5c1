// The reference with its per-ZIP and per-city answers remembered: building a ZipInfo costs more
// than the whole street search, and batches ask about the same few ZIPs over and over.
import type { ReferenceIndex, ZipInfo } from '../reference/types.js';

const MAX_CITIES = 50_000;

export function memoReference(ref: ReferenceIndex): ReferenceIndex {
  const zips = new Map<string, ZipInfo | null>();
  const cities = new Map<string, readonly string[]>();
  // every other query goes straight to the index (its prototype), whatever the interface grows to
  const memo = Object.create(ref) as ReferenceIndex;
  memo.zip = (zip) => {
    let z = zips.get(zip);
    if (z === undefined) {
      z = ref.zip(zip) ?? null;
      zips.set(zip, z);
    }
    return z ?? undefined;
  };
  memo.zipsForCity = (city, state) => {
    const key = `${city}|${state}`;
    let list = cities.get(key);
    if (list === undefined) {
      list = ref.zipsForCity(city, state);
      // misspelt cities are endless in a big file: keep the memo bounded
      if (cities.size >= MAX_CITIES) cities.clear();
      cities.set(key, list);
    }
    return list;
  };
  return memo;
}
