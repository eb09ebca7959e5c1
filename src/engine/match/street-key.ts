// The loose key two street names share when they name the same street: spacing and highway
// aliases (VT ROUTE 22A = ROUTE 22A = STATE HIGHWAY 22A) removed. Applied to standardized names.
import { isDigitCode } from '../normalize/words.js';

const HIGHWAY = /^(?:(?:US |STATE |[A-Z]{2} )?(?:ROUTE|HIGHWAY|RTE|RT|HWY)|STATE ROAD) (\d+[A-Z]?)$/;
// people write these name words either way (ST JAMES = SAINT JAMES, STONE MTN = STONE MOUNTAIN): the key spells
// each out, so a typo in the full word stays one edit away (MOUN ST for MOUNT ST)
const SHORT: Record<string, string> = {
  ST: 'SAINT', MT: 'MOUNT', FT: 'FORT', MTN: 'MOUNTAIN', HTS: 'HEIGHTS', PT: 'POINT', LK: 'LAKE', CRK: 'CREEK', VLY: 'VALLEY',
  RDG: 'RIDGE', MDW: 'MEADOW', MDWS: 'MEADOWS', CTR: 'CENTER', HL: 'HILL', SPG: 'SPRING', SPGS: 'SPRINGS', VLG: 'VILLAGE',
  JCT: 'JUNCTION', BRK: 'BROOK', HOLW: 'HOLLOW', FLS: 'FALLS', HBR: 'HARBOR', PND: 'POND', GRV: 'GROVE', VW: 'VIEW',
  ORCH: 'ORCHARD', ML: 'MILL', FRST: 'FOREST',
};
// a number opening a longer name is its word (20 MILE STREAM = TWENTY MILE STREAM: spelled out, as SHORT does)
const CARDINALS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE', 'THIRTEEN', 'FOURTEEN',
  'FIFTEEN', 'SIXTEEN', 'SEVENTEEN', 'EIGHTEEN', 'NINETEEN', 'TWENTY'];
const LEADING_NUMBER = /^(1\d|20|[1-9]) /;
const NAME_WORDS = new RegExp(`\\b(?:${Object.keys(SHORT).join('|')})\\b`, 'g');

/** A word of two to five letters as one number (five bits a letter): SHORT's words, looked up with no string made. */
function wordCode(text: string, from: number, to: number): number {
  let code = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 65 || c > 90) return -1;
    code = code * 32 + (c - 64);
  }
  return code;
}
const SHORT_CODES = new Set(Object.keys(SHORT).map((w) => wordCode(w, 0, w.length)));

/** True when one of the name's words is one SHORT rewrites (most names hold none: no regex pass for them). */
function holdsNameWord(name: string): boolean {
  let start = 0;
  for (let i = 0; i <= name.length; i++) {
    if (i < name.length && name.charCodeAt(i) !== 32) continue;
    const len = i - start;
    if (len >= 2 && len <= 5 && SHORT_CODES.has(wordCode(name, start, i))) return true;
    start = i + 1;
  }
  return false;
}
const STATE_CODE_ONLY = /^[A-Z]{2}[ -](\d+[A-Z]?)$/;

const NON_KEY = /[^A-Z0-9]+/g;
const LEADING_ZEROS = /(^|[^0-9])0+(?=[0-9])/g;

/** A single word of letters (most names): already its own key. */
function isPlainWord(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  return name !== 'ST' && name !== 'MT' && name !== 'FT';
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

// keys of longer names, kept: the same names come back on every lookup of a ZIP (emptied when it grows large)
const KEYS = new Map<string, string>();
const MAX_KEYS = 50_000;

export function nameKey(name: string): string {
  if (isPlainWord(name)) return name;
  let key = KEYS.get(name);
  if (key === undefined) {
    if (KEYS.size >= MAX_KEYS) KEYS.clear();
    key = keyOf(name);
    KEYS.set(name, key);
  }
  return key;
}

function keyOf(name: string): string {
  if (isDigitCode(name.charCodeAt(0))) {
    const numbered = numberedKey(name);
    if (numbered !== undefined) return numbered;
  }
  const hw = HIGHWAY.exec(name) ?? STATE_CODE_ONLY.exec(name);
  if (hw !== null && !name.startsWith('COUNTY') && !/^(?:CO|CR) /.test(name)) return `~RT${hw[1]}`;
  const spelled = isDigitCode(name.charCodeAt(0)) ? name.replace(LEADING_NUMBER, (_, d: string) => `${CARDINALS[Number(d) - 1]!} `) : name;
  const text = holdsNameWord(spelled) ? spelled.replace(NAME_WORDS, (w) => SHORT[w]!) : spelled;
  const out = text.replace(NON_KEY, '');
  // '08TH' and '8TH' are one street: a digit run's leading zeros go
  return out.includes('0') ? out.replace(LEADING_ZEROS, '$1') : out;
}

/** True when the key came from a highway alias (its route word is interchangeable, not a typo). */
export function isHighwayKey(key: string): boolean {
  return key.startsWith('~RT');
}
