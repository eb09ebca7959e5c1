// UTF-16LE bytes → the UTF-8 chunks the readers split, watching for half a surrogate pair: a character cut in two by
// a damaged or spliced file. TextDecoder would write U+FFFD there and say nothing, so a row would come back SUCCESS
// with its text changed; here that row is a FAIL saying where (as an invalid UTF-8 byte is), and rows around it stand.
import { BadOffsets, type TextWatch } from './text-watch.js';

// a high surrogate with no low one after it, or a low one with no high one before it (code units: no `u` flag)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export class Utf16Watch implements TextWatch {
  readonly reason = 'INVALID_UTF16';
  private readonly offsets = new BadOffsets();
  /** the file offset of each bad place, beside its offset in the UTF-8 bytes */
  private readonly fileAt = new Map<number, number>();

  note(at: number, fileOffset: number): void {
    this.offsets.at.push(at);
    this.fileAt.set(at, fileOffset);
  }

  firstBadIn(start: number, end: number): number | undefined {
    return this.offsets.firstIn(start, end);
  }

  describe(at: number): string {
    return `half of a UTF-16 character (an unpaired surrogate) at byte ${this.fileAt.get(at) ?? at} of the file: the file is damaged there`;
  }
}

/**
 * Transcodes chunk by chunk; `firstByte` is the file offset of the first byte pushed (after a byte-order mark). A
 * character split across chunks waits for the next one; `final` ends the input (an odd last byte is half a unit).
 */
export class Utf16Transcoder {
  readonly watch = new Utf16Watch();
  private carry: Buffer = Buffer.alloc(0);
  /** the file offset of carry[0] */
  private fileAt: number;
  /** UTF-8 bytes handed on so far */
  private out = 0;

  constructor(firstByte: number) {
    this.fileAt = firstByte;
  }

  push(chunk: Buffer, final: boolean): Buffer {
    const buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let units = buf.length - (buf.length % 2);
    // (a high surrogate last: its low half may open the next chunk)
    if (!final && units >= 2 && (buf[units - 1]! & 0xfc) === 0xd8) units -= 2;
    let text = buf.toString('utf16le', 0, units);
    // an odd byte at the very end is half a code unit: read as a lone surrogate, so it is noted below as one
    if (final && units < buf.length) text += '\uDC00';
    LONE_SURROGATE.lastIndex = 0;
    if (LONE_SURROGATE.test(text)) {
      LONE_SURROGATE.lastIndex = 0;
      for (let m = LONE_SURROGATE.exec(text); m !== null; m = LONE_SURROGATE.exec(text)) {
        this.watch.note(this.out + Buffer.byteLength(text.slice(0, m.index), 'utf8'), this.fileAt + 2 * m.index);
      }
    }
    // (a lone surrogate is written as U+FFFD, 3 bytes, as Buffer.byteLength counted it)
    const bytes = Buffer.from(text, 'utf8');
    this.carry = final ? Buffer.alloc(0) : Buffer.from(buf.subarray(units));
    this.fileAt += units;
    this.out += bytes.length;
    return bytes;
  }
}
