// Many short texts as one string and where each ends: a chunk's CSV prefixes and its requests' fields go to a
// worker this way, and live there while it works through the chunk as one object for the garbage collector, not one a row.

export interface PackedText {
  text: string;
  /** where text i ends in `text` (it starts where text i - 1 ends) */
  ends: Uint32Array;
}

export function packTexts(list: readonly string[]): PackedText {
  const ends = new Uint32Array(list.length);
  let end = 0;
  for (let i = 0; i < list.length; i++) {
    end += list[i]!.length;
    ends[i] = end;
  }
  return { text: list.join(''), ends };
}

/** Text i ('' past the end, as a missing entry of the list would be). */
export function textAt(p: PackedText, i: number): string {
  if (i >= p.ends.length) return '';
  return p.text.slice(i === 0 ? 0 : p.ends[i - 1]!, p.ends[i]!);
}
