// '69 10 TH ST', '106 3 RD ST', '5403 5 th Ave', '1802 7 TH ST APT R': an ordinal's ending typed apart from its number
// is the ordinal (10TH ST, and '2 nd Tee Ct' 2ND TEE CT), when it is that number's own ending (1ST, 2ND, 3RD, 4TH,
// 11TH-13TH) and a street type follows it, at once or after name words. ('3 RD' closing the street stays a road named 3,
// '5 ND ST' is no ordinal; '21 ST ST' is left to the repeated type.)
import type { Tables } from '../../normalize/tables.js';
import { isAllDigits } from '../../normalize/words.js';

function ownEnding(digits: string): string {
  const n = Number(digits);
  if (n % 100 >= 11 && n % 100 <= 13) return 'TH';
  return n % 10 === 1 ? 'ST' : n % 10 === 2 ? 'ND' : n % 10 === 3 ? 'RD' : 'TH';
}

/** A street type among words[from..). */
function typeAfter(words: readonly string[], from: number, t: Tables): boolean {
  for (let k = from; k < words.length; k++) if (t.suffixes.has(words[k]!)) return true;
  return false;
}

/** The street's words with each spaced ordinal joined to its number (the same words when none is). */
export function withSpacedOrdinals(words: readonly string[], t: Tables): readonly string[] {
  let out: string[] | undefined;
  for (let k = 0; k + 2 < words.length; k++) {
    const end = words[k + 1]!;
    // (cheap test first: a two-letter word after one of at most three digits)
    if (end.length !== 2 || words[k]!.length > 3 || !isAllDigits(words[k]!) || end !== ownEnding(words[k]!) || !typeAfter(words, k + 2, t)) continue;
    out ??= [...words];
    const at = out.length - (words.length - k);
    out.splice(at, 2, `${words[k]}${end}`);
  }
  return out ?? words;
}
