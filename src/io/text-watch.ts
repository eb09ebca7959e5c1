// Places in the input that could not be read as text in its encoding, found as the bytes stream by: each record asks
// whether one of its bytes is such a place (its FAIL row says what), and rows already read are never decoded again.
// UTF-8 input: an invalid byte (utf8-check.ts). UTF-16LE: half of a surrogate pair (utf16-source.ts).

export interface TextWatch {
  /** the first bad place in [start, end) of the UTF-8 bytes the readers see; records ask in increasing order */
  firstBadIn(start: number, end: number): number | undefined;
  /** what is wrong at `at` (one firstBadIn gave), for the row's error */
  describe(at: number): string;
  /** `usaddr parse`'s error.reason for a line holding one */
  readonly reason: 'INVALID_UTF8' | 'INVALID_UTF16';
}

/** A sorted list of bad offsets, read by records in increasing order. */
export class BadOffsets {
  readonly at: number[] = [];
  /** first index of `at` not yet passed by a record */
  private cursor = 0;

  firstIn(start: number, end: number): number | undefined {
    const at = this.at;
    while (this.cursor < at.length && at[this.cursor]! < start) this.cursor += 1;
    const b = at[this.cursor];
    return b !== undefined && b < end ? b : undefined;
  }
}

/** What makes bytes [start, end) no text, if anything does: the first bad place's description. */
export function badText(watch: TextWatch | undefined, start: number, end: number): string | undefined {
  const at = watch?.firstBadIn(start, end);
  return at === undefined ? undefined : watch!.describe(at);
}
