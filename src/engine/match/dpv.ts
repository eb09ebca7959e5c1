// DPV-like confirmation from reference evidence only, in USPS footnote vocabulary (README: outcomes).
import type { AccuracyLevel, DpvConfirmation } from '../lookup/types.js';
import type { PointInfo } from '../reference/types.js';

export interface DpvEvidence {
  accuracy: AccuracyLevel;
  /** the candidate ZIP holds street data, so "not found" is a real answer */
  zipHasStreets: boolean;
  /** the matched street has reference points (not only TIGER ranges) */
  streetHasPoints: boolean;
  numberGiven: boolean;
  point: PointInfo | undefined;
  unitGiven: boolean;
  unitConfirmed: boolean;
  military: boolean;
}

export interface Dpv {
  confirmation: DpvConfirmation;
  footnotes: string;
}

/** The building is known to hold several delivery points (units listed or UNITCOUNT > 1). */
export function hasUnits(point: PointInfo): boolean {
  return point.units.length > 0 || point.unitCount > 1;
}

export function dpvFor(e: DpvEvidence): Dpv {
  switch (e.accuracy) {
    case 'ROOFTOP': {
      const multi = e.point !== undefined && hasUnits(e.point);
      if (e.unitGiven && e.unitConfirmed) return { confirmation: 'Y', footnotes: 'AABB' };
      if (e.unitGiven) return { confirmation: 'S', footnotes: multi ? 'AAC1' : 'AACC' };
      if (multi) return { confirmation: 'D', footnotes: 'AAN1' };
      return { confirmation: 'Y', footnotes: 'AABB' };
    }
    case 'RANGE_INTERPOLATED':
      return { confirmation: e.streetHasPoints ? 'N' : '', footnotes: 'AA' };
    case 'STREET':
      return { confirmation: 'N', footnotes: e.numberGiven ? 'AAM3' : 'AAM1' };
    default:
      if (e.zipHasStreets) return { confirmation: 'N', footnotes: 'A1' };
      return { confirmation: '', footnotes: e.military ? 'F1' : '' };
  }
}
