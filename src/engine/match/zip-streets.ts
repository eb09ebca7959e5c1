// Per-ZIP lookup tables over the reference's streets, built on first use and kept for the engine's
// life: name key -> streets, the distinct keys for bounded typo search, and "as people shorten it"
// keys for names whose last word reads as a suffix (RICE HILL RD written RICE HILL -> RICE HL,
// W SHORE RD written W SHORE -> W SHR) or as a postdirectional (STRATTON WEST RD written STRATTON WEST -> STRATTON W),
// unless that shortening is the name of another street of the ZIP.
import type { ReferenceIndex, StreetEntry } from '../reference/types.js';
import { sameStreet } from '../normalize/street.js';
import type { QueryStreet } from './street-compare.js';
import { buildDeletionIndex, EMPTY_DELETION_INDEX, type DeletionIndex } from './deletion-index.js';
import { letterMask } from './edit-distance.js';
import type { NameKey } from './street-key.js';

export interface ShortenedStreet {
  street: StreetEntry;
  /** the street's name as the parser reads it alone (its last word taken as the suffix) */
  asWritten: QueryStreet;
}

export interface ZipStreets {
  byKey: Map<string, StreetEntry[]>;
  /** distinct name keys by length, for typo search (a typo changes the length by at most its edits) */
  keysByLength: string[][];
  /** letterMask of each key in keysByLength, same positions */
  masksByLength: number[][];
  shortened: Map<string, ShortenedStreet[]>;
  /** the keyBit of every key in `shortened`: a key whose bit is clear is not there, and the map is not read */
  shortenedBits: number;
  /** one-edit lookup over the name keys, built the first time a typo is looked for here */
  deletions: () => DeletionIndex;
}

export type StreetReader = (street: string) => QueryStreet | undefined;

const EMPTY: ZipStreets = { byKey: new Map(), keysByLength: [], masksByLength: [], shortened: new Map(), shortenedBits: 0, deletions: () => EMPTY_DELETION_INDEX };

/**
 * One bit of 32 for a name key, from its length and end letters: a one-word filter over a ZIP's
 * shortened keys (a dozen or so), so most exact searches skip that map, a read that misses the cache.
 */
export function keyBit(key: string): number {
  return 1 << ((key.length * 7 + key.charCodeAt(0) * 3 + key.charCodeAt(key.length - 1)) & 31);
}

/** Appends to the list under `key`, starting it when there is none. */
export function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

export function buildZipStreets(streets: readonly StreetEntry[], read: StreetReader, nameKey: NameKey): ZipStreets {
  if (streets.length === 0) return EMPTY;
  const byKey = new Map<string, StreetEntry[]>();
  const short: ShortenedStreet[] = [];
  for (const s of streets) {
    push(byKey, nameKey(s.name), s);
    const alone = read(s.predir === '' ? s.name : `${s.predir} ${s.name}`);
    if (alone === undefined || alone.name === '') continue;
    const asSuffix = alone.suffix !== '' && alone.postdir === '';
    const asPostdir = alone.suffix === '' && alone.postdir !== '' && s.postdir === '';
    if (!asSuffix && !asPostdir) continue;
    short.push({ street: s, asWritten: { predir: alone.predir, name: alone.name, suffix: alone.suffix, postdir: asSuffix ? s.postdir : alone.postdir } });
  }
  const shortened = new Map<string, ShortenedStreet[]>();
  for (const s of short) {
    const key = nameKey(s.asWritten.name);
    // (DUTTON AVE EXT read alone is DUTTON AVE, a street of this ZIP: written so, it names that street, never the longer one)
    if (byKey.get(key)?.some((t) => sameStreet(t, s.asWritten))) continue;
    push(shortened, key, s);
  }
  const keysByLength: string[][] = [];
  const masksByLength: number[][] = [];
  for (const k of byKey.keys()) {
    (keysByLength[k.length] ??= []).push(k);
    (masksByLength[k.length] ??= []).push(letterMask(k));
  }
  let shortenedBits = 0;
  for (const k of shortened.keys()) shortenedBits |= keyBit(k);
  let deletions: DeletionIndex | undefined;
  return { byKey, keysByLength, masksByLength, shortened, shortenedBits, deletions: () => (deletions ??= buildDeletionIndex(byKey.keys())) };
}

export type ZipStreetsCache = (zip: string) => ZipStreets;

export function zipStreetsCache(reference: ReferenceIndex, read: StreetReader, nameKey: NameKey): ZipStreetsCache {
  const cache = new Map<string, ZipStreets>();
  return (zip) => {
    let z = cache.get(zip);
    if (z === undefined) {
      z = buildZipStreets(reference.streetsInZip(zip), read, nameKey);
      cache.set(zip, z);
    }
    return z;
  };
}
