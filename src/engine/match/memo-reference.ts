// The reference with its per-ZIP and per-city answers remembered: building a ZipInfo costs more
// than the whole street search, and batches ask about the same few ZIPs over and over.
import type { ReferenceIndex, ZipInfo } from '../reference/types.js';

export function memoReference(ref: ReferenceIndex): ReferenceIndex {
  const zips = new Map<string, ZipInfo | null>();
  const cities = new Map<string, readonly string[]>();
  const memo: ReferenceIndex = {
    meta: ref.meta,
    zip: (zip) => zipOf(zip),
    zipsForCity: (city, state) => citiesOf(city, state),
    streetsInZip: (zip) => ref.streetsInZip(zip),
    street: (id) => ref.street(id),
    point: (id, no) => ref.point(id, no),
    pointCount: (id) => ref.pointCount(id),
    numbers: (id, from, limit) => ref.numbers(id, from, limit),
    rangesFor: (id, n) => ref.rangesFor(id, n),
    streetsByPrefix: (prefix, scope, limit) => ref.streetsByPrefix(prefix, scope, limit),
    zipCodes: () => ref.zipCodes(),
    points: (id) => ref.points(id),
    ranges: (id) => ref.ranges(id),
  };
  const zipOf = (zip: string): ZipInfo | undefined => {
    let z = zips.get(zip);
    if (z === undefined) {
      z = ref.zip(zip) ?? null;
      zips.set(zip, z);
    }
    return z ?? undefined;
  };
  const citiesOf = (city: string, state: string): readonly string[] => {
    const key = `${city}|${state}`;
    let list = cities.get(key);
    if (list === undefined) {
      list = ref.zipsForCity(city, state);
      cities.set(key, list);
    }
    return list;
  };
  return memo;
}
