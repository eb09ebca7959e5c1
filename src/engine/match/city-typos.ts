// A misspelt city with no usable ZIP: the state's postal city names within a bounded edit distance.
// The names are listed once, on the first lookup that needs them; a state's tables on the first that asks about it.
import type { ReferenceIndex } from '../reference/types.js';
import { maxTypoEdits } from './costs.js';
import { buildDeletionIndex, oneEditCandidates, type DeletionIndex } from './deletion-index.js';
import { boundedDistance, letterMask, maskDistance } from './edit-distance.js';

export type CityTypos = (city: string, state: string) => readonly string[];

class StateCities {
  readonly masks: number[];
  private readonly at = new Map<string, number>();
  private deletions: DeletionIndex | undefined;

  constructor(readonly names: string[]) {
    this.masks = names.map(letterMask);
    names.forEach((n, i) => this.at.set(n, i));
  }

  /** names exactly one edit away, in list order (the one-edit case needs no scan) */
  oneEdit(city: string): string[] {
    this.deletions ??= buildDeletionIndex(this.names);
    const out = oneEditCandidates(this.deletions, city).filter((c) => boundedDistance(city, c, 1) === 1);
    return out.sort((a, b) => this.at.get(a)! - this.at.get(b)!);
  }

  has(city: string): boolean {
    return this.at.has(city);
  }
}

/** Every name at the smallest distance from `city` up to `limit`, in list order, by scanning. */
function nearest(cities: StateCities, city: string, limit: number): string[] {
  let best = limit + 1;
  let out: string[] = [];
  const mask = letterMask(city);
  for (let i = 0; i < cities.names.length; i++) {
    const c = cities.names[i]!;
    const bound = Math.min(limit, best);
    if (Math.abs(c.length - city.length) > bound || maskDistance(mask, cities.masks[i]!) > bound) continue;
    const d = boundedDistance(city, c, bound);
    if (d < best) {
      best = d;
      out = [c];
    } else if (d === best && d <= limit) out.push(c);
  }
  return best <= limit ? out : [];
}

export function cityTypos(ref: ReferenceIndex): CityTypos {
  // every state's names are listed once; a state's typo tables only when a lookup first asks about that state
  let listed: ReadonlyMap<string, readonly string[]> | undefined;
  const byState = new Map<string, StateCities>();
  const list = (): ReadonlyMap<string, readonly string[]> => {
    const fromIndex = ref.citiesByState?.();
    if (fromIndex !== undefined) return fromIndex;
    const m = new Map<string, Set<string>>();
    for (const z of ref.zipCodes()) {
      const info = ref.zip(z);
      if (info === undefined) continue;
      const set = m.get(info.state) ?? new Set<string>();
      for (const c of info.acceptableCities) set.add(c);
      m.set(info.state, set);
    }
    return new Map([...m].map(([s, set]) => [s, [...set]]));
  };
  const citiesOf = (state: string): StateCities | undefined => {
    let cities = byState.get(state);
    if (cities === undefined) {
      const names = (listed ??= list()).get(state);
      if (names === undefined) return undefined;
      cities = new StateCities([...names]);
      byState.set(state, cities);
    }
    return cities;
  };
  return (city, state) => {
    const limit = maxTypoEdits(city.length);
    if (limit === 0) return [];
    const cities = citiesOf(state);
    if (cities === undefined) return [];
    if (cities.has(city)) return [city];
    // the nearest names are one edit away when any is; only otherwise is the list scanned
    const one = cities.oneEdit(city);
    return one.length > 0 ? one : nearest(cities, city, limit);
  };
}
