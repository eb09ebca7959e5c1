// A growable UTF-8 byte buffer. Text is encoded natively into the buffer at its place (no
// intermediate Uint8Array per string); callers write whole rows, so the call cost is per row.

export class ByteWriter {
  private buf: Buffer;
  private pos = 0;

  constructor(capacity = 64 * 1024) {
    // its own ArrayBuffer (never the shared pool), so bytes() can be transferred between threads
    this.buf = Buffer.allocUnsafeSlow(Math.max(16, capacity));
  }

  get length(): number {
    return this.pos;
  }

  /** The bytes so far, over the writer's own ArrayBuffer (transferable; the writer is done after this). */
  bytes(): Uint8Array {
    return new Uint8Array(this.buf.buffer, this.buf.byteOffset, this.pos);
  }

  byte(b: number): void {
    if (this.pos >= this.buf.length) this.grow(1);
    this.buf[this.pos++] = b;
  }

  /** `s` as UTF-8; a lone surrogate becomes U+FFFD, as TextEncoder does. */
  text(s: string): void {
    // 3 bytes per UTF-16 unit is the most UTF-8 needs (a pair: 4 bytes for 2 units)
    if (this.pos + 3 * s.length > this.buf.length) this.grow(3 * s.length);
    this.pos += this.buf.write(s, this.pos, 'utf8');
  }

  private grow(extra: number): void {
    const next = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.pos + extra));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }
}
