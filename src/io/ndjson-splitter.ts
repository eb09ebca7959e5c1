// NDJSON: one JSON object per line; a line that does not parse is a FAIL row with its line number.
import type { JsonElement } from './json-array-splitter.js';

export class NdjsonSplitter {
  private rest = '';
  private line = 1;

  push(text: string, final: boolean, out: JsonElement[]): void {
    const buf = this.rest + text;
    let start = 0;
    for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n', start)) {
      this.emit(buf.slice(start, nl), out);
      start = nl + 1;
    }
    this.rest = buf.slice(start);
    if (final && this.rest.length > 0) {
      this.emit(this.rest, out);
      this.rest = '';
    }
  }

  private emit(text: string, out: JsonElement[]): void {
    const line = this.line++;
    if (text.trim().length === 0) return; // blank lines carry no row
    try {
      out.push({ line, value: JSON.parse(text) });
    } catch (err) {
      out.push({ line, error: `invalid JSON: ${(err as Error).message}` });
    }
  }
}
