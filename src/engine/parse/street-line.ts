// Left to right over the delivery line: firm, urbanization, unit, number, box forms, street, unit; what is left is city.
import { matchHighway } from '../normalize/highway.js';
import { cityStartIn } from '../normalize/places.js';
import { standardizeStreetWords } from '../normalize/street.js';
import type { Tables } from '../normalize/tables.js';
import { matchUnit, type UnitMatch } from '../normalize/unit.js';
import { hasDigit, isFraction, isHouseNumber, isUnitNumber } from '../normalize/words.js';
import type { AddressParts } from '../types.js';
import { matchBoxLine } from './boxes.js';
import { buildingFirst, buildingTail } from './buildings.js';
import { letterNumber, noteAfterStreet, unitEndingAt } from './line-forms.js';
import { buildingAfter, contradicts, nameStartOf, NO_HINT, streetEnd, type LastLineHint } from './street-end.js';

/** The delivery-line part of AddressParts, plus what the street line left for the last line. */
export type StreetLine = Pick<
  AddressParts,
  | 'firm'
  | 'urbanization'
  | 'primaryNo'
  | 'predir'
  | 'streetName'
  | 'suffix'
  | 'postdir'
  | 'secondaryAbbrev'
  | 'secondaryNo'
  | 'recordType'
> & {
  /** words after the street (and unit) when the caller let the city follow on the same line */
  rest: string[];
  /** words between the street and a known city that belong to neither */
  ignored: string[];
};

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
    ignored: [],
  };
}

/** A house number, or one written as a word (ONE S DEARBORN ST) when a street follows it. */
function houseNumberAt(words: readonly string[], i: number, n: number, t: Tables): string | undefined {
  const w = words[i];
  if (w === undefined) return undefined;
  if (isHouseNumber(w)) return w;
  const card = t.cardinals.get(w);
  return card !== undefined && i + 1 < n && !t.suffixes.has(words[i + 1]!) ? card : undefined;
}

function isGridHalf(w: string): boolean {
  const c = w[0];
  return w.length >= 2 && (c === 'N' || c === 'S' || c === 'E' || c === 'W') && /^[NSEW]\d+$/.test(w);
}

/** Where the delivery part starts after a firm name: the first house number followed by a street, or a box form. */
function deliveryStart(words: readonly string[], n: number, t: Tables): number {
  // 1 LINCOLN CTR 5400 LBJ FWY: a building's own number and name before the street address
  const numberFirst = houseNumberAt(words, 0, n, t) !== undefined;
  const afterBuilding = numberFirst ? buildingFirst(words, n, t) : 0;
  if (afterBuilding > 0) return afterBuilding;
  if (numberFirst || matchBoxLine(words, 0, n, t) || matchHighway(words, 0, n, t)) return 0;
  if (matchUnit(words, 0, n, t, false)) return 0;
  for (let j = 1; j < n; j++) {
    // KBA # 90688 815 W MARKET ST: a number followed by another number is an account or suite, not the house
    const next = words[j + 1];
    if (houseNumberAt(words, j, n, t) && next !== undefined && !isFraction(next) && !isHouseNumber(next)) return j;
    if (matchBoxLine(words, j, n, t)) return j;
  }
  return 0;
}

/**
 * One secondary only: a building, a department, a floor or a bare number gives way to a designated unit
 * written later (12TH FLOOR, ROOM 1418 → RM 1418: the room is where the mail goes); a private mailbox (PMB)
 * never displaces a unit already there, and a floor displaces only a building or department.
 */
export function replacesUnit(current: string, next: string): boolean {
  if (current === '') return true;
  if (next === 'PMB' || (next === '#' && current === '#')) return false;
  if (next === 'FL') return current === 'BLDG' || current === 'DEPT';
  return current === 'BLDG' || current === 'DEPT' || current === '#' || current === 'FL';
}

function setUnit(out: StreetLine, u: UnitMatch): void {
  if (replacesUnit(out.secondaryAbbrev, u.abbrev)) {
    out.secondaryAbbrev = u.abbrev;
    out.secondaryNo = u.no;
  }
}

/** A route that runs from k to the end of the line, right after a street type. */
function isAlias(words: readonly string[], k: number, n: number, t: Tables): boolean {
  const hw = t.suffixes.has(words[k - 1] ?? '') ? matchHighway(words, k, n, t) : undefined;
  return hw !== undefined && k + hw.len === n;
}

