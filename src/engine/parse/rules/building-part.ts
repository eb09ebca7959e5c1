// "30 ALLEN PLAZA, SUITE 700, 30 IVAN ALLEN JR BLVD": when the delivery-like part is a building (number, name,
// building type) and a later part is a street address, that later part is the delivery line.
import type { ParseResult } from '../../types.js';
import { streetAfterBuilding } from '../buildings.js';
import type { ParseContext } from '../context.js';

export function buildingPart(c: ParseContext): ParseResult | undefined {
  c.s = streetAfterBuilding(c.segs, c.s, c.t);
  return undefined;
}
