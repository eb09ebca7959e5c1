// The last line's rules, right to left: country, ZIP (or a ZIP repaired) and its label, state (and a ZIP before it) come off the end of the words.
import { matchPhraseEndingAt } from '../normalize/phrases.js';
import type { Tables } from '../normalize/tables.js';
import { hasDigit } from '../normalize/words.js';
import type { ParseContext } from './context.js';
import { country } from './rules/country.js';
import { state } from './rules/state.js';
import { zipAlone } from './rules/zip-alone.js';
import { zipBeforeState } from './rules/zip-before-state.js';
import { zipLabel } from './rules/zip-label.js';
import { zipRepair } from './rules/zip-repair.js';
import { zip } from './rules/zip.js';
import { spacedZip4BeforeUnit } from './rules/unit-after-zip.js';
import { zipOf } from './zips.js';

/** Reads country, ZIP and state off the end of c.tokens into c.parts (c.foreign: another country named); c.lastEnd: where they start. */
export function peelLastLine(c: ParseContext): void {
  const { parts } = c;
  parts.zip = '';
  parts.zip4 = '';
  parts.state = '';
  parts.country = '';
  c.foreign = '';
  c.warnings = [];
  c.lastEnd = c.tokens.length;
  if (country(c)) return;
  if (!zip(c)) zipRepair(c);
  if (parts.zip !== '') zipLabel(c);
  if (state(c)) zipBeforeState(c);
  zipAlone(c);
}

/**
 * MO 65202 BALLENGER PROPANE INC: with no last line at the end, words with no digit after a state and ZIP (and before
 * words[end..), a country) are a note; the index just after that ZIP, or -1.
 */
export function noteAfterZip(words: readonly string[], t: Tables, end: number = words.length): number {
  for (let k = end - 2; k >= 3; k--) {
    const w = words[k]!;
    if (!hasDigit(w)) continue;
    return (zipOf(w) && matchPhraseEndingAt(t.states, words, k, 1, 4)) || spacedZip4BeforeUnit(words, t, k, end) ? k + 1 : -1;
  }
  return -1;
}
