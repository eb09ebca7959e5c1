// "4922 B SOUTH CORNELL AVE", "W148 N9748 BRAHM CT", "63 1/2 MAIN ST", "6910 # G MARY CAROLINE CIR", "B SAN LUIS
// STREET": the house number, with its grid half, fraction, letter, or a unit right after it.
import { matchHighway } from '../../normalize/highway.js';
import { matchUnit } from '../../normalize/unit.js';
import { hasDigit, isAllDigits, isFraction } from '../../normalize/words.js';
import type { ParseContext } from '../context.js';
import { houseNumberAt } from '../house-numbers.js';
import { letterNumber } from '../line-forms.js';
import { letterFirstNumber } from './letter-first-number.js';
import { setUnit } from '../parts.js';
import { numberRange } from './number-range.js';
import { ocrDigits } from './ocr-number.js';
import { unpadded } from './padded-number.js';
import { unitSlashNumber } from './unit-slash-number.js';

function isGridHalf(w: string): boolean {
  const c = w[0];
  return w.length >= 2 && (c === 'N' || c === 'S' || c === 'E' || c === 'W') && /^[NSEW]\d+$/.test(w);
}

export function houseNumber(c: ParseContext): boolean {
  const { words, n, t, parts } = c;
  let i = c.i;
  const number = houseNumberAt(words, i, n, t) ?? (i === 0 ? letterNumber(words, n, t) : undefined) ?? letterFirstNumber(words, i, n, t);
  if (number === undefined) return false;
  // (most numbers are plain digits opening with another than 0: nothing to read again)
  parts.primaryNo = number.charCodeAt(0) !== 48 && isAllDigits(number) ? number : ocrDigits(unpadded(number));
  // (cheap test first: a slash inside the number)
  const slashed = number.length > 2 && number.indexOf('/') > 0 ? unitSlashNumber(number) : undefined;
  if (slashed) {
    setUnit(c, { abbrev: '#', no: slashed[0] });
    parts.primaryNo = slashed[1];
  }
  i++;
  const range = words[i] === '&' || words[i] === 'AND' ? numberRange(words, i, n, parts.primaryNo) : undefined;
  if (range) {
    parts.primaryNo = range.no;
    i += range.len;
  }
  // W148 N9748: a Wisconsin grid number written in two halves
  if (isGridHalf(number) && i < n - 1 && isGridHalf(words[i]!)) {
    parts.primaryNo += words[i]!;
    i++;
  }
  if (i < n && isFraction(words[i]!)) {
    parts.primaryNo += ` ${words[i]!}`;
    i++;
  }
  // a lone letter after the number belongs to it when a name follows (not M ST, L B J FWY)
  const w = words[i];
  const after = words[i + 1];
  const lone = w !== undefined && w.length === 1 && w >= 'A' && w <= 'Z' && !t.directionals.has(w);
  // (1180 P DE LEON BLVD: before DE, VAN … the letter is the name's initial)
  if (lone && after !== undefined && !hasDigit(after) && after !== 'AND' && !t.nameParticles.has(after) && !matchHighway(words, i, n, t)) {
    if (t.directionals.has(after) || (!t.suffixes.has(after) && after.length > 1)) {
      parts.primaryNo += w;
      i++;
    }
  }
  if (words[i] === '#' && i + 2 < n) {
    const u = matchUnit(words, i, i + 2, t, false);
    if (u) {
      setUnit(c, u);
      i += u.len;
    }
  }
  c.i = i;
  return false;
}
