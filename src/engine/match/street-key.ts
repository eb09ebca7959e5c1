// The loose key two street names share when they name the same street: spacing and highway
// aliases (VT ROUTE 22A = ROUTE 22A = STATE HIGHWAY 22A) removed, and words people write either way spelled
// out (ST JAMES = SAINT JAMES, STONE MTN = STONE MOUNTAIN: src/data/name-words.txt). Applied to standardized names.
import { isDigitCode } from '../normalize/words.js';

export type NameKey = (name: string) => string;

const HIGHWAY = /^(?:(?:US |STATE |[A-Z]{2} )?(?:ROUTE|HIGHWAY|RTE|RT|HWY)|STATE ROAD) (\d+[A-Z]?)$/;
const LEADING_NUMBER = /^(1\d|20|[1-9]) /;
const STATE_CODE_ONLY = /^[A-Z]{2}[ -](\d+[A-Z]?)$/;

const NON_KEY = /[^A-Z0-9]+/g;
const LEADING_ZEROS = /(^|[^0-9])0+(?=[0-9])/g;

/** A word of letters as one number (five bits a letter; exact up to ten letters): a spelled word looked up with no string made. */
function wordCode(text: string, from: number, to: number): number {
  let code = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 65 || c > 90) return -1;
    code = code * 32 + (c - 64);
  }
  return code;
}

/** True when one of the name's space-separated words is in `codes` (most names hold none: no regex pass for them). */
function holdsWord(name: string, codes: ReadonlySet<number>, longest: number): boolean {
  let start = 0;
  for (let i = 0; i <= name.length; i++) {
    if (i < name.length && name.charCodeAt(i) !== 32) continue;
    const len = i - start;
    if (len >= 2 && len <= longest && codes.has(wordCode(name, start, i))) return true;
    start = i + 1;
  }
  return false;
}

/** A single word of letters that is not spelled out alone (most names; ST, MT, FT are): already its own key. */
function isPlainWord(name: string, alone: ReadonlySet<string>): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  return !alone.has(name);
}

// a name that is one numbered-street word: '23', '23RD', '23D' (the old 2d / 3d) and '23TH' name one street
const NUMBERED = /^0*(\d+)(?:ST|ND|RD|TH|D)?$/;

/** '23' → '23RD', '2D' → '2ND': the ordinal ending the number takes (none for '42D', no ordinal ending in D). */
function numberedKey(name: string): string | undefined {
  const m = NUMBERED.exec(name);
  if (m === null) return undefined;
  const n = Number(m[1]);
  const end = n % 100 >= 11 && n % 100 <= 13 ? 'TH' : (['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH');
  if (name.endsWith('D') && !name.endsWith('ND') && !name.endsWith('RD') && end !== 'ND' && end !== 'RD') return undefined;
  return `${m[1]}${end}`;
}

/** 'VT ROUTE 22A' → '~RT22A': the key every alias of one route shares (undefined: no route's name). No table needed. */
export function routeKey(name: string): string | undefined {
  const hw = HIGHWAY.exec(name) ?? STATE_CODE_ONLY.exec(name);
  return hw !== null && !name.startsWith('COUNTY') && !/^(?:CO|CR) /.test(name) ? `~RT${hw[1]}` : undefined;
}

const MAX_KEYS = 50_000;

/**
 * The name key over `t`'s spelled-out words (name-words.txt) and number words (cardinals.txt). Each engine makes one;
 * it keeps the keys of longer names (the same names come back on every lookup of a ZIP; emptied when it grows large).
 */
export function createNameKey(t: { readonly nameWords: ReadonlyMap<string, string>; readonly nameWordsAlone: ReadonlySet<string>; readonly cardinalWords: ReadonlyMap<string, string> }): NameKey {
  const words = t.nameWords;
  const cardinals = t.cardinalWords;
  const keys = new Map<string, string>();
  const spellable = new RegExp(`\\b(?:${[...words.keys()].join('|')})\\b`, 'g');
  const codes = new Set([...words.keys()].map((w) => wordCode(w, 0, w.length)));
  const longest = Math.min(10, Math.max(0, ...[...words.keys()].map((w) => w.length)));
  // (a name holding none of the words, most, makes no regex pass; one that does is spelled out word by word, as \b sees words)
  const spellWords = (name: string): string => (holdsWord(name, codes, longest) ? name.replace(spellable, (w) => words.get(w)!) : name);
  const keyOf = (name: string): string => {
    if (isDigitCode(name.charCodeAt(0))) {
      const numbered = numberedKey(name);
      if (numbered !== undefined) return numbered;
    }
    const route = routeKey(name);
    if (route !== undefined) return route;
    const spelled = isDigitCode(name.charCodeAt(0)) ? name.replace(LEADING_NUMBER, (whole, d: string) => `${cardinals.get(d) ?? d} `) : name;
    const out = spellWords(spelled).replace(NON_KEY, '');
    // '08TH' and '8TH' are one street: a digit run's leading zeros go
    return out.includes('0') ? out.replace(LEADING_ZEROS, '$1') : out;
  };
  return (name) => {
    if (isPlainWord(name, t.nameWordsAlone)) return name;
    let key = keys.get(name);
    if (key === undefined) {
      if (keys.size >= MAX_KEYS) keys.clear();
      key = keyOf(name);
      keys.set(name, key);
    }
    return key;
  };
}

/** True when the key came from a highway alias (its route word is interchangeable, not a typo). */
export function isHighwayKey(key: string): boolean {
  return key.startsWith('~RT');
}
