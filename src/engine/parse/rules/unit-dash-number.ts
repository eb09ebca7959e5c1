// "UNIT 246-1178 PORTOLA MEADOWS RD", "APT 714-3700 PACIFIC AVE": a unit written first and joined to the house number by a
// dash (the Canadian order, 246-1178 for unit 246 of 1178), with the street's name after it: the unit, then the number.
// Only after a designator word (a dashed number alone, 12-34 31ST AVE, is a Queens house number; # 4-385 is read by
// pound-number.ts), or after '#' when the unit opens with a letter ('#M-1206 ALLSTON WAY': no house number does). Ids
// such as L2100, E336 or PH13 are units too, and the street may be a numbered one ('APT 6-385 10TH ST').
import type { UnitMatch } from '../../normalize/unit.js';
import { hasDigit } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';

const UNIT_DASH_NUMBER = /^([0-9]+[A-Z]?|[A-Z]{1,2}[0-9]*)-([1-9][0-9]*)$/;
const ORDINAL = /^[0-9]+(?:ST|ND|RD|TH)$/;

/** With the units `leads` read up to c.words[j]: splits the last one's dashed id, the number put back at j; true when it did. */
export function unitDashNumber(c: ParseContext, leads: UnitMatch[], j: number): boolean {
  const last = leads[leads.length - 1]!;
  const next = c.words[j];
  // (cheap test first: a dash in the id, a word with no digit after it)
  if ((last.abbrev === '#' && !/^[A-Z]/.test(last.no)) || !last.no.includes('-') || next === undefined || (hasDigit(next) && !ORDINAL.test(next))) return false;
  const m = UNIT_DASH_NUMBER.exec(last.no);
  if (m === null) return false;
  leads[leads.length - 1] = { ...last, no: m[1]! };
  c.words = [...c.words.slice(0, j), m[2]!, ...c.words.slice(j)];
  c.n = c.words.length;
  return true;
}
