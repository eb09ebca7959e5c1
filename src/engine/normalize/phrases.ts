// Multi-word lookups (NEW YORK, P O BOX) keyed by their first word, so matching costs one Map hit.

export interface Phrase<V> {
  words: readonly string[];
  value: V;
}

export class PhraseIndex<V> extends Map<string, Phrase<V>[]> {
  /** the phrases keyed by their last word, longest first: matchPhraseEndingAt's one lookup */
  readonly byLastWord = new Map<string, Phrase<V>[]>();
}

export function buildPhraseIndex<V>(entries: Iterable<[string, V]>): PhraseIndex<V> {
  const index = new PhraseIndex<V>();
  for (const [text, value] of entries) {
    const words = text.split(' ').filter((w) => w !== '');
    if (words.length === 0) continue;
    const list = index.get(words[0]!) ?? [];
    if (!list.some((p) => p.words.join(' ') === words.join(' '))) list.push({ words, value });
    index.set(words[0]!, list);
  }
  // longest first, so NEW YORK wins over a hypothetical NEW
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  for (const list of index.values()) {
    for (const p of list) {
      const last = p.words[p.words.length - 1]!;
      const ending = index.byLastWord.get(last) ?? [];
      ending.push(p);
      index.byLastWord.set(last, ending);
    }
  }
  for (const list of index.byLastWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

/** The longest phrase starting at words[i] (and ending before `end`), or undefined. */
export function matchPhrase<V>(
  index: PhraseIndex<V>,
  words: readonly string[],
  i: number,
  end: number = words.length,
): Phrase<V> | undefined {
  const list = index.get(words[i] ?? '');
  if (!list) return undefined;
  for (const p of list) {
    if (i + p.words.length > end) continue;
    let ok = true;
    for (let k = 1; k < p.words.length; k++) {
      if (words[i + k] !== p.words[k]) {
        ok = false;
        break;
      }
    }
    if (ok) return p;
  }
  return undefined;
}

/** The longest phrase ending exactly at words[end - 1] (and starting at or after `start`, at most `maxWords` long). */
export function matchPhraseEndingAt<V>(
  index: PhraseIndex<V>,
  words: readonly string[],
  end: number,
  start = 0,
  maxWords = 6,
): Phrase<V> | undefined {
  if (end < 1) return undefined;
  const list = index.byLastWord.get(words[end - 1]!);
  if (!list) return undefined;
  const max = Math.min(maxWords, end - start);
  for (const p of list) {
    const len = p.words.length;
    if (len > max) continue;
    let ok = true;
    for (let k = 0; k < len - 1; k++) {
      if (words[end - len + k] !== p.words[k]) {
        ok = false;
        break;
      }
    }
    if (ok) return p;
  }
  return undefined;
}
