// zip_code "94103 Unit 407", "95131 - #99", "94579, Apt 133": the unit typed after the ZIP in the ZIP column (a
// spreadsheet's columns shifted) is the address's unit; the ZIP is what comes before it.
import { matchUnit, type UnitMatch } from '../../normalize/unit.js';
import { isUnitNumber } from '../../normalize/words.js';
import type { Tables } from '../../normalize/tables.js';
import { zipOf } from '../zips.js';

/** The ZIP (or ZIP+4) opening the field's words and one numbered unit closing them, or undefined. */
export function unitInZip(words: readonly string[], t: Tables): { zip: string; zip4: string; unit: UnitMatch } | undefined {
  const n = words.length;
  if (n < 2) return undefined;
  const z = zipOf(words[0]!);
  if (z === undefined) return undefined;
  // (a ZIP+4 spaced, '94103 1234 APT 4', keeps its +4)
  const spaced4 = z.zip4 === '' && n > 2 && /^\d{4}$/.test(words[1]!) ? words[1]! : '';
  const from = spaced4 === '' ? 1 : 2;
  const u = matchUnit(words, from, n, t, true);
  if (u === undefined || from + u.len !== n || !isUnitNumber(u.no)) return undefined;
  return { zip: z.zip, zip4: z.zip4 || spaced4, unit: u };
}
