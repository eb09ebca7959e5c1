// UTF-8 chunks → lines, a batch per chunk (what has arrived, so a caller can answer each batch at once), ending at
// LF, CRLF or a lone CR as readline does. A line holding a byte that is not UTF-8, or half a UTF-16 character, says where
// (its text shows U+FFFD; the watch describes it).
import type { TextWatch } from './text-watch.js';

export interface TextLine {
  text: string;
  /** the watch's offset of the line's first place that is no text (a byte not UTF-8, half a UTF-16 character) */
  badByte?: number;
}

const LF = 0x0a;
const CR = 0x0d;

/** The lines completed by each chunk, in order; the last line is given at the end even without a line end. */
export async function* textLines(chunks: AsyncIterable<Buffer>, watch?: TextWatch): AsyncGenerator<TextLine[]> {
  let carry: Buffer = Buffer.alloc(0);
  // input offset of carry[0]
  let carryAt = 0;
  // the chunk before ended with a CR: an LF first in this one ends nothing more
  let afterCr = false;
  const line = (buf: Buffer, at: number, start: number, end: number): TextLine => {
    const text = buf.toString('utf8', start, end);
    const bad = watch?.firstBadIn(at + start, at + end);
    return bad === undefined ? { text } : { text, badByte: bad };
  };
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    const buf = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const at = carryAt;
    const out: TextLine[] = [];
    let start = 0;
    if (afterCr && carry.length === 0 && buf[0] === LF) start = 1;
    afterCr = false;
    let cr = buf.indexOf(CR, start);
    for (;;) {
      const lf = buf.indexOf(LF, start);
      if (cr !== -1 && cr < start) cr = buf.indexOf(CR, start);
      const end = cr !== -1 && (lf === -1 || cr < lf) ? cr : lf;
      if (end === -1) break;
      out.push(line(buf, at, start, end));
      if (end === cr && buf[end + 1] === LF) start = end + 2;
      else {
        start = end + 1;
        if (end === cr && start === buf.length) afterCr = true;
      }
    }
    carry = start < buf.length ? buf.subarray(start) : Buffer.alloc(0);
    carryAt = at + start;
    if (out.length > 0) yield out;
  }
  if (carry.length > 0) yield [line(carry, carryAt, 0, carry.length)];
}
