// A misspelt city with no usable ZIP: the state's postal city names within a bounded edit distance.
// The per-state name lists are built once, on the first lookup that needs them.
import type { ReferenceIndex } from '../reference/types.js';
import { maxTypoEdits } from './costs.js';
import { boundedDistance } from './edit-distance.js';

export type CityTypos = (city: string, state: string) => readonly string[];

export function cityTypos(ref: ReferenceIndex): CityTypos {
  let byState: Map<string, string[]> | undefined;
  const build = (): Map<string, string[]> => {
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
  return (city, state) => {
    byState ??= build();
    const limit = maxTypoEdits(city.length);
    if (limit === 0) return [];
    let best = limit + 1;
    let out: string[] = [];
    for (const c of byState.get(state) ?? []) {
      const d = boundedDistance(city, c, Math.min(limit, best));
      if (d < best) {
        best = d;
        out = [c];
      } else if (d === best && d <= limit) out.push(c);
    }
    return best <= limit ? out : [];
  };
}
