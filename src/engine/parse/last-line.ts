// Right to left: country, ZIP / ZIP+4 and state come off the end of the token list.
import { matchPhraseEndingAt } from '../normalize/phrases.js';
import type { Tables } from '../normalize/tables.js';
import { hasDigit, isAllDigits, isOrdinalNumeral } from '../normalize/words.js';

export interface LastLine {
  country: string;
  /** the non-US country named, when there is one */
  foreign: string;
  zip: string;
  zip4: string;
  state: string;
  /** index of the state's first token (tokens before it hold street and city) */
  stateAt: number;
  /** tokens before this index are street / city */
  end: number;
  warnings: string[];
}

function zipOf(w: string): { zip: string; zip4: string } | undefined {
  if (w.length === 5 && isAllDigits(w)) return { zip: w, zip4: '' };
  if (w.length === 9 && isAllDigits(w)) return { zip: w.slice(0, 5), zip4: w.slice(5) };
  if (w.length === 10 && w[5] === '-' && isAllDigits(w.slice(0, 5)) && isAllDigits(w.slice(6))) {
    return { zip: w.slice(0, 5), zip4: w.slice(6) };
  }
  return undefined;
}

/**
 * The ZIP's three-digit area lies in the state (MA 1241 → 01241: 012xx are Massachusetts ZIPs; IA 5230 → 05230
 * would be Vermont's, so no zero was dropped). Without the ZIP table any state will do.
 */
function zipInState(zip: string, state: string | undefined, t: Tables): boolean {
  if (state === undefined) return false;
  return t.places === undefined || t.places.zipAreas.has(zip.slice(0, 3) + state);
}

/** Digits (with at most one dash) of a length no ZIP or ZIP+4 has: 3-4 or 6-8 digits, or a dash in the wrong place. */
function brokenZip(w: string): boolean {
  const dash = w.indexOf('-');
  const digits = dash < 0 ? w : w.slice(0, dash) + w.slice(dash + 1);
  if (!isAllDigits(digits) || digits.length < 3 || digits.length > 9 || w.indexOf('-', dash + 1) > 0) return false;
  return dash >= 0 || digits.length < 5 || (digits.length > 5 && digits.length < 9);
}

/** A state code that is also a street type, direction or unit word (CT, NE, FL): it needs more to be the state. */
function doublesAsStreetWord(w: string, t: Tables): boolean {
  return t.suffixes.has(w) || t.directionals.has(w) || t.units.has(w);
}

/** A state name or code ending at `end` that is no street word (nor the word IN). */
function plainStateEndingAt(words: readonly string[], end: number, t: Tables): boolean {
  const st = matchPhraseEndingAt(t.states, words, end, 1, 4);
  if (!st || end - st.words.length < 1) return false;
  const w = words[end - st.words.length]!;
  return st.words.length > 1 || !(doublesAsStreetWord(w, t) || w === 'IN');
}

