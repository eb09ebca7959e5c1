// Non-street delivery lines: PO BOX 123, RR 2 BOX 152, HC 1 BOX 5, PSC 1234 BOX 5678, UNIT 2050 BOX 4190, GENERAL DELIVERY.
import { matchPhrase } from '../normalize/phrases.js';
import type { Tables } from '../normalize/tables.js';
import { hasDigit, isAllDigits } from '../normalize/words.js';
import type { RecordType } from '../types.js';

export interface BoxLine {
  /** 'PO BOX', 'RR 2 BOX', 'PSC 1234 BOX', 'GENERAL DELIVERY' */
  streetName: string;
  primaryNo: string;
  recordType: RecordType;
  /** words consumed from the start index */
  len: number;
}

function numberAt(words: readonly string[], i: number, end: number, t: Tables): { value: string; at: number } | undefined {
  let k = i;
  while (k < end - 1 && t.numberFillers.has(words[k]!)) k++;
  const w = words[k];
  if (k >= end || w === undefined || !hasDigit(w)) return undefined;
  return { value: w, at: k };
}

/** BOX 152 after a route or military unit; `BOX` may be written PO BOX, # or left out. */
function boxAfter(words: readonly string[], i: number, end: number, t: Tables): { value: string; at: number } | undefined {
  const box = matchPhrase(t.poBox, words, i, end);
  const from = box ? i + box.words.length : i;
  return numberAt(words, from, end, t);
}

/** RR 4 BOX 164 A: a lone letter after the box number is part of it. */
function withLetter(line: BoxLine, words: readonly string[], i: number, end: number): BoxLine {
  const next = words[i + line.len];
  const letter = next !== undefined && i + line.len < end && next.length === 1 && next >= 'A' && next <= 'Z';
  return letter && isAllDigits(line.primaryNo) ? { ...line, primaryNo: line.primaryNo + next, len: line.len + 1 } : line;
}

/** The box-style delivery line starting at words[i], if any. */
export function matchBoxLine(words: readonly string[], i: number, end: number, t: Tables): BoxLine | undefined {
  const w = words[i] ?? '';
  // one Set hit rules out almost every word
  if (!t.boxStarts.has(w)) return undefined;
  if (words[i] === 'GENERAL' && words[i + 1] === 'DELIVERY') {
    return { streetName: 'GENERAL DELIVERY', primaryNo: '', recordType: 'G', len: 2 };
  }
  const mil = matchPhrase(t.militaryUnits, words, i, end);
  if (mil) {
    const unit = numberAt(words, i + mil.words.length, end, t);
    const box = unit && words[unit.at + 1] === 'BOX' ? numberAt(words, unit.at + 2, end, t) : undefined;
    if (unit && box) {
      return { streetName: `${mil.value} ${unit.value} BOX`, primaryNo: box.value, recordType: 'M', len: box.at + 1 - i };
    }
    // UNIT alone is a secondary designator (UNIT B); only UNIT n BOX n is military
  }
  const rural = matchPhrase(t.rural, words, i, end);
  if (rural) {
    const route = numberAt(words, i + rural.words.length, end, t);
    if (route) {
      const box = boxAfter(words, route.at + 1, end, t);
      if (box) return withLetter({ streetName: `${rural.value} ${route.value} BOX`, primaryNo: box.value, recordType: 'R', len: box.at + 1 - i }, words, i, end);
      // RR 2 alone (or RR 2 BOX with the box number missing) is still a rural route line
      if (route.at + 1 === end) return { streetName: rural.value, primaryNo: route.value, recordType: 'R', len: route.at + 1 - i };
      if (route.at + 2 === end && words[route.at + 1] === 'BOX') {
        return { streetName: `${rural.value} ${route.value} BOX`, primaryNo: '', recordType: 'R', len: route.at + 2 - i };
      }
    }
  }
  // RT 1 BOX 81: a route number followed by a box is a rural route
  const plain = matchPhrase(t.ruralWithBox, words, i, end);
  if (plain) {
    const route = numberAt(words, i + plain.words.length, end, t);
    const box = route && words[route.at + 1] === 'BOX' ? boxAfter(words, route.at + 1, end, t) : undefined;
    if (route && box) return withLetter({ streetName: `${plain.value} ${route.value} BOX`, primaryNo: box.value, recordType: 'R', len: box.at + 1 - i }, words, i, end);
  }
  const po = matchPhrase(t.poBox, words, i, end);
  if (po) {
    const no = numberAt(words, i + po.words.length, end, t);
    if (no) return withLetter({ streetName: 'PO BOX', primaryNo: no.value, recordType: 'P', len: no.at + 1 - i }, words, i, end);
  }
  return undefined;
}
