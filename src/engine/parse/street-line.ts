// Left to right over the delivery line: firm, urbanization, number, box forms, street, unit; what is left is city.
import { matchHighway } from '../normalize/highway.js';
import { standardizeStreetWords } from '../normalize/street.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit } from '../normalize/unit.js';
import { hasDigit, isFraction, isHouseNumber } from '../normalize/words.js';
import type { RecordType } from '../types.js';
import { matchBoxLine } from './boxes.js';
import { streetEnd } from './street-end.js';

export interface StreetLine {
  firm: string;
  urbanization: string;
  primaryNo: string;
  predir: string;
  streetName: string;
  suffix: string;
  postdir: string;
  secondaryAbbrev: string;
  secondaryNo: string;
  recordType: RecordType;
  /** words after the street (and unit) when the caller let the city follow on the same line */
  rest: string[];
}

const URB = new Set(['URB', 'URBANIZACION', 'URBANIZATION']);

function blank(): StreetLine {
  return {
    firm: '',
    urbanization: '',
    primaryNo: '',
    predir: '',
    streetName: '',
    suffix: '',
    postdir: '',
    secondaryAbbrev: '',
    secondaryNo: '',
    recordType: '',
    rest: [],
  };
}

/** Where the delivery part starts after a firm name: the first house number followed by a street, or a box form. */
function deliveryStart(words: readonly string[], n: number, t: Tables): number {
  if (isHouseNumber(words[0]!) || matchBoxLine(words, 0, n, t) || matchHighway(words, 0, n, t)) return 0;
  for (let j = 1; j < n; j++) {
    if (isHouseNumber(words[j]!) && j + 1 < n && !isFraction(words[j + 1]!)) return j;
    if (matchBoxLine(words, j, n, t)) return j;
  }
  return 0;
}

/** Parses one delivery line. `cityMayFollow`: the city is on the same line with no comma before it. */
export function parseStreetLine(words: readonly string[], t: Tables, cityMayFollow: boolean): StreetLine {
  const out = blank();
  const n = words.length;
  if (n === 0) return out;
  let i = 0;

  if (URB.has(words[0]!)) {
    let j = 1;
    while (j < n && !isHouseNumber(words[j]!)) j++;
    out.urbanization = words.slice(1, j).join(' ');
    i = j;
  }
  if (i === 0) {
    const start = deliveryStart(words, n, t);
    if (start > 0) {
      out.firm = words.slice(0, start).join(' ');
      i = start;
    }
  }

  const box = matchBoxLine(words, i, n, t);
  if (box) {
    out.streetName = box.streetName;
    out.primaryNo = box.primaryNo;
    out.recordType = box.recordType;
    let k = i + box.len;
    const unit = matchUnit(words, k, n, t, false);
    if (unit) {
      out.secondaryAbbrev = unit.abbrev;
      out.secondaryNo = unit.no;
      k += unit.len;
    }
    out.rest = words.slice(k);
    return out;
  }

  if (i < n && isHouseNumber(words[i]!)) {
    out.primaryNo = words[i]!;
    i++;
    if (i < n && isFraction(words[i]!)) {
      out.primaryNo += ` ${words[i]!}`;
      i++;
    }
  }

  // the first unit after at least one street word ends the street
  let unitAt = -1;
  let unit: ReturnType<typeof matchUnit>;
  for (let k = i + 1; k < n; k++) {
    unit = matchUnit(words, k, n, t, false);
    if (unit) {
      unitAt = k;
      break;
    }
  }
  const limit = unitAt >= 0 ? unitAt : n;
  const end = cityMayFollow || unitAt < 0 ? streetEnd(words, i, limit, t, cityMayFollow) : limit;
  const street = standardizeStreetWords(words.slice(i, end), t);
  out.predir = street.predir;
  out.streetName = street.name;
  out.suffix = street.suffix;
  out.postdir = street.postdir;

  let k = end;
  if (unitAt >= 0 && unit) {
    out.secondaryAbbrev = unit.abbrev;
    out.secondaryNo = unit.no;
    k = unitAt + unit.len;
  } else if (k < n) {
    // after the street: a stand-alone designator (BSMT, REAR) or a bare unit number (MAIN ST 4B)
    const loose = matchUnit(words, k, n, t, true);
    if (loose) {
      out.secondaryAbbrev = loose.abbrev;
      out.secondaryNo = loose.no;
      k += loose.len;
    } else if (hasDigit(words[k]!) && (k + 1 === n || cityMayFollow)) {
      out.secondaryAbbrev = '#';
      out.secondaryNo = words[k]!;
      k++;
    }
  }
  out.rest = words.slice(k);
  out.recordType = out.secondaryAbbrev !== '' ? 'H' : out.firm !== '' ? 'F' : 'S';
  return out;
}
