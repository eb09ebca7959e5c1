// Multi-word lookups (NEW YORK, P O BOX) keyed by their first word, so matching costs one Map hit.

export interface Phrase<V> {
  words: readonly string[];
  value: V;
}

export class PhraseIndex<V> extends Map<string, Phrase<V>[]> {
  /** the last word of every phrase: no phrase ends at a word that is not here (one lookup for most tails) */
  readonly lastWords = new Set<string>();
}

export function buildPhraseIndex<V>(entries: Iterable<[string, V]>): PhraseIndex<V> {
  const index = new PhraseIndex<V>();
  for (const [text, value] of entries) {
    const words = text.split(' ').filter((w) => w !== '');
    if (words.length === 0) continue;
    index.lastWords.add(words[words.length - 1]!);
    const list = index.get(words[0]!) ?? [];
    if (!list.some((p) => p.words.join(' ') === words.join(' '))) list.push({ words, value });
    index.set(words[0]!, list);
  }
  // longest first, so NEW YORK wins over a hypothetical NEW
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
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

/** The longest phrase ending exactly at words[end - 1] (and starting at or after `start`). */
export function matchPhraseEndingAt<V>(
  index: PhraseIndex<V>,
  words: readonly string[],
  end: number,
  start = 0,
  maxWords = 6,
): Phrase<V> | undefined {
  if (end < 1 || !index.lastWords.has(words[end - 1]!)) return undefined;
  for (let len = Math.min(maxWords, end - start); len >= 1; len--) {
    const p = matchPhrase(index, words, end - len, end);
    if (p && p.words.length === len) return p;
  }
  return undefined;
}