/** Peels country, ZIP and state off the end; `segs[k]` is the comma / line part of `words[k]`. */
export function peelLastLine(segs: readonly number[], words: readonly string[], t: Tables): LastLine {
  const out: LastLine = { country: '', foreign: '', zip: '', zip4: '', state: '', stateAt: -1, end: words.length, warnings: [] };
  let end = words.length;
  const us = matchPhraseEndingAt(t.usCountry, words, end, 1, 5);
  if (us) {
    out.country = 'US';
    end -= us.words.length;
  } else {
    const other = matchPhraseEndingAt(t.otherCountries, words, end, 1, 3);
    if (other) {
      out.foreign = other.words.join(' ');
      out.end = end - other.words.length;
      return out;
    }
  }
  // ZIP: the last word, never the very first one (that is a house number); ZIP+4 may follow as its own word
  if (end >= 2) {
    const last = words[end - 1]!;
    const prev = words[end - 2]!;
    if (last.length === 4 && isAllDigits(last) && end >= 3 && prev.length === 5 && isAllDigits(prev)) {
      out.zip = prev;
      out.zip4 = last;
      end -= 2;
    } else {
      const z = zipOf(last);
      // PO BOX 11418, BOX # 40177: a box number, not a ZIP
      const boxBefore = prev === 'BOX' || prev === 'POB' || prev === '#' || prev === 'DRAWER';
      if (z && !boxBefore) {
        out.zip = z.zip;
        out.zip4 = z.zip4;
        end--;
      } else if (last.length === 4 && isAllDigits(last) && zipInState(`0${last}`, matchPhraseEndingAt(t.states, words, end - 1, 1, 4)?.value, t)) {
        // NJ 7030: a spreadsheet dropped the leading zero of a New England / New Jersey ZIP
        out.zip = `0${last}`;
        out.warnings.push(`ZIP ${last} read as 0${last}`);
        end--;
      } else if (isAllDigits(last) && isAllDigits(prev) && last.length + prev.length === 5 && end >= 4 && matchPhraseEndingAt(t.states, words, end - 2, 1, 4)) {
        // ME 041 01: a ZIP typed with a space inside, right after the state
        out.zip = prev + last;
        out.warnings.push(`ZIP ${prev} ${last} read as ${prev + last}`);
        end -= 2;
      } else if (last.length === 10 && isAllDigits(last) && matchPhraseEndingAt(t.states, words, end - 1, 1, 4)) {
        // IL 6065460610: ten digits after the state (two ZIPs run together, or a digit too many); the first five lead
        out.zip = last.slice(0, 5);
        out.warnings.push(`ZIP ${last} read as ${out.zip}`);
        end--;
      } else if (brokenZip(last) && plainStateEndingAt(words, end - 1, t)) {
        // CA 9151-2100, CA 900122: digits where the ZIP goes, after the state, that make no ZIP; the state and city
        // before them still count
        out.warnings.push(`not a ZIP: ${last}`);
        end--;
      }
    }
  }
  // state: the longest name ending here; a code that is also a street word (CT, NE) needs a ZIP or a comma before it
  if (end >= 1) {
    const st = matchPhraseEndingAt(t.states, words, end, 0, 5);
    if (st) {
      const at = end - st.words.length;
      const w = words[at]!;
      const seg = segs[at]!;
      const ambiguous = st.words.length === 1 && doublesAsStreetWord(w, t);
      const separated = at === 0 || segs[at - 1] !== seg;
      const firstSegHasNumber = segs[0] === seg && at > 0;
      // 465 PECK LANE CHESHIRE CT: a street type (or route number) earlier on the line leaves CT free to be the state
      let streetBefore = false;
      for (let k = 1; k < at - 1; k++) if (t.suffixes.has(words[k]!) || (k >= 2 && hasDigit(words[k]!))) streetBefore = true;
      // 1180 PEACHTREE ST, NE: a directional right after the street's own segment is a postdirectional
      let segStart = at - 1;
      while (segStart > 0 && segs[segStart - 1] === segs[at - 1]) segStart--;
      const afterStreetSeg = separated && at > 0 && /^\d/.test(words[segStart]!);
      // '123 WASHINGTON', '1112 SO WASHINGTON', '3719 OLD ALABAMA' are streets, not a house number in the state
      let onlyNumberBefore = at >= 1 && out.zip === '' && !separated && /^\d/.test(words[0]!);
      // (OLD only before a state's name: 271 OLD VT is OLD street in Vermont)
      for (let k = 1; k < at && onlyNumberBefore; k++) if (!t.directionals.has(words[k]!) && !(words[k] === 'OLD' && w.length > 2)) onlyNumberBefore = false;
      if ((at > 0 || out.zip !== '') && !onlyNumberBefore) {
        const free = out.zip !== '' || (separated ? !(afterStreetSeg && t.directionals.has(w)) : !firstSegHasNumber || streetBefore);
        // 6TH FL, FOURTH FL: a floor, not Florida
        const prev = words[at - 1] ?? '';
        const floor = t.units.has(w) && out.zip === '' && (isOrdinalNumeral(prev) || t.ordinals.has(prev) || isAllDigits(prev));
        if ((!ambiguous || free) && !floor) {
          out.state = st.value;
          out.stateAt = at;
          end = at;
        }
      }
    }
  }
  out.end = end;
  return out;
}

/**
 * MO 65202 BALLENGER PROPANE INC: with no last line at the end, words with no digit after a state and ZIP are
 * a note; the index just after that ZIP, or -1.
 */
export function noteAfterZip(words: readonly string[], t: Tables): number {
  for (let k = words.length - 2; k >= 3; k--) {
    const w = words[k]!;
    if (!hasDigit(w)) continue;
    return zipOf(w) && matchPhraseEndingAt(t.states, words, k, 1, 4) ? k + 1 : -1;
  }
  return -1;
}
