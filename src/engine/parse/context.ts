// The one parse context every rule reads and writes: the tables, the parts found so far, the warnings, and the
// delivery line being read (its words, the next word to read, what the street line leaves for the last line).
import type { Tables } from '../normalize/tables.js';
import type { UnitMatch } from '../normalize/unit.js';
import type { AddressParts } from '../types.js';
import { emptyParts } from './parts.js';

/** What the last line already told: the state and ZIP found after the delivery line ('' when none). */
export interface LastLineHint {
  state: string;
  zip: string;
}

/** No state or ZIP known. */
export const NO_HINT: LastLineHint = { state: '', zip: '' };

/** An empty word list shared by every context (never written to: the rules replace it). */
export const NO_WORDS: readonly string[] = [];

export interface ParseContext {
  readonly t: Tables;
  /** the one set of parts this parse fills */
  parts: AddressParts;
  warnings: string[];
  /** the delivery line the line rules read, its length, and the next word to read */
  words: readonly string[];
  n: number;
  i: number;
  /** the city may follow on the delivery line with no comma before it */
  cityMayFollow: boolean;
  /** the state and ZIP found after the delivery line */
  hint: LastLineHint;
  /** the first designated unit after the street's first word, and where it starts (-1: none) */
  unit: UnitMatch | undefined;
  unitAt: number;
  /** where the street's words end */
  end: number;
  /** words after the street (and unit) when the city may follow on the same line */
  rest: readonly string[];
  /** words between the street and a known city that belong to neither */
  ignored: readonly string[];
  /** a recipient note taken out of the delivery line (set aside before `ignored`) */
  note: readonly string[];
}

export function newContext(t: Tables): ParseContext {
  return {
    t,
    parts: emptyParts(),
    warnings: [],
    words: NO_WORDS,
    n: 0,
    i: 0,
    cityMayFollow: false,
    hint: NO_HINT,
    unit: undefined,
    unitAt: -1,
    end: 0,
    rest: NO_WORDS,
    ignored: NO_WORDS,
    note: NO_WORDS,
  };
}
