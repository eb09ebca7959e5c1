// "1180 PEACHTREE ST, NE": a postdirectional in a part of its own; "APT 4, 12 MAIN ST" and "12 MAIN ST, SUITE 5":
// units in parts of their own (and one after the ZIP), each replacing the one held when it says more (setUnit).
import type { ParseResult } from '../../types.js';
import type { ParseContext } from '../context.js';
import { setUnits } from '../parts.js';

export function postdirAndUnits(c: ParseContext): ParseResult | undefined {
  const { parts } = c;
  if (c.postdir !== '' && parts.postdir === '' && parts.recordType !== 'P') parts.postdir = c.postdir;
  setUnits(c, c.leadUnits);
  setUnits(c, c.lateUnits);
  setUnits(c, c.zipUnits);
  return undefined;
}