/** The direction after the unit number at k closes the line or comes just before a known city. */
function wingEndsAt(words: readonly string[], k: number, n: number, t: Tables, cityMayFollow: boolean, hint: LastLineHint): boolean {
  if (!t.directionals.has(words[k + 1] ?? '')) return false;
  if (k + 2 === n) return true;
  // 707 WEST PALM BEACH: a direction that opens the known city is the city's
  return cityMayFollow && cityStartIn(words, k + 1, n, hint.state, hint.zip, t) === k + 2;
}

/** A lone letter (or two letters after a street type) closing the line or just before a known city. */
function isLooseUnitCode(words: readonly string[], k: number, n: number, t: Tables, cityMayFollow: boolean, hint: LastLineHint): boolean {
  const w = words[k]!;
  if (w.length > 2 || hasDigit(w) || t.directionals.has(w)) return false;
  if (w.length === 2 && (!t.suffixes.has(words[k - 1] ?? '') || t.stateCodes.has(w) || k + 1 !== n)) return false;
  return k + 1 === n || (cityMayFollow && cityStartIn(words, k + 1, n, hint.state, hint.zip, t) === k + 1);
}

// the words a PO box line opens with (a lockbox or bin is some other word)

/**
 * Parses one delivery line. `cityMayFollow`: the city is on the same line with no comma before it;
 * `hint`: the state and ZIP found after it.
 */
