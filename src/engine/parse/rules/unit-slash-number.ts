// "4/12 MAIN ST", "122/13885 DOOLITTLE DR", "UNIT 5/4415 NORWALK DR": the unit, a slash and the house number (the Australian
// habit); not a fraction glued to its number ("25021/2" is 2502 1/2, the reference's own spelling): a denominator of 2, 3,
// 4 or 8 after a smaller last digit stays one number; nor a range (12/14: two close numbers of one side of the street).
import type { UnitMatch } from '../../normalize/unit.js';
import { hasDigit } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';

const UNIT_SLASH_NUMBER = /^([0-9]+[A-Z]?)\/([1-9][0-9]*)$/;
const ORDINAL = /^[0-9]+(?:ST|ND|RD|TH)$/;

/** [unit, house number] of such a word, or undefined. */
export function unitSlashNumber(w: string): [string, string] | undefined {
  const m = UNIT_SLASH_NUMBER.exec(w);
  if (m === null) return undefined;
  const unit = m[1]!;
  const no = m[2]!;
  const last = unit.charCodeAt(unit.length - 1) - 48;
  if ((no === '2' || no === '3' || no === '4' || no === '8') && last >= 1 && last < Number(no)) return undefined;
  // ('12/14 MAIN ST': two close numbers of one side of the street are a range of lots, no unit: left as written)
  const u = Number.parseInt(unit, 10);
  const h = Number(no);
  if (u < h && h - u <= 10 && (h - u) % 2 === 0) return undefined;
  return [unit, no];
}

/** With the units `leads` read up to c.words[j] ('UNIT 5/4415'): splits the last one's id, the number put back at j; true when it did. */
export function unitSlashLead(c: ParseContext, leads: UnitMatch[], j: number): boolean {
  const last = leads[leads.length - 1]!;
  const next = c.words[j];
  // (cheap test first: a slash in the id, a word with no digit after it but an ordinal: 'UNIT 24/380 10TH ST')
  if (last.no.indexOf('/') <= 0 || next === undefined || (hasDigit(next) && !ORDINAL.test(next))) return false;
  const split = unitSlashNumber(last.no);
  if (split === undefined) return false;
  leads[leads.length - 1] = { ...last, no: split[0] };
  c.words = [...c.words.slice(0, j), split[1], ...c.words.slice(j)];
  c.n = c.words.length;
  return true;
}
