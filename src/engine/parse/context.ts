// The one parse context every rule reads and writes: the tables, the parts found so far, the warnings, the
// address's words and comma parts, and the delivery line being read (its words, the next word to read, what the
// street line leaves for the last line).
import { cityStartIn } from '../normalize/places.js';
import type { HighwayMatch } from '../normalize/highway.js';
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

/** The last line told a state or a ZIP. */
export function hintKnown(hint: LastLineHint): boolean {
  return hint.state !== '' || hint.zip !== '';
}

/** Where a city known for the last line's state or ZIP starts in c.words[from..c.n) when one may follow on the line; -1 otherwise. */
export function cityOnLine(c: ParseContext, from: number): number {
  return c.cityMayFollow ? cityStartIn(c.words, from, c.n, c.hint.state, c.hint.zip, c.t) : -1;
}

/**
 * An empty word list shared by every context (readonly: the rules replace it, never write to it). Not frozen: a
 * frozen array has its own elements kind, and the word helpers that see it beside ordinary arrays would slow down.
 */
export const NO_WORDS: readonly string[] = [];

// placeholders until a rule sets them (frozen: a rule that wrote into one instead of assigning its own list would
// throw, and the never-throws tests see any parse that falls back to UNPARSEABLE)
const NO_TOKENS = Object.freeze([]) as unknown as string[];
const NO_SEGS = Object.freeze([]) as unknown as number[];
const NO_SEGMENTS = Object.freeze([]) as unknown as string[][];
const NO_UNITS = Object.freeze([]) as unknown as UnitMatch[];

export interface ParseContext {
  readonly t: Tables;
  /** the one set of parts this parse fills */
  parts: AddressParts;
  warnings: string[];
  /** every word of the address, and the comma / line part each one belongs to (cut short when a note ends it) */
  tokens: string[];
  tokenSegs: number[];
  /** another country the address names ('' when none) */
  foreign: string;
  /** tokens before this index hold street and city (the last line's state, ZIP and country come after) */
  lastEnd: number;
  /** the comma / line parts before the last line, as words */
  segs: string[][];
  /** the part that holds the delivery line (-1: none looks like one) */
  s: number;
  /** words of the parts before the delivery line that name a firm, and units written in parts of their own there */
  firmWords: readonly string[];
  leadUnits: readonly UnitMatch[];
  /** after the delivery line: a postdirectional in a part of its own, units, and the part that holds the city */
  postdir: string;
  lateUnits: UnitMatch[];
  /** a unit written after the ZIP, closing the address */
  zipUnits: readonly UnitMatch[];
  citySeg: readonly string[] | undefined;
  /** the delivery line the line rules read, its length, and the next word to read */
  words: readonly string[];
  n: number;
  i: number;
  /** the city may follow on the delivery line with no comma before it */
  cityMayFollow: boolean;
  /** the state and ZIP found after the delivery line */
  hint: LastLineHint;
  /** while the street's end is sought: the words it may take end before `limit`; its name starts at `nameStart` */
  limit: number;
  nameStart: number;
  /**
   * the street rule's highway at the name's start in highwayWords[..highwayEnd) (highwayAt -1: none asked), and the one
   * after a route modifier there: the route rule asks the same again (one parse only)
   */
  highwayWords: readonly string[];
  highwayAt: number;
  highwayEnd: number;
  highway: HighwayMatch | undefined;
  modifiedHighway: HighwayMatch | undefined;
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

/** A context for one parse; `parts`: the parts it fills (new empty ones unless given). */
export function newContext(t: Tables, parts: AddressParts = emptyParts()): ParseContext {
  return {
    t,
    parts,
    warnings: [],
    tokens: NO_TOKENS,
    tokenSegs: NO_SEGS,
    foreign: '',
    lastEnd: 0,
    segs: NO_SEGMENTS,
    s: -1,
    firmWords: NO_WORDS,
    leadUnits: NO_UNITS,
    postdir: '',
    lateUnits: NO_UNITS,
    zipUnits: NO_UNITS,
    citySeg: undefined,
    words: NO_WORDS,
    n: 0,
    i: 0,
    cityMayFollow: false,
    hint: NO_HINT,
    limit: 0,
    nameStart: 0,
    highwayWords: NO_WORDS,
    highwayAt: -1,
    highwayEnd: 0,
    highway: undefined,
    modifiedHighway: undefined,
    unit: undefined,
    unitAt: -1,
    end: 0,
    rest: NO_WORDS,
    ignored: NO_WORDS,
    note: NO_WORDS,
  };
}
