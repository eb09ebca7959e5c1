// Any input encoding → a stream of UTF-8 byte chunks for the readers (which all split on ASCII
// bytes). UTF-8 input passes through untouched, watched for invalid bytes; UTF-16LE is transcoded, watched for half
// characters (utf16-source.ts); Latin-1 is transcoded.
import { decideEncoding, SNIFF_BYTES, textDecoderFor, type EncodingChoice, type EncodingDecision } from './text-encoding.js';
import type { TextWatch } from './text-watch.js';
import { Utf16Transcoder } from './utf16-source.js';
import { Utf8Watch } from './utf8-check.js';

export interface Utf8Source {
  decision: EncodingDecision;
  /** the first bytes as UTF-8 (for format and delimiter sniffing) */
  head: Buffer;
  /** every chunk including the head, in order, as UTF-8 */
  chunks: AsyncIterable<Buffer>;
  /** places not readable as text seen so far (UTF-8 and UTF-16 input), as offsets into the chunks' bytes */
  watch?: TextWatch;
}

/** Bytes that settle a byte-order mark (3) and let UTF-16LE's alternating NULs show (4). */
const DECIDABLE_BYTES = 4;

/**
 * `onBytes` counts raw input bytes for progress. `streaming`: a read that returns fewer than SNIFF_BYTES (a pipe with
 * no more ready: `tail -f`, a slow producer) settles the encoding on what has arrived, so its lines need not wait
 * for more; a later byte that is not UTF-8 is then its own record's error (`watch`), and rows before stay as read.
 */
export async function utf8Source(source: AsyncIterable<Uint8Array>, choice: EncodingChoice, onBytes: (n: number) => void, streaming = false): Promise<Utf8Source> {
  const it = source[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < SNIFF_BYTES && !(streaming && parts.length > 0 && (choice !== 'auto' || size >= DECIDABLE_BYTES))) {
    const r = await it.next();
    if (r.done) {
      ended = true;
      break;
    }
    const b = Buffer.isBuffer(r.value) ? r.value : Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength);
    parts.push(b);
    size += b.length;
  }
  const rawHead = Buffer.concat(parts);
  const decision = decideEncoding(rawHead, choice, ended);
  const body = rawHead.subarray(decision.bomLength);

  async function* rest(): AsyncGenerator<Buffer> {
    if (ended) return;
    for (let r = await it.next(); !r.done; r = await it.next()) {
      onBytes(r.value.length);
      yield Buffer.isBuffer(r.value) ? r.value : Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength);
    }
  }

  if (decision.encoding === 'utf8') {
    const watch = new Utf8Watch();
    // each chunk is checked before it is handed on; the end flushes a character cut off at the very end
    async function* chunks(): AsyncGenerator<Buffer> {
      onBytes(rawHead.length);
      watch.push(body, false);
      yield body;
      for await (const b of rest()) {
        watch.push(b, false);
        yield b;
      }
      watch.push(new Uint8Array(0), true);
    }
    return { decision, head: body, chunks: chunks(), watch };
  }

  // the others transcoded chunk by chunk: UTF-16LE watched for half characters; Latin-1 as Windows-1252 (every byte a character)
  const utf16 = decision.encoding === 'utf16le' ? new Utf16Transcoder(decision.bomLength) : undefined;
  const decoder = utf16 ? undefined : textDecoderFor(decision.encoding);
  const transcode = (b: Buffer, final: boolean): Buffer => (utf16 ? utf16.push(b, final) : Buffer.from(decoder!.decode(b, { stream: !final }), 'utf8'));
  const head = transcode(body, ended);
  async function* transcoded(): AsyncGenerator<Buffer> {
    onBytes(rawHead.length);
    if (head.length > 0) yield head;
    if (ended) return;
    for await (const b of rest()) {
      const t = transcode(b, false);
      if (t.length > 0) yield t;
    }
    const t = transcode(Buffer.alloc(0), true);
    if (t.length > 0) yield t;
  }
  return { decision, head, chunks: transcoded(), watch: utf16?.watch };
}
