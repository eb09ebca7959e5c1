// Splits a streamed JSON array into its elements without holding the whole document:
// each element's text is parsed on its own, so one bad element is one FAIL row, not a lost file.

export interface JsonElement {
  line: number;
  value?: unknown;
  error?: string;
}

const MAX_ELEMENT_CHARS = 1_048_576;

export class JsonArraySplitter {
  private buf = '';
  private scan = 0;
  private depth = 0;
  private inString = false;
  private escape = false;
  private started = false;
  private done = false;
  private elemStart = -1;
  private elemLine = 0;
  private line = 1;

  /** Returns a message when the document is not an array at all. */
  push(text: string, final: boolean, out: JsonElement[]): string | undefined {
    this.buf += text;
    const buf = this.buf;
    for (let i = this.scan; i < buf.length && !this.done; i++) {
      const c = buf.charCodeAt(i);
      if (c === 10) this.line += 1;
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (c === 92) this.escape = true;
        else if (c === 34) this.inString = false;
        continue;
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) continue;
      if (!this.started) {
        if (c !== 91) return 'JSON input must be an array of objects (it does not start with [)';
        this.started = true;
        this.depth = 1;
        continue;
      }
      if (this.depth === 1 && (c === 44 || c === 93)) {
        if (this.elemStart !== -1) this.emit(buf.slice(this.elemStart, i), out);
        else if (c === 44) out.push({ line: this.line, error: 'empty element (two commas in a row)' });
        this.elemStart = -1;
        if (c === 93) this.done = true;
        continue;
      }
      if (this.elemStart === -1) {
        this.elemStart = i;
        this.elemLine = this.line;
      }
      if (c === 34) this.inString = true;
      else if (c === 123 || c === 91) this.depth += 1;
      else if (c === 125 || c === 93) this.depth -= 1;
    }
    this.compact(buf);
    if (final && !this.done) {
      if (!this.started) return 'JSON input is empty';
      if (this.elemStart !== -1) out.push({ line: this.elemLine, error: 'the array ends in the middle of this element (truncated input)' });
    } else if (!this.done && this.elemStart !== -1 && this.buf.length > MAX_ELEMENT_CHARS) {
      out.push({ line: this.elemLine, error: `element longer than ${MAX_ELEMENT_CHARS} characters (unbalanced braces?); the rest of the input is not read` });
      this.done = true;
    }
    return undefined;
  }

  private emit(text: string, out: JsonElement[]): void {
    try {
      out.push({ line: this.elemLine, value: JSON.parse(text) });
    } catch (err) {
      out.push({ line: this.elemLine, error: `invalid JSON: ${(err as Error).message}` });
    }
  }

  /** Drops the text already consumed so memory holds at most the current element. */
  private compact(buf: string): void {
    const keep = this.elemStart === -1 ? buf.length : this.elemStart;
    this.buf = buf.slice(keep);
    this.scan = buf.length - keep;
    if (this.elemStart !== -1) this.elemStart = 0;
  }
}
