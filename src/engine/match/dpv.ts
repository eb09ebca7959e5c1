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
  return (point.unitsListed ?? point.units.length) > 0 || point.unitCount > 1;
}

const dpv = (confirmation: DpvConfirmation, footnotes: string): Dpv => Object.freeze({ confirmation, footnotes });
// every answer is one of these few, so they are shared rather than made per lookup
const Y_BB = dpv('Y', 'AABB');
const S_C1 = dpv('S', 'AAC1');
const S_CC = dpv('S', 'AACC');
const D_N1 = dpv('D', 'AAN1');
const N_AA = dpv('N', 'AA');
const NONE_AA = dpv('', 'AA');
const N_M3 = dpv('N', 'AAM3');
const N_M1 = dpv('N', 'AAM1');
const N_A1 = dpv('N', 'A1');
const NONE = dpv('', '');
const MILITARY = dpv('', 'F1');

export function dpvFor(e: DpvEvidence): Dpv {
  switch (e.accuracy) {
    case 'ROOFTOP': {
      const multi = e.point !== undefined && hasUnits(e.point);
      if (e.unitGiven && e.unitConfirmed) return Y_BB;
      if (e.unitGiven) return multi ? S_C1 : S_CC;
      return multi ? D_N1 : Y_BB;
    }
    case 'RANGE_INTERPOLATED':
      return e.streetHasPoints ? N_AA : NONE_AA;
    case 'STREET':
      return e.numberGiven ? N_M3 : N_M1;
    default:
      if (e.zipHasStreets) return N_A1;
      return e.military ? MILITARY : NONE;
  }
}
