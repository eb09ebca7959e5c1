// Per-state counts and backed-field counts, computed once at build time and kept in the meta.
import { NO_COORD, NO_U16, type Columns } from './columns.js';
import type { StringPool } from './string-table.js';
import type { IndexStats, StateCounts } from './types.js';

export function statsOf(s: StringPool, cols: Columns): Omit<IndexStats, 'duplicatesMerged'> {
  const byState: Record<string, StateCounts> = {};
  const entry = (zipRow: number) => {
    const state = s.get(cols.zipState[zipRow]!);
    return (byState[state] ??= { points: 0, streets: 0, zips: 0, zipsWithStreets: 0, ranges: 0 });
  };
  let zipsWithDistrict = 0;
  for (let row = 0; row < cols.zipNum.length; row++) {
    const e = entry(row);
    e.zips += 1;
    if (cols.zipStreetStart[row + 1]! > cols.zipStreetStart[row]!) e.zipsWithStreets += 1;
    if (cols.zipDistStart[row + 1]! > cols.zipDistStart[row]!) zipsWithDistrict += 1;
  }
  for (let id = 0; id < cols.stZip.length; id++) {
    const e = entry(cols.stZip[id]!);
    e.streets += 1;
    e.points += cols.stPointStart[id + 1]! - cols.stPointStart[id]!;
    e.ranges += cols.stRangeStart[id + 1]! - cols.stRangeStart[id]!;
  }
  const np = cols.ptNum.length;
  let zip4 = 0;
  let rdi = 0;
  let unitCount = 0;
  let coords = 0;
  for (let i = 0; i < np; i++) {
    if (cols.ptZip4[i] !== NO_U16) zip4 += 1;
    if (cols.ptRes[i] !== 0) rdi += 1;
    if (cols.ptUnitCount[i] !== NO_U16) unitCount += 1;
    if (cols.ptLat[i] !== NO_COORD) coords += 1;
  }
  const units = cols.ptUnitAt.length;
  return { byState, backed: { points: np, zip4, units, rdi, unitCount, coords, zips: cols.zipNum.length, zipsWithDistrict } };
}
