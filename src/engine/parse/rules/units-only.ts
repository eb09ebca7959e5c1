// "BLDG 15, SUITE 100", "SUITE 200 BLDG 17": an apt_suite_other written alone, only units and no street.
import { matchUnit, type UnitMatch } from '../../normalize/unit.js';
import type { Tables } from '../../normalize/tables.js';
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { setUnits } from '../parts.js';
import { finish } from '../result.js';

/** Every part is nothing but units: them in order; undefined otherwise. */
function unitsIn(segs: readonly string[][], t: Tables): UnitMatch[] | undefined {
  const units: UnitMatch[] = [];
  for (const w of segs) {
    for (let k = 0; k < w.length; ) {
      const u = matchUnit(w, k, w.length, t, false);
      if (!u) return undefined;
      units.push(u);
      k += u.len;
    }
  }
  return units;
}

export function unitsOnly(c: ParseContext): ParseResult | undefined {
  const { segs, t, parts } = c;
  const first = segs[0]![0]!;
  const units = t.unitStarts.has(first) || first.startsWith('#') ? unitsIn(segs, t) : undefined;
  if (!units) return undefined;
  setUnits(c, units);
  if (parts.secondaryAbbrev !== '') parts.recordType = 'H';
  return finish(parts, c.warnings, t);
}
