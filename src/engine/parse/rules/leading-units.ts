// "APT 4 10A MAIN ST", "SUITE 200 BLD 17 7000 PEACHTREE RD": units written before the house number;
// "14TH FLOOR GRANT TOWER 401 CHURCH ST": a building's name between them and the number;
// "SUITE 5 MAIN ST": before a street with no number; "UNIT 5, SPRINGFIELD IL": no street at all; "UNIT 246-1178 PORTOLA
// MEADOWS RD": the unit joined to the number by a dash (unit-dash-number.ts) or a slash ('UNIT 5/4415', unit-slash-number.ts).
import { matchHighway } from '../../normalize/highway.js';
import { matchUnit, type UnitMatch } from '../../normalize/unit.js';
import { matchBoxLine } from '../boxes.js';
import type { ParseContext } from '../context.js';
import { deliveryStart, houseNumberAt } from '../house-numbers.js';
import { setUnits } from '../parts.js';
import { unitDashNumber } from './unit-dash-number.js';
import { unitSlashLead } from './unit-slash-number.js';

export function leadingUnits(c: ParseContext): boolean {
  const { words, n, t, parts } = c;
  const first = matchUnit(words, c.i, n, t, false);
  if (!first) return false;
  const leads: UnitMatch[] = [];
  let j = c.i;
  for (let u: UnitMatch | undefined = first; u; u = matchUnit(words, j, n, t, false)) {
    leads.push(u);
    j += u.len;
  }
  if (houseNumberAt(words, j, n, t) || unitDashNumber(c, leads, j) || unitSlashLead(c, leads, j)) {
    setUnits(c, leads);
    c.i = j;
    return false;
  }
  if (parts.firm !== '') return false;
  const later = deliveryStart(words.slice(j), n - j, t);
  if (later > 0 && houseNumberAt(words, j + later, n, t)) {
    setUnits(c, leads);
    parts.firm = words.slice(j, j + later).join(' ');
    c.i = j + later;
    return false;
  }
  if (later !== 0 || matchBoxLine(words, j, n, t) || matchHighway(words, j, n, t)) return false;
  setUnits(c, leads);
  let typed = false;
  for (let k = j; k < n && !typed; k++) typed = t.commonSuffixes.has(t.suffixes.get(words[k]!) ?? '');
  if (typed) {
    c.i = j;
    return false;
  }
  c.rest = words.slice(j);
  parts.recordType = 'H';
  return true;
}
