// "PO BOX 628", "RR 2 BOX 152", "PSC 1234 BOX 5678", "GENERAL DELIVERY": a box-style delivery line;
// "110 W EDWARDS PO BOX 5000", "LOCKBOX 9351 PO BOX 8500", "104 S WALNUT RR 1 BOX 297": a real PO box (or a rural route's
// box) later on the line is the delivery line
// (Pub 28: the line nearest the city); "P.O. BOX 628 HWY 231 LAKE BUTLER FL": words before a known city are set aside.
import { matchUnit } from '../../normalize/unit.js';
import { matchBoxLine } from '../boxes.js';
import { cityOnLine, type ParseContext } from '../context.js';
import { setUnit } from '../parts.js';

export function boxLine(c: ParseContext): boolean {
  const { words, n, t, parts } = c;
  let i = c.i;
  let box = matchBoxLine(words, i, n, t);
  let lookFurther = box === undefined || (box.recordType === 'P' && !t.boxOpeners.has(words[i]!));
  for (let j = i + 1; lookFurther && j < n; j++) {
    // only a real PO box form (… BOX n, POB n) moves the delivery line; ATTN: LOCKBOX # 402605 is a note
    const boxWord = words[j] === 'POB' || words[j + 1] === 'BOX' || words[j + 2] === 'BOX' || words[j] === 'BOX';
    const w = words[j]!;
    const later = boxWord && (t.poBox.has(w) || t.rural.has(w) || t.ruralWithBox.has(w)) ? matchBoxLine(words, j, n, t) : undefined;
    // (104 S WALNUT RR 1 BOX 297: a rural route's box is the delivery line too, never read as PO BOX 297)
    if (later && (later.recordType === 'P' || (later.recordType === 'R' && later.primaryNo !== ''))) {
      c.ignored = words.slice(i, j);
      box = later;
      i = j;
      lookFurther = false;
    }
  }
  if (!box) return false;
  parts.streetName = box.streetName;
  parts.primaryNo = box.primaryNo;
  parts.recordType = box.recordType;
  let k = i + box.len;
  const unit = matchUnit(words, k, n, t, false);
  if (unit) {
    setUnit(c, unit);
    k += unit.len;
  }
  const cityAt = cityOnLine(c, k);
  if (cityAt > k) {
    c.ignored = [...c.ignored, ...words.slice(k, cityAt)];
    k = cityAt;
  }
  c.rest = words.slice(k);
  return true;
}
