// "1169 FLETCHER HILL RD 1169 FLETCHER HILL RD", "12 MAIN ST, BURLINGTON, VT 05401, 12 MAIN ST, BURLINGTON, VT 05401",
// "STUDIO 54, 7872 CREEKLINE DR 7872 CREEKLINE DR": a line (or the whole address) written twice in one cell, as pasted
// twice or joined from two columns that held the same, opening the text, one of its parts or a house number; read once.
import { isDigitCode } from '../../normalize/words.js';

/** The length of the run of words (three at least) from `s` written again right after itself; 0 when there is none. */
function repeatedRunAt(words: readonly string[], s: number): number {
  const first = words[s];
  // cheap test first: the run's opening word seldom comes back
  for (let m = 3; s + m * 2 <= words.length; m++) {
    if (words[s + m] !== first) continue;
    let k = 1;
    while (k < m && words[s + k] === words[s + m + k]) k++;
    if (k === m) return m;
  }
  return 0;
}

/** Where the second copy of a repeated run starts (its length is the run's: words[at - len..at)); undefined when none is. */
export function repeatedRun(words: readonly string[], segs: readonly number[] | undefined): { at: number; len: number } | undefined {
  // (a run of three written twice needs six words)
  for (let s = 0; s + 6 <= words.length; s++) {
    // (a run opens the text, one of its parts, or a house number: 7-ELEVEN 129 VT ROUTE 14 129 VT ROUTE 14)
    if (s > 0 && (segs === undefined || segs[s] === segs[s - 1]) && !isDigitCode(words[s]!.charCodeAt(0))) continue;
    const m = repeatedRunAt(words, s);
    if (m > 0) return { at: s + m, len: m };
  }
  return undefined;
}

/** The list less list[at..at + len): words (or their part numbers) read once. */
export function dropRun<T>(list: readonly T[], run: { at: number; len: number }): T[] {
  return [...list.slice(0, run.at), ...list.slice(run.at + run.len)];
}

/** The words less words[at..at + len), and their parts renumbered in order so that none is left empty. */
export function withoutRun(words: readonly string[], segs: readonly number[], run: { at: number; len: number }): { words: string[]; segs: number[] } {
  const out: number[] = [];
  let last = -1;
  let next = -1;
  for (const seg of dropRun(segs, run)) {
    if (seg !== last) next++;
    last = seg;
    out.push(next);
  }
  return { words: dropRun(words, run), segs: out };
}
