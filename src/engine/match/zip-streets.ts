// Per-ZIP lookup tables over the reference's streets, built on first use and kept for the engine's
// life: name key -> streets, and the distinct keys for bounded typo search.
import type { ReferenceIndex, StreetEntry } from '../reference/types.js';
import { nameKey } from './street-key.js';

export interface ZipStreets {
  byKey: Map<string, StreetEntry[]>;
  /** distinct name keys, for typo search */
  keys: string[];
}

const EMPTY: ZipStreets = { byKey: new Map(), keys: [] };

export function buildZipStreets(streets: readonly StreetEntry[]): ZipStreets {
  if (streets.length === 0) return EMPTY;
  const byKey = new Map<string, StreetEntry[]>();
  for (const s of streets) {
    const k = nameKey(s.name);
    const list = byKey.get(k);
    if (list === undefined) byKey.set(k, [s]);
    else list.push(s);
  }
  return { byKey, keys: [...byKey.keys()] };
}

export type ZipStreetsCache = (zip: string) => ZipStreets;

export function zipStreetsCache(reference: ReferenceIndex): ZipStreetsCache {
  const cache = new Map<string, ZipStreets>();
  return (zip) => {
    let z = cache.get(zip);
    if (z === undefined) {
      z = buildZipStreets(reference.streetsInZip(zip));
      cache.set(zip, z);
    }
    return z;
  };
}
