import { describe, expect, it } from 'vitest';
import { dpvFor, type DpvEvidence } from '../../../src/engine/match/dpv.js';
import type { PointInfo } from '../../../src/engine/reference/types.js';

function point(units: string[], unitCount: number): PointInfo {
  return { primaryNo: '1', zip4: '', units, unitCount, residential: '', lat: 0, lon: 0 };
}

const base: DpvEvidence = {
  accuracy: 'ROOFTOP',
  zipHasStreets: true,
  streetHasPoints: true,
  numberGiven: true,
  point: point([], 1),
  unitGiven: false,
  unitConfirmed: false,
  military: false,
};

describe('dpvFor', () => {
  it('Y/BB for a confirmed point without units, and for a confirmed unit', () => {
    expect(dpvFor(base)).toEqual({ confirmation: 'Y', footnotes: 'AABB' });
    expect(dpvFor({ ...base, point: point(['APT 1'], 0), unitGiven: true, unitConfirmed: true })).toEqual({ confirmation: 'Y', footnotes: 'AABB' });
  });
  it('D/N1 when the building has units (listed or counted) and none was given', () => {
    expect(dpvFor({ ...base, point: point(['APT 1'], 0) })).toEqual({ confirmation: 'D', footnotes: 'AAN1' });
    expect(dpvFor({ ...base, point: point([], 4) })).toEqual({ confirmation: 'D', footnotes: 'AAN1' });
  });
  it('S when a unit was given but not confirmed: C1 if the building has units, CC if not', () => {
    expect(dpvFor({ ...base, point: point(['APT 1'], 0), unitGiven: true })).toEqual({ confirmation: 'S', footnotes: 'AAC1' });
    expect(dpvFor({ ...base, point: point([], 4), unitGiven: true })).toEqual({ confirmation: 'S', footnotes: 'AAC1' });
    expect(dpvFor({ ...base, unitGiven: true })).toEqual({ confirmation: 'S', footnotes: 'AACC' });
  });
  it('N with M3 / M1 when the street matched but the number is not confirmed or missing', () => {
    expect(dpvFor({ ...base, accuracy: 'STREET', point: undefined })).toEqual({ confirmation: 'N', footnotes: 'AAM3' });
    expect(dpvFor({ ...base, accuracy: 'STREET', point: undefined, numberGiven: false })).toEqual({ confirmation: 'N', footnotes: 'AAM1' });
  });
  it('a range match is not a delivery point: N beside points, nothing claimed on a range-only street', () => {
    expect(dpvFor({ ...base, accuracy: 'RANGE_INTERPOLATED', point: undefined })).toEqual({ confirmation: 'N', footnotes: 'AA' });
    expect(dpvFor({ ...base, accuracy: 'RANGE_INTERPOLATED', point: undefined, streetHasPoints: false })).toEqual({ confirmation: '', footnotes: 'AA' });
  });
  it('N/A1 when the street is not in a ZIP that has street data; empty when there is no data', () => {
    expect(dpvFor({ ...base, accuracy: 'NONE', point: undefined })).toEqual({ confirmation: 'N', footnotes: 'A1' });
    expect(dpvFor({ ...base, accuracy: 'ZIP', zipHasStreets: false, point: undefined })).toEqual({ confirmation: '', footnotes: '' });
    expect(dpvFor({ ...base, accuracy: 'ZIP', zipHasStreets: false, point: undefined, military: true })).toEqual({ confirmation: '', footnotes: 'F1' });
  });
});
