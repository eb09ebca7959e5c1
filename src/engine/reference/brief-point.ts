// A point read by pointBrief: what matching reads, with the coordinates left in the columns.
import { fromMicro, type Columns } from './columns.js';
import type { PointInfo } from './types.js';

/**
 * Matching never reads a candidate's coordinates: they are read from the columns only if asked for
 * (two cold column reads and two boxed numbers saved per candidate).
 */
export class BriefPoint implements PointInfo {
  constructor(
    private readonly cols: Columns,
    /** the point's row in the columns */
    private readonly at: number,
    readonly primaryNo: string,
    readonly zip4: string,
    readonly units: readonly string[],
    readonly unitCount: number,
    readonly residential: '' | 'Y' | 'N',
    readonly unitsListed: number,
  ) {}

  get lat(): number {
    return fromMicro(this.cols.ptLat[this.at]!);
  }

  get lon(): number {
    return fromMicro(this.cols.ptLon[this.at]!);
  }
}
