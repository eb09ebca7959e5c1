// Ties a raw OpenAddresses row to the exact reference address the index holds for it (street
// entry, point, unit), and answers "which other real addresses would also fit this variant?".
import { readFileSync } from 'node:fs';

export function createResolver({ index, normalizer, nameKey }) {
  const byZip = new Map();
  const streetsOf = (zip) => {
    let m = byZip.get(zip);
    if (m === undefined) {
      m = new Map();
      for (const s of index.streetsInZip(zip)) m.set(`${s.predir}|${s.name}|${s.suffix}|${s.postdir}`, s);
      byZip.set(zip, m);
    }
    return m;
  };

  /** The reference address behind a row, or undefined when the build did not take it. */
  function resolve(row) {
    const zip = /^\d{5}/.exec(row.POSTCODE ?? '')?.[0];
    if (zip === undefined) return undefined;
    const info = index.zip(zip);
    if (info === undefined || !info.hasStreets) return undefined;
    const parts = normalizer.normalizeStreet(row.STREET ?? '');
    if (parts === undefined) return undefined;
    const street = streetsOf(zip).get(`${parts.predir}|${parts.name}|${parts.suffix}|${parts.postdir}`);
    if (street === undefined) return undefined;
    const number = (row.NUMBER ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
    const point = index.point(street.id, number);
    if (point === undefined) return undefined;
    let unit = '';
    if ((row.UNIT ?? '').trim() !== '') {
      const u = normalizer.normalizeUnit(row.UNIT);
      if (u === undefined) return undefined;
      unit = [u.abbrev, u.no].filter((w) => w !== '').join(' ');
      if (!point.units.includes(unit)) return undefined;
    }
    const city = street.city !== '' ? street.city : info.preferredCity;
    return { row, zip, info, street, point, number: point.primaryNo, unit, city, state: info.state };
  }

  /**
   * Other real addresses (not `target`) in `zips` at the target's number (and unit) on a street
   * `fits` accepts: when there are any, a variant keeping only that much information is ambiguous.
   */
  function rivals(target, zips, fits) {
    let n = 0;
    for (const zip of zips) {
      for (const s of index.streetsInZip(zip)) {
        if (s.id === target.street.id || !fits(s)) continue;
        const p = index.point(s.id, target.number);
        if (p === undefined) continue;
        if (target.unit !== '' && !p.units.includes(target.unit)) continue;
        n++;
      }
    }
    return n;
  }

  /** True when `text` (a street as a variant writes it) is itself another real street with the target's number. */
  function namesOther(target, text) {
    const parts = normalizer.normalizeStreet(text);
    const s = streetsOf(target.zip).get(`${parts.predir}|${parts.name}|${parts.suffix}|${parts.postdir}`);
    return s !== undefined && s.id !== target.street.id && index.point(s.id, target.number) !== undefined;
  }

  return { resolve, rivals, namesOther, nameKey, streetsOf };
}

/** Pub 28 C1: abbreviation -> primary name, read from the project's own table. */
export function suffixNames() {
  const text = readFileSync(new URL('../../src/data/street-suffixes.txt', import.meta.url), 'utf8');
  const out = new Map();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [abbr, name] = line.split('|');
    if (abbr && name && !out.has(abbr)) out.set(abbr, name);
  }
  return out;
}
