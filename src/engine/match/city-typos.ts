// A misspelt city with no usable ZIP: the state's postal city names within a bounded edit distance.
// The per-state name lists are built once, on the first lookup that needs them.
import type { ReferenceIndex } from '../reference/types.js';
import { maxTypoEdits } from './costs.js';
import { boundedDistance, letterMask, maskDistance } from './edit-distance.js';

export type CityTypos = (city: string, state: string) => readonly string[];

interface StateCities {
  names: string[];
  masks: number[];
}

export function cityTypos(ref: ReferenceIndex): CityTypos {
  let byState: Map<string, StateCities> | undefined;
  const build = (): Map<string, StateCities> => {
    const m = new Map<string, Set<string>>();
    for (const z of ref.zipCodes()) {
      const info = ref.zip(z);
      if (info === undefined) continue;
      const set = m.get(info.state) ?? new Set<string>();
      for (const c of info.acceptableCities) set.add(c);
      m.set(info.state, set);
    }
    return new Map([...m].map(([s, set]) => [s, { names: [...set], masks: [...set].map(letterMask) }]));
  };
  return (city, state) => {
    byState ??= build();
    const limit = maxTypoEdits(city.length);
    if (limit === 0) return [];
    let best = limit + 1;
    let out: string[] = [];
    const cities = byState.get(state);
    if (cities === undefined) return [];
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
  };
}