export function parseStreetLine(words: readonly string[], t: Tables, cityMayFollow: boolean, hint: LastLineHint = NO_HINT): StreetLine {
  // MAIN ST ATTN LOCKBOX # 402605 COLLEGE PARK: a note after the street runs to the known city (or the line's end)
  const note = noteAfterStreet(words, t, cityMayFollow, hint);
  if (note) {
    const line = parseStreetLine([...words.slice(0, note.from), ...words.slice(note.to)], t, cityMayFollow, hint);
    line.ignored = [...words.slice(note.from, note.to), ...line.ignored];
    return line;
  }
  const out = blank();
  const n = words.length;
  if (n === 0) return out;
  let i = 0;

  if (t.urbanizationWords.has(words[0]!)) {
    let j = 1;
    while (j < n && !isHouseNumber(words[j]!)) j++;
    out.urbanization = words.slice(1, j).join(' ');
    i = j;
  }
  if (i === 0) {
    const start = deliveryStart(words, n, t);
    if (start > 0) {
      // WRS TOWER 10TH FLOOR 312 PARKS AVE: a unit closing the firm's words is the address's unit
      const unitAt = unitEndingAt(words, start, t);
      if (unitAt > 0) setUnit(out, matchUnit(words, unitAt, start, t, false)!);
      out.firm = words.slice(0, unitAt > 0 ? unitAt : start).join(' ');
      i = start;
    }
  }
  // # 2 TURNER RD: a pound sign in front of the house number
  if (words[i] === '#' && i + 2 < n && isHouseNumber(words[i + 1]!)) {
    // #410 55 PAGE ST: a pound sign and a number before another house number is the unit, written first
    if (i + 3 < n && isHouseNumber(words[i + 2]!)) {
      setUnit(out, { abbrev: '#', no: words[i + 1]!, len: 2 });
      i += 2;
    } else i++;
  }
  // APT 4 10A MAIN ST, SUITE 200 BLD 17 7000 PEACHTREE RD: units written before the number
  const leads: UnitMatch[] = [];
  let j = i;
  for (let u = matchUnit(words, j, n, t, false); u; u = matchUnit(words, j, n, t, false)) {
    leads.push(u);
    j += u.len;
  }
  if (leads.length > 0 && houseNumberAt(words, j, n, t)) {
    for (const u of leads) setUnit(out, u);
    i = j;
  } else if (leads.length > 0 && out.firm === '') {
    // 14TH FLOOR GRANT TOWER 401 CHURCH ST: a building's name between the units and the house number
    const later = deliveryStart(words.slice(j), n - j, t);
    if (later > 0 && houseNumberAt(words, j + later, n, t)) {
      for (const u of leads) setUnit(out, u);
      out.firm = words.slice(j, j + later).join(' ');
      i = j + later;
    } else if (later === 0 && !matchBoxLine(words, j, n, t) && !matchHighway(words, j, n, t)) {
      // SUITE 5 MAIN ST: units before a street with no number; UNIT 5, SPRINGFIELD IL: units and no street at
      // all, what follows is the city
      for (const u of leads) setUnit(out, u);
      let typed = false;
      for (let k = j; k < n && !typed; k++) typed = t.commonSuffixes.has(t.suffixes.get(words[k]!) ?? '');
      if (typed) i = j;
      else {
        out.rest = words.slice(j);
        out.recordType = 'H';
        return out;
      }
    }
  }

  // 110 W EDWARDS PO BOX 5000: a box after a street on the same line is the delivery line (Pub 28: nearest the city)
  let box = matchBoxLine(words, i, n, t);
  // LOCKBOX 9351 PO BOX 8500, BIN 141987 PO BOX 1627: a real PO box later on the line beats a lockbox or bin
  let lookFurther = box === undefined || (box.recordType === 'P' && !t.boxOpeners.has(words[i]!));
  for (let j = i + 1; lookFurther && j < n; j++) {
    // only a real PO box form (… BOX n, POB n) moves the delivery line; ATTN: LOCKBOX # 402605 is a note
    const boxWord = words[j] === 'POB' || words[j + 1] === 'BOX' || words[j + 2] === 'BOX' || words[j] === 'BOX';
    const later = boxWord && t.poBox.has(words[j]!) ? matchBoxLine(words, j, n, t) : undefined;
    if (later && later.recordType === 'P') {
      out.ignored = words.slice(i, j);
      box = later;
      i = j;
      lookFurther = false;
    }
  }
  if (box) {
    out.streetName = box.streetName;
    out.primaryNo = box.primaryNo;
    out.recordType = box.recordType;
    let k = i + box.len;
    const unit = matchUnit(words, k, n, t, false);
    if (unit) {
      setUnit(out, unit);
      k += unit.len;
    }
    // P.O. BOX 628 HWY 231 LAKE BUTLER FL: words between the box and a known city are set aside
    const cityAt = cityMayFollow && k < n ? cityStartIn(words, k, n, hint.state, hint.zip, t) : -1;
    if (cityAt > k) {
      out.ignored = [...out.ignored, ...words.slice(k, cityAt)];
      k = cityAt;
    }
    out.rest = words.slice(k);
    return out;
  }

  const number = houseNumberAt(words, i, n, t) ?? (i === 0 ? letterNumber(words, n, t) : undefined);
  if (number !== undefined) {
    out.primaryNo = number;
    i++;
    // W148 N9748: a Wisconsin grid number written in two halves
    if (isGridHalf(number) && i < n - 1 && isGridHalf(words[i]!)) {
      out.primaryNo += words[i]!;
      i++;
    }
    if (i < n && isFraction(words[i]!)) {
      out.primaryNo += ` ${words[i]!}`;
      i++;
    }
    // 4922 B SOUTH CORNELL AVE: a lone letter after the number belongs to it when a name follows (not M ST, L B J FWY)
    const w = words[i];
    const after = words[i + 1];
    const lone = w !== undefined && w.length === 1 && w >= 'A' && w <= 'Z' && !t.directionals.has(w);
    // (1180 P DE LEON BLVD: before DE, VAN … the letter is the name's initial)
    if (lone && after !== undefined && !hasDigit(after) && after !== 'AND' && !t.nameParticles.has(after) && !matchHighway(words, i, n, t)) {
      if (t.directionals.has(after) || (!t.suffixes.has(after) && after.length > 1)) {
        out.primaryNo += w;
        i++;
      }
    }
    // 6910 # G MARY CAROLINE CIR: a unit right after the number
    if (words[i] === '#' && i + 2 < n) {
      const u = matchUnit(words, i, i + 2, t, false);
      if (u) {
        setUnit(out, u);
        i += u.len;
      }
    }
  }

  // the first unit after at least one street word ends the street (a route's own number is not a unit: ROUTE # A)
  const nameStart = nameStartOf(words, i, n, t);
  const direct = matchHighway(words, nameStart, n, t);
  const modified = !direct && t.routeModifiers.has(words[nameStart]!) ? matchHighway(words, nameStart + 1, n, t) : undefined;
  const hw = direct ?? modified;
  const scanFrom = hw ? nameStart + hw.len + (modified ? 1 : 0) : i + 1;
  let unitAt = -1;
  let unit: UnitMatch | undefined;
  for (let k = scanFrom; k < n; k++) {
    unit = matchUnit(words, k, n, t, false);
    if (unit) {
      unitAt = k;
      break;
    }
  }
  const limit = unitAt >= 0 ? unitAt : n;
  // ONE MEDICAL CENTER BOULEVARD PROFESSIONAL OFFICE BUILDING 1: a building name between the street and its unit
  // MEDICAL PARK TOWER 5 SUITE 704: a building of the complex written just before the unit
  const tower = unitAt - 2 > nameStart && !hw && t.buildingWords.has(words[unitAt - 2]!) && isUnitNumber(words[unitAt - 1]!) ? unitAt - 2 : undefined;
  const building = tower ?? (unitAt >= 0 && !hw ? buildingAfter(words, nameStart, limit, t, true) : undefined);
  if (building !== undefined) out.ignored = words.slice(building, limit);
  let end = unitAt < 0 ? streetEnd(words, i, limit, t, cityMayFollow, hint) : (building ?? limit);
  // SW 184TH ST NW BLDG A: a direction against the predirectional just before the unit is no part of the street
  if (unitAt >= 0 && building === undefined && end - 2 > i && contradicts(words[i]!, words[end - 1]!, t)) {
    out.ignored = [words[end - 1]!];
    end--;
  }
  const street = standardizeStreetWords(words.slice(i, end), t);
  out.predir = street.predir;
  out.streetName = street.name;
  out.suffix = street.suffix;
  out.postdir = street.postdir;

  let k = end;
  if (unitAt >= 0 && unit) {
    k = unitAt;
    // BLDG 5 APT 3: take every unit in a row, keeping the innermost
    while (k < n) {
      const u = matchUnit(words, k, n, t, true);
      if (!u) break;
      setUnit(out, u);
      k += u.len;
    }
  } else if (k < n) {
    // after the street: a stand-alone designator (BSMT, REAR) or a bare unit number (MAIN ST 4B)
    // (UPPER FALLS MD, FRONT ROYAL VA: a stand-alone designator that opens the known city is the city's)
    const found = matchUnit(words, k, n, t, true);
    const loose = found && !(found.no === '' && cityMayFollow && cityStartIn(words, k, n, hint.state, hint.zip, t) === k) ? found : undefined;
    if (loose) {
      setUnit(out, loose);
      k += loose.len;
    } else if (isAlias(words, k, n, t)) {
      // ENGLEWOOD RD ROUTE 776: the route the street also is is set aside
      out.ignored = words.slice(k, n);
      k = n;
    } else if (isHouseNumber(words[k]!) && buildingTail(words, k, n, t)) {
      // LASALLE ST 1 FINANCIAL PLACE: a building's number and name after the street are set aside
      out.ignored = words.slice(k, n);
      k = n;
    } else if (hasDigit(words[k]!) && (k + 1 === n || cityMayFollow || wingEndsAt(words, k, n, t, cityMayFollow, hint))) {
      // MAIN ST 4B; RANDOLPH 1 N, PARK AVE W 4 N: a bare number (with its wing direction) after the street is its unit
      const wing = t.directionals.get(words[k + 1] ?? '');
      const wingEnds = wing !== undefined && wingEndsAt(words, k, n, t, cityMayFollow, hint);
      setUnit(out, { abbrev: '#', no: wingEnds ? words[k]! + wing : words[k]!, len: 1 });
      k += wingEnds ? 2 : 1;
    } else if (isLooseUnitCode(words, k, n, t, cityMayFollow, hint)) {
      // SUMMIT COURT B, WEBSTER AVENUE LH, 10TH AVE SW A MOUNT VERNON: a short letter code after the street is its unit
      setUnit(out, { abbrev: '#', no: words[k]!, len: 1 });
      k++;
    }
  }
  // MAILBOX 2825 LITTLE ROCK: words between the street and a known city are set aside, not made the city
  // (E GRAND RAPIDS, EAST HAZEL CREST: one direction just before it opens the city)
  const cityAt = cityMayFollow && k < n ? cityStartIn(words, k, n, hint.state, hint.zip, t) : -1;
  if (cityAt > k && !(cityAt === k + 1 && t.directionals.has(words[k]!))) {
    out.ignored = words.slice(k, cityAt);
    k = cityAt;
  }
  out.rest = words.slice(k);
  out.recordType = out.secondaryAbbrev !== '' ? 'H' : out.firm !== '' ? 'F' : 'S';
  return out;
}
