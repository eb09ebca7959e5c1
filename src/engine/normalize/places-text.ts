// Places as text and back: `npm run build` writes the places built from the ZIP table once (dist/data/places.tsv),
// so each lookup worker reads them in a few milliseconds instead of building them again (~60 ms of its start).
// One entry per line, each section opened by a line holding only its name, and `end` last (a file cut short
// at a line's end is still refused): maxWords<TAB>4 · zipCity: ZIP<TAB>CITY · cities: STATE<TAB>CITY ·
// bigCities: CITY · zipAreas: 012MA
import type { Places } from './tables.js';

const SECTIONS = ['zipCity', 'cities', 'bigCities', 'zipAreas'] as const;
const END = 'end';

/** The places as text; `key` (first line) says what they were built from, so a stale file is never read. */
export function placesToText(p: Places, key: string): string {
  const out: string[] = [key, `maxWords\t${p.maxWords}`, 'zipCity'];
  for (const [zip, city] of p.zipCity) out.push(`${zip}\t${city}`);
  out.push('cities');
  for (const [state, set] of p.cities) for (const city of set) out.push(`${state}\t${city}`);
  out.push('bigCities', ...p.bigCities, 'zipAreas', ...p.zipAreas, END);
  return `${out.join('\n')}\n`;
}

/** The first line of a places text: what it was built from. */
export function placesTextKey(text: string): string {
  const end = text.indexOf('\n');
  return end === -1 ? text : text.slice(0, end);
}

/** Places from placesToText's output; undefined when the text is not whole (a section missing, a bad count). */
export function placesFromText(text: string): Places | undefined {
  const lines = text.split('\n');
  const maxWords = /^maxWords\t(\d+)$/.exec(lines[1] ?? '');
  if (!maxWords || lines[2] !== SECTIONS[0] || lines[lines.length - 1] !== '' || lines[lines.length - 2] !== END) return undefined;
  const cities = new Map<string, Set<string>>();
  const zipCity = new Map<string, string>();
  const bigCities = new Set<string>();
  const zipAreas = new Set<string>();
  let section = 0;
  for (let i = 3; i < lines.length - 2; i++) {
    const line = lines[i]!;
    if (line === SECTIONS[section + 1]) {
      section++;
      continue;
    }
    if (section === 0 || section === 1) {
      const tab = line.indexOf('\t');
      if (tab === -1) return undefined;
      if (section === 0) zipCity.set(line.slice(0, tab), line.slice(tab + 1));
      else {
        const state = line.slice(0, tab);
        let set = cities.get(state);
        if (!set) cities.set(state, (set = new Set()));
        set.add(line.slice(tab + 1));
      }
    } else if (section === 2) bigCities.add(line);
    else zipAreas.add(line);
  }
  if (section !== SECTIONS.length - 1) return undefined;
  const bigCityEnds = new Set([...bigCities].map((c) => c.slice(c.lastIndexOf(' ') + 1)));
  return { cities, zipCity, bigCities, bigCityEnds, maxWords: Number(maxWords[1]), zipAreas };
}
