// A growable UTF-8 byte buffer written a character at a time: building a chunk's rows as one
// string and encoding it cost more than the copy itself (rope flattening, then a second pass).

export class ByteWriter {
  private buf: Uint8Array;
  private pos = 0;

  constructor(capacity = 64 * 1024) {
    this.buf = new Uint8Array(Math.max(16, capacity));
  }

  get length(): number {
    return this.pos;
  }

  /** The bytes so far, over the writer's own ArrayBuffer (transferable; the writer is done after this). */
  bytes(): Uint8Array {
    return new Uint8Array(this.buf.buffer, 0, this.pos);
  }

  byte(b: number): void {
    if (this.pos >= this.buf.length) this.grow(1);
    this.buf[this.pos++] = b;
  }

  /** `s` as UTF-8; a lone surrogate becomes U+FFFD, as TextEncoder does. */
  text(s: string): void {
    const n = s.length;
    // 3 bytes per UTF-16 unit is the most UTF-8 needs (a pair: 4 bytes for 2 units)
    if (this.pos + 3 * n > this.buf.length) this.grow(3 * n);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) {
      let c = s.charCodeAt(i);
      if (c < 0x80) {
        buf[p++] = c;
        continue;
      }
      if (c < 0x800) {
        buf[p++] = 0xc0 | (c >> 6);
        buf[p++] = 0x80 | (c & 0x3f);
        continue;
      }
      if (c >= 0xd800 && c <= 0xdfff) {
        const lo = i + 1 < n ? s.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff) {
          const cp = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00);
          buf[p++] = 0xf0 | (cp >> 18);
          buf[p++] = 0x80 | ((cp >> 12) & 0x3f);
          buf[p++] = 0x80 | ((cp >> 6) & 0x3f);
          buf[p++] = 0x80 | (cp & 0x3f);
          i += 1;
          continue;
        }
        c = 0xfffd;
      }
      buf[p++] = 0xe0 | (c >> 12);
      buf[p++] = 0x80 | ((c >> 6) & 0x3f);
      buf[p++] = 0x80 | (c & 0x3f);
    }
    this.pos = p;
  }

  /** Where the next byte goes, to undo a write with `rewind`. */
  mark(): number {
    return this.pos;
  }

  rewind(to: number): void {
    this.pos = to;
  }

  private grow(extra: number): void {
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + extra));
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }
}
